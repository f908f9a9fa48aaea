import type { NotificationsResponse } from '#common/contract';
import { badRequest } from '#common/errors';
import type { Database } from '#server/db/client';
import { isUuid } from '#server/db/uuid';
import type { UserRow } from '../users/users.repo';
import { presentNotification } from './notification.presenter';
import { countUnread, findNotifications, markRead } from './notifications.repo';

/** The reader's latest notifications, newest first, with how many are unread. */
export async function listNotifications(db: Database, user: UserRow): Promise<NotificationsResponse> {
  const [rows, unread] = await Promise.all([findNotifications(db, user.id), countUnread(db, user.id)]);
  return { items: rows.map(presentNotification), unread };
}

/** Without `ids`, everything is marked read; ids that are not the reader's are ignored. */
export async function readNotifications(db: Database, user: UserRow, ids: string[] | undefined) {
  if (ids?.some((id) => !isUuid(id))) throw badRequest('ids must be notification ids');
  await markRead(db, user.id, ids);
  return { unread: await countUnread(db, user.id) };
}
