import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WRITER_MEMORY_MAX_CHARS } from '#common/catalogue/limits';
import { chapters, stories } from '#server/db/schema';
import { testAppWithControlledWriter } from '#server/test/controlledWriterApp';
import { buildStory, buildUser, waitForChapter } from '#server/test/factories';
import { findUserById } from '../users/users.repo';

const { t, control } = testAppWithControlledWriter();

const credits = async (userId: string) => (await findUserById(t.ctx.db, userId))!.textCredits;
const setMemory = (storyId: string, memory: string) =>
  t.ctx.db.update(stories).set({ memory }).where(eq(stories.id, storyId));

async function threeChapterStory(textCredits = 10) {
  const owner = await buildUser(t.ctx.db, { textCredits });
  const story = await buildStory(t.ctx.db, owner.user, {
    chapters: [
      { content: 'Opening. '.repeat(20) },
      { content: 'Middle. '.repeat(20) },
      { content: 'Latest words. '.repeat(20), textCreditsCost: 2 },
    ],
  });
  await t.ctx.db.update(chapters).set({ audioUrl: '/api/audio/old.mp3' }).where(eq(chapters.storyId, story.id));
  await t.ctx.db.update(stories).set({ audioUrl: '/api/audio/old.mp3' }).where(eq(stories.id, story.id));
  return { owner, story, base: `/api/stories/${story.id}` };
}

describe('regenerate the latest chapter', () => {
  it('writes it again as a new attempt at its price; readers who unlocked it keep access', async () => {
    const { owner, story, base } = await threeChapterStory();
    const reader = await buildUser(t.ctx.db, { textCredits: 5 });
    expect((await t.api.post(`${base}/chapters/3/unlock`, {}, reader.token)).status).toBe(200);
    await setMemory(story.id, 'memory after 3');
    await t.ctx.db.update(chapters).set({ memory: 'memory after 2' }).where(eq(chapters.number, 2));
    await t.ctx.db.update(chapters).set({ memory: 'memory after 3' }).where(eq(chapters.number, 3));

    expect((await t.api.post(`${base}/chapters/3/regenerate`, {})).status).toBe(401);
    expect((await t.api.post(`${base}/chapters/3/regenerate`, {}, reader.token)).status).toBe(403);
    const older = await t.api.post(`${base}/chapters/2/regenerate`, {}, owner.token);
    expect(older).toMatchObject({ status: 409, body: { message: 'Only the latest chapter can be regenerated' } });
    expect((await t.api.post(`${base}/chapters/9/regenerate`, {}, owner.token)).status).toBe(404);
    expect((await t.api.post(`${base}/chapters/x/regenerate`, {}, owner.token)).status).toBe(400);
    expect(await credits(owner.user.id)).toBe(10);

    const res = await t.api.post(`${base}/chapters/3/regenerate`, {}, owner.token);
    expect(res.status).toBe(201);
    expect(res.body.chapter).toMatchObject({ number: 3, status: 'writing', content: '', audioUrl: null });
    expect(await credits(owner.user.id)).toBe(8);
    expect((await t.api.post(`${base}/chapters/3/regenerate`, {}, owner.token)).status).toBe(409);

    const call = await control.nextCall();
    // The old chapter's memory is gone: the new attempt starts from what was known before it.
    expect(call.request).toMatchObject({ chapterNumber: 3, attempt: 2, memory: 'memory after 2' });
    call.write('Fresh words.');
    call.finish({ memory: 'memory after new 3' });
    await waitForChapter(t.api, story.id, 3, owner.token);

    const seen = (await t.api.get(`${base}/chapters`, reader.token)).body.chapters[2];
    expect(seen).toMatchObject({ locked: false, content: 'Fresh words.', audioUrl: null });
    expect(await credits(reader.user.id)).toBe(3);
    expect((await t.api.get(`${base}/memory`, owner.token)).body).toEqual({ memory: 'memory after new 3' });
  });

  it('keeps the memory the owner edited since the chapter was written', async () => {
    const { owner, story, base } = await threeChapterStory();
    await t.ctx.db.update(chapters).set({ memory: 'as written' }).where(eq(chapters.storyId, story.id));
    expect((await t.api.put(`${base}/memory`, { memory: 'Vera is a violinist.' }, owner.token)).status).toBe(200);
    expect((await t.api.post(`${base}/chapters/3/regenerate`, {}, owner.token)).status).toBe(201);
    const call = await control.nextCall();
    expect(call.request.memory).toBe('Vera is a violinist.');
    call.finish();
    await waitForChapter(t.api, story.id, 3, owner.token);
  });

  it('rewrites a failed chapter, and refuses without credits, changing nothing', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 1 });
    const story = await buildStory(t.ctx.db, owner.user, {
      chapters: [{}, { status: 'failed', content: 'Half a chap', textCreditsCost: 2 }],
    });
    const base = `/api/stories/${story.id}`;
    const poor = await t.api.post(`${base}/chapters/2/regenerate`, {}, owner.token);
    expect(poor.status).toBe(402);
    expect(poor.body.message).toMatch(/^Insufficient text credits/);
    const list = (await t.api.get(`${base}/chapters`, owner.token)).body.chapters;
    expect(list[1]).toMatchObject({ status: 'failed', content: 'Half a chap' });
  });

  it('writes the final chapter again and the story stays concluded', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 5 });
    const story = await buildStory(t.ctx.db, owner.user, {
      isConcluded: true,
      chapters: [{}, {}, {}, { isFinal: true, content: 'The end.' }],
    });
    const res = await t.api.post(`/api/stories/${story.id}/chapters/4/regenerate`, {}, owner.token);
    expect(res.status).toBe(201);
    const call = await control.nextCall();
    expect(call.request.instruction).toEqual({ kind: 'continue' });
    call.write('A better end.');
    call.finish();
    expect(await waitForChapter(t.api, story.id, 4, owner.token)).toMatchObject({ content: 'A better end.' });
    expect((await t.api.get(`/api/stories/${story.id}`, owner.token)).body.isConcluded).toBe(true);
  });
});

describe('edit a chapter', () => {
  it('saves the owner’s text, clears its narration, and the next chapter continues from it', async () => {
    const { owner, story, base } = await threeChapterStory();
    const reader = await buildUser(t.ctx.db);
    const edited = 'They missed the last train and laughed about it until dawn.';
    expect((await t.api.put(`${base}/chapters/3`, { content: edited }, reader.token)).status).toBe(403);
    expect((await t.api.put(`${base}/chapters/3`, { content: edited })).status).toBe(401);
    const blank = await t.api.put(`${base}/chapters/3`, { content: '   ' }, owner.token);
    expect(blank).toMatchObject({ status: 400, body: { message: expect.stringContaining('content') } });
    expect((await t.api.put(`${base}/chapters/3`, { content: 'x'.repeat(50_001) }, owner.token)).status).toBe(400);
    expect((await t.api.put(`${base}/chapters/3`, { content: 'she is 15 years old' }, owner.token)).status).toBe(400);
    expect((await t.api.put(`${base}/chapters/7`, { content: edited }, owner.token)).status).toBe(404);

    const res = await t.api.put(`${base}/chapters/3`, { content: `  ${edited}  ` }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.chapter).toMatchObject({ number: 3, content: edited, audioUrl: null });
    const list = (await t.api.get(`${base}/chapters`, owner.token)).body.chapters;
    expect(list.map((c: { audioUrl: string | null }) => c.audioUrl)).toEqual([
      '/api/audio/old.mp3',
      '/api/audio/old.mp3',
      null,
    ]);

    const opening = await t.api.put(`${base}/chapters/1`, { content: 'A new opening.' }, owner.token);
    expect(opening.body.story).toMatchObject({ content: 'A new opening.', audioUrl: null });

    expect((await t.api.post(`${base}/continue`, { conclude: false }, owner.token)).status).toBe(201);
    const call = await control.nextCall();
    expect(call.request.earlierChapters.at(-1)).toContain('until dawn');
    const busy = await t.api.put(`${base}/chapters/4`, { content: edited }, owner.token);
    expect(busy).toMatchObject({ status: 409, body: { message: 'This chapter is still being written' } });
    call.finish();
    await waitForChapter(t.api, story.id, 4, owner.token);
  });
});

describe('story memory', () => {
  it('is the owner’s to read and edit; the next chapter starts from the edit, with the direction', async () => {
    const { owner, story, base } = await threeChapterStory();
    await setMemory(story.id, 'What the writer knows.');
    const reader = await buildUser(t.ctx.db);
    expect((await t.api.get(`${base}/memory`)).status).toBe(401);
    expect((await t.api.get(`${base}/memory`, reader.token)).status).toBe(403);
    expect((await t.api.put(`${base}/memory`, { memory: 'mine' }, reader.token)).status).toBe(403);
    expect((await t.api.get(`${base}/memory`, owner.token)).body).toEqual({ memory: 'What the writer knows.' });

    const tooLong = await t.api.put(`${base}/memory`, { memory: 'x'.repeat(WRITER_MEMORY_MAX_CHARS + 1) }, owner.token);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('memory');
    expect((await t.api.put(`${base}/memory`, { memory: 42 }, owner.token)).status).toBe(400);
    expect((await t.api.put(`${base}/memory`, { memory: 'Prince Harry is here' }, owner.token)).status).toBe(400);
    expect((await t.api.get(`${base}/memory`, owner.token)).body.memory).toBe('What the writer knows.');

    const memory = 'Characters:\n- Margot (she): photographer\nOpen threads:\n- the stolen camera';
    expect(await t.api.put(`${base}/memory`, { memory }, owner.token)).toMatchObject({ status: 200, body: { memory } });
    const direction = 'Margot finds the camera in the dining car';
    const next = await t.api.post(`${base}/continue`, { conclude: false, continuationPrompt: direction }, owner.token);
    expect(next.status).toBe(201);
    const call = await control.nextCall();
    expect(call.request).toMatchObject({ memory, instruction: { kind: 'continue', prompt: direction } });
    const busy = await t.api.put(`${base}/memory`, { memory: 'too late' }, owner.token);
    expect(busy.status).toBe(409);
    call.finish({ memory: 'memory of 4' });
    await waitForChapter(t.api, story.id, 4, owner.token);
    expect((await t.api.get(`${base}/memory`, owner.token)).body.memory).toBe('memory of 4');
  });

  it('hides a private story’s memory from others as not found', async () => {
    const owner = await buildUser(t.ctx.db, { subscription: 'essentiel' });
    const other = await buildUser(t.ctx.db);
    const hidden = await buildStory(t.ctx.db, owner.user, { accessType: 'private' });
    expect((await t.api.get(`/api/stories/${hidden.id}/memory`, other.token)).status).toBe(404);
    expect((await t.api.get(`/api/stories/not-a-uuid/memory`, other.token)).status).toBe(404);
  });

  it('refuses a direction over 1,000 characters before charging', async () => {
    const { owner, base } = await threeChapterStory();
    const res = await t.api.post(
      `${base}/continue`,
      { conclude: false, continuationPrompt: 'a'.repeat(1001) },
      owner.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('continuationPrompt');
    expect(await credits(owner.user.id)).toBe(10);
  });
});
