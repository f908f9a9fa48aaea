import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { likeResponseSchema, voteResponseSchema, idParams } from '#common/contract';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { userOf } from '#server/http/routeAuth';
import { toggleLike, toggleVote } from './votes.service';

const errors = errorResponses(401, 404);

export async function registerVoteRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.post(
    '/api/stories/:id/like',
    { config: { auth: 'user' }, schema: { params: idParams, response: { 200: likeResponseSchema, ...errors } } },
    async (request) => toggleLike(db, userOf(request), request.params.id),
  );

  for (const [path, value] of [
    ['upvote', 1],
    ['downvote', -1],
  ] as const) {
    app.post(
      `/api/stories/:id/${path}`,
      { config: { auth: 'user' }, schema: { params: idParams, response: { 200: voteResponseSchema, ...errors } } },
      async (request) => toggleVote(db, userOf(request), request.params.id, value),
    );
  }
}
