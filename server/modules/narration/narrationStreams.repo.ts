import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { narrationStreamChunks, narrationStreams } from '#server/db/schema';

/** Every change to a relayed narration is announced here, with its asset id as the payload. */
export const NARRATION_AUDIO_CHANNEL = 'narration_audio';

const announce = (db: Executor, assetId: string) =>
  db.execute(sql`select reverie_notify(${NARRATION_AUDIO_CHANNEL}, ${assetId})`);

/** Claims the relay of a narration; false when another instance is already relaying the same one. */
export async function openNarrationStream(db: Executor, assetId: string): Promise<boolean> {
  const rows = await db
    .insert(narrationStreams)
    .values({ assetId })
    .onConflictDoNothing()
    .returning({ assetId: narrationStreams.assetId });
  return rows.length > 0;
}

/** Adds the next piece of audio and tells the listeners, at commit. */
export async function appendNarrationChunk(db: Executor, assetId: string, seq: number, bytes: Uint8Array) {
  await db.transaction(async (tx) => {
    await tx.insert(narrationStreamChunks).values({ assetId, seq, bytes });
    await tx
      .update(narrationStreams)
      .set({ updatedAt: sql`now()` })
      .where(eq(narrationStreams.assetId, assetId));
    await announce(tx, assetId);
  });
}

/** The narration is stored or has failed: its relay (and every chunk) goes, and the listeners are told. */
export async function closeNarrationStream(db: Executor, assetId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(narrationStreams).where(eq(narrationStreams.assetId, assetId));
    await announce(tx, assetId);
  });
}

export async function findNarrationStream(db: Executor, assetId: string) {
  const [row] = await db.select().from(narrationStreams).where(eq(narrationStreams.assetId, assetId)).limit(1);
  return row;
}

export function narrationChunksAfter(db: Executor, assetId: string, seq: number) {
  return db
    .select({ seq: narrationStreamChunks.seq, bytes: narrationStreamChunks.bytes })
    .from(narrationStreamChunks)
    .where(and(eq(narrationStreamChunks.assetId, assetId), gt(narrationStreamChunks.seq, seq)))
    .orderBy(asc(narrationStreamChunks.seq));
}

/** Removes the relays an instance left behind when it died; answers how many. */
export async function deleteNarrationStreamsQuietSince(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(narrationStreams)
    .where(lt(narrationStreams.updatedAt, before))
    .returning({ assetId: narrationStreams.assetId });
  return rows.length;
}
