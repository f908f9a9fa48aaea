import type { AdminAuditEntry } from '#common/contract';
import type { Database } from '#server/db/client';
import { presentAuditEntry } from './admin.presenter';
import { listAdminChanges } from './audit';

/** The most recent admin changes, newest first. */
export async function listAuditEntries(db: Database, limit: number): Promise<AdminAuditEntry[]> {
  return (await listAdminChanges(db, limit)).map(presentAuditEntry);
}
