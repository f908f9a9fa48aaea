import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationsResponseSchema,
  readNotificationsBodySchema,
  readNotificationsResponseSchema,
} from '#common/contract';
import { errorBodySchema } from '#common/errors';
import type { AppContext } from '#server/context';
import { requireUser } from '#server/http/currentUser';
import { listNotifications, readNotifications } from './notifications.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema };

/** The bell: a followed author's new story or chapter, a badge earned by a like. */
export async function registerNotificationRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/api/notifications',
    { schema: { response: { 200: notificationsResponseSchema, ...errors } } },
    async (request) => listNotifications(db, await requireUser(db, request)),
  );

  app.post(
    '/api/notifications/read',
    { schema: { body: readNotificationsBodySchema, response: { 200: readNotificationsResponseSchema, ...errors } } },
    async (request) => readNotifications(db, await requireUser(db, request), request.body.ids),
  );
}
