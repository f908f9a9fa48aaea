import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { withoutStoriesText } from '#server/modules/ageAssurance/gatedStory.presenter';
import {
  authorizeExplicitContent,
  gateApplies,
  isVerifiedAdult,
  type AgeGatePolicy,
} from '#server/policies/ageGate.policy';
import { listenerOf } from './audioCookie';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route carries story text or audio. `refuse`: where age assurance applies, anyone but a
     * signed-in verified adult gets 403 AGE_VERIFICATION_REQUIRED before anything else runs.
     * `redact`: they get the same answer without the text (a story, a list of them, an author's
     * page, a reading list, teasers).
     */
    ageGate?: 'refuse' | 'redact';
  }
}

export function ageGatePolicyOf(config: Config): AgeGatePolicy {
  return {
    mode: config.AGE_ASSURANCE,
    countryHeader: config.COUNTRY_HEADER,
    countries: new Set(config.AGE_ASSURANCE_COUNTRIES),
  };
}

function countryOf(policy: AgeGatePolicy, request: FastifyRequest): string | undefined {
  if (!policy.countryHeader) return undefined;
  const value = request.headers[policy.countryHeader];
  const country = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return country || undefined;
}

/** Whether the gate applies to this request (the setting and, when regional, the visitor's country). */
export const gateAppliesTo = (policy: AgeGatePolicy, request: FastifyRequest) =>
  gateApplies(policy, countryOf(policy, request));

/** Whether this request may have story text and audio: the gate does not apply, or its viewer is a verified adult. */
async function passesAgeGate(db: Database, policy: AgeGatePolicy, request: FastifyRequest): Promise<boolean> {
  return !gateAppliesTo(policy, request) || isVerifiedAdult(await listenerOf(db, request));
}

/**
 * The one place the gate is enforced: every route that carries story text or audio names it in its
 * options (`config: { ageGate }`), and server/modules/ageAssurance/routeTable.test.ts refuses a
 * route that returns story content without it. Registered before the read cache and idempotency,
 * so a refused request is answered before either runs.
 */
export function registerAgeGate(app: FastifyInstance, db: Database, policy: AgeGatePolicy) {
  if (policy.mode === 'off') return;
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.ageGate !== 'refuse' || !gateAppliesTo(policy, request)) return;
    authorizeExplicitContent(true, await listenerOf(db, request));
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (request.routeOptions.config.ageGate !== 'redact' || reply.statusCode !== 200) return payload;
    if (await passesAgeGate(db, policy, request)) return payload;
    return withoutStoriesText(payload);
  });
}
