import { describe, expect, it } from 'vitest';
import { FREE_VOICE_CATEGORY } from '#common/catalogue/access';
import type { VoiceOption } from '#common/contract';
import { WriterError } from '#server/providers/writer/port';
import { buildStory, buildUser, waitForChapter } from '#server/test/factories';
import { startFakeOpenAiServer } from '#server/test/fakeOpenAiServer';
import { testAppWithControlledWriter } from '#server/test/controlledWriterApp';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { ELEVEN_VOICE, startWithFakeElevenLabs, waitForAudio, wordsText } from '#server/test/narrationKit';

const TOKEN = 'scrape-token-for-tests';
const { t, control } = testAppWithControlledWriter({ METRICS_TOKEN: TOKEN });

async function scrape(app: TestApp = t): Promise<string> {
  const response = await app.api.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.body as string;
}

/** The value of one sample, or 0 when the series has not appeared yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((label) => have.includes(label))) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await startTestApp();
    try {
      expect((await plain.api.get('/metrics')).status).toBe(404);
      const withToken = await plain.api.request('GET', '/metrics', { headers: { authorization: 'Bearer anything' } });
      expect(withToken.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('refuses a scrape without the right bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', TOKEN, `Bearer ${TOKEN}x`, `bearer ${TOKEN}`]) {
      const response = await t.api.request('GET', '/metrics', {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status, String(authorization)).toBe(401);
      expect(response.body).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(JSON.stringify(response.body)).not.toContain('reverie_');
    }
  });

  it('counts requests under their route pattern and errors by code', async () => {
    const { token } = await buildUser(t.ctx.db, { textCredits: 5 });
    const before = await scrape();
    const id = '00000000-0000-4000-8000-00000000abcd';
    await t.api.get(`/api/stories/${id}`, token);
    await t.api.get('/api/auth/me');
    const after = await scrape();

    const route = { method: 'GET', route: '/api/stories/:id', status: '404' };
    expect(sample(after, 'reverie_http_requests_total', route)).toBe(
      sample(before, 'reverie_http_requests_total', route) + 1,
    );
    expect(after).not.toContain(id);
    expect(sample(after, 'reverie_http_request_duration_seconds_count', { route: '/api/stories/:id' })).toBeGreaterThan(
      0,
    );
    if (t.ctx.database.kind === 'postgres') {
      expect(sample(after, 'reverie_db_pool_connections', { state: 'max' })).toBe(10);
      expect(sample(after, 'reverie_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    }
    const unauthenticated = { status: '401', code: 'UNAUTHENTICATED' };
    expect(sample(after, 'reverie_http_errors_total', unauthenticated)).toBeGreaterThan(
      sample(before, 'reverie_http_errors_total', unauthenticated),
    );
  });

  it('moves chapter, writer and ledger figures as chapters are written and fail', async () => {
    const { token } = await buildUser(t.ctx.db, { textCredits: 10 });
    const before = await scrape();

    const story = await t.api.post('/api/stories/generate', { title: 'Counted', settings: { length: 3 } }, token);
    expect(story.status).toBe(201);
    const writing = await scrape();
    expect(sample(writing, 'reverie_chapters', { status: 'writing' })).toBe(
      sample(before, 'reverie_chapters', { status: 'writing' }) + 1,
    );
    const call = await control.nextCall();
    call.write('Once upon a time, ');
    call.write('they met.');
    call.finish();
    expect(await waitForChapter(t.api, story.body._id, 1, token)).toMatchObject({ status: 'ready' });

    const continued = await t.api.post(`/api/stories/${story.body._id}/continue`, { conclude: false }, token);
    expect(continued.status).toBe(201);
    (await control.nextCall()).fail(new WriterError('The writer is unavailable right now. Please try again.', false));
    expect(await waitForChapter(t.api, story.body._id, 2, token)).toMatchObject({ status: 'failed' });

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(moved('reverie_chapter_jobs_started_total')).toBe(2);
    expect(moved('reverie_chapter_jobs_ended_total', { outcome: 'ready' })).toBe(1);
    expect(moved('reverie_chapter_jobs_ended_total', { outcome: 'failed' })).toBe(1);
    expect(moved('reverie_chapters', { status: 'ready' })).toBe(1);
    expect(moved('reverie_chapters', { status: 'failed' })).toBe(1);
    expect(moved('reverie_writer_time_to_first_token_seconds_count')).toBe(1);
    expect(moved('reverie_writer_tokens_per_second_count')).toBe(1);
    expect(moved('reverie_provider_failures_total', { provider: 'writer:controlled' })).toBe(1);
    const charged = moved('reverie_ledger_credits', { reason: 'chapter', kind: 'text', direction: 'charged' });
    const refunded = moved('reverie_ledger_credits', { reason: 'refund', kind: 'text', direction: 'granted' });
    expect(charged).toBeGreaterThan(0);
    expect(refunded).toBeGreaterThan(0);
    expect(refunded).toBeLessThan(charged);
    expect(sample(after, 'reverie_chapter_queue_lag_seconds')).toBe(0);
  });
});

describe('cache metrics', () => {
  it('count hits and misses of the read cache (guests, signed-in readers) and the session cache', async () => {
    const { token } = await buildUser(t.ctx.db, {});
    const before = await scrape();
    for (let i = 0; i < 2; i++) {
      expect((await t.api.get('/api/stories/public')).status).toBe(200);
      expect((await t.api.get('/api/auth/me', token)).status).toBe(200);
    }
    // Not a cached read: the session cache answers who is asking.
    expect((await t.api.get('/api/user/stats', token)).status).toBe(200);
    const after = await scrape();
    const moved = (cache: string, result: string) =>
      sample(after, 'reverie_cache_lookups_total', { cache, result }) -
      sample(before, 'reverie_cache_lookups_total', { cache, result });
    expect(moved('guest_read', 'miss')).toBe(1);
    expect(moved('guest_read', 'hit')).toBe(1);
    expect(moved('signed_in_read', 'miss')).toBe(1);
    expect(moved('signed_in_read', 'hit')).toBe(1);
    expect(moved('session', 'miss')).toBe(1);
    expect(moved('session', 'hit')).toBe(1);
  });
});

/** The admin dashboard's failures by provider over the last 24 hours. */
async function failuresByProvider(app: TestApp) {
  const admin = await buildUser(app.ctx.db, { role: 'admin' });
  const res = await app.api.get('/api/admin/dashboard?range=24h', admin.token);
  expect(res.status).toBe(200);
  return res.body.failuresByProvider;
}

describe('provider failures', () => {
  it('label the writer that failed, in the metric and on the dashboard', async () => {
    const fake = await startFakeOpenAiServer({ failFirst: { status: 400, times: 1 } });
    const app = await startTestApp({ env: { LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-model', METRICS_TOKEN: TOKEN } });
    try {
      const provider = 'openai-compatible (fake-model)';
      const before = sample(await scrape(app), 'reverie_provider_failures_total', { provider: `writer:${provider}` });
      const { token } = await buildUser(app.ctx.db, { textCredits: 10 });
      const story = await app.api.post('/api/stories/generate', { title: 'Refused', settings: { length: 2 } }, token);
      expect(story.status).toBe(201);
      expect(await waitForChapter(app.api, story.body._id, 1, token)).toMatchObject({ status: 'failed' });

      const after = sample(await scrape(app), 'reverie_provider_failures_total', { provider: `writer:${provider}` });
      expect(after - before).toBe(1);
      expect(await failuresByProvider(app)).toEqual([{ kind: 'writer', provider, count: 1 }]);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});

describe("failures that are not the provider's", () => {
  it('do not count against the voice when storing its audio fails', async () => {
    const app = await startTestApp({
      env: { METRICS_TOKEN: TOKEN },
      providers: (_config, defaults) => ({
        ...defaults,
        storage: Object.assign(Object.create(defaults.storage) as typeof defaults.storage, {
          put: () => Promise.reject(new Error('disk full')),
        }),
      }),
    });
    try {
      const { user, token } = await buildUser(app.ctx.db, { audioCredits: 10 });
      const story = await buildStory(app.ctx.db, user, { chapters: [{ content: wordsText(40) }] });
      const voices = (await app.api.get('/api/stories/voice-options', token)).body as VoiceOption[];
      const voiceId = voices.find((voice) => voice.category === FREE_VOICE_CATEGORY)!.id;
      const res = await app.api.post('/api/speech/generate', { voiceId, storyId: story.id, chapterNumber: 1 }, token);
      expect(res.status).toBe(202);
      const deadline = Date.now() + 20_000;
      let text = await scrape(app);
      while (sample(text, 'reverie_narration_jobs_total', { outcome: 'failed' }) < 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        text = await scrape(app);
      }
      expect(sample(text, 'reverie_narration_jobs_total', { outcome: 'failed' })).toBe(1);
      expect(await failuresByProvider(app)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('narration metrics', () => {
  it('count narrations, their real-time factor, voice failures and audio credits by reason', async () => {
    const { t: app, fake, close } = await startWithFakeElevenLabs({ METRICS_TOKEN: TOKEN });
    try {
      const { user, token } = await buildUser(app.ctx.db, { audioCredits: 10 });
      const story = await buildStory(app.ctx.db, user, {
        chapters: [{ content: wordsText(200) }, { content: wordsText(120) }],
      });
      const narrate = (chapterNumber: number) =>
        app.api.post('/api/speech/generate', { voiceId: ELEVEN_VOICE, storyId: story.id, chapterNumber }, token);

      expect((await narrate(1)).status).toBe(202);
      await waitForAudio(app.api, story.id, 1, token);
      fake.failWith('serverError');
      await narrate(2);
      const deadline = Date.now() + 10_000;
      let text = await scrape(app);
      while (sample(text, 'reverie_narration_jobs_total', { outcome: 'failed' }) < 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        text = await scrape(app);
      }

      expect(sample(text, 'reverie_narration_jobs_total', { outcome: 'ready' })).toBe(1);
      expect(sample(text, 'reverie_narration_jobs_total', { outcome: 'failed' })).toBe(1);
      expect(sample(text, 'reverie_narration_real_time_factor_count')).toBe(1);
      expect(sample(text, 'reverie_narrations')).toBe(1);
      expect(sample(text, 'reverie_provider_failures_total', { provider: 'voice:elevenlabs' })).toBe(1);
      expect(await failuresByProvider(app)).toEqual([{ kind: 'voice', provider: 'elevenlabs', count: 1 }]);
      expect(
        sample(text, 'reverie_ledger_credits', { reason: 'narration', kind: 'audio', direction: 'charged' }),
      ).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
});
