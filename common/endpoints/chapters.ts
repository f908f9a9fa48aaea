import type { z } from 'zod';
import type {
  ChapterVersion,
  ChapterWritten,
  ChaptersResponse,
  StoryMemory,
  StoryTree,
  UnlockResponse,
  choiceBodySchema,
  continueStoryBodySchema,
  editChapterBodySchema,
  pathBodySchema,
  storyMemorySchema,
  unlockBodySchema,
} from '../contract';
import { endpoint } from '../endpoint';

/** A story's chapters: reading and writing them, the owner's steering, and the story as a tree. */
export const chapterEndpoints = {
  /** With `?leaf=`, the chapters of the path to that node instead of the main path's. */
  chapters: endpoint<ChaptersResponse>()('GET', '/api/stories/:id/chapters'),
  continue: endpoint<ChapterWritten, z.input<typeof continueStoryBodySchema>>()('POST', '/api/stories/:id/continue'),
  choice: endpoint<ChapterWritten, z.input<typeof choiceBodySchema>>()('POST', '/api/stories/:id/chapters/:n/choice'),
  retry: endpoint<ChapterWritten>()('POST', '/api/stories/:id/chapters/:n/retry'),
  unlock: endpoint<UnlockResponse, z.input<typeof unlockBodySchema>>()('POST', '/api/stories/:id/chapters/:n/unlock'),
  /** A text/event-stream (`chapterStreamEvents`), not JSON: the chapter as it is written. */
  stream: endpoint<never>()('GET', '/api/stories/:id/chapters/:n/stream'),

  regenerate: endpoint<ChapterWritten>()('POST', '/api/stories/:id/chapters/:n/regenerate'),
  edit: endpoint<ChapterWritten, z.input<typeof editChapterBodySchema>>()('PUT', '/api/stories/:id/chapters/:n'),
  memory: endpoint<StoryMemory>()('GET', '/api/stories/:id/memory'),
  saveMemory: endpoint<StoryMemory, z.input<typeof storyMemorySchema>>()('PUT', '/api/stories/:id/memory'),

  tree: endpoint<StoryTree>()('GET', '/api/stories/:id/tree'),
  path: endpoint<StoryTree, z.input<typeof pathBodySchema>>()('POST', '/api/stories/:id/path'),
  versions: endpoint<ChapterVersion[]>()('GET', '/api/stories/:id/chapters/:n/versions'),
  selectVersion: endpoint<ChapterWritten>()('POST', '/api/stories/:id/chapters/:n/versions/:v/select'),
};
