import type { VoiceOption } from '#common/contract';
import type { SynthesisRequest, VoiceProvider } from '../port';
import { synthesizeInParts } from '../streaming';
import { toVoiceError } from '../errors';
import { EspeakThread } from './espeakThread';
import { OFFLINE_VOICES } from './voices';

/** Small parts start playback quickly; each costs espeak-ng a fresh instance (~0.1 s), so not too small. */
const PART_MAX_CHARS = 300;

/** The built-in voice: espeak-ng (WASM) on a worker thread, encoded to MP3 with lamejs. Needs no network. */
export class OfflineVoiceProvider implements VoiceProvider {
  readonly name = 'offline-espeak-ng';
  readonly offline = true;

  constructor(private readonly thread = new EspeakThread()) {}

  async listVoices(): Promise<VoiceOption[]> {
    return OFFLINE_VOICES.map((v) => v.option);
  }

  /** An id this voice does not know (chosen while another provider was configured) narrates in the first voice. */
  synthesize({ text, voiceId, signal }: SynthesisRequest): AsyncIterable<Uint8Array> {
    const { espeak } = OFFLINE_VOICES.find((v) => v.option.id === voiceId) ?? OFFLINE_VOICES[0];
    const thread = this.thread;
    return synthesizeInParts(text, PART_MAX_CHARS, async function* (part) {
      try {
        yield await thread.render(part, espeak, signal);
      } catch (error) {
        throw toVoiceError(error, signal);
      }
    });
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}
