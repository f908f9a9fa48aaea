import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COVER_PLACEHOLDERS } from '#server/http/pageExtras';
import { CSP_NONCE_PLACEHOLDER, STORY_SHELL_FILE } from '#server/http/webApp';

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

// React's production build: its development build writes each suspended or failed boundary's message
// and stack (with this machine's file paths) into the HTML.
process.env.NODE_ENV = 'production';
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const { MemoryRouter, useRoutes } = await import('react-router');

globalThis.localStorage = answeredVisitorStorage();
globalThis.sessionStorage = answeredVisitorStorage();

const { App } = await import('#web/App');
const { createQueryClient } = await import('#web/api/queryClient');
const { AppRoutes, PRERENDERED_PATHS, loadFirstPage } = await import('#web/router');
const { RootLayout } = await import('#web/components/layout/RootLayout');
const { PageSpinner } = await import('#web/components/layout/PageSpinner');
const { StoryCoverPreview } = await import('#web/pages/story/StoryCoverPreview');
const { PRERENDERED_ROOT_ATTRIBUTE } = await import('#web/components/layout/prerendered');

/**
 * index.html with the stylesheet itself in place of its link. The link stays, disabled, so it is not
 * fetched: Vite's loader of lazy pages looks for the entry's stylesheet among the links and would
 * otherwise fetch and apply it a second time.
 */
async function withInlineStylesheet(html: string): Promise<string> {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(html);
  if (!link) throw new Error(`${webRoot}/index.html links no stylesheet`);
  const css = await readFile(path.join(webRoot, link[1]), 'utf8');
  const disabledLink = link[0].replace(/>$/, ' disabled>');
  return html.replace(link[0], () => `<style nonce="${CSP_NONCE_PLACEHOLDER}">${css}</style>${disabledLink}`);
}

/** The layout around one element in place of a page. */
function LayoutAround({ page }: { page: ReturnType<typeof createElement> }) {
  return useRoutes([{ path: '/', element: createElement(RootLayout), children: [{ index: true, element: page }] }]);
}

const template = await withInlineStylesheet(await readFile(path.join(webRoot, 'index.html'), 'utf8'));
if (!template.includes(ROOT_ELEMENT)) throw new Error(`${webRoot}/index.html has no empty ${ROOT_ELEMENT}`);
/** The app's HTML at `pathname`, with the app's routes or the layout around `page`. */
async function renderApp(pathname: string, page?: ReturnType<typeof createElement>): Promise<string> {
  const queryClient = createQueryClient();
  if (!page) await loadFirstPage(pathname);
  const routes = page ? createElement(LayoutAround, { page }) : createElement(AppRoutes);
  const router = createElement(MemoryRouter, { initialEntries: [pathname] }, routes);
  const html = renderToString(createElement(App, { queryClient, hydrating: true, children: router }));
  // Queries the render created would otherwise keep their garbage-collection timers (and the process) alive.
  queryClient.clear();
  return html;
}

const outDir = path.join(webRoot, 'prerendered');
await mkdir(outDir, { recursive: true });
for (const pathname of PRERENDERED_PATHS) {
  const file = pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
  // The root says the page is whole: the client keeps where the visitor scrolled it before the app ran.
  const root = `<div id="root" ${PRERENDERED_ROOT_ATTRIBUTE}>${await renderApp(pathname)}</div>`;
  await writeFile(
    path.join(outDir, file),
    template.replace(ROOT_ELEMENT, () => root),
  );
}
// Every other page is sent index.html: the layout around the page spinner, which is what the client draws
// while a page's module loads, so the header paints before the scripts run.
const shell = `<div id="root">${await renderApp('/', createElement(PageSpinner))}</div>`;
// A story guests may read is sent with its cover drawn where the page shows it, the page's largest
// paint; the server writes each story's own cover and title over the placeholders.
// React puts a preload of the cover before what it renders: inside the root, an element the client does
// not draw, ahead of the page's frame, which the client would then move (and repaint) to put it first.
// The server preloads the cover from the head instead.
const storyApp = await renderApp('/', createElement(StoryCoverPreview, { story: COVER_PLACEHOLDERS }));
const storyShell = `<div id="root">${storyApp.replace(/^<link rel="preload" as="image"[^>]*>/, '')}</div>`;
// The shells have no italic heading: the italic face's preload, which the landing's hero needs, would only
// take bandwidth from the page's own modules and data.
const shellTemplate = template.replace(/\s*<link\s+rel="preload"\s+as="font"[^>]*-italic-[^>]*>/g, '');
await writeFile(
  path.join(webRoot, 'index.html'),
  shellTemplate.replace(ROOT_ELEMENT, () => shell),
);
await writeFile(
  path.join(webRoot, STORY_SHELL_FILE),
  shellTemplate.replace(ROOT_ELEMENT, () => storyShell),
);
console.log(
  `prerendered ${PRERENDERED_PATHS.join(', ')} into ${outDir}, the loading shell into index.html and the story's into ${STORY_SHELL_FILE}`,
);
