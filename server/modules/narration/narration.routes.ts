import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '#common/catalogue';
import {
  audioInfoQuerySchema,
  audioInfoSchema,
  playResponseSchema,
  speechGenerateBodySchema,
  speechGenerateResponseSchema,
  type SpeechGenerateBody,
} from '#common/contract';
import { errorBodySchema } from '#common/errors';
import type { AppContext } from '#server/context';
import { bearerToken, optionalUser, requireUser } from '#server/http/currentUser';
import { rateLimits } from '#server/http/rateLimit';
import { registerAudioFileRoutes } from './audio.routes';
import type { NarrationMetrics } from '#server/modules/metrics/metrics.service';
import { NarrationJobs } from './narrationJobs';
import { audioInfo, countPlay, narrateChapter, previewVoice } from './narration.service';

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

/** POST /api/speech/generate, GET /api/stories/{id}/audio, POST /api/stories/{id}/play and the audio files. */
export async function registerNarrationRoutes(root: FastifyInstance, ctx: AppContext, metrics?: NarrationMetrics) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const jobs = new NarrationJobs({
    db,
    voice: ctx.providers.voice,
    storage: ctx.providers.storage,
    log: root.log,
    metrics,
  });
  root.addHook('onClose', () => jobs.stopAll());

  // Previews are free, so they are limited per signed-in user (by token: the user is not resolved yet).
  const limitPreviews = rateLimits(root, [
    { ...RATE_LIMITS.voicePreviewPerUser, key: (request) => bearerToken(request) ?? request.ip },
  ]);
  const previewLimit: preHandlerAsyncHookHandler = async function (request, reply) {
    if ((request.body as SpeechGenerateBody).storyId === undefined) await limitPreviews.call(this, request, reply);
  };

  app.post(
    '/api/speech/generate',
    {
      schema: { body: speechGenerateBodySchema, response: { 200: speechGenerateResponseSchema, ...errors } },
      preHandler: previewLimit,
    },
    async (request) => {
      const user = await requireUser(db, request);
      const { storyId } = request.body;
      return storyId === undefined
        ? previewVoice({ db, jobs }, request.body)
        : narrateChapter({ db, jobs }, user, { ...request.body, storyId });
    },
  );

  app.get(
    '/api/stories/:id/audio',
    {
      schema: { params: storyParams, querystring: audioInfoQuerySchema, response: { 200: audioInfoSchema, ...errors } },
    },
    async (request) => audioInfo(db, await optionalUser(db, request), request.params.id, request.query.chapter),
  );

  app.post(
    '/api/stories/:id/play',
    { schema: { params: storyParams, response: { 200: playResponseSchema, ...errors } } },
    async (request) => countPlay(db, await optionalUser(db, request), request.params.id, request.ip),
  );

  await registerAudioFileRoutes(root, ctx, jobs);
}
