import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chapterWrittenResponseSchema, editChapterBodySchema, storyMemorySchema, idParams } from '#common/contract';
import { chapterEndpoints } from '#common/endpoints/chapters';
import type { AppContext } from '#server/context';
import { bodyOf, routeOf } from '#server/http/endpoints';
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

  const regenerate = routeOf(chapterEndpoints.regenerate, chapterWrittenResponseSchema);
  app.route({
    method: regenerate.method,
    url: regenerate.url,
    config: { auth: 'user', idempotent: true, ageGate: 'refuse' },
    schema: { params: chapterParams, response: { 201: regenerate.answer, ...errors } },
    handler: async (request, reply) => {
      const user = userOf(request);
      return reply.status(201).send(await regenerateChapter(db, jobs, user, request.params.id, request.params.n));
    },
  });

  const edit = routeOf(chapterEndpoints.edit, chapterWrittenResponseSchema);
  app.route({
    method: edit.method,
    url: edit.url,
    config: { auth: 'user', ageGate: 'refuse' },
    schema: {
      params: chapterParams,
      body: bodyOf(chapterEndpoints.edit, editChapterBodySchema),
      response: { 200: edit.answer, ...errors },
    },
    handler: async (request) => {
      const user = userOf(request);
      return editChapter(db, ctx.providers.moderation, user, request.params.id, request.params.n, request.body);
    },
  });

  const memory = routeOf(chapterEndpoints.memory, storyMemorySchema);
  app.route({
    method: memory.method,
    url: memory.url,
    config: { auth: 'user', ageGate: 'refuse' },
    schema: { params: idParams, response: { 200: memory.answer, ...errors } },
    handler: async (request) => getStoryMemory(db, userOf(request), request.params.id),
  });

  const saveMemory = routeOf(chapterEndpoints.saveMemory, storyMemorySchema);
  app.route({
    method: saveMemory.method,
    url: saveMemory.url,
    config: { auth: 'user', ageGate: 'refuse' },
    schema: {
      params: idParams,
      body: bodyOf(chapterEndpoints.saveMemory, storyMemorySchema),
      response: { 200: saveMemory.answer, ...errors },
    },
    handler: async (request) =>
      saveStoryMemory(db, ctx.providers.moderation, userOf(request), request.params.id, request.body),
  });
}
