import { z } from 'zod';
import { ADMIN_AUDIT_ACTIONS, DASHBOARD_RANGES } from '../catalogue/admin';
import { ADMIN_CREDIT_BALANCE_MAX, ADMIN_PAGE_SIZE } from '../catalogue/limits';
import { wholeNumber } from './numbers';
import { accessTypeSchema } from './stories';
import { emailField, nameField, passwordField } from './auth';

export const ADMIN_ROLE_FILTERS = ['all', 'admin', 'user'] as const;
export const ADMIN_PLAN_FILTERS = ['all', 'premium', 'free'] as const;
export const ADMIN_VISIBILITY_FILTERS = ['all', 'public', 'private'] as const;
export type AdminRoleFilter = (typeof ADMIN_ROLE_FILTERS)[number];
export type AdminPlanFilter = (typeof ADMIN_PLAN_FILTERS)[number];
export type AdminVisibilityFilter = (typeof ADMIN_VISIBILITY_FILTERS)[number];

const roleSchema = z.enum(['user', 'admin'], { error: 'role must be user or admin' });
const emailInput = z.string({ error: 'Invalid email address' }).pipe(emailField);
const balanceField = (field: string) => wholeNumber(field, 0, ADMIN_CREDIT_BALANCE_MAX);

const pageQuery = {
  q: z.string().trim().max(100, { error: 'q must be at most 100 characters' }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${ADMIN_PAGE_SIZE.max}` })
    .int({ error: `limit must be a whole number from 1 to ${ADMIN_PAGE_SIZE.max}` })
    .min(1, { error: `limit must be a whole number from 1 to ${ADMIN_PAGE_SIZE.max}` })
    .max(ADMIN_PAGE_SIZE.max, { error: `limit must be a whole number from 1 to ${ADMIN_PAGE_SIZE.max}` })
    .default(ADMIN_PAGE_SIZE.default),
};

// ---- Users -------------------------------------------------------------------------------

export const adminUsersQuerySchema = z.object({
  ...pageQuery,
  role: z.enum(ADMIN_ROLE_FILTERS, { error: 'role must be all, admin or user' }).default('all'),
  plan: z.enum(ADMIN_PLAN_FILTERS, { error: 'plan must be all, premium or free' }).default('all'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** A user as the admin dashboard lists them: never any password material. */
export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  subscription: z.string(),
  isPremium: z.boolean(),
  textCredits: z.number().int(),
  audioCredits: z.number().int(),
  createdAt: z.string(),
  storyCount: z.number().int(),
  /** A verified adult (age assurance); an admin may revoke it. */
  ageVerified: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminCreateUserBodySchema = z.object({
  name: nameField,
  email: emailInput,
  password: passwordField,
  role: roleSchema.default('user'),
  /** Grants the Essential plan without a payment (recorded as such in the audit log). */
  isPremium: z.boolean({ error: 'isPremium must be true or false' }).default(false),
});
export type AdminCreateUserBody = z.infer<typeof adminCreateUserBodySchema>;

export const adminUpdateUserBodySchema = z.object({
  name: nameField,
  email: emailInput,
  role: roleSchema,
  isPremium: z.boolean({ error: 'isPremium must be true or false' }).optional(),
  /** The balances to set; the difference goes through the credits ledger. */
  textCredits: balanceField('textCredits').optional(),
  audioCredits: balanceField('audioCredits').optional(),
});
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBodySchema>;

export const adminDeleteResultSchema = z.object({ success: z.literal(true), message: z.string() });
export type AdminDeleteResult = z.infer<typeof adminDeleteResultSchema>;

// ---- Stories -----------------------------------------------------------------------------

export const adminStoriesQuerySchema = z.object({
  ...pageQuery,
  visibility: z.enum(ADMIN_VISIBILITY_FILTERS, { error: 'visibility must be all, public or private' }).default('all'),
});
export type AdminStoriesQuery = z.infer<typeof adminStoriesQuerySchema>;

export const adminStorySchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** The opening of chapter 1: its first 200 characters, cut at a word. */
  content: z.string(),
  /** The length of chapter 1's whole text, in characters. */
  contentLength: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  isPublic: z.boolean(),
  accessType: accessTypeSchema,
  likes: z.number().int(),
  plays: z.number().int(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  createdAt: z.string(),
  chapterCount: z.number().int(),
});
export type AdminStory = z.infer<typeof adminStorySchema>;

export const adminVisibilityBodySchema = z.object({
  isPublic: z.boolean({ error: 'isPublic must be true or false' }),
});
export const adminVisibilityResultSchema = z.object({
  isPublic: z.boolean(),
  accessType: accessTypeSchema,
  message: z.string(),
});
export type AdminVisibilityResult = z.infer<typeof adminVisibilityResultSchema>;

// ---- Audit -------------------------------------------------------------------------------

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day (`2026-11-21`, the whole UTC day) or an exact ISO 8601 time. */
const auditTime = (field: string) =>
  z
    .string()
    .trim()
    // The day after must exist too: a `to` day is read up to the next midnight.
    .refine(
      (value) =>
        Number.isFinite(new Date(Date.parse(value) + 86_400_000).getTime()) && (DAY.test(value) || value.includes('T')),
      {
        error: `${field} must be a date (YYYY-MM-DD) or an ISO 8601 time`,
      },
    )
    .optional();

/** GET /api/admin/audit: newest first, filtered by action, by admin (email contains) and by time, in pages. */
export const adminAuditQuerySchema = z
  .object({
    cursor: pageQuery.cursor,
    limit: pageQuery.limit,
    action: z.enum(['all', ...ADMIN_AUDIT_ACTIONS], { error: 'action must be a known audit action' }).default('all'),
    admin: z.string().trim().max(200, { error: 'admin must be at most 200 characters' }).optional(),
    from: auditTime('from'),
    to: auditTime('to'),
  })
  .refine(
    (q) => {
      const { from, before } = auditBounds(q);
      return !from || !before || from < before;
    },
    { error: 'from must not be after to' },
  );
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

/** The query's time bounds: `from` inclusive; `before` exclusive (a day given as `to` includes that whole day). */
export function auditBounds(query: { from?: string; to?: string }): { from?: Date; before?: Date } {
  const { from, to } = query;
  const before = to === undefined ? undefined : new Date(Date.parse(to) + (DAY.test(to) ? 86_400_000 : 1));
  return { from: from === undefined ? undefined : new Date(from), before };
}

export const adminReportsQuerySchema = z.object({ cursor: pageQuery.cursor, limit: pageQuery.limit });
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

/** GET /api/admin/writer-failures: the writer's recent failures, newest first, a page at a time. */
export const adminWriterFailuresQuerySchema = z.object({ cursor: pageQuery.cursor, limit: pageQuery.limit });
export type AdminWriterFailuresQuery = z.infer<typeof adminWriterFailuresQuerySchema>;

export const adminWriterFailureSchema = z.object({
  _id: z.string(),
  /** The writer as the app names it, e.g. `openai-compatible (model)`. */
  provider: z.string(),
  /** The HTTP status the service answered; null when it answered none (a timeout, a refusal, a broken stream). */
  status: z.number().int().nullable(),
  /** The service's own reason (redacted, cut short), else what was observed. */
  reason: z.string(),
  /** The chapter's story and number; null once the story is deleted. */
  storyId: z.string().nullable(),
  storyTitle: z.string().nullable(),
  chapterNumber: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AdminWriterFailure = z.infer<typeof adminWriterFailureSchema>;

export const adminAuditEntrySchema = z.object({
  _id: z.string(),
  /** Null for the system's own changes (badge rewards, the configured admin at start). */
  adminId: z.string().nullable(),
  adminEmail: z.string(),
  action: z.string(),
  targetType: z.enum(['user', 'story']),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminDashboardQuerySchema = z.object({
  range: z.enum(DASHBOARD_RANGES, { error: `range must be one of ${DASHBOARD_RANGES.join(', ')}` }).default('7d'),
});
export type AdminDashboardQuery = z.infer<typeof adminDashboardQuerySchema>;

const count = z.number().int().nonnegative();
const creditsSchema = z.object({ text: z.number().int(), audio: z.number().int() });

export const adminDashboardSchema = z.object({
  range: z.enum(DASHBOARD_RANGES),
  from: z.string(),
  to: z.string(),
  /** Accounts created in the range. */
  signups: count,
  /** Distinct users who signed in (a new session) or whose credits moved in the range. */
  activeUsers: count,
  storiesCreated: count,
  chapters: z.object({ created: count, ready: count, failed: count, writing: count }),
  /** Minutes of narration audio made in the range. */
  narrationMinutes: z.number().nonnegative(),
  credits: z.object({
    spent: creditsSchema,
    granted: creditsSchema,
    byReason: z.array(
      z.object({ reason: z.string(), entries: count, text: z.number().int(), audio: z.number().int() }),
    ),
  }),
  revenue: z.object({
    totalCents: count,
    byProduct: z.array(
      z.object({
        kind: z.enum(['credit', 'subscription']),
        productId: z.string(),
        currency: z.string(),
        purchases: count,
        amountCents: count,
      }),
    ),
  }),
  /** Chapters that failed in the range, by failure message. */
  failures: z.array(z.object({ message: z.string(), count })),
  /** Failures of outside providers in the range: chapter writers and narration voices, by provider, most first. */
  failuresByProvider: z.array(z.object({ kind: z.enum(['writer', 'voice']), provider: z.string(), count })),
  series: z.array(
    z.object({ at: z.string(), signups: count, chapters: count, creditsSpent: count, revenueCents: count }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
