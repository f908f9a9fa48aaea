import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioAssets, chapters, chapterUnlocks, stories, storyLikes, storyPlays, storyVotes } from '#server/db/schema';
import { buildStory, buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const edit = { title: '  A New Title  ', content: '  The rewritten opening.  ' };

describe('PUT /api/stories/{id}', () => {
  it('lets the owner save the title and chapter 1, which becomes the story content', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, user, { chapters: [{}, {}] });
    const res = await t.api.put(`/api/stories/${story.id}`, edit, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: story.id,
      title: 'A New Title',
      content: 'The rewritten opening.',
      accessType: 'public',
    });
    const chapter = await t.api.get(`/api/stories/${story.id}/chapters`, token);
    expect(chapter.body.chapters[0].content).toBe('The rewritten opening.');
    expect(chapter.body.chapters[1].content).toContain('Chapter 2 text.');
  });

  it('drops the narration of chapter 1 when its text changes, and keeps it when only the title does', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const opening = 'The opening as it was written.';
    const story = await buildStory(t.ctx.db, user, { chapters: [{ content: opening }] });
    const audioUrl = '/api/audio/old.mp3';
    await t.ctx.db.update(chapters).set({ audioUrl }).where(eq(chapters.storyId, story.id));
    await t.ctx.db.update(stories).set({ audioUrl }).where(eq(stories.id, story.id));

    const retitled = await t.api.put(`/api/stories/${story.id}`, { title: 'Only the title', content: opening }, token);
    expect(retitled.body.audioUrl).toBe(audioUrl);

    const rewritten = await t.api.put(`/api/stories/${story.id}`, edit, token);
    expect(rewritten.body.audioUrl).toBeNull();
    const [chapter] = await t.ctx.db.select().from(chapters).where(eq(chapters.storyId, story.id));
    expect(chapter.audioUrl).toBeNull();
  });

  it('lets an admin edit, refuses other users with 403 and hides unreadable stories as 404', async () => {
    const owner = await buildUser(t.ctx.db, { subscription: 'essentiel' });
    const story = await buildStory(t.ctx.db, owner.user);
    const hidden = await buildStory(t.ctx.db, owner.user, { accessType: 'private' });
    const other = await buildUser(t.ctx.db);
    const admin = await buildUser(t.ctx.db, { role: 'admin' });
    expect((await t.api.put(`/api/stories/${story.id}`, edit, other.token)).status).toBe(403);
    expect((await t.api.put(`/api/stories/${hidden.id}`, edit, other.token)).status).toBe(404);
    expect((await t.api.put(`/api/stories/${story.id}`, edit)).status).toBe(401);
    expect((await t.api.put(`/api/stories/${story.id}`, edit, admin.token)).body.title).toBe('A New Title');
  });

  it.each([
    [{ title: '   ', content: 'x' }, 'Title is required'],
    [{ content: 'x' }, 'Title is required'],
    [{ title: 'x', content: '  ' }, 'Content is required'],
    [{ title: 'x' }, 'Content is required'],
  ])('refuses %j with "%s"', async (body, message) => {
    const { user, token } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, user);
    const res = await t.api.put(`/api/stories/${story.id}`, body, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses unsafe text, and edits while chapter 1 is not written', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, user);
    expect(
      (await t.api.put(`/api/stories/${story.id}`, { title: 'Fine', content: 'She was only 15 years old.' }, token))
        .status,
    ).toBe(400);
    const writing = await buildStory(t.ctx.db, user, { chapters: [{ status: 'writing', content: '' }] });
    expect((await t.api.put(`/api/stories/${writing.id}`, edit, token)).status).toBe(409);
    const failed = await buildStory(t.ctx.db, user, { chapters: [{ status: 'failed', content: '' }] });
    expect((await t.api.put(`/api/stories/${failed.id}`, edit, token)).status).toBe(409);
  });

  it('applies isPublic by the visibility rule', async () => {
    const free = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, free.user);
    const refused = await t.api.put(`/api/stories/${story.id}`, { ...edit, isPublic: false }, free.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PREMIUM_REQUIRED');
    const premium = await buildUser(t.ctx.db, { subscription: 'seduction' });
    const exclusive = await buildStory(t.ctx.db, premium.user, { accessType: 'premium_exclusive' });
    expect(
      (await t.api.put(`/api/stories/${exclusive.id}`, { ...edit, isPublic: true }, premium.token)).body.accessType,
    ).toBe('premium_exclusive');
    expect(
      (await t.api.put(`/api/stories/${exclusive.id}`, { ...edit, isPublic: false }, premium.token)).body,
    ).toMatchObject({ accessType: 'private', isPublic: false });
  });
});

describe('PATCH /api/stories/{id}/visibility', () => {
  it('needs premium to make a story private; making it public sets public', async () => {
    const free = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, free.user);
    const refused = await t.api.patch(`/api/stories/${story.id}/visibility`, { isPublic: false }, free.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'PREMIUM_REQUIRED',
      message: 'Setting stories to private requires a premium account',
    });

    const premium = await buildUser(t.ctx.db, { subscription: 'essentiel' });
    const own = await buildStory(t.ctx.db, premium.user);
    const hidden = await t.api.patch(`/api/stories/${own.id}/visibility`, { isPublic: false }, premium.token);
    expect(hidden.body).toEqual({
      isPublic: false,
      accessType: 'private',
      message: 'Visibility settings have been saved.',
    });
    expect((await t.api.get(`/api/stories/${own.id}`, free.token)).status).toBe(404);
    const shown = await t.api.patch(`/api/stories/${own.id}/visibility`, { isPublic: true }, premium.token);
    expect(shown.body).toMatchObject({ isPublic: true, accessType: 'public' });
    expect((await t.api.patch(`/api/stories/${own.id}/visibility`, { isPublic: false }, free.token)).status).toBe(403);
    expect((await t.api.patch(`/api/stories/${own.id}/visibility`, {}, premium.token)).status).toBe(400);
  });
});

describe('DELETE /api/stories/{id}', () => {
  it('removes the story with its chapters, votes, likes, unlocks, plays and unshared audio', async () => {
    const owner = await buildUser(t.ctx.db);
    const reader = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, owner.user, { chapters: [{}, {}] });
    const keeper = await buildStory(t.ctx.db, owner.user);
    const { storage } = t.ctx.providers;
    const asset = (id: string) => ({
      id: id.repeat(64),
      voiceId: 'v',
      blobKey: `audio/${id.repeat(64)}.mp3`,
      bytes: 2000,
      durationMs: 1000,
    });
    const [own, shared] = [asset('a'), asset('b')];
    for (const a of [own, shared]) await storage.put(a.blobKey, new Uint8Array(2000), 'audio/mpeg');
    await t.ctx.db.insert(audioAssets).values([own, shared]);
    const url = (a: { id: string }) => `/api/audio/${a.id}.mp3`;
    await t.ctx.db
      .update(chapters)
      .set({ audioUrl: url(own) })
      .where(eq(chapters.storyId, story.id));
    await t.ctx.db
      .update(stories)
      .set({ audioUrl: url(shared) })
      .where(eq(stories.id, story.id));
    await t.ctx.db
      .update(chapters)
      .set({ audioUrl: url(shared) })
      .where(eq(chapters.storyId, keeper.id));
    await t.api.post(`/api/stories/${story.id}/like`, undefined, reader.token);
    await t.api.post(`/api/stories/${story.id}/upvote`, undefined, reader.token);
    const storyChapters = await t.ctx.db.select().from(chapters).where(eq(chapters.storyId, story.id));
    const second = storyChapters.find((c) => c.number === 2)!;
    await t.ctx.db
      .insert(chapterUnlocks)
      .values({ userId: reader.user.id, storyId: story.id, chapterId: second.id, chapterNumber: 2 });
    await t.ctx.db.insert(storyPlays).values({ storyId: story.id, listenerKey: reader.user.id, day: '2026-11-21' });

    expect((await t.api.delete(`/api/stories/${story.id}`, reader.token)).status).toBe(403);
    const res = await t.api.delete(`/api/stories/${story.id}`, owner.token);
    expect(res.body).toEqual({ success: true, message: 'Your story has been permanently removed.' });
    expect((await t.api.get(`/api/stories/${story.id}`, owner.token)).status).toBe(404);
    for (const table of [chapters, storyLikes, storyVotes, chapterUnlocks, storyPlays]) {
      expect(await t.ctx.db.select().from(table).where(eq(table.storyId, story.id))).toEqual([]);
    }
    expect(await storage.exists(own.blobKey)).toBe(false);
    expect(await storage.exists(shared.blobKey)).toBe(true);
    expect((await t.ctx.db.select().from(audioAssets)).map((a) => a.id)).toEqual([shared.id]);
    expect((await t.api.delete(`/api/stories/${story.id}`, owner.token)).status).toBe(404);
  });

  it('lets an admin delete, and stops a chapter being written without refunding it', async () => {
    const owner = await buildUser(t.ctx.db);
    const admin = await buildUser(t.ctx.db, { role: 'admin' });
    const story = await buildStory(t.ctx.db, owner.user, { chapters: [{}, { status: 'writing', content: '' }] });
    expect((await t.api.delete(`/api/stories/${story.id}`, admin.token)).status).toBe(200);
    expect(await t.ctx.db.select().from(stories).where(eq(stories.id, story.id))).toEqual([]);
  });
});
