import type { Chapter } from '#common/contract';
import { conflict, forbidden, notFound } from '#common/errors';
import { isChapterLocked, type Viewer } from '#common/rules/access';
import { actionCost } from '#common/rules/actionCost';
import type { Database } from '#server/db/client';
import { viewerOf } from '#server/policies/viewer';
import { changeCredits } from '../credits/credits.service';
import { findNarratedDurations } from '#server/modules/narration/audioAssets.repo';
import type { StoryView } from '../stories/stories.repo';
import { readableStory } from '../stories/stories.service';
import { findUserById, type UserRow } from '../users/users.repo';
import { recordReading } from '../reading/reading.service';
import { presentChapter } from './chapter.presenter';
import { findChapter, findChapters, findUnlockedIds, insertUnlock, type ChapterRow } from './chapters.repo';
import { findNodes } from './chapterTree.repo';
import { pathTo } from './storyTree';
import { LEDGER_REASONS, ledgerReference } from '../credits/ledger';

const CHAPTER_LOCKED_MESSAGE = 'This chapter is locked. Unlock it to read it.';

/** The main path's chapters, or with `leaf` the chapters from chapter 1 to that node of the tree. */
export async function listChapters(
  db: Database,
  user: UserRow | undefined,
  storyId: string,
  leaf?: string,
): Promise<Chapter[]> {
  return chaptersOfReadable(db, user, await readableStory(db, user, storyId), leaf);
}

async function pathRows(db: Database, storyId: string, leaf: string | undefined): Promise<ChapterRow[]> {
  if (leaf === undefined) return findChapters(db, storyId);
  const path = pathTo(await findNodes(db, storyId), leaf);
  if (!path) throw notFound('Chapter not found');
  return path;
}

/** The chapters of a story already found readable by this user (`readableStory`), along one path; notes how far they may read. */
export async function chaptersOfReadable(
  db: Database,
  user: UserRow | undefined,
  view: StoryView,
  leaf?: string,
): Promise<Chapter[]> {
  const viewer = viewerOf(user);
  const [rows, unlocked, durations] = await Promise.all([
    pathRows(db, view.story.id, leaf),
    findUnlockedIds(db, user?.id, view.story.id),
    findNarratedDurations(db, view.story.id),
  ]);
  const presented = rows.map((row, index) => {
    const locked = isChapterLocked(viewer, { ownerId: view.story.userId }, row.number, unlocked.has(row.id));
    const chapter = presentChapter(row, locked, durations.get(row.id));
    // Along another path than the main one, the choice taken is the step to the next node shown.
    const next = rows[index + 1];
    if (leaf === undefined || locked) return chapter;
    return {
      ...chapter,
      chosenChoice: next && next.viaKind !== 'continue' && next.viaKind !== 'conclude' ? next.viaText : null,
    };
  });
  const furthest = Math.max(0, ...presented.filter((c) => !c.locked && c.status === 'ready').map((c) => c.number));
  await recordReading(db, user, view, furthest);
  return presented;
}

/** Chapter `chapterNumber` of the main path, or of the path to `leaf` when named. */
async function findStoryChapter(
  db: Database,
  user: UserRow | undefined,
  storyId: string,
  chapterNumber: number,
  leaf?: string,
) {
  const view = await readableStory(db, user, storyId);
  const chapter =
    leaf === undefined
      ? await findChapter(db, view.story.id, chapterNumber)
      : (await pathRows(db, view.story.id, leaf)).find((node) => node.number === chapterNumber);
  if (!chapter) throw notFound('Chapter not found');
  return { view, chapter, viewer: viewerOf(user) };
}

async function isLockedFor(db: Database, viewer: Viewer, view: StoryView, chapter: ChapterRow): Promise<boolean> {
  if (!isChapterLocked(viewer, { ownerId: view.story.userId }, chapter.number, false)) return false;
  const unlocked = await findUnlockedIds(db, viewer?.id, view.story.id);
  return !unlocked.has(chapter.id);
}

/** A chapter this user may read in full: 404 if they cannot see the story, 403 if the chapter is locked. */
export async function readableChapter(db: Database, user: UserRow | undefined, storyId: string, chapterNumber: number) {
  const found = await findStoryChapter(db, user, storyId, chapterNumber);
  if (await isLockedFor(db, found.viewer, found.view, found.chapter)) throw forbidden(CHAPTER_LOCKED_MESSAGE);
  return found;
}

export async function chapterChoices(db: Database, user: UserRow | undefined, storyId: string, chapterNumber: number) {
  const { chapter } = await readableChapter(db, user, storyId, chapterNumber);
  return chapter.choices.map((text) => ({ text }));
}

/**
 * Charges the chapter's price once per reader (the ledger reference is reader + chapter); unlocking
 * again is free. With `leaf`, the chapter is the one on the path to that node.
 */
export async function unlockChapter(
  db: Database,
  user: UserRow,
  storyId: string,
  chapterNumber: number,
  leaf?: string,
) {
  const { view, chapter, viewer } = await findStoryChapter(db, user, storyId, chapterNumber, leaf);
  if (await isLockedFor(db, viewer, view, chapter)) {
    if (chapter.status === 'failed') throw conflict('This chapter could not be written, so it cannot be unlocked');
    await db.transaction(async (tx) => {
      if (!(await insertUnlock(tx, user.id, chapter))) return;
      await changeCredits(tx, {
        userId: user.id,
        text: -actionCost({ kind: 'unlock', chapterTextCreditsCost: chapter.textCreditsCost }).credits,
        audio: 0,
        reason: LEDGER_REASONS.unlock,
        reference: ledgerReference.unlock(user.id, chapter.id),
      });
    });
  }
  await recordReading(db, user, view, chapter.number);
  const balance = (await findUserById(db, user.id)) ?? user;
  return {
    success: true as const,
    chapter: presentChapter(chapter, false),
    textCredits: balance.textCredits,
    audioCredits: balance.audioCredits,
  };
}
