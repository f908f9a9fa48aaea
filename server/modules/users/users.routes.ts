import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  profileResponseSchema,
  updateProfileBodySchema,
  userStatsSchema,
} from '#common/contract';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { userOf } from '#server/http/routeAuth';
import { deleteOwnAccount, updateProfile, userStats } from './profile.service';

const errors = errorResponses(400, 401);

/** The signed-in user's own account: profile, statistics, deletion. */
export async function registerUserRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.patch(
    '/api/user/profile',
    {
      config: { auth: 'user' },
      schema: { body: updateProfileBodySchema, response: { 200: profileResponseSchema, ...errors } },
    },
    async (request) => updateProfile(db, ctx.providers.moderation, userOf(request), request.body.name),
  );

  app.get(
    '/api/user/stats',
    { config: { auth: 'user' }, schema: { response: { 200: userStatsSchema, ...errors } } },
    async (request) => userStats(db, userOf(request)),
  );

  app.delete(
    '/api/user/account',
    {
      config: { auth: 'user' },
      schema: { body: deleteAccountBodySchema, response: { 200: deleteAccountResponseSchema, ...errors } },
    },
    async (request) => deleteOwnAccount(db, ctx.providers, userOf(request), request.body),
  );
}
