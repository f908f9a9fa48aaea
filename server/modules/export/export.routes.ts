import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportQuerySchema, idParams } from '#common/contract';
import { exportEndpoints } from '#common/endpoints/export';
import { userEndpoints } from '#common/endpoints/users';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { userOf } from '#server/http/routeAuth';
import { exportAccount, exportStory, type ExportFile } from './export.service';

const errors = errorResponses(400, 401, 403, 404);

function download(reply: FastifyReply, file: ExportFile) {
  return reply
    .type(file.type)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.body));
}

/** Downloads: a story as EPUB or text (its author), all of one's data (the account holder). */
export async function registerExportRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  // A file, not JSON: only the error answers have a schema.
  app.route({
    method: exportEndpoints.story.method,
    url: exportEndpoints.story.path,
    config: { auth: 'user', ageGate: 'refuse' },
    schema: { params: idParams, querystring: exportQuerySchema, response: errors },
    handler: async (request, reply) =>
      download(reply, await exportStory(db, userOf(request), request.params.id, request.query.format)),
  });

  app.route({
    method: userEndpoints.dataExport.method,
    url: userEndpoints.dataExport.path,
    config: { auth: 'user', ageGate: 'refuse' },
    schema: { response: errors },
    handler: async (request, reply) => download(reply, await exportAccount(db, ctx.providers.storage, userOf(request))),
  });
}
