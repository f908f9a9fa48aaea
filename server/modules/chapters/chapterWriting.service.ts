import { STORY_LENGTHS } from '#common/catalogue/costs';
import type { Chapter, Story } from '#common/contract';
import { badRequest, conflict, notFound } from '#common/errors';
import { actionCost } from '#common/rules/actionCost';
import type { Database, Executor } from '#server/db/client';
import type { ChapterStep } from '#server/db/schema';
import { announceChapterJob } from '#server/modules/chapters/chapterEvents.repo';
import type { ChapterQueue } from '#server/modules/chapters/chapterQueue';
import { authorize, writeBlocker, type StorySubject } from '#server/policies/story.policy';
import { viewerOf } from '#server/policies/viewer';
import type { Moderator } from '#server/providers/moderation/port';
import type { WriterInstruction } from '#server/providers/writer/port';
import { changeCredits } from '../credits/credits.service';
import { assertAllowed } from '../moderation/moderation.service';
import { lockStory, updateStoryRow, type StoryRow } from '../stories/stories.repo';
import { readableStory } from '../stories/stories.service';
import { storySubject } from '../stories/story.presenter';
import type { UserRow } from '../users/users.repo';
import {
  findChapter,
  findLastChapter,
  insertChapter,
  isUniqueViolation,
  updateChapter,
  type ChapterRow,
} from './chapters.repo';
import { LEDGER_REASONS, ledgerReference } from '../credits/ledger';
import { findChild } from './chapterTree.repo';
import { storyWithChapter } from './storyWithChapter';
import { branchFrom, followBranch } from './mainPath.service';
import { highestKeptVersion, keepVersion } from './chapterVersions.repo';

export interface ChapterPlan {
  number: number;
  /** The node it follows and the step taken there; none for chapter 1. */
  parent?: { id: string; via: { kind: ChapterStep; text: string } };
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
      parentId: plan.parent?.id,
      viaKind: plan.parent?.via.kind,
      viaText: plan.parent?.via.text,
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

type Action = 'continue' | 'conclude' | 'retry' | 'regenerate';

const NOT_LATEST: Record<Action, string> = {
  continue: 'Only the latest chapter can be continued',
  conclude: 'Only the latest chapter can be concluded',
  retry: 'Only the latest chapter can be retried',
  regenerate: 'Only the latest chapter can be regenerated',
};

/** The story locked for writing, and the end of its main path. */
async function lockForWriting(tx: Executor, storyId: string) {
  const story = await lockStory(tx, storyId);
  if (!story) throw notFound('Story not found');
  const last = await findLastChapter(tx, story.id);
  if (!last) throw notFound('Story not found');
  return { story, last };
}

/** The story as the policy judges writing after `at`, a chapter of its main path. */
function subjectAt(story: StoryRow, last: ChapterRow, at: ChapterRow): StorySubject {
  return {
    ownerId: story.userId,
    accessType: story.accessType,
    hidden: story.hiddenAt !== null,
    isConcluded: at === last ? story.isConcluded : at.isFinal,
    chapterCount: at.number,
    // Whatever the chapter, nothing is written while the main path's last chapter is being written.
    lastChapter: { status: last.status === 'writing' ? 'writing' : at.status, hasChoices: at.choices.length > 0 },
  };
}

/**
 * Locks the story, checks who may write what now (on the `target` chapter, when the path names
 * one), then lets `write` create the chapter job.
 */
/** A follow-up chapter (continue, choice, conclusion) is as long as the story asked its chapters to be. */
const followUpTokens = (story: StoryRow) => STORY_LENGTHS[story.settings.length].maxTokens;

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
    const { story, last } = await lockForWriting(tx, storyId);
    const subject = subjectAt(story, last, last);
    authorize(viewer, action, subject);
    if (target !== undefined && (target < 1 || target > last.number)) throw notFound('Chapter not found');
    if (target !== undefined && target !== last.number) throw conflict(NOT_LATEST[action]);
    const blocked = writeBlocker(action, subject);
    if (blocked) throw blocked;
    return write(tx, last, story);
  });
  jobs.kick();
  return storyWithChapter(db, user, storyId, chapter);
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
  const kind = body.conclude ? 'conclude' : 'continue';
  return writeNext(
    db,
    jobs,
    user,
    storyId,
    kind,
    undefined,
    (tx, last, story) =>
      createChapterJob(tx, last.storyId, user.id, {
        number: last.number + 1,
        parent: { id: last.id, via: { kind, text: prompt ?? '' } },
        instruction,
        maxTokens: followUpTokens(story),
        cost: actionCost({ kind }).credits,
      }),
    () => assertAllowed(moderator, [body.continuationPrompt]),
  );
}

/**
 * The owner's next step after chapter `chapterNumber` of the main path: one of its choices, or with
 * `own` their own words. A step taken there before moves the main path onto its branch, free;
 * otherwise a new child is written (a sibling branch when the chapter has children already) and
 * becomes the main path's end.
 */
export async function chooseChoice(
  db: Database,
  jobs: ChapterQueue,
  moderator: Moderator,
  user: UserRow,
  storyId: string,
  chapterNumber: number,
  body: { choice: string; own?: boolean },
): Promise<{ story: Story; chapter: Chapter; wrote: boolean }> {
  const action = body.own ? 'steer' : 'choose';
  // Content checks cost time: only for the owner, checked again under the lock below.
  authorize(viewerOf(user), action, storySubject(await readableStory(db, user, storyId)));
  await assertAllowed(moderator, [body.choice]);
  const via = { kind: body.own ? 'own' : 'choice', text: body.choice } as const;
  const outcome = await db.transaction(async (tx) => {
    const { story, last } = await lockForWriting(tx, storyId);
    authorize(viewerOf(user), action, subjectAt(story, last, last));
    const at = chapterNumber === last.number ? last : await findChapter(tx, story.id, chapterNumber);
    if (!at) throw notFound('Chapter not found');
    const taken = await findChild(tx, at.id, via);
    if (taken) return { chapter: await followBranch(tx, story, taken), wrote: false };
    const blocked = writeBlocker(action, subjectAt(story, last, at));
    if (blocked) throw blocked;
    if (!body.own && !at.choices.includes(body.choice)) throw badRequest('Unknown choice');
    if (at !== last) await branchFrom(tx, story, at);
    await updateChapter(tx, at.id, { chosenChoice: body.choice });
    const chapter = await createChapterJob(tx, story.id, user.id, {
      number: at.number + 1,
      parent: { id: at.id, via },
      instruction: { kind: 'choice', choice: body.choice },
      maxTokens: followUpTokens(story),
      cost: actionCost({ kind: 'choice' }).credits,
    });
    return { chapter, wrote: true };
  });
  if (outcome.wrote) jobs.kick();
  return { ...(await storyWithChapter(db, user, storyId, outcome.chapter)), wrote: outcome.wrote };
}

/**
 * The latest chapter as a new attempt, charged what the chapter costs: its number and instruction
 * stay, so readers who unlocked it keep access. A new version keeps the old text among the
 * chapter's versions; the narration of it goes.
 */
async function rewriteLatest(
  tx: Executor,
  last: ChapterRow,
  story: StoryRow,
  userId: string,
  version: 'same' | 'new',
): Promise<ChapterRow> {
  // The memory already holds the old text unless the owner edited it since: then it starts again from before it.
  if (last.status === 'ready' && version === 'new') await keepVersion(tx, last);
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
    ...(version === 'new' && { version: (await highestKeptVersion(tx, last.id)) + 1 }),
    chargedUserId: userId,
    chargedTextCredits: actionCost({ kind: 'rewrite', chapterTextCreditsCost: last.textCreditsCost }).credits,
  });
  await charge(tx, chapter, userId);
  return chapter;
}

/** Writes a failed last chapter again, as a new attempt paid like the first one. */
export function retryChapter(db: Database, jobs: ChapterQueue, user: UserRow, storyId: string, chapterNumber: number) {
  return writeNext(db, jobs, user, storyId, 'retry', chapterNumber, (tx, last, story) =>
    rewriteLatest(tx, last, story, user.id, 'same'),
  );
}

/** Writes the latest chapter again, ready or failed, as a new version. */
export function regenerateChapter(
  db: Database,
  jobs: ChapterQueue,
  user: UserRow,
  storyId: string,
  chapterNumber: number,
) {
  return writeNext(db, jobs, user, storyId, 'regenerate', chapterNumber, (tx, last, story) =>
    rewriteLatest(tx, last, story, user.id, 'new'),
  );
}
