import { z } from 'zod';

export const badgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  description: z.string(),
});

export const unlockedChapterSchema = z.object({
  storyId: z.string(),
  chapterNumber: z.number().int(),
});

/** The current user, as /api/auth/me, login and signup return it. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  subscription: z.string(),
  isPremium: z.boolean(),
  /** The plan tier the user enjoys now (0–3), earned premium days included. */
  tier: z.number().int().min(0).max(3),
  can: z.object({
    createPrivate: z.boolean(),
    createEarlyAccess: z.boolean(),
    createExclusive: z.boolean(),
    premiumGallery: z.boolean(),
    premiumVoices: z.boolean(),
  }),
  textCredits: z.number().int(),
  audioCredits: z.number().int(),
  unlockedChapters: z.array(unlockedChapterSchema),
  badges: z.array(badgeSchema),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
