import type { Executor } from '#server/db/client';
import { providerFailures, type ProviderKind } from '#server/db/schema';

/** Records that a provider failed at a chapter (writer) or a narration (voice), with its status and reason when known. */
export async function recordProviderFailure(
  db: Executor,
  failure: { kind: ProviderKind; provider: string; reference: string; status?: number; reason?: string },
): Promise<void> {
  await db.insert(providerFailures).values(failure);
}
