import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Extra origins the pages may talk to (the card provider's script and frames). */
export interface CspAllowances {
  scriptSrc?: string[];
  frameSrc?: string[];
  connectSrc?: string[];
}

/**
 * Strict headers on every answer; the production build needs no inline script. Each answer
 * carries fresh nonces (`reply.cspNonce`): the page hands the style nonce to the components
 * that insert a <style> element (modal scroll locking), so no 'unsafe-inline' is needed.
 */
export async function registerSecurityHeaders(app: FastifyInstance, allow: CspAllowances = {}) {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(allow.scriptSrc ?? [])],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(allow.connectSrc ?? [])],
        frameSrc: allow.frameSrc?.length ? allow.frameSrc : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
