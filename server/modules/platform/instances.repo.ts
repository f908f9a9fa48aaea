import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { instances } from '#server/db/schema';

/** Notes that this instance is alive and taking background work. */
export async function recordHeartbeat(db: Executor, owner: string): Promise<void> {
  await db
    .insert(instances)
    .values({ owner })
    .onConflictDoUpdate({ target: instances.owner, set: { seenAt: sql`now()` } });
}

export async function forgetInstance(db: Executor, owner: string): Promise<void> {
  await db.delete(instances).where(eq(instances.owner, owner));
}

/** Whether another instance has been seen within `withinMs`: one that could take this one's work on. */
export async function anotherInstanceAlive(db: Executor, owner: string, withinMs: number): Promise<boolean> {
  const [row] = await db
    .select({ owner: instances.owner })
    .from(instances)
    .where(
      and(ne(instances.owner, owner), gt(instances.seenAt, sql`now() - make_interval(secs => ${withinMs / 1000})`)),
    )
    .limit(1);
  return row !== undefined;
}
