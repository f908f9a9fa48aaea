import { describe, expect, it } from 'vitest';
import { WriterError } from '#server/providers/writer/port';
import { buildStory, buildUser, waitForChapter } from '#server/test/factories';
import { testAppWithControlledWriter } from '#server/test/controlledWriterApp';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { ELEVEN_VOICE, startWithFakeElevenLabs, waitForAudio, wordsText } from '#server/modules/narration/testing';

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

      expect((await narrate(1)).status).toBe(200);
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
      expect(
        sample(text, 'reverie_ledger_credits', { reason: 'narration', kind: 'audio', direction: 'charged' }),
      ).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
});
