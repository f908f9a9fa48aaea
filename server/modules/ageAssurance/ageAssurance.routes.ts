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
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { ageGatePolicyOf, gateAppliesTo } from '#server/http/ageGate';
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

  app.get(
    '/api/age/status',
    { config: { auth: 'optional' }, schema: { response: { 200: ageStatusSchema, ...errors } } },
    async (request, reply) => {
      // The answer depends on the visitor's country: never shared between visitors by a cache.
      reply.header('Cache-Control', 'private, no-store');
      return ageStatus(deps, viewerOf(request), gateAppliesTo(policy, request));
    },
  );

  app.post(
    '/api/age/verifications',
    {
      config: { auth: 'user', idempotent: true },
      schema: { body: startAgeVerificationBodySchema, response: { 201: ageVerificationSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await startVerification(deps, userOf(request), request.body.method)),
  );

  app.post(
    '/api/age/demo/complete',
    {
      config: { auth: 'user' },
      schema: { body: demoAgeCompleteBodySchema, response: { 200: ageVerificationSchema, ...errors } },
    },
    async (request) => completeDemoVerification(deps, userOf(request), request.body.id),
  );

  app.delete(
    '/api/admin/users/:id/age-verification',
    {
      config: { auth: 'admin' },
      schema: { params: idParams, response: { 200: ageRevokeResponseSchema, ...errors } },
    },
    async (request) => revokeAgeVerification(db, userOf(request), request.params.id),
  );

  await registerSignedWebhook(root, '/api/age/webhook', (rawBody, signature) =>
    handleAgeWebhook(deps, rawBody, signature),
  );
}
