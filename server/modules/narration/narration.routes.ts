import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '#server/security';
import {
  audioInfoQuerySchema,
  audioInfoSchema,
  playResponseSchema,
  speechGenerateBodySchema,
  speechGenerateResponseSchema,
  speechGenerateStoryBodySchema,
  speechGenerateStoryResponseSchema,
  storyNarrationPriceQuerySchema,
  storyNarrationPriceSchema,
  type SpeechGenerateBody,
  idParams,
} from '#common/contract';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { rememberListener } from '#server/http/audioCookie';
import { userOf, viewerOf } from '#server/http/routeAuth';
import { rateLimits } from '#server/http/rateLimit';
import { registerAudioFileRoutes } from './audio.routes';
import type { NarrationJobs } from './narrationRegistry';
import { audioInfo, countPlay, narrateChapter, previewVoice } from './narration.service';
import { narrateStory, storyNarrationPrice } from './storyNarration.service';

const errors = errorResponses(400, 401, 402, 403, 404, 409, 429, 502);

/** POST /api/speech/generate and generate-story, GET /api/stories/{id}/audio and narration-price, POST /api/stories/{id}/play and the audio files. */
export async function registerNarrationRoutes(root: FastifyInstance, ctx: AppContext, jobs: NarrationJobs) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const deps = { db, jobs, voice: ctx.providers.voice };
  const secureCookie = ctx.config.publicUrl.startsWith('https:');
  // Previews are free, so they are limited per user, whichever of their sessions asks.
  const limitPreviews = rateLimits(root, [
    { ...RATE_LIMITS.voicePreviewPerUser, key: async (request) => userOf(request).id },
  ]);
  const previewLimit: preHandlerAsyncHookHandler = async function (request, reply) {
    if ((request.body as SpeechGenerateBody).storyId === undefined) await limitPreviews.call(this, request, reply);
  };

  app.post(
    '/api/speech/generate',
    {
      config: { auth: 'user', idempotent: true, ageGate: 'refuse' },
      schema: {
        body: speechGenerateBodySchema,
        response: { 200: speechGenerateResponseSchema, 202: speechGenerateResponseSchema, ...errors },
      },
      preHandler: previewLimit,
    },
    async (request, reply) => {
      const user = userOf(request);
      await rememberListener(db, request, reply, secureCookie);
      const { storyId } = request.body;
      const answer =
        storyId === undefined
          ? await previewVoice(deps, user, request.body)
          : await narrateChapter(deps, user, { ...request.body, storyId });
      // 202 Accepted: the narration is under way; its URL streams it and the audio info follows it.
      return reply.code(answer.inProgress ? 202 : 200).send(answer);
    },
  );

  app.get(
    '/api/stories/:id/narration-price',
    {
      config: { auth: 'user', ageGate: 'refuse' },
      schema: {
        params: idParams,
        querystring: storyNarrationPriceQuerySchema,
        response: { 200: storyNarrationPriceSchema, ...errors },
      },
    },
    async (request) => storyNarrationPrice(deps, userOf(request), request.params.id, request.query.voiceId),
  );

  app.post(
    '/api/speech/generate-story',
    {
      config: { auth: 'user', idempotent: true, ageGate: 'refuse' },
      schema: { body: speechGenerateStoryBodySchema, response: { 200: speechGenerateStoryResponseSchema, ...errors } },
    },
    async (request) => narrateStory(deps, userOf(request), request.body.storyId, request.body.voiceId),
  );

  app.get(
    '/api/stories/:id/audio',
    {
      config: { auth: 'optional', ageGate: 'refuse' },
      schema: { params: idParams, querystring: audioInfoQuerySchema, response: { 200: audioInfoSchema, ...errors } },
    },
    async (request, reply) => {
      const user = viewerOf(request);
      if (user) await rememberListener(db, request, reply, secureCookie);
      return audioInfo(deps, user, request.params.id, request.query.chapter);
    },
  );

  app.post(
    '/api/stories/:id/play',
    { config: { auth: 'optional' }, schema: { params: idParams, response: { 200: playResponseSchema, ...errors } } },
    async (request) => countPlay(db, viewerOf(request), request.params.id, request.ip),
  );

  await registerAudioFileRoutes(root, ctx, jobs);
}
