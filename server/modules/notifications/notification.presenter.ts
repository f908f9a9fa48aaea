import type { Notification } from '#common/contract';
import { presentBadges } from '../badges/badge.presenter';
import { authorName } from '../stories/story.presenter';
import type { NotificationRow } from './notifications.repo';

export function presentNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    storyId: row.storyId,
    storyTitle: row.storyTitle,
    authorId: row.authorId,
    authorName: authorName(row.authorName, row.authorId),
    chapterNumber: row.chapterNumber,
    badge: row.badge ? (presentBadges([row.badge])[0] ?? null) : null,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
