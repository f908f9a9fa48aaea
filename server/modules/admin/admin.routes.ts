import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAuditEntrySchema,
  adminAuditQuerySchema,
  adminDashboardQuerySchema,
  adminDashboardSchema,
  adminCreateUserBodySchema,
  adminDeleteResultSchema,
  adminStoriesQuerySchema,
  adminStorySchema,
  adminUpdateUserBodySchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminVisibilityBodySchema,
  adminVisibilityResultSchema,
  adminReportsQuerySchema,
  adminWriterFailureSchema,
  adminWriterFailuresQuerySchema,
  REPORT_ACTIONS,
  reportActionResultSchema,
  reportedStorySchema,
  idParams,
} from '#common/contract';
import { ADMIN_LIST_HEADERS } from '#common/catalogue/wire';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { userOf } from '#server/http/routeAuth';
import { listAuditEntries } from './adminAudit.service';
import { getDashboard } from './adminDashboard.service';
import { listReportQueue, reviewReportedStory } from './adminReports.service';
import { deleteStoryAsAdmin, listStories, setStoryVisibility } from './adminStories.service';
import { createUser, deleteUserAsAdmin, listUsers, updateUserAsAdmin } from './adminUsers.service';
import { listWriterFailurePage } from './adminWriterFailures.service';
import type { Page } from './paging';

const errors = errorResponses(400, 401, 403, 404, 409);
const reviewParams = z.object({
  storyId: z.string(),
  action: z.enum(REPORT_ACTIONS, { error: `action must be one of ${REPORT_ACTIONS.join(', ')}` }),
});

/** Sends a page as a JSON array, its total and next cursor in headers. */
function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header(ADMIN_LIST_HEADERS.totalCount, String(page.total));
  if (page.nextCursor) reply.header(ADMIN_LIST_HEADERS.nextCursor, page.nextCursor);
  return page.items;
}

/** The admin dashboard's calls: guests get 401 and non-admins 403 ADMIN_REQUIRED before their input is even read. */
export async function registerAdminRoutes(root: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const app = root.withTypeProvider<ZodTypeProvider>();
  const admin = { auth: 'admin' } as const;

  app.get(
    '/api/admin/dashboard',
    {
      config: admin,
      schema: { querystring: adminDashboardQuerySchema, response: { 200: adminDashboardSchema, ...errors } },
    },
    async (request) => getDashboard(db, request.query),
  );

  app.get(
    '/api/admin/users',
    {
      config: admin,
      schema: { querystring: adminUsersQuerySchema, response: { 200: z.array(adminUserSchema), ...errors } },
    },
    async (request, reply) => sendPage(reply, await listUsers(db, request.query)),
  );

  app.post(
    '/api/admin/users',
    {
      config: { ...admin, idempotent: true },
      schema: { body: adminCreateUserBodySchema, response: { 201: adminUserSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createUser(db, ctx.providers.moderation, userOf(request), request.body)),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      config: admin,
      schema: { params: idParams, body: adminUpdateUserBodySchema, response: { 200: adminUserSchema, ...errors } },
    },
    async (request) =>
      updateUserAsAdmin(db, ctx.providers.moderation, userOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/users/:id',
    { config: admin, schema: { params: idParams, response: { 200: adminDeleteResultSchema, ...errors } } },
    async (request) => deleteUserAsAdmin(db, ctx.providers, userOf(request), request.params.id),
  );

  app.get(
    '/api/admin/stories',
    {
      config: admin,
      schema: { querystring: adminStoriesQuerySchema, response: { 200: z.array(adminStorySchema), ...errors } },
    },
    async (request, reply) => sendPage(reply, await listStories(db, request.query)),
  );

  app.patch(
    '/api/admin/stories/:id/visibility',
    {
      config: admin,
      schema: {
        params: idParams,
        body: adminVisibilityBodySchema,
        response: { 200: adminVisibilityResultSchema, ...errors },
      },
    },
    async (request) => setStoryVisibility(db, userOf(request), request.params.id, request.body.isPublic),
  );

  app.delete(
    '/api/admin/stories/:id',
    { config: admin, schema: { params: idParams, response: { 200: adminDeleteResultSchema, ...errors } } },
    async (request) => deleteStoryAsAdmin(db, ctx.providers.storage, userOf(request), request.params.id),
  );

  app.get(
    '/api/admin/audit',
    {
      config: admin,
      schema: { querystring: adminAuditQuerySchema, response: { 200: z.array(adminAuditEntrySchema), ...errors } },
    },
    async (request, reply) => sendPage(reply, await listAuditEntries(db, request.query)),
  );
  app.get(
    '/api/admin/reports',
    {
      config: admin,
      schema: { querystring: adminReportsQuerySchema, response: { 200: z.array(reportedStorySchema), ...errors } },
    },
    async (request, reply) => sendPage(reply, await listReportQueue(db, request.query)),
  );
  app.get(
    '/api/admin/writer-failures',
    {
      config: admin,
      schema: {
        querystring: adminWriterFailuresQuerySchema,
        response: { 200: z.array(adminWriterFailureSchema), ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await listWriterFailurePage(db, request.query)),
  );
  app.post(
    '/api/admin/reports/:storyId/:action',
    { config: admin, schema: { params: reviewParams, response: { 200: reportActionResultSchema, ...errors } } },
    async (request) =>
      reviewReportedStory(db, ctx.providers.storage, userOf(request), request.params.storyId, request.params.action),
  );
}
