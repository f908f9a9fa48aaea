import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const OPENAPI_PATH = '/api/openapi.json';
/** Where the API's docs pages live. */
export const API_DOCS_PREFIX = '/api/docs';

/** The API's own routes (JSON, audio, covers), not the reference pages under API_DOCS_PREFIX. */
export const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith(API_DOCS_PREFIX);
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The OpenAPI document, built from the routes' zod schemas as they are registered (so this
 * must run before any route), and a reference page that reads it.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Reverie API',
        version: '1',
        description: 'Errors answer `{ message, code? }`. Signed-in calls send `Authorization: Bearer <token>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The reference page styles its widgets inline; only its own pages get that allowance.
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: true,
    transformStaticCSP: () => DOCS_CSP,
    uiConfig: { url: OPENAPI_PATH },
  });
  app.get(OPENAPI_PATH, { config: { auth: 'none' }, schema: { hide: true } }, async () => app.swagger());
}
