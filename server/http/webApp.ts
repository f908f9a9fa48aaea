import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { encode, encodingFor } from './compression';
import { type PageExtrasOf, withCover, withPageExtras } from './pageExtras';
import { pageModuleLinks } from './pageModules';
import { newStyleNonce, pageSecurityPolicy } from './security';

/** Hashed assets never change; index.html must be revalidated so a deploy is seen at once. */
function cacheControl(relativePath: string): string {
  if (relativePath.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/** Stands in index.html where each answer writes its own style nonce. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** The build's prerendered pages (scripts/prerenderWeb.ts): `index.html` for /, `faq.html` for /faq. */
const PRERENDERED_DIR = 'prerendered';
/** The loading shell with a story's cover drawn where the page shows it, for stories guests may read. */
export const STORY_SHELL_FILE = 'story-shell.html';

/** Path -> the prerendered HTML the build made for it. */
function readPrerendered(webRoot: string): Map<string, string> {
  const dir = path.join(webRoot, PRERENDERED_DIR);
  if (!fs.existsSync(dir)) return new Map();
  return new Map(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => [
        file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`,
        fs.readFileSync(path.join(dir, file), 'utf8'),
      ]),
  );
}

/**
 * Serves the built web app: hashed assets with long caching, the prerendered HTML of the static
 * pages, and index.html for every other non-API path (the client renders its own 404). Unknown /api
 * paths answer JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  extrasOf: PageExtrasOf = async () => undefined,
) {
  const indexFile = path.join(webRoot, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const indexHtml = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';
  const storyShellFile = path.join(webRoot, STORY_SHELL_FILE);
  const storyShell = hasBuild && fs.existsSync(storyShellFile) ? fs.readFileSync(storyShellFile, 'utf8') : undefined;
  const moduleLinksOf = pageModuleLinks(webRoot);
  const prerendered = new Map(
    [...(hasBuild ? readPrerendered(webRoot) : [])].map(([url, html]) => [
      url,
      withPageExtras(html, moduleLinksOf(url), undefined),
    ]),
  );
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/compressWebBuild.ts).
      preCompressed: true,
      // The HTML pages are only ever sent with their nonce filled in, below.
      allowedPath: (pathName) =>
        pathName !== '/index.html' &&
        pathName !== `/${STORY_SHELL_FILE}` &&
        !pathName.startsWith(`/${PRERENDERED_DIR}/`) &&
        !pathName.startsWith('/.vite/'),
      setHeaders(res, filePath) {
        res.header('Cache-Control', cacheControl(path.relative(webRoot, filePath)));
      },
    });
  }
  /** The shell a page starts from (the story page's with its cover, when it has one) and its extras. */
  const pageHtml = async (url: string, request: FastifyRequest) => {
    const extras = await extrasOf(url, request);
    const shell = extras?.cover && storyShell ? withCover(storyShell, extras.cover) : indexHtml;
    return withPageExtras(shell, moduleLinksOf(url), extras);
  };
  app.setNotFoundHandler(async (request, reply) => {
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
    const nonce = newStyleNonce();
    const html = prerendered.get(url) ?? (await pageHtml(url, request));
    const page = Buffer.from(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
    // Not a route, so the compression plugin does not see it; each page carries its own nonce, so it is
    // compressed per answer rather than once at build time.
    const encoding = encodingFor(request.headers['accept-encoding'], page.length);
    reply
      .header('Content-Security-Policy', pageSecurityPolicy(nonce))
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page);
    return reply.header('Content-Encoding', encoding).send(encode(page, encoding));
  });
}
