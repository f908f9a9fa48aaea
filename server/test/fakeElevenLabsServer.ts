import { FakeAudioServer, type AudioFormat } from './fakeSpeechServer';

/** The voices the imitation lists: one premade voice and one from the voice library. */
export const FAKE_ELEVENLABS_VOICES = [
  {
    voice_id: '21m00Tcm4TlvDq8ikWAM',
    name: 'Rachel',
    category: 'premade',
    description: null,
    labels: { accent: 'american', description: 'calm', age: 'young', gender: 'female', use_case: 'narration' },
  },
  {
    voice_id: 'lib-velvet-0001',
    name: 'Velvet',
    category: 'professional',
    description: 'A smooth, intimate storyteller.',
    labels: { accent: 'british', age: 'middle_aged', gender: 'male', use_case: 'audiobook' },
  },
];

/**
 * The with-timestamps answer: one JSON object per line, each with a chunk of the audio as base64 and
 * the characters spoken in it, timed evenly over the audio (times count from the start of the audio).
 */
function timestampedLines(text: string, audioSeconds: number) {
  const characters = [...text];
  const perCharacter = audioSeconds / characters.length;
  return {
    contentType: 'application/json',
    wrap(chunk: Uint8Array, index: number, count: number) {
      const from = Math.floor((characters.length * index) / count);
      const to = Math.floor((characters.length * (index + 1)) / count);
      const starts = characters.slice(from, to).map((_, i) => (from + i) * perCharacter);
      const alignment = {
        characters: characters.slice(from, to),
        character_start_times_seconds: starts,
        character_end_times_seconds: starts.map((t) => t + perCharacter),
      };
      return `${JSON.stringify({ audio_base64: Buffer.from(chunk).toString('base64'), alignment, normalized_alignment: alignment })}\n`;
    },
  };
}

/** The formats of `output_format` the imitation knows: PCM at any rate, or 44.1 kHz MP3. */
function outputFormat(name: string): AudioFormat | undefined {
  const pcm = /^pcm_(\d+)$/.exec(name);
  if (pcm) return { pcmRate: Number(pcm[1]) };
  return name.startsWith('mp3_44100_') ? 'mp3' : undefined;
}

/** ElevenLabs' REST API as Reverie uses it: GET /v1/voices and POST /v1/text-to-speech/{id}/stream[/with-timestamps]. */
export function startFakeElevenLabsServer({ apiKey = 'test-elevenlabs-key' } = {}): Promise<FakeAudioServer> {
  const server = new FakeAudioServer({
    unauthorized: { status: 401, body: { detail: { status: 'invalid_api_key', message: 'Invalid API key' } } },
    freePlan: {
      status: 402,
      body: {
        detail: {
          type: 'payment_required',
          code: 'paid_plan_required',
          status: 'payment_required',
          message:
            'Free users cannot use library voices via the API. Please upgrade your subscription to use this voice.',
        },
      },
    },
    tooLong: {
      status: 422,
      body: { detail: [{ loc: ['body', 'text'], msg: 'Text is too long', type: 'value_error' }] },
    },
    serverError: { status: 500, body: { detail: { status: 'internal_error', message: 'Something went wrong' } } },
  });
  return server.start(async (request, res, self) => {
    if (request.headers['xi-api-key'] !== apiKey)
      return self.json(res, 401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
    if (request.method === 'GET' && request.path === '/v1/voices') {
      if (!self.answeredWithFailure(res)) self.json(res, 200, { voices: FAKE_ELEVENLABS_VOICES });
      return;
    }
    const match = /^\/v1\/text-to-speech\/([^/?]+)\/stream(\/with-timestamps)?\?output_format=(\w+)$/.exec(
      request.path,
    );
    const format = match && outputFormat(match[3]);
    if (request.method !== 'POST' || !match)
      return self.json(res, 404, { detail: { status: 'not_found', message: 'Not found' } });
    if (!FAKE_ELEVENLABS_VOICES.some((v) => v.voice_id === match[1]))
      return self.json(res, 404, { detail: { status: 'voice_not_found', message: 'Voice not found' } });
    const body = JSON.parse(request.body) as { text?: string; model_id?: string };
    if (!body.text || body.model_id !== 'eleven_multilingual_v2')
      return self.json(res, 400, { detail: { status: 'invalid_request', message: 'text and model_id are required' } });
    if (!format)
      return self.json(res, 400, { detail: { status: 'invalid_output_format', message: 'Unknown output format' } });
    await self.sendAudio(res, format, match[2] ? timestampedLines(body.text, self.audioSeconds) : undefined);
  });
}
