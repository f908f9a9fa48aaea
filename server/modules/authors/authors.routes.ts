import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorSchema, followingResponseSchema, followResponseSchema, idParams } from '#common/contract';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { guestRead } from '#server/http/guestRead';
import { userOf, viewerOf } from '#server/http/routeAuth';
import { getAuthor, listFollowing, setFollowing } from './authors.service';

const errors = errorResponses(400, 401, 404);

/** Authors' public pages, following them, and the list of those one follows. */
export async function registerAuthorRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/api/authors/:id',
    {
      config: { auth: 'optional', ageGate: 'redact' },
      schema: { params: idParams, response: { 200: authorSchema, ...errors } },
    },
    async (request) =>
      guestRead(ctx.database, request, async (readDb) => getAuthor(readDb, viewerOf(request), request.params.id)),
  );

  const follow = {
    config: { auth: 'user' as const },
    schema: { params: idParams, response: { 200: followResponseSchema, ...errors } },
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
