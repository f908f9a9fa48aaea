import { count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminAuditAction } from '#common/catalogue/admin';
import { auditBounds, type AdminAuditQuery } from '#common/contract';
import type { Executor } from '#server/db/client';
import { afterKey, keyTime, type PageKey } from '#server/db/keyset';
import { allOf, containsAny } from '#server/db/filters';
import { adminAuditLog } from '#server/db/schema';
import type { StoryRow } from '../stories/stories.repo';
import type { UserRow } from '../users/users.repo';

type AdminAction = AdminAuditAction;
/** Changes the platform makes by itself, recorded without an acting admin. */
export type SystemAction = 'badge.award' | 'admin.configured';
const SYSTEM_ACTOR = 'system';
export type AuditRow = typeof adminAuditLog.$inferSelect;
type Snapshot = Record<string, unknown>;

export interface AdminChange {
  admin: Pick<UserRow, 'id' | 'email'>;
  action: AdminAction;
  targetType: 'user' | 'story';
  targetId: string;
  before: Snapshot | null;
  after: Snapshot | null;
}

/** What the trail keeps of an account: chosen fields only, so no password or provider material ever lands in it. */
export function userSnapshot(user: UserRow): Snapshot {
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    subscription: user.subscription,
    premiumUntil: user.premiumUntil?.toISOString() ?? null,
    textCredits: user.textCredits,
    audioCredits: user.audioCredits,
    bannedAt: user.bannedAt?.toISOString() ?? null,
  };
}

export function storySnapshot(story: StoryRow): Snapshot {
  return { title: story.title, userId: story.userId, accessType: story.accessType, hiddenReason: story.hiddenReason };
}

/** Writes one entry; call it inside the transaction that makes the change, so both commit or neither does. */
export async function recordAdminChange(tx: Executor, change: AdminChange): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminId: change.admin.id,
    adminEmail: change.admin.email,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId,
    before: change.before,
    after: change.after,
  });
}

/** A change the platform made by itself, in the transaction that makes it. */
export async function recordSystemChange(
  tx: Executor,
  change: { action: SystemAction; targetId: string; before: Snapshot | null; after: Snapshot | null },
): Promise<void> {
  await tx.insert(adminAuditLog).values({ adminId: null, adminEmail: SYSTEM_ACTOR, targetType: 'user', ...change });
}

/** The query's filters: action, admin (their id, or part of their email) and time range. */
function matching(query: AdminAuditQuery): SQL | undefined {
  const { from, before } = auditBounds(query);
  const admin = query.admin?.trim();
  return allOf(
    query.action === 'all' ? undefined : eq(adminAuditLog.action, query.action),
    admin
      ? or(containsAny([adminAuditLog.adminEmail], admin), sql`${adminAuditLog.adminId}::text = ${admin}`)
      : undefined,
    from && gte(adminAuditLog.createdAt, from),
    before && lt(adminAuditLog.createdAt, before),
  );
}

/** One page of entries, newest first, fetching one row more than asked. */
export async function listAdminChanges(
  db: Executor,
  query: AdminAuditQuery,
  cursor: PageKey | undefined,
): Promise<Array<{ entry: AuditRow; cursor: PageKey }>> {
  const rows = await db
    .select({ entry: adminAuditLog, at: keyTime(adminAuditLog.createdAt) })
    .from(adminAuditLog)
    .where(allOf(matching(query), cursor && afterKey(adminAuditLog.createdAt, adminAuditLog.id, cursor)))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(query.limit + 1);
  return rows.map(({ entry, at }) => ({ entry, cursor: { at, id: entry.id } }));
}

export async function countAdminChanges(db: Executor, query: AdminAuditQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminAuditLog).where(matching(query));
  return row?.n ?? 0;
}
