import type { VoiceOption } from '#common/contract';

export interface SynthesisRequest {
  text: string;
  voiceId: string;
  signal?: AbortSignal;
}

/** Lists voices and turns text into MP3. Implementations: built-in offline voice, ElevenLabs, OpenAI-compatible speech. */
export interface VoiceProvider {
  readonly name: string;
  readonly offline: boolean;
  listVoices(): Promise<VoiceOption[]>;
  /** MP3 bytes, streamed in order as they are produced. */
  synthesize(request: SynthesisRequest): AsyncIterable<Uint8Array>;
}
