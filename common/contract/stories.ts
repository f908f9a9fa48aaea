import { z } from 'zod';
import { ACCESS_TYPES } from '../catalogue/access';
import { STORY_LENGTH_VALUES, STORY_LENGTHS } from '../catalogue/costs';
import { CHOICE_MAX_CHARS, CONTINUATION_PROMPT_MAX_CHARS, MAX_STORY_TAGS } from '../catalogue/limits';
import { CATEGORIES, STORY_TAG_IDS } from '../catalogue/storyChoices';
import { wholeNumber } from './numbers';
import { hiddenReasonSchema } from './reports';
import { badgeSchema } from './user';

const shortText = (field: string, max = 100) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` });
const longText = (field: string) => shortText(field, 2000);

export const storySettingsSchema = z.object({
  timePeriod: shortText('timePeriod').default('Contemporary'),
  location: shortText('location').default('Beach Resort'),
  atmosphere: shortText('atmosphere').default('Romantic'),
  protagonistGender: shortText('protagonistGender', 40).default('Female'),
  partnerGender: shortText('partnerGender', 40).default('Male'),
  relationship: shortText('relationship').default('Strangers'),
  writingTone: shortText('writingTone', 40).default('Romantic'),
  narrationVoice: shortText('narrationVoice').default(''),
  narrationVoiceId: shortText('narrationVoiceId').default(''),
  length: z
    .union(
      STORY_LENGTH_VALUES.map((n) => z.literal(n)),
      { error: 'length must be 2, 3 or 4' },
    )
    .default(3),
  /** The reader's own words for the story they want (the landing's fantasy box, the wizard's "Your fantasy"). */
  fantasy: longText('fantasy').default(''),
  settingDescription: longText('settingDescription').default(''),
  protagonistDescription: longText('protagonistDescription').default(''),
  loveInterestDescription: longText('loveInterestDescription').default(''),
  explicitLevel: z
    .number({ error: 'explicitLevel must be a number from 0 to 100' })
    .int({ error: 'explicitLevel must be a whole number' })
    .min(0, { error: 'explicitLevel must be a number from 0 to 100' })
    .max(100, { error: 'explicitLevel must be a number from 0 to 100' })
    .default(50),
});
export type StorySettings = z.infer<typeof storySettingsSchema>;

export const accessTypeSchema = z.enum(ACCESS_TYPES, { error: `accessType must be one of ${ACCESS_TYPES.join(', ')}` });
export const categorySchema = z.enum(CATEGORIES, { error: `category must be one of ${CATEGORIES.join(', ')}` });

export const storyTagSchema = z.enum(STORY_TAG_IDS, { error: `tags must be among ${STORY_TAG_IDS.join(', ')}` });
/** Chosen from the catalogue's list, each once. */
export const storyTagsSchema = z
  .array(storyTagSchema, { error: 'tags must be a list of tag ids' })
  .max(MAX_STORY_TAGS, { error: `tags must be at most ${MAX_STORY_TAGS}` })
  .refine((tags) => new Set(tags).size === tags.length, { error: 'tags must not repeat' });

const LONGEST_TOKEN_BUDGET = Math.max(...STORY_LENGTH_VALUES.map((n) => STORY_LENGTHS[n].maxTokens));

export const generateStoryBodySchema = z.object({
  title: z
    .string({ error: 'Story title is required' })
    .trim()
    .min(1, { error: 'Story title is required' })
    .max(200, { error: 'Story title must be at most 200 characters' }),
  settings: storySettingsSchema.prefault({}),
  /** Can only lower the budget the story's length allows. */
  maxTokens: wholeNumber('maxTokens', 1, LONGEST_TOKEN_BUDGET).optional(),
  isPublic: z.boolean().optional(),
  accessType: accessTypeSchema.optional(),
  category: categorySchema.default('romance'),
  tags: storyTagsSchema.default([]),
});
export type GenerateStoryBody = z.infer<typeof generateStoryBodySchema>;

export const continueStoryBodySchema = z.object({
  conclude: z.boolean().default(false),
  continuationPrompt: z
    .string({ error: 'continuationPrompt must be text' })
    .trim()
    .max(CONTINUATION_PROMPT_MAX_CHARS, {
      error: `continuationPrompt must be at most ${CONTINUATION_PROMPT_MAX_CHARS} characters`,
    })
    .optional(),
});

export const choiceBodySchema = z.object({
  choice: z
    .string({ error: 'choice is required' })
    .trim()
    .min(1, { error: 'choice is required' })
    .max(CHOICE_MAX_CHARS),
  /** The owner's own next step, in their words, instead of one of the chapter's choices. */
  own: z.boolean({ error: 'own must be true or false' }).optional(),
});

export const chapterStatusSchema = z.enum(['writing', 'ready', 'failed']);
export const choiceSchema = z.object({ text: z.string() });

/** A chapter as a reader may see it: a locked chapter never carries its text. */
export const chapterSchema = z.object({
  number: z.number().int(),
  status: chapterStatusSchema,
  locked: z.boolean(),
  /** Absent when locked. */
  content: z.string().optional(),
  /** The first 100 characters. */
  preview: z.string(),
  choices: z.array(choiceSchema),
  /** The choice the owner took at the end of this chapter, if any. */
  chosenChoice: z.string().nullable(),
  isFinal: z.boolean(),
  textCreditsCost: z.number().int(),
  audioUrl: z.string().nullable(),
  /** Its narration's real duration once it has one, else the estimate from its length (also when locked). */
  listeningSeconds: z.number().int(),
  /** Why writing failed (status `failed`), in words for the reader. */
  failureMessage: z.string().optional(),
  createdAt: z.string(),
});
export type Chapter = z.infer<typeof chapterSchema>;

export const storyPermissionsSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  continue: z.boolean(),
  conclude: z.boolean(),
  changeVisibility: z.boolean(),
  report: z.boolean(),
  /** The owner may write the latest chapter again (it is ready or failed). */
  regenerate: z.boolean(),
  /** The owner may read and edit the story memory, edit chapters and steer the next one. */
  editMemory: z.boolean(),
});

export const storySchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** The text of chapter 1 (empty while it is still being written); a list's card carries an excerpt. */
  content: z.string(),
  /** Characters of all its chapters' text: the reading time's basis. */
  textLength: z.number().int(),
  /** All its chapters: the real duration of the narrated ones plus the estimate of the others. */
  listeningSeconds: z.number().int(),
  /** The length of chapter 1's whole text, in characters (the listening time needs it in lists too). */
  contentLength: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  imageUrl: z.string().nullable(),
  settings: storySettingsSchema,
  isPublic: z.boolean(),
  accessType: accessTypeSchema,
  category: z.string(),
  tags: z.array(storyTagSchema),
  likes: z.number().int(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  plays: z.number().int(),
  hasLiked: z.boolean(),
  hasUpvoted: z.boolean(),
  hasDownvoted: z.boolean(),
  /** How many chapters the story has. */
  currentChapter: z.number().int(),
  isConcluded: z.boolean(),
  audioUrl: z.string().nullable(),
  authorBadges: z.array(badgeSchema),
  /** Set while the story is hidden from other readers (only its author and admins see it then). */
  hiddenReason: hiddenReasonSchema.nullable(),
  /** Whether the current reader has reported it. */
  hasReported: z.boolean(),
  can: storyPermissionsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Story = z.infer<typeof storySchema>;

/**
 * A story in a list, as its card shows it: chapter 1's first 200 characters (cut at a word) as
 * `content`, of the settings only the tone and atmosphere; the whole text's length, the reader's
 * report and permissions are the story page's.
 */
export const listedStorySchema = storySchema
  .omit({ settings: true, can: true, textLength: true, hasReported: true })
  .extend({ settings: storySettingsSchema.pick({ writingTone: true, atmosphere: true }) });
export type ListedStory = z.infer<typeof listedStorySchema>;

export const chaptersResponseSchema = z.object({ chapters: z.array(chapterSchema) });
export type ChaptersResponse = z.infer<typeof chaptersResponseSchema>;
/** A story page's HTML, for a story every guest may read, carries the answers its two reads would give a guest. */
export const servedStorySchema = z.object({ story: storySchema, chapters: z.array(chapterSchema) });
export type ServedStory = z.infer<typeof servedStorySchema>;
export const chapterWrittenResponseSchema = z.object({ story: storySchema, chapter: chapterSchema });
export type ChapterWritten = z.infer<typeof chapterWrittenResponseSchema>;
export const choicesResponseSchema = z.object({ choices: z.array(choiceSchema) });
export const unlockResponseSchema = z.object({
  success: z.literal(true),
  chapter: chapterSchema,
  textCredits: z.number().int(),
  audioCredits: z.number().int(),
});
export type UnlockResponse = z.infer<typeof unlockResponseSchema>;
export const likeResponseSchema = z.object({ hasLiked: z.boolean(), likes: z.number().int() });
export type LikeResponse = z.infer<typeof likeResponseSchema>;
export const voteResponseSchema = z.object({
  hasUpvoted: z.boolean(),
  hasDownvoted: z.boolean(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
});
export type VoteResponse = z.infer<typeof voteResponseSchema>;

export const voiceOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  labels: z.object({
    gender: z.string().optional(),
    accent: z.string().optional(),
    age: z.string().optional(),
    use_case: z.string().optional(),
  }),
  description: z.string(),
});
export type VoiceOption = z.infer<typeof voiceOptionSchema>;
