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
import { storyEndpoints } from '#common/endpoints/stories';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { bodyOf, routeOf } from '#server/http/endpoints';
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

  const generate = routeOf(storyEndpoints.generate, storySchema);
  app.route({
    method: generate.method,
    url: generate.url,
    config: { auth: 'user', idempotent: true, ageGate: 'refuse' },
    schema: {
      body: bodyOf(storyEndpoints.generate, generateStoryBodySchema),
      response: { 201: generate.answer, ...errors },
    },
    handler: async (request, reply) => {
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
  });

  const story = routeOf(storyEndpoints.story, storySchema);
  app.route({
    method: story.method,
    url: story.url,
    config: { auth: 'optional', ageGate: 'redact', readCache: 'story' },
    schema: { params: idParams, response: { 200: story.answer, ...errors } },
    handler: async (request) =>
      guestRead(
        ctx.database,
        request,
        async (readDb) => getStory(readDb, viewerOf(request), request.params.id),
        request.params.id,
      ),
  });

  const update = routeOf(storyEndpoints.update, storySchema);
  app.route({
    method: update.method,
    url: update.url,
    config: { auth: 'user', ageGate: 'refuse' },
    schema: {
      params: idParams,
      body: bodyOf(storyEndpoints.update, updateStoryBodySchema),
      response: { 200: update.answer, ...errors },
    },
    handler: async (request) =>
      updateStory(db, ctx.providers.moderation, userOf(request), request.params.id, request.body),
  });

  const remove = routeOf(storyEndpoints.remove, deleteStoryResponseSchema);
  app.route({
    method: remove.method,
    url: remove.url,
    config: { auth: 'user', idempotent: true },
    schema: { params: idParams, response: { 200: remove.answer, ...errors } },
    handler: async (request) => deleteStory(db, ctx.providers.storage, userOf(request), request.params.id),
  });

  const visibility = routeOf(storyEndpoints.visibility, visibilityResponseSchema);
  app.route({
    method: visibility.method,
    url: visibility.url,
    config: { auth: 'user' },
    schema: {
      params: idParams,
      body: bodyOf(storyEndpoints.visibility, visibilityBodySchema),
      response: { 200: visibility.answer, ...errors },
    },
    handler: async (request) => changeVisibility(db, userOf(request), request.params.id, request.body.isPublic),
  });

  await registerChapterRoutes(root, ctx, jobs);
  await registerSteeringRoutes(root, ctx, jobs);
  await registerChapterTreeRoutes(root, ctx);
  await registerVoteRoutes(root, ctx);
}
