import type { AdminAuditAction } from '#common/catalogue/admin';
import type { AdminAuditEntry } from '#common/contract';

export const AUDIT_ACTION_LABELS: Record<AdminAuditAction, string> = {
  'user.create': 'User created',
  'user.update': 'User updated',
  'user.delete': 'User deleted',
  'user.ban': 'User banned',
  'user.age_revoke': 'Age verification revoked',
  'story.visibility': 'Visibility changed',
  'story.delete': 'Story deleted',
  'story.hide': 'Story hidden',
  'story.restore': 'Reports dismissed',
  'story.branch.delete': 'Story branch deleted',
  'badge.award': 'Badge awarded',
  'admin.configured': 'Admin configured at start-up',
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AdminAuditAction] ?? action;

const shown = (value: unknown) => (value === null || value === undefined ? '—' : String(value));

/** What an entry changed, in a line: the fields that differ, or what was created or removed. */
export function describeChange({ before, after }: Pick<AdminAuditEntry, 'before' | 'after'>): string {
  const label = (before ?? after)?.title ?? (before ?? after)?.email ?? (before ?? after)?.name;
  if (!before) return `created ${shown(label)}`;
  if (!after) return `removed ${shown(label)}`;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes = keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`);
  return [label && `${shown(label)}`, ...changes].filter(Boolean).join(' · ') || 'no change';
}
