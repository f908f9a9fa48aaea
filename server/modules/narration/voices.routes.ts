import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { voiceOptionSchema } from '#common/contract';
import { narrationEndpoints } from '#common/endpoints/narration';
import { ApiError, errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { routeOf } from '#server/http/endpoints';

/** GET /api/stories/voice-options: the configured voice provider's voices; public. */
export async function registerVoiceRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const voices = routeOf(narrationEndpoints.voiceOptions, z.array(voiceOptionSchema));
  app.route({
    method: voices.method,
    url: voices.url,
    config: { auth: 'none' },
    schema: { response: { 200: voices.answer, ...errorResponses(502) } },
    handler: async (request) => {
      try {
        return await ctx.providers.voice.listVoices();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        request.log.error({ err: error }, 'listing voices failed');
        throw new ApiError('PROVIDER_FAILED', 'Could not load the voices. Please try again.');
      }
    },
  });
}
