import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CHAPTER_PIECES } from '#server/test/writerKit';
import { findUserById } from '#server/modules/users/users.repo';
import { buildUser, ledgerTextSum, waitForChapter } from '#server/test/factories';
import { startFakeOpenAiServer, type FakeOpenAiServer, type FakeScript } from '#server/test/fakeOpenAiServer';
import { startTestApp, type TestApp } from '#server/test/testApp';

/** What real models write, through the whole chapter job: what is stored, streamed and billed. */
const TEXT = SAMPLE_CHAPTER_PIECES.join('');

let writer: FakeOpenAiServer;
let t: TestApp;

beforeAll(async () => {
  writer = await startFakeOpenAiServer();
  t = await startTestApp({ env: { LLM_BASE_URL: writer.url, LLM_MODEL: 'fake-model' } });
});
afterAll(async () => {
  await t.close();
  await writer.close();
});

async function readStream(storyId: string, token: string) {
  const response = await fetch(`${t.baseUrl}/api/stories/${storyId}/chapters/1/stream`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.text();
}

async function generate(script: FakeScript | FakeScript[]) {
  const owner = await buildUser(t.ctx.db, { textCredits: 5 });
  writer.script(script);
  const created = await t.api.post(
    '/api/stories/generate',
    { title: 'Salt and Ink', settings: { length: 2 } },
    owner.token,
  );
  expect(created.status).toBe(201);
  const storyId = created.body._id as string;
  const streamed = await readStream(storyId, owner.token);
  const chapter = await waitForChapter(t.api, storyId, 1, owner.token);
  const story = (await t.api.get(`/api/stories/${storyId}`, owner.token)).body;
  const credits = (await findUserById(t.ctx.db, owner.user.id))!.textCredits;
  const refunded = await ledgerTextSum(t.ctx.db, owner.user.id, ['refund']);
  return { streamed, chapter, story, credits, refunded };
}

describe('the chapter job with what real models write', () => {
  it('keeps a refusal out of the story: failed, nothing stored or streamed, refunded once', async () => {
    const { streamed, chapter, story, credits, refunded } = await generate({
      tokens: ["I'm sorry, but I can't help with that request."],
      completion: "I'm sorry, but I can't summarise that.",
    });
    expect(chapter).toMatchObject({ status: 'failed', content: '' });
    expect(chapter.failureMessage).toContain('declined to write this chapter');
    expect(streamed).not.toContain('sorry');
    expect(JSON.stringify(story)).not.toContain('sorry');
    expect(credits).toBe(5);
    expect(refunded).toBe(1);
  });

  it('stores the chapter without its reasoning, and a numbered choice list never reaches the content rules', async () => {
    const { streamed, chapter, story } = await generate({
      tokens: [
        '<think>She is 18? The reader is 25. Plan the scene.</think>',
        ...SAMPLE_CHAPTER_PIECES,
        '\n\nWhat happens next?\n\n1. Follow her to the pier\n2. Stay by the fire',
      ],
      completion: '<think>notes</think>Characters:\n- Ada (she): archivist',
    });
    expect(chapter).toMatchObject({ status: 'ready', content: TEXT });
    expect(streamed).not.toContain('Plan the scene');
    expect(streamed).not.toContain('1. Follow');
    expect(story.memory ?? '').not.toContain('notes');
    const choices = (await t.api.get(`/api/stories/${story._id}/chapters/1/choices`, undefined)).body;
    expect(JSON.stringify(choices)).toContain('Follow her to the pier');
  });

  it('fails and refunds a chapter the provider filtered', async () => {
    const { chapter, credits, refunded } = await generate({
      tokens: SAMPLE_CHAPTER_PIECES,
      finishReason: 'content_filter',
    });
    expect(chapter.status).toBe('failed');
    expect(chapter.failureMessage).toContain('content filter');
    expect(credits).toBe(5);
    expect(refunded).toBe(1);
  });

  it('strips headings and markdown from the stored chapter', async () => {
    const { chapter } = await generate({
      tokens: [
        '# Chapter 1: The Tide\n\n**Title:** Salt and Ink\n\n',
        ...SAMPLE_CHAPTER_PIECES,
        '\n\n---\n\n*To be continued…*',
      ],
    });
    expect(chapter).toMatchObject({ status: 'ready', content: TEXT });
  });
});
