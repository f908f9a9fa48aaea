import { z } from 'zod';
import { REPORT_REASONS } from '../catalogue/community';
import { REPORT_NOTE_MAX_CHARS } from '../catalogue/limits';

export const ALREADY_REPORTED = 'You have already reported this story.';
export const OWN_STORY_REPORT = 'You cannot report your own story.';

const reasonSchema = z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(', ')}` });

/** POST /api/stories/{id}/report: a blank note counts as none. */
export const reportStoryBodySchema = z.object({
  reason: reasonSchema,
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(REPORT_NOTE_MAX_CHARS, { error: `note must be at most ${REPORT_NOTE_MAX_CHARS} characters` })
    .optional()
    .transform((note) => note || undefined),
});
export type ReportStoryBody = z.infer<typeof reportStoryBodySchema>;

export const reportResultSchema = z.object({ success: z.literal(true), message: z.string() });
export type ReportResult = z.infer<typeof reportResultSchema>;

/** Why a story is hidden: reports reached the threshold, or an admin hid it. */
export const hiddenReasonSchema = z.enum(['reports', 'admin']);
export type HiddenReason = z.infer<typeof hiddenReasonSchema>;

// ---- The admin review queue --------------------------------------------------------------

export const adminReportSchema = z.object({
  reason: reasonSchema,
  note: z.string().nullable(),
  reporterId: z.string(),
  reporterName: z.string(),
  createdAt: z.string(),
});

/** A story with open reports, as the review queue shows it. */
export const reportedStorySchema = z.object({
  storyId: z.string(),
  title: z.string(),
  /** The opening of the story, as reported. */
  content: z.string(),
  userId: z.string(),
  userName: z.string(),
  authorBanned: z.boolean(),
  accessType: z.string(),
  hiddenReason: hiddenReasonSchema.nullable(),
  reportCount: z.number().int(),
  /** Each reason given, with how many readers gave it, most frequent first. */
  reasons: z.array(z.object({ reason: reasonSchema, count: z.number().int() })),
  reports: z.array(adminReportSchema),
  lastReportedAt: z.string(),
});
export type ReportedStory = z.infer<typeof reportedStorySchema>;

export const REPORT_ACTIONS = ['dismiss', 'hide', 'delete', 'ban'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const reportActionResultSchema = z.object({ success: z.literal(true), message: z.string() });
export type ReportActionResult = z.infer<typeof reportActionResultSchema>;
