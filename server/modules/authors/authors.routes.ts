import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorSchema, followingResponseSchema, followResponseSchema, idParams } from '#common/contract';
import { authorEndpoints } from '#common/endpoints/authors';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { routeOf } from '#server/http/endpoints';
import { guestRead } from '#server/http/guestRead';
import { userOf, viewerOf } from '#server/http/routeAuth';
import { getAuthor, listFollowing, setFollowing } from './authors.service';

const errors = errorResponses(400, 401, 404);

/** Authors' public pages, following them, and the list of those one follows. */
export async function registerAuthorRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const author = routeOf(authorEndpoints.author, authorSchema);
  app.route({
    method: author.method,
    url: author.url,
    config: { auth: 'optional', ageGate: 'redact' },
    schema: { params: idParams, response: { 200: author.answer, ...errors } },
    handler: async (request) =>
      guestRead(ctx.database, request, async (readDb) => getAuthor(readDb, viewerOf(request), request.params.id)),
  });

  for (const [declared, follows] of [
    [authorEndpoints.follow, true],
    [authorEndpoints.unfollow, false],
  ] as const) {
    const follow = routeOf(declared, followResponseSchema);
    app.route({
      method: follow.method,
      url: follow.url,
      config: { auth: 'user' },
      schema: { params: idParams, response: { 200: follow.answer, ...errors } },
      handler: async (request) => setFollowing(db, userOf(request), request.params.id, follows),
    });
  }

  const following = routeOf(authorEndpoints.following, followingResponseSchema);
  app.route({
    method: following.method,
    url: following.url,
    config: { auth: 'user' },
    schema: { response: { 200: following.answer, ...errors } },
    handler: async (request) => listFollowing(db, userOf(request)),
  });
}
