import type { z } from 'zod';
import type {
  AdminAuditEntry,
  adminCreateUserBodySchema,
  AdminDashboard,
  AdminDeleteResult,
  AdminStory,
  adminUpdateUserBodySchema,
  AdminUser,
  adminVisibilityBodySchema,
  AdminVisibilityResult,
  AdminWriterFailure,
  AgeRevokeResponse,
  ReportActionResult,
  ReportedStory,
} from '../contract';
import { endpoint } from '../endpoint';

/**
 * The admin dashboard's calls. The lists answer one page as an array, with its total and next
 * cursor in headers (`ADMIN_LIST_HEADERS`).
 */
export const adminEndpoints = {
  dashboard: endpoint<AdminDashboard>()('GET', '/api/admin/dashboard'),
  users: endpoint<AdminUser[]>()('GET', '/api/admin/users'),
  createUser: endpoint<AdminUser, z.input<typeof adminCreateUserBodySchema>>()('POST', '/api/admin/users'),
  updateUser: endpoint<AdminUser, z.input<typeof adminUpdateUserBodySchema>>()('PATCH', '/api/admin/users/:id'),
  deleteUser: endpoint<AdminDeleteResult>()('DELETE', '/api/admin/users/:id'),
  revokeAgeVerification: endpoint<AgeRevokeResponse>()('DELETE', '/api/admin/users/:id/age-verification'),
  stories: endpoint<AdminStory[]>()('GET', '/api/admin/stories'),
  storyVisibility: endpoint<AdminVisibilityResult, z.input<typeof adminVisibilityBodySchema>>()(
    'PATCH',
    '/api/admin/stories/:id/visibility',
  ),
  deleteStory: endpoint<AdminDeleteResult>()('DELETE', '/api/admin/stories/:id'),
  audit: endpoint<AdminAuditEntry[]>()('GET', '/api/admin/audit'),
  reports: endpoint<ReportedStory[]>()('GET', '/api/admin/reports'),
  writerFailures: endpoint<AdminWriterFailure[]>()('GET', '/api/admin/writer-failures'),
  reviewReport: endpoint<ReportActionResult>()('POST', '/api/admin/reports/:storyId/:action'),
};
