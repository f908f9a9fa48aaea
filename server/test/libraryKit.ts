import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { StoryTagId } from '#common/catalogue/storyChoices';
import { NEXT_CURSOR_HEADER } from '#common/catalogue/wire';
import { storySettingsSchema, type StorySettings } from '#common/contract';
import type { Database } from '#server/db/client';
import { stories } from '#server/db/schema';
import { buildStory, type BuildStoryOptions } from '#server/test/factories';
import type { StoryRow } from '#server/modules/stories/stories.repo';
import type { ApiClient, ApiResponse } from '#server/test/testApp';
import type { UserRow } from '#server/modules/users/users.repo';

export interface LibraryStoryOptions extends BuildStoryOptions {
  settings?: Partial<StorySettings>;
  category?: string;
  createdAt?: Date;
  tags?: StoryTagId[];
  upvotes?: number;
  downvotes?: number;
}

/** A written story with the settings, category and creation time a listing test needs. */
export async function buildLibraryStory(
  db: Database,
  owner: UserRow,
  options: LibraryStoryOptions = {},
): Promise<StoryRow> {
  const story = await buildStory(db, owner, options);
  const [row] = await db
    .update(stories)
    .set({
      settings: storySettingsSchema.parse({
        writingTone: 'Playful',
        atmosphere: 'Mysterious',
        explicitLevel: 20,
        ...options.settings,
      }),
      category: options.category ?? 'adventure',
      tags: options.tags ?? [],
      upvotes: options.upvotes ?? 0,
      downvotes: options.downvotes ?? 0,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .where(eq(stories.id, story.id))
    .returning();
  return row;
}

/** Follows the public list's cursors to the end, answering the ids of every page in order. */
export async function allPublicPages(api: ApiClient, query: string, token?: string, limit = 2) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResponse = await api.get(
      `/api/stories/public?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      token,
    );
    expect(res.status).toBe(200);
    pages.push(res.body.map((s: { _id: string }) => s._id));
    cursor = res.headers.get(NEXT_CURSOR_HEADER);
  } while (cursor && pages.length < 50);
  return pages;
}
