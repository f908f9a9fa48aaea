import { z } from 'zod';
import type { VoiceOption } from '#common/contract';
import { reasonForHttpFailure, toVoiceError, VoiceError } from './errors';
import { audioFromTimestampLines } from './elevenLabsTimestamps';
import { SpeechLeveller } from './levelledMp3';
import type { SynthesisRequest, VoiceProvider } from './port';
import { streamRemoteAudio, synthesizeInParts } from './streaming';
import { wordMarks, type CharacterAlignment } from './wordMarks';

export interface ElevenLabsOptions {
  apiKey: string;
  baseUrl?: string;
  /** How long the voice list is reused. */
  voicesTtlMs?: number;
  /** Silence from the service (before answering or mid-stream) after which synthesis fails. */
  idleMs?: number;
}

const ELEVENLABS_DEFAULT_BASE_URL = 'https://api.elevenlabs.io';
const MODEL_ID = 'eleven_multilingual_v2';
/** Raw PCM16 mono, levelled and encoded here like every narration (44.1 kHz PCM needs a Pro plan). */
const PCM_SAMPLE_RATE = 24000;
const OUTPUT_FORMAT = `pcm_${PCM_SAMPLE_RATE}`;
/** The model accepts 10,000 characters a request; staying well under keeps one request short to start. */
const PART_MAX_CHARS = 5000;

const LABEL_KEYS = ['gender', 'accent', 'age', 'use_case'] as const;

const voicesResponseSchema = z.object({
  voices: z.array(
    z.object({
      voice_id: z.string(),
      name: z.string(),
      category: z.string().nullish(),
      description: z.string().nullish(),
      labels: z.record(z.string(), z.string().nullish()).nullish(),
    }),
  ),
});

/** ElevenLabs over its REST API: the account's voices and streamed synthesis with character timings, levelled to MP3. */
export class ElevenLabsVoiceProvider implements VoiceProvider {
  readonly name = 'elevenlabs';
  readonly offline = false;
  private readonly baseUrl: string;
  private voices: { list: Promise<VoiceOption[]>; expires: number } | undefined;

  constructor(private readonly options: ElevenLabsOptions) {
    this.baseUrl = (options.baseUrl ?? ELEVENLABS_DEFAULT_BASE_URL).replace(/\/$/, '');
  }

  listVoices(): Promise<VoiceOption[]> {
    if (this.voices && this.voices.expires > Date.now()) return this.voices.list;
    const list = this.fetchVoices();
    const entry = { list, expires: Date.now() + (this.options.voicesTtlMs ?? 300_000) };
    this.voices = entry;
    list.catch(() => {
      if (this.voices === entry) this.voices = undefined;
    });
    return list;
  }

  /** Uses the timestamped stream, so the read-along marks are per word. */
  synthesize({ text, voiceId, signal, onMarks }: SynthesisRequest): AsyncIterable<Uint8Array> {
    const open = (part: string, requestSignal: AbortSignal) => this.openTimestamped(voiceId, part, requestSignal);
    const idleMs = this.options.idleMs ?? 30_000;
    const leveller = new SpeechLeveller(PCM_SAMPLE_RATE);
    return synthesizeInParts(
      text,
      PART_MAX_CHARS,
      async function* (part) {
        const alignment: CharacterAlignment = { characters: [], startTimes: [] };
        const body = streamRemoteAudio((requestSignal) => open(part.text, requestSignal), { signal, idleMs });
        try {
          yield* leveller.mp3(audioFromTimestampLines(body, alignment, PCM_SAMPLE_RATE));
        } catch (error) {
          throw toVoiceError(error, signal);
        }
        const marks = wordMarks(text, part, alignment);
        return marks ? { marks } : undefined;
      },
      onMarks,
    );
  }

  private async openTimestamped(voiceId: string, text: string, signal: AbortSignal) {
    const url = `${this.baseUrl}/v1/text-to-speech/${encodeURIComponent(voiceId)}/stream/with-timestamps?output_format=${OUTPUT_FORMAT}`;
    const response = await this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ text, model_id: MODEL_ID }),
      signal,
    });
    if (!response.body) throw new VoiceError('failed', { cause: new Error('ElevenLabs answered without a body') });
    return response.body;
  }

  private async fetchVoices(): Promise<VoiceOption[]> {
    try {
      const response = await this.request(`${this.baseUrl}/v1/voices`, {
        signal: AbortSignal.timeout(this.options.idleMs ?? 30_000),
      });
      const { voices } = voicesResponseSchema.parse(await response.json());
      return voices.map((v) => ({
        id: v.voice_id,
        name: v.name,
        category: v.category ?? 'premade',
        labels: Object.fromEntries(LABEL_KEYS.flatMap((key) => (v.labels?.[key] ? [[key, v.labels[key]]] : []))),
        description: v.description ?? v.labels?.description ?? '',
      }));
    } catch (error) {
      throw toVoiceError(error);
    }
  }

  /** fetch with the key; a non-2xx answer becomes the VoiceError its status and body call for. */
  private async request(url: string, init: RequestInit): Promise<Response> {
    const response = await fetch(url, { ...init, headers: { ...init.headers, 'xi-api-key': this.options.apiKey } });
    if (response.ok) return response;
    const body = await response.text().catch(() => '');
    throw new VoiceError(reasonForHttpFailure(response.status, body), {
      cause: new Error(`ElevenLabs ${response.status}: ${body.slice(0, 500)}`),
    });
  }
}
