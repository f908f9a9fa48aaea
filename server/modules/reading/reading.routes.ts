import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { continueReadingResponseSchema, savedResponseSchema, storyListSchema, idParams } from '#common/contract';
import { readingEndpoints } from '#common/endpoints/reading';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { routeOf } from '#server/http/endpoints';
import { userOf } from '#server/http/routeAuth';
import { listContinueReading, listSaved, setSaved } from './reading.service';

const errors = errorResponses(401, 404);

/** The reading list (saved stories) and "Continue reading". */
export async function registerReadingRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  for (const [declared, saves] of [
    [readingEndpoints.save, true],
    [readingEndpoints.unsave, false],
  ] as const) {
    const save = routeOf(declared, savedResponseSchema);
    app.route({
      method: save.method,
      url: save.url,
      config: { auth: 'user' },
      schema: { params: idParams, response: { 200: save.answer, ...errors } },
      handler: async (request) => setSaved(db, userOf(request), request.params.id, saves),
    });
  }

  const saved = routeOf(readingEndpoints.saved, storyListSchema);
  app.route({
    method: saved.method,
    url: saved.url,
    config: { auth: 'user', ageGate: 'redact' },
    schema: { response: { 200: saved.answer, ...errors } },
    handler: async (request) => listSaved(db, userOf(request)),
  });

  const continueReading = routeOf(readingEndpoints.continueReading, continueReadingResponseSchema);
  app.route({
    method: continueReading.method,
    url: continueReading.url,
    config: { auth: 'user', ageGate: 'redact' },
    schema: { response: { 200: continueReading.answer, ...errors } },
    handler: async (request) => listContinueReading(db, userOf(request)),
  });
}
