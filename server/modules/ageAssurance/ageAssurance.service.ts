import type { AgeMethod } from '#common/catalogue/age';
import type { AgeStatus, AgeVerification } from '#common/contract';
import { badRequest, conflict, notFound } from '#common/errors';
import type { Database } from '#server/db/client';
import { isUuid } from '#server/db/uuid';
import { isVerifiedAdult } from '#server/policies/ageGate.policy';
import { requireAdmin } from '#server/policies/admin.policy';
import { InvalidAgeWebhookError, type AgeAssuranceProvider } from '#server/providers/ageAssurance/port';
import { recordAdminChange } from '../admin/adminAudit.repo';
import { findUserById, type UserRow } from '../users/users.repo';
import {
  currentVerification,
  decideVerification,
  findVerification,
  findVerificationByReference,
  insertVerification,
  revokeVerifications,
  setProviderReference,
  setUserAgeVerifiedAt,
  type AgeVerificationRow,
} from './ageVerifications.repo';

export interface AgeAssuranceDeps {
  db: Database;
  provider: AgeAssuranceProvider;
  publicUrl: string;
}

/** Where a hosted check sends the user back: the page that shows how it went. */
const AGE_RETURN_PATH = '/verify-age';

const presentVerification = (row: AgeVerificationRow, url?: string): AgeVerification => ({
  id: row.id,
  status: row.status,
  ...(url ? { url } : {}),
});

export async function ageStatus(
  deps: AgeAssuranceDeps,
  user: UserRow | undefined,
  required: boolean,
): Promise<AgeStatus> {
  const verified = isVerifiedAdult(user);
  const standing = verified ? await currentVerification(deps.db, user!.id) : undefined;
  return {
    required,
    verified,
    methods: deps.provider.methods,
    verification: standing ? { method: standing.method, verifiedAt: standing.decidedAt!.toISOString() } : null,
  };
}

/** Opens a check with the provider; a provider that fails leaves the check failed, never half-open. */
export async function startVerification(
  deps: AgeAssuranceDeps,
  user: UserRow,
  method: AgeMethod,
): Promise<AgeVerification> {
  if (!deps.provider.methods.includes(method)) {
    throw badRequest(`method must be one of ${deps.provider.methods.join(', ')}`);
  }
  if (isVerifiedAdult(user)) throw conflict('Your age is already verified.');
  const row = await insertVerification(deps.db, { userId: user.id, method, provider: deps.provider.name });
  try {
    const started = await deps.provider.start({
      method,
      verificationId: row.id,
      userId: user.id,
      returnUrl: `${deps.publicUrl}${AGE_RETURN_PATH}?verification=${row.id}`,
    });
    await setProviderReference(deps.db, row.id, started.reference);
    return presentVerification(row, started.url);
  } catch (error) {
    await decideVerification(deps.db, row.id, false, new Date());
    throw error;
  }
}

/** Applies a verdict once: a replayed or late verdict on a decided or revoked check changes nothing. */
async function applyVerdict(db: Database, verification: AgeVerificationRow, adult: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const decided = await decideVerification(tx, verification.id, adult, now);
    if (decided?.status === 'verified') await setUserAgeVerifiedAt(tx, decided.userId, now);
  });
}

/** The demo stand-in's completion, as a provider's webhook would report it: only while the demo provider is active. */
export async function completeDemoVerification(
  deps: AgeAssuranceDeps,
  user: UserRow,
  id: string,
): Promise<AgeVerification> {
  if (!deps.provider.demo) throw notFound('The demo age check is not available: a real provider is configured.');
  const verification = isUuid(id) ? await findVerification(deps.db, id) : undefined;
  if (!verification || verification.userId !== user.id) throw notFound('Verification not found');
  await applyVerdict(deps.db, verification, true);
  return presentVerification((await findVerification(deps.db, id))!);
}

/** A signed provider event; a bad signature is a 400 and changes nothing. */
export async function handleAgeWebhook(deps: AgeAssuranceDeps, rawBody: string, signature: string | undefined) {
  let event;
  try {
    event = await deps.provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof InvalidAgeWebhookError) throw badRequest('Invalid webhook signature');
    throw error;
  }
  if (event.type !== 'decided') return;
  const verification = await findVerificationByReference(deps.db, deps.provider.name, event.reference);
  // Only checks we opened, for the verification they were opened for.
  if (!verification || (event.verificationId && event.verificationId !== verification.id)) return;
  await applyVerdict(deps.db, verification, event.adult);
}

/** An admin withdraws a user's verified-adult standing; the audit trail records it. */
export async function revokeAgeVerification(
  db: Database,
  actor: UserRow,
  userId: string,
): Promise<{ revoked: boolean }> {
  requireAdmin(actor);
  return db.transaction(async (tx) => {
    const target = isUuid(userId) ? await findUserById(tx, userId) : undefined;
    if (!target) throw notFound('User not found');
    const revoked = await revokeVerifications(tx, userId, new Date());
    if (!isVerifiedAdult(target) && revoked.length === 0) return { revoked: false };
    await setUserAgeVerifiedAt(tx, userId, null);
    await recordAdminChange(tx, {
      admin: actor,
      action: 'user.age_revoke',
      targetType: 'user',
      targetId: userId,
      before: { ageVerifiedAt: target.ageVerifiedAt?.toISOString() ?? null, methods: revoked.map((r) => r.method) },
      after: { ageVerifiedAt: null },
    });
    return { revoked: true };
  });
}
