import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiRoute } from './openapi';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The headers a helmet middleware sets, read once from a response that only records them. */
function headersSetBy(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Every answer's strict headers. They never vary for an API answer, so helmet builds them once at
 * start, not on each request; only an HTML page gets a policy of its own (`pageSecurityPolicy`).
 */
const STRICT_HEADERS = headersSetBy(
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  }),
);

/**
 * Headers that only mean something on a document a browser shows (opener isolation, agent clusters,
 * DNS prefetching, the old download and cross-domain policy and XSS filter switches). A JSON answer
 * is never shown as a document, so it goes without them, and each of the API's answers is lighter.
 */
const DOCUMENT_ONLY_HEADERS = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);
const DATA_HEADERS = Object.fromEntries(
  Object.entries(STRICT_HEADERS).filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name)),
);

/** A fresh nonce for one HTML page's <style> elements (modal scroll locking needs one). */
export const newStyleNonce = () => randomBytes(16).toString('hex');

/** The policy of an HTML page: the strict one, with that page's style nonce allowed. */
export function pageSecurityPolicy(styleNonce: string): string {
  const directives = { ...DIRECTIVES, styleSrc: ["'self'", `'nonce-${styleNonce}'`] };
  return headersSetBy(helmet.contentSecurityPolicy({ useDefaults: false, directives }))['content-security-policy'];
}

/** Strict headers on every answer, whatever route (or none) it reaches; the production build needs no inline script. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiRoute(request.url) ? DATA_HEADERS : STRICT_HEADERS);
    done();
  });
}
