import type { SpeechMark, VoiceOption } from '#common/contract';

export interface SynthesisRequest {
  text: string;
  voiceId: string;
  signal?: AbortSignal;
  /** Receives the read-along marks (offsets into `text`) as each part of the audio is produced. */
  onMarks?: (marks: SpeechMark[]) => void;
}

/** Lists voices and turns text into MP3. Implementations: built-in offline voice, ElevenLabs, OpenAI-compatible speech. */
export interface VoiceProvider {
  readonly name: string;
  readonly offline: boolean;
  listVoices(): Promise<VoiceOption[]>;
  /** MP3 bytes, streamed in order as they are produced. */
  synthesize(request: SynthesisRequest): AsyncIterable<Uint8Array>;
}
