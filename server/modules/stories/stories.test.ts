import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_VOICE_CATEGORY } from '#common/catalogue/access';
import { STORY_LENGTH_VALUES, STORY_LENGTHS } from '#common/catalogue/costs';
import { FREE_STORY_LIMIT } from '#common/catalogue/limits';
import type { VoiceOption } from '#common/contract';
import { OfflineWriter } from '#server/providers/writer/offline/offlineWriter';
import { buildStory, buildUser, ledgerTextSum, waitForChapter } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { findUserById } from '../users/users.repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    providers: (_config, defaults) => ({ ...defaults, writer: new OfflineWriter({ paceMs: 0 }) }),
  });
});
afterAll(async () => {
  await t.close();
});

const body = (overrides: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) => ({
  title: 'Moonlight at the Villa',
  settings: { length: 2, ...settings },
  ...overrides,
});
const balance = async (userId: string) => (await findUserById(t.ctx.db, userId))!.textCredits;
const storiesOf = async (userId: string) =>
  (await t.ctx.db.query.stories.findMany({ where: (s, { eq }) => eq(s.userId, userId) })).length;

describe('POST /api/stories/generate', () => {
  it.each(STORY_LENGTH_VALUES)(
    'charges the length %i its catalogue cost and answers while chapter 1 is being written',
    async (length) => {
      const { user, token } = await buildUser(t.ctx.db, { textCredits: 10 });
      const started = Date.now();
      const res = await t.api.post('/api/stories/generate', body({}, { length }), token);
      expect(res.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(res.body).toMatchObject({
        title: 'Moonlight at the Villa',
        userId: user.id,
        userName: 'Test User',
        currentChapter: 1,
        accessType: 'public',
        isPublic: true,
      });
      expect(await balance(user.id)).toBe(10 - STORY_LENGTHS[length].textCredits);

      const chapter = await waitForChapter(t.api, res.body._id, 1, token);
      expect(chapter.status).toBe('ready');
      expect(chapter.content.length).toBeGreaterThan(100);
      expect(chapter.choices.length).toBeGreaterThanOrEqual(2);
      const story = await t.api.get(`/api/stories/${res.body._id}`, token);
      expect(story.body.content).toBe(chapter.content);
    },
  );

  it('gives the writer the catalogue budget, lowered (never raised) by maxTokens', async () => {
    const { token } = await buildUser(t.ctx.db, { textCredits: 10 });
    const tooLarge = await t.api.post('/api/stories/generate', body({ maxTokens: 99_999 }), token);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toContain('maxTokens');
    const raised = await t.api.post('/api/stories/generate', body({ maxTokens: 4800 }), token);
    const lowered = await t.api.post('/api/stories/generate', body({ maxTokens: 300 }), token);
    const budget = async (id: string) =>
      (await t.ctx.db.query.chapters.findFirst({ where: (c, { eq }) => eq(c.storyId, id) }))!.maxTokens;
    expect(await budget(raised.body._id)).toBe(STORY_LENGTHS[2].maxTokens);
    expect(await budget(lowered.body._id)).toBe(300);
  });

  it.each([
    [{ title: '   ' }, {}, 'Story title is required'],
    [{ title: undefined }, {}, 'Story title is required'],
    [{}, { explicitLevel: 101 }, 'explicitLevel'],
    [{}, { explicitLevel: -1 }, 'explicitLevel'],
    [{}, { length: 5 }, 'length'],
    [{ accessType: 'secret' }, {}, 'accessType'],
  ])('refuses invalid input %j %j without charging', async (overrides, settings, message) => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 5 });
    const res = await t.api.post('/api/stories/generate', body(overrides, settings), token);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await balance(user.id)).toBe(5);
    expect(await storiesOf(user.id)).toBe(0);
  });

  it('refuses unsafe content before any charge', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 5 });
    const res = await t.api.post(
      '/api/stories/generate',
      body({}, { protagonistDescription: 'a 15-year-old schoolgirl' }),
      token,
    );
    expect(res.status).toBe(400);
    expect(await balance(user.id)).toBe(5);
    expect(await storiesOf(user.id)).toBe(0);
  });

  it("keeps the reader's fantasy with the story, and moderates it like every setting", async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 5 });
    const fantasy = 'A stranger at the hotel bar who already knows my name.';
    const res = await t.api.post('/api/stories/generate', body({}, { fantasy }), token);
    expect(res.status).toBe(201);
    expect(res.body.settings.fantasy).toBe(fantasy);
    const read = await t.api.get(`/api/stories/${res.body._id}`, token);
    expect(read.body.settings.fantasy).toBe(fantasy);

    const refused = await t.api.post(
      '/api/stories/generate',
      body({}, { fantasy: 'my 15-year-old classmate after school' }),
      token,
    );
    expect(refused.status).toBe(400);
    expect(await storiesOf(user.id)).toBe(1);
  });

  it('needs a signed-in user', async () => {
    expect((await t.api.post('/api/stories/generate', body())).status).toBe(401);
  });

  it('answers 402 with no credits and creates nothing', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 0 });
    const res = await t.api.post('/api/stories/generate', body(), token);
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/^Insufficient text credits/);
    expect(await storiesOf(user.id)).toBe(0);
  });

  it('lets exactly the affordable number of parallel generations through, never below zero', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 5, subscription: 'essentiel' });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.api.post('/api/stories/generate', body({}, { length: 3 }), token)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 402)).toHaveLength(6);
    expect(await balance(user.id)).toBe(1);
    expect(await storiesOf(user.id)).toBe(2);
    expect(5 + (await ledgerTextSum(t.ctx.db, user.id, ['chapter', 'refund']))).toBe(1);
  });

  it(`stops a free user at ${FREE_STORY_LIMIT} stories, even in parallel; premium users have no limit`, async () => {
    const free = await buildUser(t.ctx.db, { textCredits: 20 });
    const results = await Promise.all(
      Array.from({ length: FREE_STORY_LIMIT + 3 }, () => t.api.post('/api/stories/generate', body(), free.token)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(FREE_STORY_LIMIT);
    const refused = results.filter((r) => r.status === 403);
    expect(refused).toHaveLength(3);
    expect(refused[0].body).toMatchObject({ code: 'FREE_STORY_LIMIT' });
    expect(refused[0].body.message).toContain(`${FREE_STORY_LIMIT} stories`);
    expect(await balance(free.user.id)).toBe(20 - FREE_STORY_LIMIT * STORY_LENGTHS[2].textCredits);

    const premium = await buildUser(t.ctx.db, { textCredits: 20, subscription: 'essentiel' });
    for (let i = 0; i < FREE_STORY_LIMIT; i++) await buildStory(t.ctx.db, premium.user);
    expect((await t.api.post('/api/stories/generate', body(), premium.token)).status).toBe(201);
  });
});

describe('access on creation', () => {
  it.each([
    ['free', 'private', 403],
    ['free', 'premium_early_access', 403],
    ['free', 'premium_exclusive', 403],
    ['free', 'public', 201],
    ['essentiel', 'private', 201],
    ['essentiel', 'premium_early_access', 201],
    ['essentiel', 'premium_exclusive', 403],
    ['seduction', 'premium_exclusive', 201],
    ['intimacy', 'premium_exclusive', 201],
  ] as const)('%s creating %s → %i', async (subscription, accessType, status) => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 5, subscription });
    const res = await t.api.post('/api/stories/generate', body({ accessType }), token);
    expect(res.status).toBe(status);
    if (status === 403) {
      expect(res.body.code).toBe('PREMIUM_REQUIRED');
      expect(await balance(user.id)).toBe(5);
    } else {
      expect(res.body).toMatchObject({ accessType, isPublic: accessType !== 'private' });
    }
  });

  it('reads isPublic: false alone as private, with the spec message for non-premium users', async () => {
    const free = await buildUser(t.ctx.db, { textCredits: 5 });
    const refused = await t.api.post('/api/stories/generate', body({ isPublic: false }), free.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'PREMIUM_REQUIRED',
      message: 'Setting stories to private requires a premium account',
    });
    const premium = await buildUser(t.ctx.db, { textCredits: 5, subscription: 'essentiel' });
    const made = await t.api.post('/api/stories/generate', body({ isPublic: false }), premium.token);
    expect(made.body).toMatchObject({ accessType: 'private', isPublic: false });
  });
});

describe('a story asked for without a narration voice', () => {
  it('gets the first Free Voice on offer, and the reader can narrate it with the voice it names', async () => {
    const { token } = await buildUser(t.ctx.db, { textCredits: 10, audioCredits: 10 });
    const voices = (await t.api.get('/api/stories/voice-options', token)).body as VoiceOption[];
    const firstFree = voices.find((voice) => voice.category === FREE_VOICE_CATEGORY)!;
    const res = await t.api.post('/api/stories/generate', body(), token);
    expect(res.status).toBe(201);
    expect(res.body.settings).toMatchObject({ narrationVoiceId: firstFree.id, narrationVoice: firstFree.name });

    await waitForChapter(t.api, res.body._id, 1, token);
    const narration = await t.api.post(
      '/api/speech/generate',
      { text: 'chapter', voiceId: res.body.settings.narrationVoiceId, storyId: res.body._id },
      token,
    );
    expect(narration.status).toBe(202);
    expect(narration.body.audioUrl).toMatch(/^\/api\/audio\//);
  });

  it('keeps the voice the reader chose, by id or by name', async () => {
    const { token } = await buildUser(t.ctx.db, { textCredits: 10 });
    const byId = await t.api.post('/api/stories/generate', body({}, { narrationVoiceId: 'offline-deep-male' }), token);
    expect(byId.body.settings).toMatchObject({ narrationVoiceId: 'offline-deep-male', narrationVoice: '' });
    const byName = await t.api.post('/api/stories/generate', body({}, { narrationVoice: 'Deep Male' }), token);
    expect(byName.body.settings).toMatchObject({ narrationVoice: 'Deep Male', narrationVoiceId: '' });
  });
});
