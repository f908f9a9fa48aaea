import { and, desc, eq } from 'drizzle-orm';
import type { AgeMethod } from '#common/catalogue/age';
import type { Executor } from '#server/db/client';
import { ageVerifications, users } from '#server/db/schema';

export type AgeVerificationRow = typeof ageVerifications.$inferSelect;

export async function insertVerification(
  db: Executor,
  values: { userId: string; method: AgeMethod; provider: string },
): Promise<AgeVerificationRow> {
  const [row] = await db.insert(ageVerifications).values(values).returning();
  return row;
}

export async function setProviderReference(db: Executor, id: string, providerReference: string) {
  await db.update(ageVerifications).set({ providerReference }).where(eq(ageVerifications.id, id));
}

export async function findVerification(db: Executor, id: string): Promise<AgeVerificationRow | undefined> {
  const [row] = await db.select().from(ageVerifications).where(eq(ageVerifications.id, id)).limit(1);
  return row;
}

export async function findVerificationByReference(
  db: Executor,
  provider: string,
  providerReference: string,
): Promise<AgeVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(ageVerifications)
    .where(and(eq(ageVerifications.provider, provider), eq(ageVerifications.providerReference, providerReference)))
    .limit(1);
  return row;
}

/** Records a pending check's verdict; a check already decided or revoked is left as it is (a replay). */
export async function decideVerification(
  db: Executor,
  id: string,
  adult: boolean,
  now: Date,
): Promise<AgeVerificationRow | undefined> {
  const [row] = await db
    .update(ageVerifications)
    .set({ status: adult ? 'verified' : 'failed', decidedAt: now })
    .where(and(eq(ageVerifications.id, id), eq(ageVerifications.status, 'pending')))
    .returning();
  return row;
}

export async function setUserAgeVerifiedAt(db: Executor, userId: string, at: Date | null) {
  await db.update(users).set({ ageVerifiedAt: at }).where(eq(users.id, userId));
}

/** The check that made the user a verified adult, while it stands. */
export async function currentVerification(db: Executor, userId: string): Promise<AgeVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(ageVerifications)
    .where(and(eq(ageVerifications.userId, userId), eq(ageVerifications.status, 'verified')))
    .orderBy(desc(ageVerifications.decidedAt))
    .limit(1);
  return row;
}

/** Withdraws every standing verification of the user; answers those it withdrew. */
export async function revokeVerifications(db: Executor, userId: string, now: Date): Promise<AgeVerificationRow[]> {
  return db
    .update(ageVerifications)
    .set({ status: 'revoked', revokedAt: now })
    .where(and(eq(ageVerifications.userId, userId), eq(ageVerifications.status, 'verified')))
    .returning();
}
