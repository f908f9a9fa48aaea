import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
} from '#common/contract';
import { errorBodySchema } from '#common/errors';
import type { AppContext } from '#server/context';
import { rememberListener } from '#server/http/audioCookie';
import { optionalUser, requireUser } from '#server/http/currentUser';
import { rateLimits } from '#server/http/rateLimit';
import { registerAudioFileRoutes } from './audio.routes';
import type { NarrationJobs } from './narrationRegistry';
import { audioInfo, countPlay, narrateChapter, previewVoice } from './narration.service';
import { narrateStory, storyNarrationPrice } from './storyNarration.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
};
const storyParams = z.object({ id: z.string() });

/** POST /api/speech/generate and generate-story, GET /api/stories/{id}/audio and narration-price, POST /api/stories/{id}/play and the audio files. */
export async function registerNarrationRoutes(root: FastifyInstance, ctx: AppContext, jobs: NarrationJobs) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const deps = { db, jobs, voice: ctx.providers.voice };
  const secureCookie = ctx.config.publicUrl.startsWith('https:');
  // Previews are free, so they are limited per user, whichever of their sessions asks.
  const limitPreviews = rateLimits(root, [
    { ...RATE_LIMITS.voicePreviewPerUser, key: async (request) => (await requireUser(db, request)).id },
  ]);
  const previewLimit: preHandlerAsyncHookHandler = async function (request, reply) {
    if ((request.body as SpeechGenerateBody).storyId === undefined) await limitPreviews.call(this, request, reply);
  };

  app.post(
    '/api/speech/generate',
    {
      config: { idempotent: true, ageGate: 'refuse' },
      schema: {
        body: speechGenerateBodySchema,
        response: { 200: speechGenerateResponseSchema, 202: speechGenerateResponseSchema, ...errors },
      },
      preHandler: previewLimit,
    },
    async (request, reply) => {
      const user = await requireUser(db, request);
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
      config: { ageGate: 'refuse' },
      schema: {
        params: storyParams,
        querystring: storyNarrationPriceQuerySchema,
        response: { 200: storyNarrationPriceSchema, ...errors },
      },
    },
    async (request) =>
      storyNarrationPrice(deps, await requireUser(db, request), request.params.id, request.query.voiceId),
  );

  app.post(
    '/api/speech/generate-story',
    {
      config: { idempotent: true, ageGate: 'refuse' },
      schema: { body: speechGenerateStoryBodySchema, response: { 200: speechGenerateStoryResponseSchema, ...errors } },
    },
    async (request) => narrateStory(deps, await requireUser(db, request), request.body.storyId, request.body.voiceId),
  );

  app.get(
    '/api/stories/:id/audio',
    {
      config: { ageGate: 'refuse' },
      schema: { params: storyParams, querystring: audioInfoQuerySchema, response: { 200: audioInfoSchema, ...errors } },
    },
    async (request, reply) => {
      const user = await optionalUser(db, request);
      if (user) await rememberListener(db, request, reply, secureCookie);
      return audioInfo(deps, user, request.params.id, request.query.chapter);
    },
  );

  app.post(
    '/api/stories/:id/play',
    { schema: { params: storyParams, response: { 200: playResponseSchema, ...errors } } },
    async (request) => countPlay(db, await optionalUser(db, request), request.params.id, request.ip),
  );

  await registerAudioFileRoutes(root, ctx, jobs);
}
