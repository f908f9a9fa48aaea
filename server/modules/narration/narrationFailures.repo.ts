import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { narrationFailures } from '#server/db/schema';

/** Why the asset's latest synthesis failed, if it did. */
export async function narrationFailure(db: Executor, assetId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ message: narrationFailures.message })
    .from(narrationFailures)
    .where(eq(narrationFailures.assetId, assetId));
  return row?.message;
}

export async function recordNarrationFailure(db: Executor, assetId: string, message: string): Promise<void> {
  await db
    .insert(narrationFailures)
    .values({ assetId, message })
    .onConflictDoUpdate({ target: narrationFailures.assetId, set: { message, failedAt: new Date() } });
}

/** A new synthesis of the asset starts: its earlier failure no longer tells its listeners anything. */
export async function clearNarrationFailure(db: Executor, assetId: string): Promise<void> {
  await db.delete(narrationFailures).where(eq(narrationFailures.assetId, assetId));
}
