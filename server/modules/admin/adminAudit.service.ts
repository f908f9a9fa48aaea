import type { AdminAuditEntry, AdminAuditQuery } from '#common/contract';
import type { Database } from '#server/db/client';
import { decodeCursor } from '#server/db/keyset';
import { presentAuditEntry } from './admin.presenter';
import { countAdminChanges, listAdminChanges } from './adminAudit.repo';
import { toPage, type Page } from './paging';

/** The admin changes matching the filters, newest first, a page at a time. */
export async function listAuditEntries(db: Database, query: AdminAuditQuery): Promise<Page<AdminAuditEntry>> {
  const cursor = decodeCursor(query.cursor);
  const [rows, total] = await Promise.all([listAdminChanges(db, query, cursor), countAdminChanges(db, query)]);
  return toPage(rows, query.limit, total, ({ entry }) => presentAuditEntry(entry));
}
