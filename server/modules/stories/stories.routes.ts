import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteStoryResponseSchema,
  generateStoryBodySchema,
  storySchema,
  updateStoryBodySchema,
  visibilityBodySchema,
  visibilityResponseSchema,
  idParams,
} from '#common/contract';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { userOf, viewerOf } from '#server/http/routeAuth';
import { guestRead } from '#server/http/guestRead';
import type { ChapterQueue } from '#server/modules/chapters/chapterQueue';
import { registerChapterRoutes } from '../chapters/chapters.routes';
import { registerSteeringRoutes } from '../chapters/steering.routes';
import { registerChapterTreeRoutes } from '../chapters/chapterTree.routes';
import { registerVoteRoutes } from '../votes/votes.routes';
import { generateStory, getStory } from './stories.service';
import { changeVisibility, deleteStory, updateStory } from './storyEditing.service';

const errors = errorResponses(400, 401, 402, 403, 404, 409);

/** Stories, their chapters and votes; `jobs` is nudged when a chapter is queued. */
export async function registerStoryRoutes(root: FastifyInstance, ctx: AppContext, jobs: ChapterQueue) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.post(
    '/api/stories/generate',
    {
      config: { auth: 'user', idempotent: true, ageGate: 'refuse' },
      schema: { body: generateStoryBodySchema, response: { 201: storySchema, ...errors } },
    },
    async (request, reply) => {
      const user = userOf(request);
      return reply
        .status(201)
        .send(
          await generateStory(
            db,
            { jobs, moderator: ctx.providers.moderation, voice: ctx.providers.voice },
            user,
            request.body,
          ),
        );
    },
  );

  app.get(
    '/api/stories/:id',
    {
      config: { auth: 'optional', ageGate: 'redact', readCache: 'story' },
      schema: { params: idParams, response: { 200: storySchema, ...errors } },
    },
    async (request) =>
      guestRead(
        ctx.database,
        request,
        async (readDb) => getStory(readDb, viewerOf(request), request.params.id),
        request.params.id,
      ),
  );

  app.put(
    '/api/stories/:id',
    {
      config: { auth: 'user', ageGate: 'refuse' },
      schema: { params: idParams, body: updateStoryBodySchema, response: { 200: storySchema, ...errors } },
    },
    async (request) => updateStory(db, ctx.providers.moderation, userOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/stories/:id',
    {
      config: { auth: 'user', idempotent: true },
      schema: { params: idParams, response: { 200: deleteStoryResponseSchema, ...errors } },
    },
    async (request) => deleteStory(db, ctx.providers.storage, userOf(request), request.params.id),
  );

  app.patch(
    '/api/stories/:id/visibility',
    {
      config: { auth: 'user' },
      schema: { params: idParams, body: visibilityBodySchema, response: { 200: visibilityResponseSchema, ...errors } },
    },
    async (request) => changeVisibility(db, userOf(request), request.params.id, request.body.isPublic),
  );

  await registerChapterRoutes(root, ctx, jobs);
  await registerSteeringRoutes(root, ctx, jobs);
  await registerChapterTreeRoutes(root, ctx);
  await registerVoteRoutes(root, ctx);
}
