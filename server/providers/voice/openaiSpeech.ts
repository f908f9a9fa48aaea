import OpenAI from 'openai';
import type { VoiceOption } from '#common/contract';
import { answeredAudio } from './audioFormat';
import { reasonForHttpFailure, VoiceError } from './errors';
import { SpeechLeveller } from './levelledMp3';
import type { SynthesisRequest, VoiceProvider } from './port';
import { streamRemoteAudio, synthesizeInParts } from './streaming';

export interface OpenAiSpeechOptions {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  /** TTS_VOICES: comma-separated `id`, `id:Name` or `id:Name:category` entries. */
  voices?: string;
  /** Silence from the service (before answering or mid-stream) after which synthesis fails (TTS_FIRST_BYTE_TIMEOUT_S). */
  idleMs?: number;
  /** The longest text sent in one request (TTS_MAX_CHARS); longer chapters go in parts cut at sentences. */
  maxChars?: number;
  maxRetries?: number;
}

const DEFAULT_TTS_MODEL = 'tts-1';
const DEFAULT_TTS_VOICES = 'alloy,echo,fable,onyx,nova,shimmer';
/** OpenAI's endpoint accepts at most 4,096 characters of input. */
const TTS_PART_MAX_CHARS = 4000;
/** `pcm` answers are 16-bit little-endian mono at 24 kHz, with no header. */
const PCM_SAMPLE_RATE = 24000;

/** What is known of OpenAI's own voices; any other id is described only by its name. */
const KNOWN_VOICE_LABELS: Record<string, VoiceOption['labels']> = {
  alloy: { gender: 'neutral', accent: 'american' },
  echo: { gender: 'male', accent: 'american' },
  fable: { gender: 'male', accent: 'british' },
  onyx: { gender: 'male', accent: 'american', age: 'middle-aged' },
  nova: { gender: 'female', accent: 'american', age: 'young' },
  shimmer: { gender: 'female', accent: 'american' },
};

/** Parses TTS_VOICES; entries are `premade` unless they name another category. */
export function parseVoiceList(spec: string): VoiceOption[] {
  return spec
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [id, name, category] = entry.split(':').map((s) => s.trim());
      return {
        id,
        name: name || id.charAt(0).toUpperCase() + id.slice(1),
        category: category || 'premade',
        labels: { ...KNOWN_VOICE_LABELS[id], use_case: 'narration' },
        description: `Voice "${id}" of the configured speech service.`,
      };
    });
}

/** One part's MP3: PCM levelled at its own rate (one leveller per rate for the whole narration), MP3 as it came. */
async function* partMp3(answer: AsyncIterable<Uint8Array>, levellers: Map<number, SpeechLeveller>) {
  const audio = await answeredAudio(answer, PCM_SAMPLE_RATE);
  if (audio.kind === 'mp3') return yield* audio.body;
  const leveller = levellers.get(audio.sampleRate) ?? new SpeechLeveller(audio.sampleRate);
  levellers.set(audio.sampleRate, leveller);
  yield* leveller.mp3(audio.body);
}

/** Any OpenAI-compatible `/v1/audio/speech` endpoint, through the openai SDK, streamed. */
export class OpenAiSpeechProvider implements VoiceProvider {
  readonly name = 'openai-speech';
  readonly offline = false;
  private readonly client: OpenAI;
  private readonly voices: VoiceOption[];

  constructor(private readonly options: OpenAiSpeechOptions) {
    // Local speech servers often need no key, but the SDK insists on one.
    this.client = new OpenAI({
      baseURL: options.baseUrl,
      apiKey: options.apiKey ?? 'not-needed',
      maxRetries: options.maxRetries,
    });
    this.voices = parseVoiceList(options.voices ?? DEFAULT_TTS_VOICES);
  }

  async listVoices(): Promise<VoiceOption[]> {
    return this.voices;
  }

  /**
   * Asks for raw PCM, so the speech can be levelled like every narration before it is encoded to
   * MP3; a server that answers WAV or MP3 anyway is read as what it sent.
   */
  synthesize({ text, voiceId, signal, onMarks }: SynthesisRequest): AsyncIterable<Uint8Array> {
    const levellers = new Map<number, SpeechLeveller>();
    const idleMs = this.options.idleMs ?? 30_000;
    return synthesizeInParts(
      text,
      this.options.maxChars ?? TTS_PART_MAX_CHARS,
      ({ text: part }) =>
        partMp3(
          streamRemoteAudio((requestSignal) => this.openSpeech(voiceId, part, requestSignal), { signal, idleMs }),
          levellers,
        ),
      onMarks,
    );
  }

  private async openSpeech(voiceId: string, input: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
    const response = await this.client.audio.speech
      .create(
        { model: this.options.model ?? DEFAULT_TTS_MODEL, voice: voiceId, input, response_format: 'pcm' },
        { signal },
      )
      .catch((error: unknown) => {
        if (error instanceof OpenAI.APIError && error.status !== undefined)
          throw new VoiceError(reasonForHttpFailure(error.status, JSON.stringify(error.error ?? error.message)), {
            cause: error,
          });
        throw error;
      });
    if (!response.body)
      throw new VoiceError('failed', { cause: new Error('The speech service answered without a body') });
    return response.body;
  }
}
