import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '#server/db/schema';
import { NARRATION_TIMING } from '#server/modules/narration/narrationRegistry';
import { TEST_PASSWORD, waitForChapter } from '../factories';
import { FAKE_ELEVENLABS_VOICES, startFakeElevenLabsServer } from '../fakeElevenLabsServer';
import type { FakeAudioServer } from '../fakeSpeechServer';
import { ledgerRowsOf } from './ledger';
import { restartableServer } from './restartableServer';
import { LEDGER_REASONS } from '#server/modules/credits/ledger';

const KEY = 'narration-crash-key';
const server = restartableServer('reverie-narration-crash');
let voice: FakeAudioServer;

beforeAll(async () => {
  voice = await startFakeElevenLabsServer({ apiKey: KEY });
});
afterAll(() => voice.close());

const start = () => server.start({ ELEVENLABS_API_KEY: KEY, ELEVENLABS_BASE_URL: voice.url });

describe('the process killed mid-narration and restarted', () => {
  it('refunds the narration once its charge is old enough to be abandoned, and only once', async () => {
    const first = await start();
    const signup = await first.api.post('/api/auth/signup', {
      name: 'Crash Listener',
      email: 'listener@example.test',
      password: TEST_PASSWORD,
    });
    expect(signup.status).toBe(201);
    const { token } = signup.body;
    const userId = signup.body.user._id as string;
    const audioBefore = signup.body.user.audioCredits as number;
    const created = await first.api.post(
      '/api/stories/generate',
      { title: 'Unfinished Song', settings: { length: 2 } },
      token,
    );
    expect(created.status).toBe(201);
    const storyId = created.body._id as string;
    expect((await waitForChapter(first.api, storyId, 1, token, 30_000)).status).toBe('ready');

    // The voice sends its first chunk and then nothing: the narration is charged and under way when the process dies.
    voice.failWith('stall');
    const narrated = await first.api.post(
      '/api/speech/generate',
      { text: 'x', voiceId: FAKE_ELEVENLABS_VOICES[0].voice_id, storyId },
      token,
    );
    expect(narrated.status, JSON.stringify(narrated.body)).toBe(202);
    expect(narrated.body.audioCredits).toBeLessThan(audioBefore);
    await first.kill('SIGKILL');

    // A restart soon after leaves the charge alone: it is not yet old enough to call abandoned.
    const second = await start();
    expect((await second.api.get('/api/auth/me', token)).body.user.audioCredits).toBe(narrated.body.audioCredits);
    await second.kill('SIGTERM');

    const handle = await server.openDatabase();
    await handle.db
      .update(creditLedger)
      .set({ createdAt: sql`now() - ${`${NARRATION_TIMING.abandonedAfterMs + 60_000} milliseconds`}::interval` })
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, LEDGER_REASONS.narrationCharge)));
    await handle.close();

    const third = await start();
    expect((await third.api.get('/api/auth/me', token)).body.user.audioCredits).toBe(audioBefore);
    await third.kill('SIGTERM');
    const fourth = await start();
    expect((await fourth.api.get('/api/auth/me', token)).body.user.audioCredits).toBe(audioBefore);
    await fourth.kill('SIGTERM');

    const after = await server.openDatabase();
    try {
      expect(await ledgerRowsOf(after.db, userId, LEDGER_REASONS.narrationRefund)).toHaveLength(1);
    } finally {
      await after.close();
    }
  }, 180_000);
});
