import { desc } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { adminAuditLog } from '#server/db/schema';
import type { StoryRow } from '../stories/stories.repo';
import type { UserRow } from '../users/users.repo';

export type AdminAction = 'user.create' | 'user.update' | 'user.delete' | 'story.visibility' | 'story.delete';
/** Changes the platform makes by itself, recorded without an acting admin. */
export type SystemAction = 'badge.award' | 'admin.configured';
export const SYSTEM_ACTOR = 'system';
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
  };
}

export function storySnapshot(story: StoryRow): Snapshot {
  return { title: story.title, userId: story.userId, accessType: story.accessType };
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

export function listAdminChanges(db: Executor, limit: number): Promise<AuditRow[]> {
  return db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id)).limit(limit);
}
