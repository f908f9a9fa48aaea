import type { AdminWriterFailure, AdminWriterFailuresQuery } from '#common/contract';
import type { Database } from '#server/db/client';
import { decodeCursor } from '#server/db/keyset';
import { countWriterFailures, listWriterFailures, type WriterFailureRecord } from './adminWriterFailures.repo';
import { toPage, type Page } from './paging';

/** Failures recorded before reasons were kept say only that the writer failed. */
const NO_REASON_KEPT = 'The writer failed (no reason was recorded).';

function presentWriterFailure(record: WriterFailureRecord): AdminWriterFailure {
  const { failure } = record;
  return {
    _id: failure.id,
    provider: failure.provider,
    status: failure.status,
    reason: failure.reason ?? NO_REASON_KEPT,
    storyId: record.storyId,
    storyTitle: record.storyTitle,
    chapterNumber: record.chapterNumber,
    createdAt: failure.createdAt.toISOString(),
  };
}

/** The writer's failures with their reasons, newest first, a page at a time. */
export async function listWriterFailurePage(
  db: Database,
  query: AdminWriterFailuresQuery,
): Promise<Page<AdminWriterFailure>> {
  const cursor = decodeCursor(query.cursor);
  const [rows, total] = await Promise.all([listWriterFailures(db, query.limit, cursor), countWriterFailures(db)]);
  return toPage(rows, query.limit, total, presentWriterFailure);
}
