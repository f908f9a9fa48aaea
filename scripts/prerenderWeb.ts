import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { CSP_NONCE_PLACEHOLDER } from '#server/http/webApp';

/**
 * Renders the static pages (PRERENDERED_PATHS) into copies of the built index.html, under
 * `prerendered/`, which the server sends for those paths: the first paint then needs no JavaScript.
 * No script is added, so the Content-Security-Policy stays strict. The stylesheet is written into
 * every page (index.html too) as a <style> carrying the answer's nonce, so the first paint waits for
 * no second request. The shell is the one a visitor
 * who is not signed in and has answered the age gate and cookie banner sees; the client draws the
 * real state over it once its modules are here.
 *   node --import tsx scripts/prerenderWeb.ts [webRoot]   (default dist/web)
 */
const webRoot = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist', 'web'));
const ROOT_ELEMENT = '<div id="root"></div>';

/** The browser storage the app reads while rendering, answered as for a returning visitor. */
function answeredVisitorStorage(): Storage {
  const values = new Map([
    ['ageVerified', 'true'],
    ['cookiesConsent', 'accepted'],
  ]);
  return {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

globalThis.localStorage = answeredVisitorStorage();
globalThis.sessionStorage = answeredVisitorStorage();

const { App } = await import('#web/App');
const { createQueryClient } = await import('#web/api/queryClient');
const { PRERENDERED_PATHS, routerReady, routes } = await import('#web/router');

/** index.html with its one stylesheet link replaced by the stylesheet itself. */
async function withInlineStylesheet(html: string): Promise<string> {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(html);
  if (!link) throw new Error(`${webRoot}/index.html links no stylesheet`);
  const css = await readFile(path.join(webRoot, link[1]), 'utf8');
  return html.replace(link[0], () => `<style nonce="${CSP_NONCE_PLACEHOLDER}">${css}</style>`);
}

const template = await withInlineStylesheet(await readFile(path.join(webRoot, 'index.html'), 'utf8'));
if (!template.includes(ROOT_ELEMENT)) throw new Error(`${webRoot}/index.html has no empty ${ROOT_ELEMENT}`);
await writeFile(path.join(webRoot, 'index.html'), template);
const outDir = path.join(webRoot, 'prerendered');
await mkdir(outDir, { recursive: true });
for (const pathname of PRERENDERED_PATHS) {
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  await routerReady(router);
  const queryClient = createQueryClient();
  const html = renderToString(createElement(App, { router, queryClient }));
  // Queries the render created would otherwise keep their garbage-collection timers (and the process) alive.
  queryClient.clear();
  router.dispose();
  const file = pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
  await writeFile(path.join(outDir, file), template.replace(ROOT_ELEMENT, `<div id="root">${html}</div>`));
}
console.log(`prerendered ${PRERENDERED_PATHS.join(', ')} into ${outDir}`);
