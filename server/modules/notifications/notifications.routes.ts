import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationsResponseSchema,
  readNotificationsBodySchema,
  readNotificationsResponseSchema,
} from '#common/contract';
import { notificationEndpoints } from '#common/endpoints/notifications';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { bodyOf, routeOf } from '#server/http/endpoints';
import { userOf } from '#server/http/routeAuth';
import { listNotifications, readNotifications } from './notifications.service';

const errors = errorResponses(400, 401);

/** The bell: a followed author's new story or chapter, a badge earned by a like. */
export async function registerNotificationRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const notifications = routeOf(notificationEndpoints.notifications, notificationsResponseSchema);
  app.route({
    method: notifications.method,
    url: notifications.url,
    config: { auth: 'user' },
    schema: { response: { 200: notifications.answer, ...errors } },
    handler: async (request) => listNotifications(db, userOf(request)),
  });

  const read = routeOf(notificationEndpoints.read, readNotificationsResponseSchema);
  app.route({
    method: read.method,
    url: read.url,
    config: { auth: 'user' },
    schema: {
      body: bodyOf(notificationEndpoints.read, readNotificationsBodySchema),
      response: { 200: read.answer, ...errors },
    },
    handler: async (request) => readNotifications(db, userOf(request), request.body.ids),
  });
}
