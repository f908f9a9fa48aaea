import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed assets never change; index.html must be revalidated so a deploy is seen at once. */
function cacheControl(relativePath: string): string {
  if (relativePath.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/** Stands in index.html where each answer writes its own style nonce. */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every other
 * non-API path (the client renders its own 404). Unknown /api paths answer JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string) {
  const indexFile = path.join(webRoot, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const indexHtml = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/compressWebBuild.ts).
      preCompressed: true,
      // index.html is only ever sent with its nonce filled in, below.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(res, filePath) {
        res.header('Cache-Control', cacheControl(path.relative(webRoot, filePath)));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.status(404).send({ message: `No such endpoint: ${request.method} ${url}`, code: 'NOT_FOUND' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    if (!hasBuild) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    const page = indexHtml.replaceAll(CSP_NONCE_PLACEHOLDER, reply.cspNonce.style);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
}
