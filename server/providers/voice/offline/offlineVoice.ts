import type { VoiceOption } from '#common/contract';
import type { SynthesisRequest, VoiceProvider } from '../port';
import { synthesizeInParts } from '../streaming';
import { toVoiceError } from '../errors';
import { RenderProcess } from './renderProcess';
import { OFFLINE_VOICES } from './voices';

/** Small parts start playback quickly; each sentence costs a fresh synthesiser instance (~20 ms), so not too small. */
const PART_MAX_CHARS = 300;

/**
 * The built-in voice: CMU Flite (and eSpeak NG for the whisper) as WebAssembly in a child process,
 * loudness-normalised and encoded to MP3 with lamejs. Needs no network. Each sentence is synthesised
 * on its own, so the read-along marks are exact.
 */
export class OfflineVoiceProvider implements VoiceProvider {
  readonly name = 'offline-flite';
  readonly offline = true;

  constructor(private readonly renderer = new RenderProcess()) {}

  async listVoices(): Promise<VoiceOption[]> {
    return OFFLINE_VOICES.map((v) => v.option);
  }

  /** An id this voice does not know (chosen while another provider was configured) narrates in the first voice. */
  synthesize({ text, voiceId, signal, onMarks }: SynthesisRequest): AsyncIterable<Uint8Array> {
    const { engine } = OFFLINE_VOICES.find((v) => v.option.id === voiceId) ?? OFFLINE_VOICES[0];
    const renderer = this.renderer;
    return synthesizeInParts(
      text,
      PART_MAX_CHARS,
      async function* (part) {
        try {
          const { mp3, offsets } = await renderer.render(
            part.spans.map((span) => span.text),
            engine,
            signal,
          );
          yield mp3;
          return offsets;
        } catch (error) {
          throw toVoiceError(error, signal);
        }
      },
      onMarks,
    );
  }

  close(): Promise<void> {
    return this.renderer.close();
  }
}
