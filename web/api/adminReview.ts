import type { AdminAuditQuery, ReportAction } from '#common/contract';
import { adminEndpoints } from '#common/endpoints/admin';
import { adminKeys, adminListQuery, useAdminList, useAdminMutation } from './admin';
import { callEndpoint } from './client';

export type AuditFilters = Pick<AdminAuditQuery, 'action' | 'admin' | 'from' | 'to'>;

/** The review queue: stories with open reports. */
export const useReportQueue = () => useAdminList(adminListQuery(adminKeys.reports, adminEndpoints.reports, {}));

/** The writer's recent failures with their reasons, newest first. */
export const useWriterFailures = () =>
  useAdminList(adminListQuery(adminKeys.writerFailures, adminEndpoints.writerFailures, {}));

export const useAuditLog = (filters: AuditFilters) =>
  useAdminList(adminListQuery(adminKeys.auditList(filters), adminEndpoints.audit, filters));

// Every decision changes the queue and the trail; delete and ban change the story and user lists too.
export const useReviewReport = () =>
  useAdminMutation(
    ({ storyId, action }: { storyId: string; action: ReportAction }) =>
      callEndpoint(adminEndpoints.reviewReport, { storyId, action }),
    [adminKeys.all],
  );
