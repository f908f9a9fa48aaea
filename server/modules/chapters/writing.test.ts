import { describe, expect, it } from 'vitest';
import { CONCLUDE_MIN_CHAPTERS } from '#server/policies/story.policy';
import { buildStory, buildUser, waitForChapter } from '#server/test/factories';
import { testAppWithControlledWriter } from '#server/test/controlledWriterApp';
import { findUserById } from '../users/users.repo';

const { t, control } = testAppWithControlledWriter();

const credits = async (userId: string) => (await findUserById(t.ctx.db, userId))!.textCredits;

describe('continue, choices and conclusion', () => {
  it('follows the rules from a first chapter with choices to a conclusion', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 10 });
    const other = await buildUser(t.ctx.db, { textCredits: 10 });
    const story = await buildStory(t.ctx.db, owner.user, {
      chapters: [{ content: 'It began at dusk. '.repeat(50), choices: ['Follow her', 'Stay behind'] }],
    });
    const base = `/api/stories/${story.id}`;

    expect((await t.api.post(`${base}/continue`, { conclude: false })).status).toBe(401);
    expect((await t.api.post(`${base}/continue`, { conclude: false }, other.token)).status).toBe(403);
    expect((await t.api.post(`${base}/chapters/1/choice`, { choice: 'Follow her' }, other.token)).status).toBe(403);
    const withChoices = await t.api.post(`${base}/continue`, { conclude: false }, owner.token);
    expect(withChoices.status).toBe(409);
    expect(withChoices.body.message).toContain('choices');
    const unknown = await t.api.post(`${base}/chapters/1/choice`, { choice: 'Fly away' }, owner.token);
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Unknown choice' } });
    expect((await t.api.post(`${base}/chapters/2/choice`, { choice: 'Follow her' }, owner.token)).status).toBe(404);
    expect(await credits(owner.user.id)).toBe(10);

    const chosen = await t.api.post(`${base}/chapters/1/choice`, { choice: 'Follow her' }, owner.token);
    expect(chosen.status).toBe(201);
    expect(chosen.body.story).toMatchObject({ currentChapter: 2, can: { continue: false, conclude: false } });
    expect(chosen.body.chapter).toMatchObject({ number: 2, status: 'writing', locked: false, textCreditsCost: 1 });
    expect(await credits(owner.user.id)).toBe(9);

    const call = await control.nextCall();
    expect(call.request).toMatchObject({
      chapterNumber: 2,
      instruction: { kind: 'choice', choice: 'Follow her' },
      title: 'A Test Story',
    });
    expect(call.request.earlierChapters).toHaveLength(1);
    expect(call.request.earlierChapters[0]).toContain('It began at dusk.');
    const busy = await t.api.post(`${base}/continue`, { conclude: false }, owner.token);
    expect(busy.status).toBe(409);
    expect((await t.api.post(`${base}/chapters/1/choice`, { choice: 'Stay behind' }, owner.token)).status).toBe(409);
    call.write('She followed. ');
    call.finish();
    await waitForChapter(t.api, story.id, 2, owner.token);
    const list = (await t.api.get(`${base}/chapters`, owner.token)).body.chapters;
    expect(list[0].chosenChoice).toBe('Follow her');
    expect(list[1]).toMatchObject({ status: 'ready', content: 'She followed. ', choices: [] });

    const early = await t.api.post(`${base}/continue`, { conclude: true }, owner.token);
    expect(early.status).toBe(409);
    expect(early.body.message).toContain(String(CONCLUDE_MIN_CHAPTERS));

    expect(
      (await t.api.post(`${base}/continue`, { conclude: false, continuationPrompt: 'A storm rolls in' }, owner.token))
        .status,
    ).toBe(201);
    const third = await control.nextCall();
    expect(third.request).toMatchObject({
      chapterNumber: 3,
      memory: 'memory of 2',
      instruction: { kind: 'continue', prompt: 'A storm rolls in' },
    });
    third.write('Thunder. ');
    third.finish();
    await waitForChapter(t.api, story.id, 3, owner.token);
    expect((await t.api.get(base, owner.token)).body.can).toMatchObject({ continue: true, conclude: true });

    const conclusion = await t.api.post(`${base}/continue`, { conclude: true }, owner.token);
    expect(conclusion.status).toBe(201);
    expect(conclusion.body.chapter).toMatchObject({ number: 4, isFinal: true });
    const last = await control.nextCall();
    expect(last.request.instruction).toEqual({ kind: 'conclude' });
    last.write('The end.');
    last.finish({ choices: ['Again', 'Never'] });
    const final = await waitForChapter(t.api, story.id, 4, owner.token);
    expect(final).toMatchObject({ status: 'ready', choices: [], isFinal: true });

    const after = await t.api.get(base, owner.token);
    expect(after.body).toMatchObject({
      isConcluded: true,
      currentChapter: 4,
      can: { continue: false, conclude: false },
    });
    for (const conclude of [false, true]) {
      const res = await t.api.post(`${base}/continue`, { conclude }, owner.token);
      expect(res).toMatchObject({ status: 409, body: { message: 'This story is concluded' } });
    }
    expect(await credits(owner.user.id)).toBe(7);
  });

  it('writes one chapter at a time: parallel continues charge once', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 10 });
    const story = await buildStory(t.ctx.db, owner.user);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.api.post(`/api/stories/${story.id}/continue`, { conclude: false }, owner.token),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await credits(owner.user.id)).toBe(9);
    const call = await control.nextCall();
    call.finish();
    await waitForChapter(t.api, story.id, 2, owner.token);
  });

  it('hides unreadable stories behind 404 and refuses unsafe prompts before charging', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 10, subscription: 'essentiel' });
    const other = await buildUser(t.ctx.db, { textCredits: 10 });
    const hidden = await buildStory(t.ctx.db, owner.user, { accessType: 'private' });
    expect((await t.api.post(`/api/stories/${hidden.id}/continue`, { conclude: false }, other.token)).status).toBe(404);
    const unsafe = await t.api.post(
      `/api/stories/${hidden.id}/continue`,
      { conclude: false, continuationPrompt: 'she is 15 years old' },
      owner.token,
    );
    expect(unsafe.status).toBe(400);
    expect(await credits(owner.user.id)).toBe(10);
  });

  it('answers 402 when the owner cannot pay, and writes nothing', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 0 });
    const story = await buildStory(t.ctx.db, owner.user);
    const res = await t.api.post(`/api/stories/${story.id}/continue`, { conclude: false }, owner.token);
    expect(res.status).toBe(402);
    expect((await t.api.get(`/api/stories/${story.id}/chapters`, owner.token)).body.chapters).toHaveLength(1);
  });
});
