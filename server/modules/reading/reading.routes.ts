import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { continueReadingResponseSchema, savedResponseSchema, storyListSchema } from '#common/contract';
import { errorBodySchema } from '#common/errors';
import type { AppContext } from '#server/context';
import { userOf } from '#server/http/routeAuth';
import { listContinueReading, listSaved, setSaved } from './reading.service';

const params = z.object({ id: z.string() });
const errors = { 401: errorBodySchema, 404: errorBodySchema };

/** The reading list (saved stories) and "Continue reading". */
export async function registerReadingRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const save = {
    config: { auth: 'user' as const },
    schema: { params, response: { 200: savedResponseSchema, ...errors } },
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
