import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  profileResponseSchema,
  updateProfileBodySchema,
  userStatsSchema,
} from '#common/contract';
import { userEndpoints } from '#common/endpoints/users';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { bodyOf, routeOf } from '#server/http/endpoints';
import { userOf } from '#server/http/routeAuth';
import { deleteOwnAccount, updateProfile, userStats } from './profile.service';

const errors = errorResponses(400, 401);

/** The signed-in user's own account: profile, statistics, deletion. */
export async function registerUserRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const profile = routeOf(userEndpoints.profile, profileResponseSchema);
  app.route({
    method: profile.method,
    url: profile.url,
    config: { auth: 'user' },
    schema: {
      body: bodyOf(userEndpoints.profile, updateProfileBodySchema),
      response: { 200: profile.answer, ...errors },
    },
    handler: async (request) => updateProfile(db, ctx.providers.moderation, userOf(request), request.body.name),
  });

  const stats = routeOf(userEndpoints.stats, userStatsSchema);
  app.route({
    method: stats.method,
    url: stats.url,
    config: { auth: 'user' },
    schema: { response: { 200: stats.answer, ...errors } },
    handler: async (request) => userStats(db, userOf(request)),
  });

  const deletion = routeOf(userEndpoints.deleteAccount, deleteAccountResponseSchema);
  app.route({
    method: deletion.method,
    url: deletion.url,
    config: { auth: 'user' },
    schema: {
      body: bodyOf(userEndpoints.deleteAccount, deleteAccountBodySchema),
      response: { 200: deletion.answer, ...errors },
    },
    handler: async (request) => deleteOwnAccount(db, ctx.providers, userOf(request), request.body),
  });
}
