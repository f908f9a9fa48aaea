import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses large bodies (JSON lists, story texts) with Brotli or gzip, as the client accepts.
 * Left alone: what is already encoded (the web build's precompressed assets), ranges, types that do
 * not compress (audio), and the chapter stream, which writes its server-sent events itself.
 * Register before the routes: it attaches to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { threshold: COMPRESSION_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
}
