import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storySettingsSchema } from '#common/contract';
import { stories } from '#server/db/schema';
import { buildStory, buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

const MIGRATION = path.join(import.meta.dirname, 'migrations', '0043_story_settings_defaults.sql');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('migration 0043: settings a story was written without', () => {
  it("gives an older story's missing settings their defaults, keeps the ones it has, and its page answers again", async () => {
    const author = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, author.user);
    // As an earlier version stored it: a tone of its own, no fantasy, no description of the setting.
    await t.ctx.db
      .update(stories)
      .set({ settings: sql`(${stories.settings} - 'fantasy' - 'settingDescription') || '{"writingTone":"Playful"}'` })
      .where(eq(stories.id, story.id));
    expect((await t.api.get(`/api/stories/${story.id}`, author.token)).status).toBe(500);

    await t.ctx.db.execute(sql.raw(await readFile(MIGRATION, 'utf8')));

    const page = await t.api.get(`/api/stories/${story.id}`, author.token);
    expect(page.status).toBe(200);
    expect(page.body.settings).toEqual({ ...storySettingsSchema.parse({}), writingTone: 'Playful' });
  });
});
