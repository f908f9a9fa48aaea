import type { ChapterVersion } from '#common/contract';
import { conflict, notFound } from '#common/errors';
import { excerpt } from '#common/rules/excerpt';
import type { Database } from '#server/db/client';
import { updateStoryRow } from '../stories/stories.repo';
import { onAuthorizedStory } from '../stories/storyEditing.service';
import type { UserRow } from '../users/users.repo';
import { findChapter, findLastChapter, updateChapter } from './chapters.repo';
import { readableChapter } from './chapters.service';
import { findKeptVersions, keepVersion, takeKeptVersion } from './chapterVersions.repo';
import { storyWithChapter } from './storyWithChapter';

const VERSION_NOT_FOUND = 'Version not found';

/** The versions of chapter `n` of the main path, newest first, for whoever may read it. */
export async function listVersions(
  db: Database,
  user: UserRow | undefined,
  storyId: string,
  chapterNumber: number,
): Promise<ChapterVersion[]> {
  const { chapter } = await readableChapter(db, user, storyId, chapterNumber);
  const kept = await findKeptVersions(db, chapter.id);
  const shown = { version: chapter.version, content: chapter.content, createdAt: chapter.updatedAt };
  return [shown, ...kept]
    .sort((a, b) => b.version - a.version)
    .map((v) => ({
      version: v.version,
      createdAt: v.createdAt.toISOString(),
      excerpt: excerpt(v.content),
      selected: v.version === chapter.version,
    }));
}

/**
 * The owner keeps version `v` of chapter `n`: everybody reads it from now on (narration starts
 * again from its text). Free; the version it replaces is kept.
 */
export async function selectVersion(
  db: Database,
  user: UserRow,
  storyId: string,
  chapterNumber: number,
  version: number,
) {
  const chapter = await onAuthorizedStory(db, user, storyId, 'editTree', async (tx, story) => {
    const shown = await findChapter(tx, story.id, chapterNumber);
    if (!shown) throw notFound('Chapter not found');
    if (shown.status === 'writing') throw conflict('This chapter is still being written');
    if (version === shown.version && shown.status === 'ready') return shown;
    const chosen = await takeKeptVersion(tx, shown.id, version);
    if (!chosen) throw notFound(VERSION_NOT_FOUND);
    if (shown.status === 'ready') await keepVersion(tx, shown);
    const isLast = (await findLastChapter(tx, story.id))?.id === shown.id;
    // The memory follows the chapter ending the main path, unless the owner has edited it since.
    if (isLast && (shown.status !== 'ready' || story.memory === shown.memory)) {
      await updateStoryRow(tx, story.id, { memory: chosen.memory });
    }
    if (shown.number === 1) await updateStoryRow(tx, story.id, { audioUrl: null });
    return updateChapter(tx, shown.id, {
      version,
      content: chosen.content,
      choices: chosen.choices,
      memory: chosen.memory,
      status: 'ready',
      failureMessage: null,
      audioUrl: null,
    });
  });
  return storyWithChapter(db, user, storyId, chapter);
}
