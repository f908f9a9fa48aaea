import { eq } from 'drizzle-orm';
import { storySettingsSchema, type StorySettings } from '#common/contract';
import type { Database } from '#server/db/client';
import { stories } from '#server/db/schema';
import { buildStory, type BuildStoryOptions } from '#server/test/factories';
import type { StoryRow } from '../stories/stories.repo';
import type { UserRow } from '../users/users.repo';

export interface LibraryStoryOptions extends BuildStoryOptions {
  settings?: Partial<StorySettings>;
  category?: string;
  createdAt?: Date;
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
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .where(eq(stories.id, story.id))
    .returning();
  return row;
}
