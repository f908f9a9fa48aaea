import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MINOR_REFUSAL, MODERATION_UNAVAILABLE } from '#server/modules/moderation/moderation.service';
import { findUserById } from '#server/modules/users/users.repo';
import { buildUser, ledgerTextSum, waitForChapter } from '#server/test/factories';
import { startFakeModerationServer, type FakeModerationServer } from '#server/test/fakeModerationServer';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '#server/test/fakeOpenAiServer';
import { startTestApp, type TestApp } from '#server/test/testApp';

/** Innocent to the built-in rules: only the moderation service knows it is forbidden. */
const SERVICE_ONLY_MARKER = 'the moonlit pact';
const FORBIDDEN = 'She was only fifteen years old.';

let writer: FakeOpenAiServer;
let moderation: FakeModerationServer;
let t: TestApp;

beforeAll(async () => {
  writer = await startFakeOpenAiServer();
  moderation = await startFakeModerationServer([SERVICE_ONLY_MARKER]);
  t = await startTestApp({
    env: {
      LLM_BASE_URL: writer.url,
      LLM_MODEL: 'fake-model',
      MODERATION_BASE_URL: moderation.url,
      MODERATION_API_KEY: 'sk-moderation',
      MODERATION_MODEL: 'omni-moderation-latest',
    },
  });
});
afterAll(async () => {
  await t.close();
  await writer.close();
  await moderation.close();
});
beforeEach(() => {
  moderation.failWith(0);
});

const STORY = {
  title: 'Salt and Ink',
  settings: {
    length: 2,
    protagonistDescription: 'a 34-year-old archivist',
    loveInterestDescription: 'a sea captain, 41',
  },
};

/** Everything a reader following the chapter live receives, until the stream ends. */
async function readStream(storyId: string, token: string) {
  const response = await fetch(`${t.baseUrl}/api/stories/${storyId}/chapters/1/stream`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.text();
}

async function generateAndFollow(tokens: string[]) {
  const owner = await buildUser(t.ctx.db, { textCredits: 5 });
  writer.script({ tokens, paceMs: 30 });
  const created = await t.api.post('/api/stories/generate', STORY, owner.token);
  expect(created.status).toBe(201);
  const streamed = await readStream(created.body._id, owner.token);
  const chapter = await waitForChapter(t.api, created.body._id, 1, owner.token);
  return { owner, storyId: created.body._id as string, streamed, chapter };
}

describe('output moderation with the OpenAI-compatible writer', () => {
  it('stops a chapter at a forbidden sentence: failed, refunded once, and the sentence reaches no one', async () => {
    const { owner, storyId, streamed, chapter } = await generateAndFollow([
      'The tide came in slowly. ',
      'She took his hand. ',
      'She was only fif',
      'teen years old. ',
      'He kissed her. ',
    ]);

    expect(chapter.status).toBe('failed');
    expect(chapter.failureMessage).toContain(MINOR_REFUSAL);
    expect(chapter.failureMessage).toContain('refunded');
    expect(streamed).toContain('"status":"failed"');
    expect(streamed).not.toContain('fif');
    expect(streamed).not.toContain('He kissed her');

    const everywhere = [
      JSON.stringify((await t.api.get(`/api/stories/${storyId}/chapters`, owner.token)).body),
      JSON.stringify((await t.api.get(`/api/stories/${storyId}`, owner.token)).body),
      JSON.stringify((await t.api.get(`/api/stories/${storyId}/chapters/1/choices`, owner.token)).body),
      await readStream(storyId, owner.token),
    ];
    for (const body of everywhere) {
      expect(body).not.toContain('fif');
      expect(body).not.toContain(FORBIDDEN);
    }
    expect(chapter.content).toBe('');

    expect((await findUserById(t.ctx.db, owner.user.id))!.textCredits).toBe(5);
    expect(await ledgerTextSum(t.ctx.db, owner.user.id, ['refund'])).toBe(1);
    // Asking again (recovery, a second failure path) refunds nothing more.
    await new Promise((r) => setTimeout(r, 200));
    expect(await ledgerTextSum(t.ctx.db, owner.user.id, ['refund'])).toBe(1);
  });

  it.each([
    [
      'a forbidden sentence cut by a line break',
      ['The tide came in slowly. ', 'She was only\n', 'fourteen. ', 'He kissed her. '],
      'fourteen',
    ],
    [
      'a remembered age',
      ['The tide came in slowly. ', 'He thought of her at fourteen,\n', 'when he first undressed her. ', 'Dawn came. '],
      'fourteen',
    ],
  ])('fails a chapter for %s, refunds once, and shows it to no one', async (_kind, tokens, word) => {
    const { owner, storyId, streamed, chapter } = await generateAndFollow(tokens);
    expect(chapter).toMatchObject({ status: 'failed', content: '' });
    expect(chapter.failureMessage).toContain(MINOR_REFUSAL);
    expect(streamed).not.toContain(word);
    expect(JSON.stringify((await t.api.get(`/api/stories/${storyId}/chapters`, owner.token)).body)).not.toContain(word);
    expect((await findUserById(t.ctx.db, owner.user.id))!.textCredits).toBe(5);
    expect(await ledgerTextSum(t.ctx.db, owner.user.id, ['refund'])).toBe(1);
  });

  it('fails a chapter whose memory, written by the model, is forbidden, before it is stored', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 5 });
    writer.script({
      tokens: ['The tide came in slowly. ', 'She took his hand.'],
      completion: 'Chapter 1: the archivist meets the captain. His niece is a 14-year-old schoolgirl.',
      paceMs: 10,
    });
    const created = await t.api.post('/api/stories/generate', STORY, owner.token);
    const chapter = await waitForChapter(t.api, created.body._id, 1, owner.token);
    expect(chapter.status).toBe('failed');
    expect(chapter.failureMessage).toContain(MINOR_REFUSAL);
    const memory = await t.api.get(`/api/stories/${created.body._id}/memory`, owner.token);
    expect(JSON.stringify(memory.body)).not.toContain('schoolgirl');
    expect((await findUserById(t.ctx.db, owner.user.id))!.textCredits).toBe(5);
    expect(await ledgerTextSum(t.ctx.db, owner.user.id, ['refund'])).toBe(1);
  });

  it('reads a numbered list of choices as choices, not ages', async () => {
    const { chapter } = await generateAndFollow([
      'The tide came in slowly. ',
      'She took his hand.\n\nCHOICES:\n',
      '1. Follow her to the pier\n',
      '2. Stay at the bar\n',
    ]);
    expect(chapter.status).toBe('ready');
    expect(chapter.choices).toEqual([{ text: 'Follow her to the pier' }, { text: 'Stay at the bar' }]);
  });

  it('also stops a sentence only the moderation service flags', async () => {
    const { streamed, chapter } = await generateAndFollow([
      'The tide came in slowly. ',
      `They sealed ${SERVICE_ONLY_MARKER} at midnight. `,
      'Dawn came. ',
    ]);
    expect(chapter.status).toBe('failed');
    expect(streamed).not.toContain('moonlit');
    expect(moderation.inputs.flat().some((text) => text.includes(`They sealed ${SERVICE_ONLY_MARKER}`))).toBe(true);
  });

  it('lets a clean chapter through, every sentence checked by both', async () => {
    const { streamed, chapter } = await generateAndFollow(['The tide came in slowly. ', 'She took his hand.']);
    expect(chapter).toMatchObject({ status: 'ready', content: 'The tide came in slowly. She took his hand.' });
    expect(streamed).toContain('She took his hand.');
  });

  it('refuses input the moderation service flags, and charges nothing', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 5 });
    const res = await t.api.post(
      '/api/stories/generate',
      { ...STORY, settings: { ...STORY.settings, settingDescription: `bound by ${SERVICE_ONLY_MARKER}` } },
      owner.token,
    );
    expect(res).toMatchObject({ status: 400, body: { message: MINOR_REFUSAL } });
    expect((await findUserById(t.ctx.db, owner.user.id))!.textCredits).toBe(5);
    expect((await t.api.get('/api/user/stories', owner.token)).body).toHaveLength(0);
  });

  it('lets nothing through unchecked when the moderation service is down', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 5 });
    moderation.failWith(503);
    const res = await t.api.post('/api/stories/generate', STORY, owner.token);
    expect(res).toMatchObject({ status: 502, body: { message: MODERATION_UNAVAILABLE } });
    expect((await findUserById(t.ctx.db, owner.user.id))!.textCredits).toBe(5);
    expect((await t.api.get('/api/user/stories', owner.token)).body).toHaveLength(0);
  });
});
