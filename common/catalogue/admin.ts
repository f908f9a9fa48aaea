/** The admin dashboard: audit actions and chart ranges. */

export const ADMIN_AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.delete',
  'user.ban',
  'user.age_revoke',
  'story.visibility',
  'story.delete',
  'story.hide',
  'story.restore',
  'story.branch.delete',
  'badge.award',
  'admin.configured',
] as const;

export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** The periods the business dashboard covers; 24 h is charted per hour, the others per day. */
export const DASHBOARD_RANGES = ['24h', '7d', '30d'] as const;

export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
