import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeAudioServer, SpeechFailure } from '#server/test/fakeSpeechServer';
import { VOICE_ERROR_MESSAGES, VoiceError, type VoiceErrorReason } from '#server/providers/voice/errors';
import { id3Length, looksLikeMp3, mp3DurationSeconds } from '#server/providers/voice/mp3';
import type { VoiceProvider } from '#server/providers/voice/port';

export interface RemoteSuiteSetup {
  /** Starts the imitation. */
  startServer(): Promise<FakeAudioServer>;
  /** The adapter under test, pointed at the imitation; idleMs is short so hangs fail fast. */
  provider(baseUrl: string, options: { apiKey?: string; idleMs: number }): VoiceProvider;
  voiceId: string;
  /** Text long enough that the adapter must send it in two requests. */
  twoPartText: string;
}

/** The encoder adds its delay and pads each part's last frame: under a tenth of a second a part. */
const nearSeconds = (seconds: number, expected: number) => Math.abs(seconds - expected) < 0.2;

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

/** The behaviour every remote speech adapter shares, driven through its real client against an imitation. */
export function describeRemoteVoiceProvider(name: string, setup: RemoteSuiteSetup): void {
  describe(`${name}: synthesis`, () => {
    let server: FakeAudioServer;
    let provider: VoiceProvider;
    beforeAll(async () => {
      server = await setup.startServer();
      provider = setup.provider(server.url, { idleMs: 400 });
    });
    afterAll(() => server.close());
    beforeEach(() => {
      server.failWith(undefined);
      server.requests.length = 0;
    });

    it('streams MP3: the first chunk arrives while the service is still sending', async () => {
      server.chunkDelayMs = 150;
      const iterator = provider.synthesize({ text: 'Hello there.', voiceId: setup.voiceId })[Symbol.asyncIterator]();
      const first = await iterator.next();
      expect(server.openStreams).toBe(1);
      const rest: Uint8Array[] = [];
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) rest.push(next.value);
      server.chunkDelayMs = 40;
      const mp3 = Buffer.concat([first.value as Uint8Array, ...rest]);
      expect(rest.length).toBeGreaterThan(0);
      expect(looksLikeMp3(mp3)).toBe(true);
      expect(nearSeconds(mp3DurationSeconds(mp3), server.audioSeconds)).toBe(true);
    });

    it('sends long text in parts and joins them into one untagged MP3 as long as both', async () => {
      const mp3 = await collect(provider.synthesize({ text: setup.twoPartText, voiceId: setup.voiceId }));
      expect(server.requests).toHaveLength(2);
      expect(id3Length(mp3)).toBe(0);
      expect(nearSeconds(mp3DurationSeconds(mp3), 2 * server.audioSeconds)).toBe(true);
    });

    const failures: Array<[SpeechFailure, VoiceErrorReason]> = [
      ['unauthorized', 'auth'],
      ['freePlan', 'plan'],
      ['tooLong', 'tooLong'],
      ['serverError', 'failed'],
      ['hang', 'failed'],
      ['stall', 'failed'],
    ];
    for (const [failure, reason] of failures) {
      it(`maps ${failure} to the spec's message`, async () => {
        server.failWith(failure);
        const error = await collect(provider.synthesize({ text: 'Hello there.', voiceId: setup.voiceId })).catch(
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(VoiceError);
        expect((error as VoiceError).reason).toBe(reason);
        expect((error as VoiceError).message).toBe(VOICE_ERROR_MESSAGES[reason]);
        expect((error as VoiceError).status).toBe(502);
      });
    }

    it('says a Free-plan refusal in the words the spec expects', () => {
      expect(VOICE_ERROR_MESSAGES.plan).toContain('generation is not available on the Free plan');
    });

    it('maps a wrong key to the API key message', async () => {
      const wrongKey = setup.provider(server.url, { apiKey: 'wrong-key', idleMs: 400 });
      await expect(collect(wrongKey.synthesize({ text: 'Hello.', voiceId: setup.voiceId }))).rejects.toThrow(
        VOICE_ERROR_MESSAGES.auth,
      );
    });

    it('maps an unreachable service to the generic failure', async () => {
      const unreachable = setup.provider('http://127.0.0.1:9', { idleMs: 400 });
      await expect(collect(unreachable.synthesize({ text: 'Hello.', voiceId: setup.voiceId }))).rejects.toThrow(
        VOICE_ERROR_MESSAGES.failed,
      );
    });

    it("passes the caller's abort through unchanged", async () => {
      server.chunkDelayMs = 150;
      const controller = new AbortController();
      const iterator = provider
        .synthesize({ text: 'Hello.', voiceId: setup.voiceId, signal: controller.signal })
        [Symbol.asyncIterator]();
      await iterator.next();
      controller.abort(new Error('listener left'));
      await expect(iterator.next()).rejects.toThrow('listener left');
      server.chunkDelayMs = 40;
    });
  });
}
