import { z } from 'zod';
import {
  type AdminAuditQuery,
  type ReportAction,
  adminAuditEntrySchema,
  reportActionResultSchema,
  reportedStorySchema,
} from '#common/contract';
import { adminKeys, adminListQuery, useAdminList, useAdminMutation } from './admin';
import { apiRequest } from './client';

export type AuditFilters = Pick<AdminAuditQuery, 'action' | 'admin' | 'from' | 'to'>;

/** The review queue: stories with open reports. */
export const useReportQueue = () =>
  useAdminList(adminListQuery(adminKeys.reports, '/api/admin/reports', {}, z.array(reportedStorySchema)));

export const useAuditLog = (filters: AuditFilters) =>
  useAdminList(
    adminListQuery(adminKeys.auditList(filters), '/api/admin/audit', filters, z.array(adminAuditEntrySchema)),
  );

// Every decision changes the queue and the trail; delete and ban change the story and user lists too.
export const useReviewReport = () =>
  useAdminMutation(
    ({ storyId, action }: { storyId: string; action: ReportAction }) =>
      apiRequest(`/api/admin/reports/${encodeURIComponent(storyId)}/${action}`, {
        method: 'POST',
        schema: reportActionResultSchema,
      }),
    [adminKeys.all],
  );
