import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEVEN_VOICE, wordsText } from '#server/test/narrationKit';
import { ElevenLabsVoiceProvider } from '#server/providers/voice/elevenlabs';
import { buildStory, buildUser } from '../factories';
import { startFakeElevenLabsServer } from '../fakeElevenLabsServer';
import type { FakeAudioServer, SpeechFailure } from '../fakeSpeechServer';
import { startTestApp, type TestApp } from '../testApp';
import { balanceAndLedger, ledgerRowsOf } from './ledger';
import { LEDGER_REASONS } from '#server/modules/credits/ledger';

const FAILURES: SpeechFailure[] = ['unauthorized', 'freePlan', 'tooLong', 'serverError', 'hang', 'stall'];

let t: TestApp;
let fake: FakeAudioServer;
const KEY = 'voice-faults-key';
beforeAll(async () => {
  fake = await startFakeElevenLabsServer({ apiKey: KEY });
  fake.chunkDelayMs = 5;
  // A short idle limit, so a hung or stalled synthesis fails within the test.
  t = await startTestApp({
    providers: (_config, defaults) => ({
      ...defaults,
      voice: new ElevenLabsVoiceProvider({ apiKey: KEY, baseUrl: fake.url, idleMs: 500 }),
    }),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Waits until the narration either attached its audio or was refunded. */
async function settled(userId: string, storyId: string, token: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const audio = await t.api.get(`/api/stories/${storyId}/audio`, token);
    const refunded = (await ledgerRowsOf(t.ctx.db, userId, LEDGER_REASONS.narrationRefund)).length > 0;
    if (!audio.body.inProgress && (audio.body.audioUrl || refunded)) return audio.body;
    if (Date.now() > deadline) throw new Error('narration neither finished nor refunded');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the voice provider failing every way', () => {
  it.each(FAILURES)('%s: the narration is refunded exactly once and the service answers', async (failure) => {
    // The voice list (read before charging, to check the voice's tier) is cached: only synthesis fails.
    expect((await t.api.get('/api/stories/voice-options')).status).toBe(200);
    fake.failWith(failure);
    const { user, token } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, user, { chapters: [{ content: wordsText(100) }] });
    const res = await t.api.post('/api/speech/generate', { voiceId: ELEVEN_VOICE, storyId: story.id }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(JSON.stringify(res.body)).not.toMatch(/invalid_api_key|internal_error|127\.0\.0\.1|voice-faults-key/);

    const audio = await settled(user.id, story.id, token);
    expect(audio.audioUrl).toBeNull();
    expect(await ledgerRowsOf(t.ctx.db, user.id, LEDGER_REASONS.narrationCharge)).toHaveLength(1);
    expect(await ledgerRowsOf(t.ctx.db, user.id, LEDGER_REASONS.narrationRefund)).toHaveLength(1);
    const balance = await balanceAndLedger(t.ctx.db, user.id);
    expect(balance.audio).toBe(user.audioCredits);
    expect(balance.audio).toBe(balance.ledgerAudio);
    fake.failWith(undefined);
    expect((await t.api.get('/api/health')).status).toBe(200);
  });
});
