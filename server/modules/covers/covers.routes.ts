import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '#common/contract';
import type { AppContext } from '#server/context';
import { storyCover, storyCoverPng } from './covers.service';

const query = z.object({ v: z.string().optional() });
/** A versioned address never changes content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /api/stories/{id}/cover.svg: the story's generated cover; cover.png: the same for link previews. */
export async function registerCoverRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/stories/:id/cover.svg',
    { config: { auth: 'none' }, schema: { params: idParams, querystring: query } },
    async (request, reply) => {
      const { svg, version } = await storyCover(ctx.db, request.params.id, request.query.v);
      const etag = `"${version}"`;
      reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(svg);
    },
  );

  app.get(
    '/api/stories/:id/cover.png',
    { config: { auth: 'none' }, schema: { params: idParams, querystring: query } },
    async (request, reply) => {
      const { blob, version } = await storyCoverPng(ctx.db, ctx.providers.storage, request.params.id, request.query.v);
      const etag = `"${version}"`;
      reply.header('Content-Type', blob.contentType).header('Cache-Control', IMMUTABLE).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) {
        blob.body.destroy();
        return reply.code(304).send();
      }
      return reply.header('Content-Length', String(blob.size)).send(blob.body);
    },
  );
}
