import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { continueReadingResponseSchema, savedResponseSchema, storyListSchema, idParams } from '#common/contract';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { userOf } from '#server/http/routeAuth';
import { listContinueReading, listSaved, setSaved } from './reading.service';

const errors = errorResponses(401, 404);

/** The reading list (saved stories) and "Continue reading". */
export async function registerReadingRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const save = {
    config: { auth: 'user' as const },
    schema: { params: idParams, response: { 200: savedResponseSchema, ...errors } },
  };
  app.put('/api/stories/:id/saved', save, async (request) => setSaved(db, userOf(request), request.params.id, true));
  app.delete('/api/stories/:id/saved', save, async (request) =>
    setSaved(db, userOf(request), request.params.id, false),
  );

  app.get(
    '/api/user/saved',
    { config: { auth: 'user', ageGate: 'redact' }, schema: { response: { 200: storyListSchema, ...errors } } },
    async (request) => listSaved(db, userOf(request)),
  );

  app.get(
    '/api/user/continue-reading',
    {
      config: { auth: 'user', ageGate: 'redact' },
      schema: { response: { 200: continueReadingResponseSchema, ...errors } },
    },
    async (request) => listContinueReading(db, userOf(request)),
  );
}
