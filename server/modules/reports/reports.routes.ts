import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportResultSchema, reportStoryBodySchema, idParams } from '#common/contract';
import { reportEndpoints } from '#common/endpoints/reports';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { bodyOf, routeOf } from '#server/http/endpoints';
import { userOf } from '#server/http/routeAuth';
import { reportStory } from './reports.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Readers report stories; the review happens in the admin dashboard. */
export async function registerReportRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const report = routeOf(reportEndpoints.report, reportResultSchema);
  app.route({
    method: report.method,
    url: report.url,
    config: { auth: 'verified' },
    schema: {
      params: idParams,
      body: bodyOf(reportEndpoints.report, reportStoryBodySchema),
      response: { 201: report.answer, ...errors },
    },
    handler: async (request, reply) => {
      const user = userOf(request);
      return reply
        .status(201)
        .send(
          await reportStory(ctx.db, user, request.params.id, request.body, ctx.config.REPORTER_MIN_ACCOUNT_AGE_HOURS),
        );
    },
  });
}
