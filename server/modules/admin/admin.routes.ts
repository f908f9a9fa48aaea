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
import { adminEndpoints } from '#common/endpoints/admin';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { bodyOf, routeOf } from '#server/http/endpoints';
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

  const dashboard = routeOf(adminEndpoints.dashboard, adminDashboardSchema);
  app.route({
    method: dashboard.method,
    url: dashboard.url,
    config: admin,
    schema: { querystring: adminDashboardQuerySchema, response: { 200: dashboard.answer, ...errors } },
    handler: async (request) => getDashboard(db, request.query),
  });

  const users = routeOf(adminEndpoints.users, z.array(adminUserSchema));
  app.route({
    method: users.method,
    url: users.url,
    config: admin,
    schema: { querystring: adminUsersQuerySchema, response: { 200: users.answer, ...errors } },
    handler: async (request, reply) => sendPage(reply, await listUsers(db, request.query)),
  });

  const createdUser = routeOf(adminEndpoints.createUser, adminUserSchema);
  app.route({
    method: createdUser.method,
    url: createdUser.url,
    config: { ...admin, idempotent: true },
    schema: {
      body: bodyOf(adminEndpoints.createUser, adminCreateUserBodySchema),
      response: { 201: createdUser.answer, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createUser(db, ctx.providers.moderation, userOf(request), request.body)),
  });

  const updatedUser = routeOf(adminEndpoints.updateUser, adminUserSchema);
  app.route({
    method: updatedUser.method,
    url: updatedUser.url,
    config: admin,
    schema: {
      params: idParams,
      body: bodyOf(adminEndpoints.updateUser, adminUpdateUserBodySchema),
      response: { 200: updatedUser.answer, ...errors },
    },
    handler: async (request) =>
      updateUserAsAdmin(db, ctx.providers.moderation, userOf(request), request.params.id, request.body),
  });

  const deletedUser = routeOf(adminEndpoints.deleteUser, adminDeleteResultSchema);
  app.route({
    method: deletedUser.method,
    url: deletedUser.url,
    config: admin,
    schema: { params: idParams, response: { 200: deletedUser.answer, ...errors } },
    handler: async (request) => deleteUserAsAdmin(db, ctx.providers, userOf(request), request.params.id),
  });

  const stories = routeOf(adminEndpoints.stories, z.array(adminStorySchema));
  app.route({
    method: stories.method,
    url: stories.url,
    config: admin,
    schema: { querystring: adminStoriesQuerySchema, response: { 200: stories.answer, ...errors } },
    handler: async (request, reply) => sendPage(reply, await listStories(db, request.query)),
  });

  const visibility = routeOf(adminEndpoints.storyVisibility, adminVisibilityResultSchema);
  app.route({
    method: visibility.method,
    url: visibility.url,
    config: admin,
    schema: {
      params: idParams,
      body: bodyOf(adminEndpoints.storyVisibility, adminVisibilityBodySchema),
      response: { 200: visibility.answer, ...errors },
    },
    handler: async (request) => setStoryVisibility(db, userOf(request), request.params.id, request.body.isPublic),
  });

  const deletedStory = routeOf(adminEndpoints.deleteStory, adminDeleteResultSchema);
  app.route({
    method: deletedStory.method,
    url: deletedStory.url,
    config: admin,
    schema: { params: idParams, response: { 200: deletedStory.answer, ...errors } },
    handler: async (request) => deleteStoryAsAdmin(db, ctx.providers.storage, userOf(request), request.params.id),
  });

  const audit = routeOf(adminEndpoints.audit, z.array(adminAuditEntrySchema));
  app.route({
    method: audit.method,
    url: audit.url,
    config: admin,
    schema: { querystring: adminAuditQuerySchema, response: { 200: audit.answer, ...errors } },
    handler: async (request, reply) => sendPage(reply, await listAuditEntries(db, request.query)),
  });

  const reports = routeOf(adminEndpoints.reports, z.array(reportedStorySchema));
  app.route({
    method: reports.method,
    url: reports.url,
    config: admin,
    schema: { querystring: adminReportsQuerySchema, response: { 200: reports.answer, ...errors } },
    handler: async (request, reply) => sendPage(reply, await listReportQueue(db, request.query)),
  });

  const writerFailures = routeOf(adminEndpoints.writerFailures, z.array(adminWriterFailureSchema));
  app.route({
    method: writerFailures.method,
    url: writerFailures.url,
    config: admin,
    schema: { querystring: adminWriterFailuresQuerySchema, response: { 200: writerFailures.answer, ...errors } },
    handler: async (request, reply) => sendPage(reply, await listWriterFailurePage(db, request.query)),
  });

  const review = routeOf(adminEndpoints.reviewReport, reportActionResultSchema);
  app.route({
    method: review.method,
    url: review.url,
    config: admin,
    schema: { params: reviewParams, response: { 200: review.answer, ...errors } },
    handler: async (request) =>
      reviewReportedStory(db, ctx.providers.storage, userOf(request), request.params.storyId, request.params.action),
  });
}
