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
import { narrationEndpoints } from '#common/endpoints/narration';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { rememberListener } from '#server/http/audioCookie';
import { bodyOf, routeOf } from '#server/http/endpoints';
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

  const speech = routeOf(narrationEndpoints.speech, speechGenerateResponseSchema);
  app.route({
    method: speech.method,
    url: speech.url,
    config: { auth: 'user', idempotent: true, ageGate: 'refuse' },
    schema: {
      body: bodyOf(narrationEndpoints.speech, speechGenerateBodySchema),
      response: { 200: speech.answer, 202: speech.answer, ...errors },
    },
    preHandler: previewLimit,
    handler: async (request, reply) => {
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
  });

  const price = routeOf(narrationEndpoints.price, storyNarrationPriceSchema);
  app.route({
    method: price.method,
    url: price.url,
    config: { auth: 'user', ageGate: 'refuse' },
    schema: {
      params: idParams,
      querystring: storyNarrationPriceQuerySchema,
      response: { 200: price.answer, ...errors },
    },
    handler: async (request) => storyNarrationPrice(deps, userOf(request), request.params.id, request.query.voiceId),
  });

  const storySpeech = routeOf(narrationEndpoints.storySpeech, speechGenerateStoryResponseSchema);
  app.route({
    method: storySpeech.method,
    url: storySpeech.url,
    config: { auth: 'user', idempotent: true, ageGate: 'refuse' },
    schema: {
      body: bodyOf(narrationEndpoints.storySpeech, speechGenerateStoryBodySchema),
      response: { 200: storySpeech.answer, ...errors },
    },
    handler: async (request) => narrateStory(deps, userOf(request), request.body.storyId, request.body.voiceId),
  });

  const audio = routeOf(narrationEndpoints.audioInfo, audioInfoSchema);
  app.route({
    method: audio.method,
    url: audio.url,
    config: { auth: 'optional', ageGate: 'refuse' },
    schema: { params: idParams, querystring: audioInfoQuerySchema, response: { 200: audio.answer, ...errors } },
    handler: async (request, reply) => {
      const user = viewerOf(request);
      if (user) await rememberListener(db, request, reply, secureCookie);
      return audioInfo(deps, user, request.params.id, request.query.chapter);
    },
  });

  const play = routeOf(narrationEndpoints.play, playResponseSchema);
  app.route({
    method: play.method,
    url: play.url,
    config: { auth: 'optional' },
    schema: { params: idParams, response: { 200: play.answer, ...errors } },
    handler: async (request) => countPlay(db, viewerOf(request), request.params.id, request.ip),
  });

  await registerAudioFileRoutes(root, ctx, jobs);
}
