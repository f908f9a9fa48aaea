import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#common/errors';
import type { AppContext } from '#server/context';
import { listenerOf } from '#server/http/audioCookie';
import { mayListen } from './audioAccess.service';
import { parseRange } from './byteRange';
import { AUDIO_CONTENT_TYPE, audioBlobKey, type NarrationJobs } from './narrationRegistry';
import { followRelayedNarration, isRelayed } from './narrationRelay';

const params = z.object({ file: z.string() });
const query = z.object({ download: z.string().optional() });
const AUDIO_FILE = /^([0-9a-f]{64})\.mp3$/;
/**
 * The name is the hash of its voice and text, so a file never changes, but who may hear it does
 * (a story turns private, a reader's plan ends): browsers keep it privately and ask again each time.
 */
const PRIVATE_REVALIDATED = 'private, no-cache';

function setCommonHeaders(reply: FastifyReply, assetId: string, download: boolean) {
  reply.header('Content-Type', AUDIO_CONTENT_TYPE);
  if (download)
    reply.header('Content-Disposition', `attachment; filename="reverie-narration-${assetId.slice(0, 12)}.mp3"`);
}

/** A narration still being produced: everything so far, then the rest as it comes (no length, no ranges, no caching). */
function sendInProgress(reply: FastifyReply, audio: () => AsyncIterable<Uint8Array>, head: boolean) {
  reply.header('Cache-Control', 'no-store').header('Accept-Ranges', 'none');
  if (head) return reply.send();
  const stream = Readable.from(audio());
  // A failure mid-stream cuts the response short: the player reports the broken load.
  stream.on('error', () => reply.raw.destroy());
  return reply.send(stream);
}

/**
 * GET and HEAD /api/audio/{sha256}.mp3, under the read rules of its chapter: stored narrations with
 * ranges; ones in progress streamed, from this instance or relayed from the one making them.
 */
export async function registerAudioFileRoutes(root: FastifyInstance, ctx: AppContext, jobs: NarrationJobs) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { storage } = ctx.providers;

  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/audio/:file',
    // The listener comes from the audio cookie or the bearer token, read by mayListen's caller below.
    config: { auth: 'none', ageGate: 'refuse' },
    schema: { params, querystring: query },
    handler: async (request, reply) => {
      const assetId = AUDIO_FILE.exec(request.params.file)?.[1];
      if (!assetId) throw notFound('Audio file not found');
      if (!(await mayListen(ctx.db, await listenerOf(ctx.db, request), assetId)))
        throw notFound('Audio file not found');
      const head = request.method === 'HEAD';
      setCommonHeaders(reply, assetId, request.query.download === '1');
      const job = jobs.get(assetId);
      if (job) return sendInProgress(reply, () => job.audio.follow(), head);

      const key = audioBlobKey(assetId);
      let info = await storage.head(key);
      if (!info && (await isRelayed(ctx.db, assetId)))
        return sendInProgress(reply, () => followRelayedNarration(ctx.database, storage, assetId, key), head);
      // The relay ends just after the file is stored: look again, so that moment is no 404.
      info ??= await storage.head(key);
      if (!info) throw notFound('Audio file not found');
      const etag = `"${assetId}"`;
      reply
        .header('Cache-Control', PRIVATE_REVALIDATED)
        .header('Vary', 'Authorization, Cookie')
        .header('ETag', etag)
        .header('Accept-Ranges', 'bytes');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();

      const range = parseRange(request.headers.range, info.size);
      if (range.kind === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${info.size}`);
        return reply.code(416).type('application/json').send({ message: 'Requested range not satisfiable' });
      }
      const span = range.kind === 'part' ? { start: range.start, end: range.end } : { start: 0, end: info.size - 1 };
      if (range.kind === 'part')
        reply.code(206).header('Content-Range', `bytes ${span.start}-${span.end}/${info.size}`);
      reply.header('Content-Length', String(span.end - span.start + 1));
      if (head) return reply.send();
      const blob = await storage.get(key, range.kind === 'part' ? span : undefined);
      if (!blob) throw notFound('Audio file not found');
      return reply.send(blob.body);
    },
  });
}
