import type { z } from 'zod';
import type { NotificationsResponse, ReadNotificationsResponse, readNotificationsBodySchema } from '../contract';
import { endpoint } from '../endpoint';

/** The bell's notifications, and marking them read. */
export const notificationEndpoints = {
  notifications: endpoint<NotificationsResponse>()('GET', '/api/notifications'),
  read: endpoint<ReadNotificationsResponse, z.input<typeof readNotificationsBodySchema>>()(
    'POST',
    '/api/notifications/read',
  ),
};
