import { FOLLOW_UP_MAX_TOKENS } from '#common/catalogue';
import type { Chapter, Story } from '#common/contract';
import { badRequest, conflict, notFound } from '#common/errors';
import { actionCost } from '#common/rules/actionCost';
import type { Database, Executor } from '#server/db/client';
import { announceChapterJob } from '#server/modules/chapters/chapterEvents';
import type { ChapterQueue } from '#server/modules/chapters/chapterQueue';
import { authorize, writeBlocker, type StorySubject } from '#server/policies/story.policy';
import { viewerOf } from '#server/policies/viewer';
import type { Moderator } from '#server/providers/moderation/port';
import type { WriterInstruction } from '#server/providers/writer/port';
import { changeCredits } from '../credits/credits.service';
import { assertAllowed } from '../moderation/moderation.service';
import { findStoryView, lockStory, updateStoryRow, type StoryRow } from '../stories/stories.repo';
import { readableStory } from '../stories/stories.service';
import { presentStory, storySubject } from '../stories/story.presenter';
import type { UserRow } from '../users/users.repo';
import { presentChapter } from './chapter.presenter';
import {
  findChapter,
  findLastChapter,
  insertChapter,
  isUniqueViolation,
  updateChapter,
  type ChapterRow,
} from './chapters.repo';
import { LEDGER_REASONS, ledgerReference } from '../credits/ledger';

export interface ChapterPlan {
  number: number;
  instruction: WriterInstruction;
  maxTokens: number;
  cost: number;
}

const STILL_WRITING = 'A chapter of this story is still being written';

async function charge(tx: Executor, chapter: ChapterRow, userId: string): Promise<void> {
  await changeCredits(tx, {
    userId,
    text: -chapter.chargedTextCredits,
    audio: 0,
    reason: LEDGER_REASONS.chapterCharge,
    reference: ledgerReference.chapterAttempt(chapter),
  });
  await announceChapterJob(tx);
}

/** Inside the caller's transaction: the chapter to write (status writing) and its charge, together. */
export async function createChapterJob(
  tx: Executor,
  storyId: string,
  userId: string,
  plan: ChapterPlan,
): Promise<ChapterRow> {
  let chapter: ChapterRow;
  try {
    chapter = await insertChapter(tx, {
      storyId,
      number: plan.number,
      instruction: plan.instruction,
      maxTokens: plan.maxTokens,
      isFinal: plan.instruction.kind === 'conclude',
      textCreditsCost: plan.cost,
      chargedUserId: userId,
      chargedTextCredits: plan.cost,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(STILL_WRITING);
    throw error;
  }
  await charge(tx, chapter, userId);
  return chapter;
}

type Action = 'continue' | 'conclude' | 'choose' | 'retry' | 'regenerate';

const NOT_LATEST: Record<Action, string> = {
  continue: 'Only the latest chapter can be continued',
  conclude: 'Only the latest chapter can be concluded',
  choose: 'A choice can only be made on the latest chapter',
  retry: 'Only the latest chapter can be retried',
  regenerate: 'Only the latest chapter can be regenerated',
};

/**
 * Locks the story, checks who may write what now (on the `target` chapter, when the path names
 * one), then lets `write` create the chapter job.
 */
async function writeNext(
  db: Database,
  jobs: ChapterQueue,
  user: UserRow,
  storyId: string,
  action: Action,
  target: number | undefined,
  write: (tx: Executor, last: ChapterRow, story: StoryRow) => Promise<ChapterRow>,
  vet?: () => Promise<void>,
): Promise<{ story: Story; chapter: Chapter }> {
  const viewer = viewerOf(user);
  if (vet) {
    // Content checks cost time: only for someone the story's rules allow, checked again under the lock below.
    authorize(viewer, action, storySubject(await readableStory(db, user, storyId)));
    await vet();
  }
  const chapter = await db.transaction(async (tx) => {
    const story = await lockStory(tx, storyId);
    if (!story) throw notFound('Story not found');
    const last = await findLastChapter(tx, story.id);
    if (!last) throw notFound('Story not found');
    const subject: StorySubject = {
      ownerId: story.userId,
      accessType: story.accessType,
      hidden: story.hiddenAt !== null,
      isConcluded: story.isConcluded,
      chapterCount: last.number,
      lastChapter: { status: last.status, hasChoices: last.choices.length > 0 },
    };
    authorize(viewer, action, subject);
    if (target !== undefined && (target < 1 || target > last.number)) throw notFound('Chapter not found');
    if (target !== undefined && target !== last.number) throw conflict(NOT_LATEST[action]);
    const blocked = writeBlocker(action, subject);
    if (blocked) throw blocked;
    return write(tx, last, story);
  });
  jobs.kick();
  const view = await findStoryView(db, storyId, user.id);
  if (!view) throw notFound('Story not found');
  return { story: presentStory(view, viewer), chapter: presentChapter(chapter, false) };
}

export async function continueStory(
  db: Database,
  jobs: ChapterQueue,
  moderator: Moderator,
  user: UserRow,
  storyId: string,
  body: { conclude: boolean; continuationPrompt?: string },
) {
  const prompt = body.continuationPrompt || undefined;
  const instruction: WriterInstruction = { kind: body.conclude ? 'conclude' : 'continue', prompt };
  return writeNext(
    db,
    jobs,
    user,
    storyId,
    body.conclude ? 'conclude' : 'continue',
    undefined,
    (tx, last) =>
      createChapterJob(tx, last.storyId, user.id, {
        number: last.number + 1,
        instruction,
        maxTokens: FOLLOW_UP_MAX_TOKENS,
        cost: actionCost({ kind: body.conclude ? 'conclude' : 'continue' }).credits,
      }),
    () => assertAllowed(moderator, [body.continuationPrompt]),
  );
}

export async function chooseChoice(
  db: Database,
  jobs: ChapterQueue,
  moderator: Moderator,
  user: UserRow,
  storyId: string,
  chapterNumber: number,
  choice: string,
) {
  return writeNext(
    db,
    jobs,
    user,
    storyId,
    'choose',
    chapterNumber,
    async (tx, last) => {
      const chosen = last.choices.find((c) => c === choice);
      if (!chosen) throw badRequest('Unknown choice');
      await updateChapter(tx, last.id, { chosenChoice: chosen });
      return createChapterJob(tx, last.storyId, user.id, {
        number: last.number + 1,
        instruction: { kind: 'choice', choice: chosen },
        maxTokens: FOLLOW_UP_MAX_TOKENS,
        cost: actionCost({ kind: 'choice' }).credits,
      });
    },
    () => assertAllowed(moderator, [choice]),
  );
}

/**
 * The latest chapter as a new attempt, charged what the chapter costs: its old text (and the
 * narration of it) goes, its number and instruction stay, so readers who unlocked it keep access.
 */
async function rewriteLatest(tx: Executor, last: ChapterRow, story: StoryRow, userId: string): Promise<ChapterRow> {
  // The memory already holds the old text unless the owner edited it since: then it starts again from before it.
  if (last.status === 'ready' && story.memory === last.memory) {
    const previous = last.number > 1 ? await findChapter(tx, story.id, last.number - 1) : undefined;
    await updateStoryRow(tx, story.id, { memory: previous?.memory ?? '' });
  }
  if (last.number === 1 && last.audioUrl) await updateStoryRow(tx, story.id, { audioUrl: null });
  const chapter = await updateChapter(tx, last.id, {
    status: 'writing',
    content: '',
    choices: [],
    memory: '',
    audioUrl: null,
    failureMessage: null,
    attempt: last.attempt + 1,
    chargedUserId: userId,
    chargedTextCredits: actionCost({ kind: 'rewrite', chapterTextCreditsCost: last.textCreditsCost }).credits,
  });
  await charge(tx, chapter, userId);
  return chapter;
}

/** Writes a failed last chapter again, as a new attempt paid like the first one. */
export function retryChapter(db: Database, jobs: ChapterQueue, user: UserRow, storyId: string, chapterNumber: number) {
  return writeNext(db, jobs, user, storyId, 'retry', chapterNumber, (tx, last, story) =>
    rewriteLatest(tx, last, story, user.id),
  );
}

/** Writes the latest chapter again, ready or failed, with new words. */
export function regenerateChapter(
  db: Database,
  jobs: ChapterQueue,
  user: UserRow,
  storyId: string,
  chapterNumber: number,
) {
  return writeNext(db, jobs, user, storyId, 'regenerate', chapterNumber, (tx, last, story) =>
    rewriteLatest(tx, last, story, user.id),
  );
}
