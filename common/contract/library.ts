import { z } from 'zod';
import { STORY_CONTENT_MAX_CHARS, STORY_PAGE } from '../catalogue/limits';
import { DISCOVER_FILTERS, STORY_SORTS, STORY_TAG_IDS } from '../catalogue/storyChoices';
import { nameField } from './auth';
import { listedStorySchema, storySchema } from './stories';
import { userSchema } from './user';

const DISCOVER_FILTER_VALUES = Object.keys(DISCOVER_FILTERS);
/** An empty query parameter means the parameter is absent. */
const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const searchField = z.preprocess(
  blankAsAbsent,
  z.string().trim().max(100, { error: 'q must be at most 100 characters' }).optional(),
);

/** Tag ids from a query: repeated parameters, comma-separated values, or both. */
const tagListField = (field: string) =>
  z.preprocess(
    (value) =>
      [value]
        .flat()
        .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
        .map((item) => (typeof item === 'string' ? item.trim() : item))
        .filter((item) => item !== '' && item !== undefined),
    z
      .array(z.enum(STORY_TAG_IDS, { error: `${field} must be among ${STORY_TAG_IDS.join(', ')}` }))
      .max(STORY_TAG_IDS.length, { error: `${field} names too many tags` }),
  );

export const pageQuerySchema = z.object({
  cursor: z.preprocess(blankAsAbsent, z.string().max(200, { error: 'Invalid cursor' }).optional()),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${STORY_PAGE.maxLimit}` })
    .int({ error: `limit must be a whole number from 1 to ${STORY_PAGE.maxLimit}` })
    .min(1, { error: `limit must be a whole number from 1 to ${STORY_PAGE.maxLimit}` })
    .max(STORY_PAGE.maxLimit, { error: `limit must be a whole number from 1 to ${STORY_PAGE.maxLimit}` })
    .default(STORY_PAGE.defaultLimit),
});

/** GET /api/stories/public: `category` is a Discover option or a creation category, in any case. */
export const publicStoriesQuerySchema = pageQuerySchema.extend({
  q: searchField,
  category: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(DISCOVER_FILTER_VALUES, { error: `category must be one of ${DISCOVER_FILTER_VALUES.join(', ')}` }))
      .optional(),
  ),
  sort: z.preprocess(
    blankAsAbsent,
    z.enum(STORY_SORTS, { error: `sort must be one of ${STORY_SORTS.join(', ')}` }).default('new'),
  ),
  /** Stories carrying every one of these tags (comma-separated or repeated). */
  tag: tagListField('tag'),
  /** Stories carrying none of these tags. */
  exclude: tagListField('exclude'),
});
export type PublicStoriesQuery = z.infer<typeof publicStoriesQuerySchema>;

export const userStoriesQuerySchema = z.object({ q: searchField });

export const storyListSchema = z.array(listedStorySchema);
export type StoryList = z.infer<typeof storyListSchema>;

export const updateStoryBodySchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required' })
    .max(200, { error: 'Title must be at most 200 characters' }),
  content: z
    .string({ error: 'Content is required' })
    .trim()
    .min(1, { error: 'Content is required' })
    .max(STORY_CONTENT_MAX_CHARS, { error: `Content must be at most ${STORY_CONTENT_MAX_CHARS} characters` }),
  isPublic: z.boolean({ error: 'isPublic must be true or false' }).optional(),
});
export type UpdateStoryBody = z.infer<typeof updateStoryBodySchema>;

export const visibilityBodySchema = z.object({ isPublic: z.boolean({ error: 'isPublic must be true or false' }) });
export const visibilityResponseSchema = z.object({
  isPublic: z.boolean(),
  accessType: storySchema.shape.accessType,
  message: z.string(),
});
export type VisibilityResponse = z.infer<typeof visibilityResponseSchema>;

export const deleteStoryResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeleteStoryResponse = z.infer<typeof deleteStoryResponseSchema>;

export const EMAIL_LOCKED_MESSAGE = 'Email cannot be changed. Contact support for assistance.';
export const updateProfileBodySchema = z.object({
  name: nameField,
  email: z.never({ error: EMAIL_LOCKED_MESSAGE }).optional(),
});
export const profileResponseSchema = z.object({ user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** Accounts with a password confirm with it; accounts without one (Google) type their email. */
export const deleteAccountBodySchema = z.object({
  password: z.string().max(200).optional(),
  confirm: z.string().trim().max(320).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
export const deleteAccountResponseSchema = z.object({ success: z.literal(true) });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** The profile's and dashboard's totals over the user's stories. */
export const userStatsSchema = z.object({
  stories: z.number().int(),
  published: z.number().int(),
  plays: z.number().int(),
  likes: z.number().int(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  /** Words of all the user's chapters at 200 words a minute, rounded. */
  minutesCreated: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
