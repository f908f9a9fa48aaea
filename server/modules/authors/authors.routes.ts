import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorSchema, followingResponseSchema, followResponseSchema } from '#common/contract';
import { errorBodySchema } from '#common/errors';
import type { AppContext } from '#server/context';
import { guestRead } from '#server/http/guestRead';
import { userOf, viewerOf } from '#server/http/routeAuth';
import { getAuthor, listFollowing, setFollowing } from './authors.service';

const params = z.object({ id: z.string() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Authors' public pages, following them, and the list of those one follows. */
export async function registerAuthorRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/api/authors/:id',
    { config: { auth: 'optional', ageGate: 'redact' }, schema: { params, response: { 200: authorSchema, ...errors } } },
    async (request) =>
      guestRead(ctx.database, request, async (readDb) => getAuthor(readDb, viewerOf(request), request.params.id)),
  );

  const follow = {
    config: { auth: 'user' as const },
    schema: { params, response: { 200: followResponseSchema, ...errors } },
  };
  app.put('/api/authors/:id/follow', follow, async (request) =>
    setFollowing(db, userOf(request), request.params.id, true),
  );
  app.delete('/api/authors/:id/follow', follow, async (request) =>
    setFollowing(db, userOf(request), request.params.id, false),
  );

  app.get(
    '/api/user/following',
    { config: { auth: 'user' }, schema: { response: { 200: followingResponseSchema, ...errors } } },
    async (request) => listFollowing(db, userOf(request)),
  );
}
