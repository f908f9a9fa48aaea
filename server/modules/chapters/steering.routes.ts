import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chapterWrittenResponseSchema, editChapterBodySchema, storyMemorySchema, idParams } from '#common/contract';
import type { AppContext } from '#server/context';
import { userOf } from '#server/http/routeAuth';
import type { ChapterQueue } from './chapterQueue';
import { getStoryMemory, saveStoryMemory } from '../stories/storyMemory.service';
import { chapterParams, errors } from './chapterParams';
import { editChapter } from './chapterEditing.service';
import { regenerateChapter } from './chapterWriting.service';

/** The owner steers the story: writes the latest chapter again, edits a chapter, reads and edits the memory. */
export async function registerSteeringRoutes(root: FastifyInstance, ctx: AppContext, jobs: ChapterQueue) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.post(
    '/api/stories/:id/chapters/:n/regenerate',
    {
      config: { auth: 'user', idempotent: true, ageGate: 'refuse' },
      schema: { params: chapterParams, response: { 201: chapterWrittenResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = userOf(request);
      return reply.status(201).send(await regenerateChapter(db, jobs, user, request.params.id, request.params.n));
    },
  );

  app.put(
    '/api/stories/:id/chapters/:n',
    {
      config: { auth: 'user', ageGate: 'refuse' },
      schema: {
        params: chapterParams,
        body: editChapterBodySchema,
        response: { 200: chapterWrittenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      return editChapter(db, ctx.providers.moderation, user, request.params.id, request.params.n, request.body);
    },
  );

  app.get(
    '/api/stories/:id/memory',
    {
      config: { auth: 'user', ageGate: 'refuse' },
      schema: { params: idParams, response: { 200: storyMemorySchema, ...errors } },
    },
    async (request) => getStoryMemory(db, userOf(request), request.params.id),
  );

  app.put(
    '/api/stories/:id/memory',
    {
      config: { auth: 'user', ageGate: 'refuse' },
      schema: { params: idParams, body: storyMemorySchema, response: { 200: storyMemorySchema, ...errors } },
    },
    async (request) => saveStoryMemory(db, ctx.providers.moderation, userOf(request), request.params.id, request.body),
  );
}
