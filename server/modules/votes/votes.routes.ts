import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { likeResponseSchema, voteResponseSchema, idParams } from '#common/contract';
import { voteEndpoints } from '#common/endpoints/votes';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { routeOf } from '#server/http/endpoints';
import { userOf } from '#server/http/routeAuth';
import { toggleLike, toggleVote } from './votes.service';

const errors = errorResponses(401, 404);

export async function registerVoteRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const like = routeOf(voteEndpoints.like, likeResponseSchema);
  app.route({
    method: like.method,
    url: like.url,
    config: { auth: 'user' },
    schema: { params: idParams, response: { 200: like.answer, ...errors } },
    handler: async (request) => toggleLike(db, userOf(request), request.params.id),
  });

  for (const [declared, value] of [
    [voteEndpoints.upvote, 1],
    [voteEndpoints.downvote, -1],
  ] as const) {
    const vote = routeOf(declared, voteResponseSchema);
    app.route({
      method: vote.method,
      url: vote.url,
      config: { auth: 'user' },
      schema: { params: idParams, response: { 200: vote.answer, ...errors } },
      handler: async (request) => toggleVote(db, userOf(request), request.params.id, value),
    });
  }
}
