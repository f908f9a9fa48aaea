import type {
  AdminAuditQuery,
  ReportAction,
  ReportActionResult,
  AdminAuditEntry,
  AdminWriterFailure,
  ReportedStory,
} from '#common/contract';
import { adminKeys, adminListQuery, useAdminList, useAdminMutation } from './admin';
import { apiRequest } from './client';

export type AuditFilters = Pick<AdminAuditQuery, 'action' | 'admin' | 'from' | 'to'>;

/** The review queue: stories with open reports. */
export const useReportQueue = () =>
  useAdminList(adminListQuery<ReportedStory>(adminKeys.reports, '/api/admin/reports', {}));

/** The writer's recent failures with their reasons, newest first. */
export const useWriterFailures = () =>
  useAdminList(adminListQuery<AdminWriterFailure>(adminKeys.writerFailures, '/api/admin/writer-failures', {}));

export const useAuditLog = (filters: AuditFilters) =>
  useAdminList(adminListQuery<AdminAuditEntry>(adminKeys.auditList(filters), '/api/admin/audit', filters));

// Every decision changes the queue and the trail; delete and ban change the story and user lists too.
export const useReviewReport = () =>
  useAdminMutation(
    ({ storyId, action }: { storyId: string; action: ReportAction }) =>
      apiRequest<ReportActionResult>(`/api/admin/reports/${encodeURIComponent(storyId)}/${action}`, {
        method: 'POST',
      }),
    [adminKeys.all],
  );
