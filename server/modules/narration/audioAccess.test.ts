import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessType } from '#common/catalogue/access';
import { chapters, stories } from '#server/db/schema';
import { FAKE_ELEVENLABS_VOICES } from '#server/test/fakeElevenLabsServer';
import { buildStory, buildUser, type BuiltUser } from '#server/test/factories';
import type { TestApp } from '#server/test/testApp';
import { startWithFakeElevenLabs, wordsText } from '#server/test/narrationKit';

const VOICE = FAKE_ELEVENLABS_VOICES[0].voice_id;

let t: TestApp;
let close: () => Promise<void>;
let admin: BuiltUser;
beforeAll(async () => {
  ({ t, close } = await startWithFakeElevenLabs());
  admin = await buildUser(t.ctx.db, { role: 'admin' });
});
afterAll(() => close());

/** The status of GET (and HEAD) on an audio URL, as the listener (a bearer token, a cookie, or nobody). */
async function fetchAudio(url: string, as: { token?: string; cookie?: string } = {}, method = 'GET') {
  const headers: Record<string, string> = {};
  if (as.token) headers.authorization = `Bearer ${as.token}`;
  if (as.cookie) headers.cookie = as.cookie;
  const res = await fetch(t.baseUrl + url, { method, headers });
  await res.arrayBuffer();
  return res;
}
const statusOf = async (url: string, token?: string) => (await fetchAudio(url, { token })).status;

/** A story whose owner narrated chapter `chapterNumber` (text of its own, so no other story shares the audio). */
async function narratedStory(options: { accessType?: AccessType; chapters?: number; chapterNumber?: number } = {}) {
  const owner = await buildUser(t.ctx.db, { subscription: 'intimacy', audioCredits: 10 });
  const chapterNumber = options.chapterNumber ?? 1;
  const story = await buildStory(t.ctx.db, owner.user, {
    accessType: options.accessType,
    chapters: Array.from({ length: options.chapters ?? 1 }, (_, i) => ({
      content: `Chapter ${i + 1} of ${owner.user.id}. ${wordsText(60)}`,
    })),
  });
  const res = await t.api.post(
    '/api/speech/generate',
    { voiceId: VOICE, storyId: story.id, chapterNumber },
    owner.token,
  );
  expect(res.status).toBe(202);
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const info = await t.api.get(`/api/stories/${story.id}/audio?chapter=${chapterNumber}`, owner.token);
    if (info.body.audioUrl && !info.body.inProgress) return { owner, story, url: info.body.audioUrl as string };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('narration never stored');
}

const setAccess = (storyId: string, accessType: AccessType) =>
  t.ctx.db.update(stories).set({ accessType }).where(eq(stories.id, storyId));

describe('audio files follow the read rules of their chapter', () => {
  it('are cached privately, never publicly or for a year', async () => {
    const { url } = await narratedStory();
    const res = await fetchAudio(url);
    expect(res.status).toBe(200);
    const cache = res.headers.get('cache-control') ?? '';
    expect(cache).toMatch(/\bprivate\b/);
    expect(cache).not.toMatch(/public|immutable|max-age=31536000/);
  });

  it('of a story made private: only the owner and admins, everyone else 404 (GET and HEAD)', async () => {
    const { owner, story, url } = await narratedStory();
    const { token: reader } = await buildUser(t.ctx.db);
    expect(await statusOf(url, reader)).toBe(200);

    const hide = await t.api.patch(`/api/stories/${story.id}/visibility`, { isPublic: false }, owner.token);
    expect(hide.body.accessType).toBe('private');
    expect(await statusOf(url)).toBe(404);
    expect(await statusOf(url, reader)).toBe(404);
    expect((await fetchAudio(url, { token: reader }, 'HEAD')).status).toBe(404);
    expect((await fetchAudio(url, {}, 'HEAD')).status).toBe(404);
    expect(await statusOf(url, owner.token)).toBe(200);
    expect(await statusOf(url, admin.token)).toBe(200);
  });

  it('of premium stories: readers of the tier they need', async () => {
    const { story, url } = await narratedStory({ accessType: 'premium_early_access' });
    const { token: free } = await buildUser(t.ctx.db);
    const { token: essential } = await buildUser(t.ctx.db, { subscription: 'essentiel' });
    const { token: intimacy } = await buildUser(t.ctx.db, { subscription: 'intimacy' });
    expect([await statusOf(url), await statusOf(url, free), await statusOf(url, essential)]).toEqual([404, 404, 200]);

    await setAccess(story.id, 'premium_exclusive');
    expect([await statusOf(url, essential), await statusOf(url, intimacy)]).toEqual([404, 200]);
  });

  it('of a locked chapter: readers who unlocked it', async () => {
    const { story, url } = await narratedStory({ chapters: 2, chapterNumber: 2 });
    const { token: reader } = await buildUser(t.ctx.db, { textCredits: 3 });
    expect(await statusOf(url)).toBe(404);
    expect(await statusOf(url, reader)).toBe(404);
    expect((await t.api.post(`/api/stories/${story.id}/chapters/2/unlock`, undefined, reader)).status).toBe(200);
    expect(await statusOf(url, reader)).toBe(200);
  });

  it('of a deleted story: nobody', async () => {
    const { owner, story, url } = await narratedStory();
    expect((await t.api.delete(`/api/stories/${story.id}`, owner.token)).status).toBe(200);
    for (const token of [undefined, owner.token, admin.token]) expect(await statusOf(url, token)).toBe(404);
  });

  it("of a reader's own narration: that reader only, not other readers of the chapter", async () => {
    const { story } = await narratedStory();
    const reader = await buildUser(t.ctx.db, { subscription: 'seduction', audioCredits: 5 });
    const { token: other } = await buildUser(t.ctx.db);
    const own = await t.api.post(
      '/api/speech/generate',
      { voiceId: FAKE_ELEVENLABS_VOICES[1].voice_id, storyId: story.id },
      reader.token,
    );
    expect(own.status).toBe(202);
    const url = own.body.audioUrl as string;
    const stream = await fetchAudio(url, { token: reader.token });
    expect(stream.status).toBe(200);
    expect(await statusOf(url, other)).toBe(404);
    expect(await statusOf(url)).toBe(404);
  });

  it('let the web player in through the cookie the audio calls set, with ranges', async () => {
    const { owner, story, url } = await narratedStory({ accessType: 'private' });
    const info = await t.api.get(`/api/stories/${story.id}/audio`, owner.token);
    const setCookie = info.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^reverie_audio=[^;]+; Path=\/api\/audio\/;.*HttpOnly; SameSite=Strict/);
    const cookie = setCookie.split(';')[0];
    const pass = cookie.slice('reverie_audio='.length);
    expect(pass).not.toBe(owner.token);
    expect(setCookie).toMatch(/Max-Age=(\d+);/);
    expect(Number(/Max-Age=(\d+);/.exec(setCookie)?.[1])).toBeLessThanOrEqual(24 * 3600);
    expect((await t.api.get('/api/auth/me', pass)).status).toBe(401);

    expect((await fetchAudio(url)).status).toBe(404);
    const part = await fetch(t.baseUrl + url, { headers: { cookie, range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await fetchAudio(url, { cookie: 'reverie_audio=stale-or-forged' })).status).toBe(404);

    await t.api.post('/api/auth/logout', undefined, owner.token);
    expect((await fetchAudio(url, { cookie })).status).toBe(404);
  });
});

describe('shared audio', () => {
  it('stays with its public chapter however many private copies narrate the same text', async () => {
    const { story, url } = await narratedStory();
    const [chapter] = await t.ctx.db.select().from(chapters).where(eq(chapters.storyId, story.id));
    const copier = await buildUser(t.ctx.db, { subscription: 'intimacy', audioCredits: 10 });
    const copies = await buildStory(t.ctx.db, copier.user, {
      accessType: 'private',
      chapters: Array.from({ length: 30 }, () => ({ content: chapter.content })),
    });
    for (let chapterNumber = 1; chapterNumber <= 30; chapterNumber++) {
      const res = await t.api.post(
        '/api/speech/generate',
        { voiceId: VOICE, storyId: copies.id, chapterNumber },
        copier.token,
      );
      expect(res.body.audioUrl).toBe(url);
    }
    const { token: reader } = await buildUser(t.ctx.db);
    expect([await statusOf(url), await statusOf(url, reader), await statusOf(url, copier.token)]).toEqual([
      200, 200, 200,
    ]);
  });
});
