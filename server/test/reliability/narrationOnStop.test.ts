import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_REASONS } from '#server/modules/credits/ledger';
import { TEST_PASSWORD, waitForChapter } from '../factories';
import { FAKE_ELEVENLABS_VOICES, startFakeElevenLabsServer } from '../fakeElevenLabsServer';
import type { FakeAudioServer } from '../fakeSpeechServer';
import { waitForAudio } from '../narrationKit';
import { ledgerRowsOf } from './ledger';
import { restartableServer } from './restartableServer';

const KEY = 'narration-on-stop-key';
const server = restartableServer('reverie-narration-on-stop');
let voice: FakeAudioServer;

beforeAll(async () => {
  voice = await startFakeElevenLabsServer({ apiKey: KEY });
});
afterAll(() => voice.close());

const start = () => server.start({ ELEVENLABS_API_KEY: KEY, ELEVENLABS_BASE_URL: voice.url, DRAIN_MS: '0' });

describe('SIGTERM while a narration is being made (a deploy)', () => {
  it('lets the narration finish before the process exits: the listener hears it whole, charged once, no refund', async () => {
    const first = await start();
    const signup = await first.api.post('/api/auth/signup', {
      name: 'Deploy Listener',
      email: 'deploy-listener@example.test',
      password: TEST_PASSWORD,
    });
    expect(signup.status).toBe(201);
    const { token } = signup.body;
    const userId = signup.body.user._id as string;
    const created = await first.api.post(
      '/api/stories/generate',
      { title: 'Night Shift', settings: { length: 2 } },
      token,
    );
    expect(created.status).toBe(201);
    const storyId = created.body._id as string;
    expect((await waitForChapter(first.api, storyId, 1, token, 30_000)).status).toBe('ready');

    // About three seconds of synthesis: still under way when the signal comes.
    voice.chunks = 10;
    voice.chunkDelayMs = 300;
    const narrated = await first.api.post(
      '/api/speech/generate',
      { text: 'x', voiceId: FAKE_ELEVENLABS_VOICES[0].voice_id, storyId },
      token,
    );
    expect(narrated.status, JSON.stringify(narrated.body)).toBe(202);
    const listening = fetch(`${first.baseUrl}${narrated.body.audioUrl}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then(async (res) => ({ status: res.status, bytes: Buffer.from(await res.arrayBuffer()) }));
    await new Promise((resolve) => setTimeout(resolve, 300));

    await first.kill('SIGTERM');
    expect(first.process.exitCode, first.output()).toBe(0);
    const heard = await listening;
    expect(heard.status).toBe(200);

    const second = await start();
    const audio = await waitForAudio(second.api, storyId, 1, token);
    expect(audio).toMatchObject({ audioUrl: narrated.body.audioUrl });
    const stored = await fetch(`${second.baseUrl}${audio.audioUrl}`, { headers: { authorization: `Bearer ${token}` } });
    expect(Buffer.from(await stored.arrayBuffer())).toEqual(heard.bytes);
    expect((await second.api.get('/api/auth/me', token)).body.user.audioCredits).toBe(narrated.body.audioCredits);
    await second.kill('SIGTERM');

    const handle = await server.openDatabase();
    try {
      expect(await ledgerRowsOf(handle.db, userId, LEDGER_REASONS.narrationCharge)).toHaveLength(1);
      expect(await ledgerRowsOf(handle.db, userId, LEDGER_REASONS.narrationRefund)).toHaveLength(0);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
