import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimatedListeningSeconds } from '#common/rules/listeningTime';
import { audioAssets, chapters } from '#server/db/schema';
import { buildStory, buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { within } from '#server/test/within';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const opening = 'She waited on the terrace while the music drifted up from the garden. '.repeat(40);
const second = 'He came back with two glasses and a question he did not ask. '.repeat(25);

async function narrate(storyId: string, number: number, durationMs: number) {
  const id = `${number}`.padStart(64, 'a');
  await t.ctx.db
    .insert(audioAssets)
    .values({ id, voiceId: 'v', blobKey: `audio/${id}.mp3`, bytes: 50_000, durationMs });
  await t.ctx.db
    .update(chapters)
    .set({ audioUrl: `/api/audio/${id}.mp3` })
    .where(and(eq(chapters.storyId, storyId), eq(chapters.number, number)));
}

describe('listening time of stories and chapters', () => {
  it('estimates from the text at the narration pace, then uses the real duration of each narrated chapter', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, user, { chapters: [{ content: opening }, { content: second }] });
    const estimate = estimatedListeningSeconds(opening.length + second.length);

    const before = await t.api.get(`/api/stories/${story.id}`, token);
    expect(before.body).toMatchObject({ listeningSeconds: estimate, textLength: opening.length + second.length });
    const listed = await t.api.get('/api/user/stories', token);
    expect(listed.body.find((s: { _id: string }) => s._id === story.id).listeningSeconds).toBe(estimate);

    await narrate(story.id, 1, 158_000);
    // Written past the app, the narration reaches the read cache by the database's notification.
    await within(1000, async () => {
      const after = await t.api.get(`/api/stories/${story.id}`, token);
      expect(after.body.listeningSeconds).toBe(158 + estimatedListeningSeconds(second.length));
      const { chapters: list } = (await t.api.get(`/api/stories/${story.id}/chapters`, token)).body;
      expect(list.map((c: { listeningSeconds: number }) => c.listeningSeconds)).toEqual([
        158,
        estimatedListeningSeconds(second.length),
      ]);
    });
    const audio = await t.api.get(`/api/stories/${story.id}/audio?chapter=1`, token);
    expect(audio.body).toMatchObject({ fallback: false, durationSeconds: 158 });
  });

  it('keeps each story’s figures to its own chapters when a list shows several', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const texts = [[opening], [opening, second], [second, opening, second]];
    const built = [];
    for (const [i, chapterTexts] of texts.entries())
      built.push(
        await buildStory(t.ctx.db, user, {
          title: `Figures ${i}`,
          chapters: chapterTexts.map((content) => ({ content })),
        }),
      );
    await narrate(built[2].id, 2, 61_000);
    const expected = [
      estimatedListeningSeconds(opening.length),
      estimatedListeningSeconds(opening.length + second.length),
      61 + estimatedListeningSeconds(2 * second.length),
    ];

    const listed = (await t.api.get('/api/user/stories', token)).body;
    for (const [i, story] of built.entries()) {
      const card = listed.find((s: { _id: string }) => s._id === story.id);
      const detail = (await t.api.get(`/api/stories/${story.id}`, token)).body;
      const textLength = texts[i].reduce((sum, text) => sum + text.length, 0);
      for (const view of [card, detail]) {
        expect(view).toMatchObject({
          listeningSeconds: expected[i],
          currentChapter: texts[i].length,
          contentLength: texts[i][0].length,
        });
      }
      expect(detail.textLength).toBe(textLength);
      expect(detail.content).toBe(texts[i][0]);
    }
  });

  it('gives a locked chapter its estimate without its text', async () => {
    const owner = await buildUser(t.ctx.db);
    const reader = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, owner.user, { chapters: [{ content: opening }, { content: second }] });
    const { chapters: list } = (await t.api.get(`/api/stories/${story.id}/chapters`, reader.token)).body;
    expect(list[1]).toMatchObject({ locked: true, listeningSeconds: estimatedListeningSeconds(second.length) });
    expect(list[1].content).toBeUndefined();
  });
});
