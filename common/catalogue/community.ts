/** Notifications and reports. */

/** A followed author published or continued a public story; the reader's own story earned a badge with a like. */
export const NOTIFICATION_KINDS = ['story_published', 'story_continued', 'badge_earned'] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Why a reader reports a story, as the report dialog and the review queue name them. */
export const REPORT_REASONS = ['minor', 'non_consent', 'real_person', 'hate', 'spam', 'other'] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];
