import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformSchema, type Platform } from '#common/contract';
import { platformEndpoints } from '#common/endpoints/platform';
import type { AppContext } from '#server/context';
import { routeOf } from '#server/http/endpoints';
import { checkHealth } from './health.service';

export async function registerPlatformRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { writer, voice, payments, google } = ctx.providers;
  const platform: Platform = {
    writer: { name: writer.name, offline: writer.offline },
    voice: { name: voice.name, offline: voice.offline },
    payments: { name: payments.name, demo: payments.demo },
    googleSignIn: google !== null,
  };
  app.get(
    '/api/health',
    { config: { auth: 'none' }, schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => {
      await checkHealth(ctx.db);
      return { ok: true as const };
    },
  );
  const providers = routeOf(platformEndpoints.platform, platformSchema);
  app.route({
    method: providers.method,
    url: providers.url,
    config: { auth: 'none' },
    schema: { response: { 200: providers.answer } },
    handler: async () => platform,
  });
}
