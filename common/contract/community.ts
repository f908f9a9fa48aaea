import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../catalogue/community';
import { listedStorySchema } from './stories';
import { badgeSchema } from './user';

/** An author's public page: never their email, only their public stories. */
export const authorSchema = z.object({
  id: z.string(),
  name: z.string(),
  badges: z.array(badgeSchema),
  followers: z.number().int(),
  /** Whether the signed-in reader follows them (false for guests). */
  isFollowing: z.boolean(),
  stories: z.array(listedStorySchema),
});
export type Author = z.infer<typeof authorSchema>;

export const followResponseSchema = z.object({ isFollowing: z.boolean(), followers: z.number().int() });
export type FollowResponse = z.infer<typeof followResponseSchema>;

export const followedAuthorSchema = authorSchema.pick({ id: true, name: true, badges: true }).extend({
  followedAt: z.string(),
});
export const followingResponseSchema = z.array(followedAuthorSchema);
export type FollowingResponse = z.infer<typeof followingResponseSchema>;

export const savedResponseSchema = z.object({ saved: z.boolean() });
export type SavedResponse = z.infer<typeof savedResponseSchema>;

export const continueReadingItemSchema = z.object({
  story: listedStorySchema,
  /** The last chapter the reader read. */
  chapterNumber: z.number().int(),
  readAt: z.string(),
});
export const continueReadingResponseSchema = z.array(continueReadingItemSchema);
export type ContinueReadingItem = z.infer<typeof continueReadingItemSchema>;

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  storyId: z.string(),
  storyTitle: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  chapterNumber: z.number().int().nullable(),
  /** The badge earned (kind `badge_earned`). */
  badge: badgeSchema.nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsResponseSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** `{}` marks every notification read; `{ ids }` only those. */
export const readNotificationsBodySchema = z
  .object({
    ids: z
      .array(z.string({ error: 'ids must be a list of notification ids' }), {
        error: 'ids must be a list of notification ids',
      })
      .max(100, { error: 'ids must hold at most 100 ids' })
      .optional(),
  })
  .default({});
export const readNotificationsResponseSchema = z.object({ unread: z.number().int() });
export type ReadNotificationsResponse = z.infer<typeof readNotificationsResponseSchema>;

export const storyTagOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(['tag', 'note']),
});
export const storyTagListSchema = z.array(storyTagOptionSchema);

export const EXPORT_FORMATS = ['epub', 'txt'] as const;
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: `format must be one of ${EXPORT_FORMATS.join(', ')}` }).default('epub'),
});

/** An early-access or exclusive story as everyone may see it: never more of its text than a locked chapter's preview. */
export const storyTeaserSchema = z.object({
  _id: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  /** Chapter 1's first words, as much as a locked chapter's preview shows. */
  excerpt: z.string(),
  accessType: z.enum(['premium_early_access', 'premium_exclusive']),
  userId: z.string(),
  userName: z.string(),
  /** The least plan that opens it. */
  plan: z.object({ id: z.string(), name: z.string() }),
});
export type StoryTeaser = z.infer<typeof storyTeaserSchema>;
export const storyTeasersSchema = z.array(storyTeaserSchema);
