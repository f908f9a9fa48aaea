import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Mp3Encoder } from '@breezystack/lamejs';

/** Ways an imitated speech service can be told to fail. `stall` sends some audio, then goes silent. */
export type SpeechFailure = 'unauthorized' | 'freePlan' | 'tooLong' | 'serverError' | 'hang' | 'stall';
type FailureAnswers = Record<Exclude<SpeechFailure, 'hang' | 'stall'>, { status: number; body: unknown }>;

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * What an imitation answers with: raw PCM16 mono at a rate, MP3, a WAV file (16-bit, at a rate,
 * with its channels), or an Ogg stream it cannot be asked for (as misconfigured servers send).
 */
export type AudioFormat = { pcmRate: number } | 'mp3' | { wavRate: number; channels?: number } | 'ogg';

function wav(samples: Int16Array, sampleRate: number, channels: number): Uint8Array {
  const data = Buffer.alloc(samples.length * 2 * channels);
  for (let i = 0; i < samples.length; i++)
    for (let c = 0; c < channels; c++) data.writeInt16LE(samples[i], (i * channels + c) * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function sineSamples(seconds: number, sampleRate: number, amplitude: number): Int16Array {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++)
    samples[i] = Math.round(amplitude * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
  return samples;
}

/** A few seconds of a sine tone as real MP3 (optionally behind an ID3v2 tag, as some services send). */
export function sineMp3({
  seconds = 1,
  sampleRate = 44100,
  kbps = 128,
  id3 = true,
  amplitude = 8000,
} = {}): Uint8Array {
  const samples = sineSamples(seconds, sampleRate, amplitude);
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const tag = id3 ? Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 10, ...Buffer.alloc(10)]) : Buffer.alloc(0);
  // lamejs hands back Int8Arrays whatever its types say.
  const bytes = (frames: Uint8Array) => Buffer.from(frames.buffer, frames.byteOffset, frames.byteLength);
  return Buffer.concat([tag, bytes(encoder.encodeBuffer(samples)), bytes(encoder.flush())]);
}

type Handler = (
  request: RecordedRequest,
  response: http.ServerResponse,
  server: FakeAudioServer,
) => void | Promise<void>;

/** The plumbing both imitations share: recording, scripted failures and slow, chunked audio at a chosen level. */
export class FakeAudioServer {
  readonly requests: RecordedRequest[] = [];
  /** Pause between audio chunks, so a client sees the first chunk long before the end. */
  chunkDelayMs = 40;
  chunks = 4;
  /** How long the service thinks before it answers a synthesis (a whole-part synthesis, a queue). */
  answerAfterMs = 0;
  openStreams = 0;
  /** Every answer is this long a sine tone (the timings the ElevenLabs imitation reports are spread over it)... */
  audioSeconds = 1;
  /** ...at this peak amplitude (of 32767), so tests can send speech too quiet or too loud. */
  amplitude = 8000;
  private failure: SpeechFailure | undefined;
  private held: Promise<void> | undefined;
  private server: http.Server | undefined;
  url = '';

  constructor(private readonly failureAnswers: FailureAnswers) {}

  /**
   * Every synthesis sends its first chunk, then waits until the answered function is called: a test
   * sees the audio arrive while the synthesis is surely still under way, however slow the machine.
   */
  holdAfterFirstChunk(): () => void {
    let release = () => {};
    this.held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      this.held = undefined;
      release();
    };
  }

  /** Every following request fails this way, until called with undefined. */
  failWith(failure: SpeechFailure | undefined): void {
    this.failure = failure;
  }

  async start(handler: Handler): Promise<this> {
    this.server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const recorded = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      this.requests.push(recorded);
      await handler(recorded, res, this);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  json(res: http.ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  /** Answers with the scripted failure, if one applies before any audio; true when it did. */
  answeredWithFailure(res: http.ServerResponse): boolean {
    const failure = this.failure;
    if (!failure || failure === 'stall') return false;
    if (failure !== 'hang') this.json(res, this.failureAnswers[failure].status, this.failureAnswers[failure].body);
    return true;
  }

  /** Answer in this format whatever was asked for, as a misconfigured server does; unset: as asked. */
  answerAs: AudioFormat | undefined;

  /** The tone in the format asked for. */
  audio(format: AudioFormat): Uint8Array {
    if (format === 'mp3') return sineMp3({ seconds: this.audioSeconds, amplitude: this.amplitude });
    if (format === 'ogg') return Buffer.concat([Buffer.from('OggS\0\x02', 'latin1'), Buffer.alloc(4000, 7)]);
    if ('wavRate' in format)
      return wav(sineSamples(this.audioSeconds, format.wavRate, this.amplitude), format.wavRate, format.channels ?? 1);
    const samples = sineSamples(this.audioSeconds, format.pcmRate, this.amplitude);
    return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  }

  /**
   * Answers a synthesis request: the scripted failure if any, else the audio in the format asked for,
   * in slow chunks, each sent as it is or wrapped by `frame` (for services that answer JSON lines).
   */
  async sendAudio(
    res: http.ServerResponse,
    format: AudioFormat,
    frame?: { contentType: string; wrap(chunk: Uint8Array, index: number, count: number): string },
  ): Promise<void> {
    if (this.answerAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, this.answerAfterMs));
    if (this.answeredWithFailure(res)) return;
    const stall = this.failure === 'stall';
    const audio = this.audio(format);
    const contentType = frame?.contentType ?? (format === 'mp3' ? 'audio/mpeg' : 'application/octet-stream');
    res.writeHead(200, { 'content-type': contentType, 'transfer-encoding': 'chunked' });
    this.openStreams++;
    try {
      // Whole samples per chunk, as the services send them.
      const size = Math.ceil(audio.length / this.chunks / 2) * 2;
      const count = Math.ceil(audio.length / size);
      for (let offset = 0; offset < audio.length; offset += size) {
        if (res.destroyed) return;
        const chunk = audio.subarray(offset, offset + size);
        res.write(frame ? frame.wrap(chunk, offset / size, count) : chunk);
        if (stall) return;
        if (offset === 0 && this.held) await this.held;
        await new Promise((resolve) => setTimeout(resolve, this.chunkDelayMs));
      }
      res.end();
    } finally {
      this.openStreams--;
    }
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

/** An OpenAI-compatible speech endpoint: POST /v1/audio/speech. */
export function startFakeSpeechServer({ apiKey = 'test-tts-key' } = {}): Promise<FakeAudioServer> {
  const server = new FakeAudioServer({
    unauthorized: {
      status: 401,
      body: {
        error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' },
      },
    },
    freePlan: {
      status: 403,
      body: {
        error: {
          message: 'This voice is not available to free tier users. Upgrade to a paid plan.',
          type: 'insufficient_quota',
        },
      },
    },
    tooLong: {
      status: 400,
      body: {
        error: {
          message: 'Input is too long: maximum length is 4096 characters',
          type: 'invalid_request_error',
          code: 'string_too_long',
        },
      },
    },
    serverError: { status: 500, body: { error: { message: 'The server had an error', type: 'server_error' } } },
  });
  return server.start(async (request, res, self) => {
    if (request.method !== 'POST' || request.path !== '/v1/audio/speech')
      return self.json(res, 404, { error: { message: 'Not found' } });
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      return self.json(res, 401, { error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } });
    const body = JSON.parse(request.body) as {
      input?: string;
      voice?: string;
      model?: string;
      response_format?: string;
    };
    if (!body.input || !body.voice || !body.model)
      return self.json(res, 400, { error: { message: 'input, voice and model are required' } });
    const format = body.response_format ?? 'mp3';
    if (format !== 'mp3' && format !== 'pcm')
      return self.json(res, 400, { error: { message: `This imitation answers mp3 or pcm, not ${format}` } });
    // OpenAI's `pcm` is 24 kHz 16-bit little-endian mono with no header.
    await self.sendAudio(res, self.answerAs ?? (format === 'pcm' ? { pcmRate: 24000 } : 'mp3'));
  });
}
