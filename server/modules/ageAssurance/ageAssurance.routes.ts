import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ageRevokeResponseSchema,
  ageStatusSchema,
  ageVerificationSchema,
  demoAgeCompleteBodySchema,
  startAgeVerificationBodySchema,
  idParams,
} from '#common/contract';
import { adminEndpoints } from '#common/endpoints/admin';
import { ageEndpoints } from '#common/endpoints/age';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { ageGatePolicyOf, gateAppliesTo } from '#server/http/ageGate';
import { bodyOf, routeOf } from '#server/http/endpoints';
import { userOf, viewerOf } from '#server/http/routeAuth';
import { registerSignedWebhook } from '#server/http/signedWebhook';
import {
  ageStatus,
  completeDemoVerification,
  handleAgeWebhook,
  revokeAgeVerification,
  startVerification,
} from './ageAssurance.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** GET /api/age/status, POST /api/age/verifications, the demo completion, the provider's webhook and the admin's revocation. */
export async function registerAgeAssuranceRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const deps = { db, provider: ctx.providers.ageAssurance, publicUrl: ctx.config.publicUrl };
  const policy = ageGatePolicyOf(ctx.config);

  const status = routeOf(ageEndpoints.status, ageStatusSchema);
  app.route({
    method: status.method,
    url: status.url,
    config: { auth: 'optional' },
    schema: { response: { 200: status.answer, ...errors } },
    handler: async (request, reply) => {
      // The answer depends on the visitor's country: never shared between visitors by a cache.
      reply.header('Cache-Control', 'private, no-store');
      return ageStatus(deps, viewerOf(request), gateAppliesTo(policy, request));
    },
  });

  const start = routeOf(ageEndpoints.startVerification, ageVerificationSchema);
  app.route({
    method: start.method,
    url: start.url,
    config: { auth: 'user', idempotent: true },
    schema: {
      body: bodyOf(ageEndpoints.startVerification, startAgeVerificationBodySchema),
      response: { 201: start.answer, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await startVerification(deps, userOf(request), request.body.method)),
  });

  const demo = routeOf(ageEndpoints.completeDemo, ageVerificationSchema);
  app.route({
    method: demo.method,
    url: demo.url,
    config: { auth: 'user' },
    schema: {
      body: bodyOf(ageEndpoints.completeDemo, demoAgeCompleteBodySchema),
      response: { 200: demo.answer, ...errors },
    },
    handler: async (request) => completeDemoVerification(deps, userOf(request), request.body.id),
  });

  const revoke = routeOf(adminEndpoints.revokeAgeVerification, ageRevokeResponseSchema);
  app.route({
    method: revoke.method,
    url: revoke.url,
    config: { auth: 'admin' },
    schema: { params: idParams, response: { 200: revoke.answer, ...errors } },
    handler: async (request) => revokeAgeVerification(db, userOf(request), request.params.id),
  });

  await registerSignedWebhook(root, '/api/age/webhook', (rawBody, signature) =>
    handleAgeWebhook(deps, rawBody, signature),
  );
}
