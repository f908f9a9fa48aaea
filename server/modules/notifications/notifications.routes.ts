import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationsResponseSchema,
  readNotificationsBodySchema,
  readNotificationsResponseSchema,
} from '#common/contract';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { userOf } from '#server/http/routeAuth';
import { listNotifications, readNotifications } from './notifications.service';

const errors = errorResponses(400, 401);

/** The bell: a followed author's new story or chapter, a badge earned by a like. */
export async function registerNotificationRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/api/notifications',
    { config: { auth: 'user' }, schema: { response: { 200: notificationsResponseSchema, ...errors } } },
    async (request) => listNotifications(db, userOf(request)),
  );

  app.post(
    '/api/notifications/read',
    {
      config: { auth: 'user' },
      schema: { body: readNotificationsBodySchema, response: { 200: readNotificationsResponseSchema, ...errors } },
    },
    async (request) => readNotifications(db, userOf(request), request.body.ids),
  );
}
