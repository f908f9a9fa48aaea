import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AccessType } from '#common/catalogue/access';
import { STORY_LENGTHS } from '#common/catalogue/costs';
import type { PlanId } from '#common/catalogue/plans';
import { BADGE_VOTER_MIN_ACCOUNT_AGE_MS } from '#server/security';
import { storySettingsSchema } from '#common/contract';
import { initialAccessState } from '#common/rules/visibility';
import type { Database } from '../db/client';
import { chapters, creditLedger, readingProgress, stories, type ChapterStatus } from '../db/schema';
import type { StoryRow } from '../modules/stories/stories.repo';
import type { WriteChapterRequest, Writer, WrittenChapter } from '../providers/writer/port';
import { createAccount, startSession } from '../modules/auth/auth.service';
import { hashPassword } from '../modules/auth/passwords';
import { updateUser, type UserRow } from '../modules/users/users.repo';
import type { ApiClient } from './testApp';

export const TEST_PASSWORD = 'correct-horse';
let passwordHash: Promise<string> | undefined;

export interface BuiltUser {
  user: UserRow;
  token: string;
}

export interface BuildUserOptions {
  name?: string;
  email?: string;
  role?: 'user' | 'admin';
  subscription?: PlanId;
  textCredits?: number;
  audioCredits?: number;
  /** Whether the email is verified; true unless said otherwise. */
  verified?: boolean;
  /** When the account was created; now unless said otherwise. */
  joinedAt?: Date;
  /** A verified adult (age assurance); false unless said otherwise. */
  ageVerified?: boolean;
}

/** A joining date old enough for the account's likes and votes to count toward badges. */
export const ESTABLISHED = () => new Date(Date.now() - BADGE_VOTER_MIN_ACCOUNT_AGE_MS - 60_000);

/** A signed-in user written straight to the database (the API's own signup is tested on its own). */
export async function buildUser(db: Database, options: BuildUserOptions = {}): Promise<BuiltUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  // Each on a domain of its own: badges count a handful of people per email domain.
  const id = randomBytes(5).toString('hex');
  const email = options.email ?? `user-${id}@mail-${id}.test`;
  const created = await createAccount(db, {
    name: options.name ?? 'Test User',
    email,
    passwordHash: await passwordHash,
    role: options.role ?? 'user',
    subscription: options.subscription ?? 'free',
    emailVerifiedAt: options.verified === false ? null : (options.joinedAt ?? new Date()),
    ...(options.joinedAt ? { createdAt: options.joinedAt } : {}),
  });
  if (!created) throw new Error(`buildUser: ${email} exists`);
  const changes: Partial<UserRow> = {};
  if (options.textCredits !== undefined) changes.textCredits = options.textCredits;
  if (options.audioCredits !== undefined) changes.audioCredits = options.audioCredits;
  if (options.ageVerified) changes.ageVerifiedAt = new Date();
  const user = Object.keys(changes).length ? ((await updateUser(db, created.id, changes)) ?? created) : created;
  const { token } = await startSession(db, user);
  return { user, token };
}

/** The reader opened the story's first chapter: the reading history a like or vote needs to count toward badges. */
export async function buildReading(db: Database, userId: string, storyId: string): Promise<void> {
  await db.insert(readingProgress).values({ userId, storyId, chapterNumber: 1 }).onConflictDoNothing();
}

export interface BuildChapterOptions {
  content?: string;
  choices?: string[];
  status?: ChapterStatus;
  textCreditsCost?: number;
  isFinal?: boolean;
}

export interface BuildStoryOptions {
  title?: string;
  accessType?: AccessType;
  isConcluded?: boolean;
  /** Chapters 1..n; one ready chapter without choices by default. */
  chapters?: BuildChapterOptions[];
}

/** A story with already-written chapters, straight into the database (no writer, no charge). */
export async function buildStory(db: Database, owner: UserRow, options: BuildStoryOptions = {}): Promise<StoryRow> {
  const [story] = await db
    .insert(stories)
    .values({
      userId: owner.id,
      title: options.title ?? 'A Test Story',
      settings: storySettingsSchema.parse({}),
      ...initialAccessState(options.accessType ?? 'public'),
      isConcluded: options.isConcluded ?? false,
    })
    .returning();
  const list = options.chapters ?? [{}];
  let parentId: string | undefined;
  for (const [index, chapter] of list.entries()) {
    const [row] = await db
      .insert(chapters)
      .values({
        storyId: story.id,
        parentId,
        number: index + 1,
        status: chapter.status ?? 'ready',
        content: chapter.content ?? `Chapter ${index + 1} text. `.repeat(20),
        choices: chapter.choices ?? [],
        isFinal: chapter.isFinal ?? false,
        textCreditsCost: chapter.textCreditsCost ?? 1,
        instruction: index === 0 ? { kind: 'open' } : { kind: 'continue' },
        maxTokens: STORY_LENGTHS[2].maxTokens,
      })
      .returning({ id: chapters.id });
    parentId = row.id;
  }
  return story;
}

export interface WriterCall {
  request: WriteChapterRequest;
  /** Streams a piece of text, as the writer would. */
  write(text: string): void;
  finish(result?: Partial<WrittenChapter>): void;
  fail(error: Error): void;
}

/** A writer the test drives by hand: each chapter waits until the test writes, finishes or fails it. */
export function buildControlledWriter() {
  const calls: WriterCall[] = [];
  const waiting: Array<(call: WriterCall) => void> = [];
  const writer: Writer = {
    name: 'controlled',
    offline: false,
    writeChapter(request, onText) {
      return new Promise<WrittenChapter>((resolve, reject) => {
        let text = '';
        const call: WriterCall = {
          request,
          write(piece) {
            text += piece;
            onText(piece);
          },
          finish: (result = {}) =>
            resolve({ text, choices: [], memory: `memory of ${request.chapterNumber}`, ...result }),
          fail: reject,
        };
        request.signal.addEventListener('abort', () => reject(new Error('aborted')));
        const waiter = waiting.shift();
        if (waiter) waiter(call);
        else calls.push(call);
      });
    },
  };
  const nextCall = () =>
    new Promise<WriterCall>((resolve) => {
      const call = calls.shift();
      if (call) resolve(call);
      else waiting.push(resolve);
    });
  return { writer, nextCall };
}

/** Polls the chapters list until chapter `n` is no longer being written. */
export async function waitForChapter(api: ApiClient, storyId: string, n: number, token?: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api.get(`/api/stories/${storyId}/chapters`, token);
    const chapter = res.body.chapters?.find((c: { number: number }) => c.number === n);
    if (chapter && chapter.status !== 'writing') return chapter;
    if (Date.now() > deadline)
      throw new Error(`chapter ${n} still ${chapter?.status ?? 'missing'} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The sum of a user's ledger rows of the given reasons. */
export async function ledgerTextSum(db: Database, userId: string, reasons: string[]): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.deltaText}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), inArray(creditLedger.reason, reasons)));
  return row.sum;
}
