import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, waitForChapter } from '#server/test/factories';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '#server/test/fakeOpenAiServer';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { findUserById } from '../users/users.repo';

let fake: FakeOpenAiServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  t = await startTestApp({ env: { LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-model', LLM_MIN_WORDS: '0' } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const chapterRequests = () => fake.requests.filter((r) => r.body?.stream === true);
const promptOf = (request: { body: { messages: { content: string }[] } }) =>
  request.body.messages.map((m) => m.content).join('\n');

describe('steering a story written by a language model', () => {
  it('keeps the model’s memory, and the next chapter carries the owner’s edit and direction', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 10 });
    const modelMemory = 'Characters:\n- Margot (she): photographer\nSummary:\n- They met on the night train.';
    fake.script({ tokens: ['They met on the night train.'], completion: modelMemory });
    const created = await t.api.post(
      '/api/stories/generate',
      { title: 'Night Train', settings: { length: 2, location: 'Luxury Train' } },
      owner.token,
    );
    expect(created.status).toBe(201);
    const id = created.body._id;
    expect(await waitForChapter(t.api, id, 1, owner.token)).toMatchObject({ status: 'ready' });
    expect((await t.api.get(`/api/stories/${id}/memory`, owner.token)).body.memory).toBe(modelMemory);

    // The model forgot to offer choices, so the story continues.
    const edited =
      'Characters:\n- Margot (she): war photographer, hates trains\nOpen threads:\n- the missing negatives';
    expect((await t.api.put(`/api/stories/${id}/memory`, { memory: edited }, owner.token)).status).toBe(200);
    fake.script({ tokens: ['Margot searched the luggage car.'], completionStatus: 503 });
    const direction = 'Margot finds the negatives hidden in the luggage car';
    const next = await t.api.post(
      `/api/stories/${id}/continue`,
      { conclude: false, continuationPrompt: direction },
      owner.token,
    );
    expect(next.status).toBe(201);
    expect(await waitForChapter(t.api, id, 2, owner.token)).toMatchObject({
      status: 'ready',
      content: 'Margot searched the luggage car.',
    });

    const prompt = promptOf(chapterRequests().at(-1)!);
    expect(prompt).toContain(edited);
    expect(prompt).toContain(direction);
    expect(prompt).toContain('They met on the night train.');
    // The memory request failed: the chapter stands, and the memory keeps the edit.
    const memory = (await t.api.get(`/api/stories/${id}/memory`, owner.token)).body.memory;
    expect(memory).toContain('the missing negatives');
    expect(memory).toContain('Margot searched the luggage car.');
  });

  it('regenerates a chapter with a new request at its price', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 10 });
    fake.script({ tokens: ['First version.'], completion: 'memory v1' });
    const created = await t.api.post('/api/stories/generate', { title: 'Again', settings: { length: 3 } }, owner.token);
    const id = created.body._id;
    await waitForChapter(t.api, id, 1, owner.token);
    fake.script({ tokens: ['Second version.'], completion: 'memory v2' });
    const before = chapterRequests().length;
    expect((await t.api.post(`/api/stories/${id}/chapters/1/regenerate`, {}, owner.token)).status).toBe(201);
    expect(await waitForChapter(t.api, id, 1, owner.token)).toMatchObject({ content: 'Second version.' });
    expect(chapterRequests()).toHaveLength(before + 1);
    // Chapter 1 was regenerated from an empty memory, not from the first version's.
    expect(promptOf(chapterRequests().at(-1)!)).not.toContain('memory v1');
    expect((await findUserById(t.ctx.db, owner.user.id))!.textCredits).toBe(10 - 2 - 2);
    expect((await t.api.get(`/api/stories/${id}`, owner.token)).body.content).toBe('Second version.');
  });
});
