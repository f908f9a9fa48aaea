import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_ELEVENLABS_VOICES } from '#server/test/fakeElevenLabsServer';
import { buildStory, buildUser, TEST_PASSWORD } from '#server/test/factories';
import type { FakeAudioServer } from '#server/test/fakeSpeechServer';
import type { TestApp } from '#server/test/testApp';
import { LEDGER_REASONS } from '#server/modules/credits/ledger';
import {
  audioBalance,
  ledgerRows,
  startWithFakeElevenLabs,
  synthesisCalls,
  wordsText,
} from '#server/test/narrationKit';

const OWNER_VOICE = FAKE_ELEVENLABS_VOICES[0].voice_id;
const READER_VOICE = FAKE_ELEVENLABS_VOICES[1].voice_id;

let t: TestApp;
let fake: FakeAudioServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await startWithFakeElevenLabs());
});
afterAll(() => close());
beforeEach(() => {
  fake.requests.length = 0;
});

const narrate = (storyId: string, voiceId: string, token: string, chapterNumber = 1) =>
  t.api.post('/api/speech/generate', { voiceId, storyId, chapterNumber }, token);
const shownAudio = async (storyId: string, token?: string) => ({
  story: (await t.api.get(`/api/stories/${storyId}`, token)).body.audioUrl,
  chapter: (await t.api.get(`/api/stories/${storyId}/chapters`, token)).body.chapters[0].audioUrl,
});

/** Waits until the user's narration is stored: their audio info then names it. */
async function narrated(storyId: string, voiceId: string, token: string, chapterNumber = 1) {
  const res = await narrate(storyId, voiceId, token, chapterNumber);
  expect(res.status, JSON.stringify(res.body)).toBe(res.body.inProgress ? 202 : 200);
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const info = await t.api.get(`/api/stories/${storyId}/audio?chapter=${chapterNumber}`, token);
    if (info.body.audioUrl === res.body.audioUrl && !info.body.inProgress) return res.body.audioUrl as string;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('narration never stored');
}

describe("a reader's narration of a public chapter", () => {
  it("is the reader's own: the story's and chapter's audio stay the owner's, for everyone", async () => {
    const { user: owner, token: ownerToken } = await buildUser(t.ctx.db, { audioCredits: 5 });
    const { user: reader, token: readerToken } = await buildUser(t.ctx.db, {
      subscription: 'seduction',
      audioCredits: 5,
    });
    const story = await buildStory(t.ctx.db, owner, { chapters: [{ content: wordsText(100) }] });
    const ownerUrl = await narrated(story.id, OWNER_VOICE, ownerToken);

    const readerUrl = await narrated(story.id, READER_VOICE, readerToken);
    expect(readerUrl).not.toBe(ownerUrl);
    expect(await audioBalance(t.ctx.db, reader.id)).toBe(3);

    for (const token of [undefined, ownerToken, readerToken])
      expect(await shownAudio(story.id, token)).toEqual({ story: ownerUrl, chapter: ownerUrl });
    expect((await t.api.get(`/api/stories/${story.id}/audio`)).body.audioUrl).toBe(ownerUrl);
    expect((await t.api.get(`/api/stories/${story.id}/audio`, ownerToken)).body.audioUrl).toBe(ownerUrl);
    expect((await t.api.get(`/api/stories/${story.id}/audio`, readerToken)).body.audioUrl).toBe(readerUrl);
  });

  it('costs nothing again for audio the reader has, nor for the audio the owner shows', async () => {
    const { user: owner, token: ownerToken } = await buildUser(t.ctx.db, { audioCredits: 5 });
    const { user: reader, token: readerToken } = await buildUser(t.ctx.db, {
      subscription: 'seduction',
      audioCredits: 5,
    });
    const story = await buildStory(t.ctx.db, owner, { chapters: [{ content: wordsText(100) }] });
    const ownerUrl = await narrated(story.id, OWNER_VOICE, ownerToken);
    await narrated(story.id, READER_VOICE, readerToken);
    const calls = synthesisCalls(fake);

    const again = await narrate(story.id, READER_VOICE, readerToken);
    expect(again.body).toMatchObject({ inProgress: false, audioCredits: 3 });
    const owners = await narrate(story.id, OWNER_VOICE, readerToken);
    expect(owners.body).toMatchObject({ audioUrl: ownerUrl, inProgress: false, audioCredits: 3 });
    expect(await audioBalance(t.ctx.db, reader.id)).toBe(3);
    expect(await ledgerRows(t.ctx.db, reader.id, LEDGER_REASONS.narrationCharge)).toHaveLength(1);
    expect(synthesisCalls(fake)).toBe(calls);
    // Choosing the owner's narration makes it the one this reader hears.
    expect((await t.api.get(`/api/stories/${story.id}/audio`, readerToken)).body.audioUrl).toBe(ownerUrl);
  });

  it('charges another reader for a narration someone else paid for, without synthesising it again', async () => {
    const { user: owner } = await buildUser(t.ctx.db);
    const { token: first } = await buildUser(t.ctx.db, { subscription: 'seduction', audioCredits: 5 });
    const { user: second, token: secondToken } = await buildUser(t.ctx.db, {
      subscription: 'seduction',
      audioCredits: 5,
    });
    const story = await buildStory(t.ctx.db, owner, { chapters: [{ content: wordsText(100) }] });
    const url = await narrated(story.id, READER_VOICE, first);
    const calls = synthesisCalls(fake);

    const res = await narrate(story.id, READER_VOICE, secondToken);
    expect(res.body).toMatchObject({ audioUrl: url, inProgress: false, audioCredits: 3 });
    expect(await audioBalance(t.ctx.db, second.id)).toBe(3);
    expect(synthesisCalls(fake)).toBe(calls);
    expect((await shownAudio(story.id)).story).toBeNull();
  });

  it('lets the owner change the shown audio, and never a reader of an unlocked chapter', async () => {
    const { user: owner, token: ownerToken } = await buildUser(t.ctx.db, {
      subscription: 'seduction',
      audioCredits: 9,
    });
    const { token: readerToken } = await buildUser(t.ctx.db, {
      subscription: 'seduction',
      audioCredits: 5,
      textCredits: 5,
    });
    const story = await buildStory(t.ctx.db, owner, {
      chapters: [{ content: wordsText(100) }, { content: wordsText(120) }],
    });
    expect((await t.api.post(`/api/stories/${story.id}/chapters/2/unlock`, undefined, readerToken)).status).toBe(200);
    await narrated(story.id, READER_VOICE, readerToken, 2);
    const chapter2 = async () =>
      (await t.api.get(`/api/stories/${story.id}/chapters`, ownerToken)).body.chapters[1].audioUrl;
    expect(await chapter2()).toBeNull();

    const first = await narrated(story.id, OWNER_VOICE, ownerToken);
    const second = await narrated(story.id, READER_VOICE, ownerToken);
    expect(await shownAudio(story.id)).toEqual({ story: second, chapter: second });
    const back = await narrate(story.id, OWNER_VOICE, ownerToken);
    expect(back.body.audioUrl).toBe(first);
    expect(await shownAudio(story.id)).toEqual({ story: first, chapter: first });
  });

  it("goes with the reader's account, file included, leaving the owner's audio", async () => {
    const { user: owner, token: ownerToken } = await buildUser(t.ctx.db, { audioCredits: 5 });
    const reader = await buildUser(t.ctx.db, { subscription: 'seduction', audioCredits: 5 });
    const story = await buildStory(t.ctx.db, owner, { chapters: [{ content: `Only here. ${wordsText(80)}` }] });
    const ownerUrl = await narrated(story.id, OWNER_VOICE, ownerToken);
    const readerUrl = await narrated(story.id, READER_VOICE, reader.token);
    const fileOf = (url: string) => `audio/${/([0-9a-f]{64})/.exec(url)![1]}.mp3`;
    const { storage } = t.ctx.providers;

    const gone = await t.api.request('DELETE', '/api/user/account', {
      body: { password: TEST_PASSWORD },
      token: reader.token,
    });
    expect(gone.status).toBe(200);
    expect(await storage.head(fileOf(readerUrl))).toBeUndefined();
    expect(await storage.head(fileOf(ownerUrl))).toBeDefined();
    expect((await shownAudio(story.id)).story).toBe(ownerUrl);
  });

  it('is no longer offered once the owner rewrites the text it narrates', async () => {
    const { user: owner, token: ownerToken } = await buildUser(t.ctx.db);
    const reader = await buildUser(t.ctx.db, { subscription: 'seduction', audioCredits: 5 });
    const story = await buildStory(t.ctx.db, owner, { chapters: [{ content: `Before. ${wordsText(60)}` }] });
    await narrated(story.id, READER_VOICE, reader.token);

    const edit = { title: 'A Test Story', content: `After. ${wordsText(70)}` };
    expect((await t.api.put(`/api/stories/${story.id}`, edit, ownerToken)).status).toBe(200);
    expect((await t.api.get(`/api/stories/${story.id}/audio`, reader.token)).body.audioUrl).toBeNull();
  });
});
