import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
export type BodyEncoding = (typeof ENCODINGS)[number];

/** Brotli's middle quality: most of its gain at a fraction of the highest setting's time. */
const BROTLI_QUALITY = 5;

/**
 * Compresses large bodies (JSON lists, story texts) with Brotli or gzip, as the client accepts.
 * Left alone: what is already encoded (the web build's precompressed assets, cached answers),
 * ranges, types that do not compress (audio), and the chapter stream, which writes its server-sent
 * events itself. Register before the routes: it attaches to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { threshold: COMPRESSION_THRESHOLD_BYTES, encodings: [...ENCODINGS] });
}

const negotiator = new Negotiator<BodyEncoding>({ supportedValues: [...ENCODINGS] });

/** How to send a body of this length to a client accepting these encodings: compressed, or as it is (undefined). */
export function encodingFor(acceptEncoding: string | undefined, length: number): BodyEncoding | undefined {
  if (!acceptEncoding || length < COMPRESSION_THRESHOLD_BYTES) return undefined;
  return negotiator.negotiate(acceptEncoding) ?? undefined;
}

export function encode(body: Buffer, encoding: BodyEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
}
