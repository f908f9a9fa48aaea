import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * The production build of the web app, made into its own directory with a manifest (the project's
 * vite.config.ts writes none, and dist/web is rebuilt by other runs at any time).
 */
export async function buildWeb(outDir: string): Promise<void> {
  const vite = path.join(repoRoot, 'node_modules', '.bin', 'vite');
  await promisify(execFile)(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    cwd: repoRoot,
  });
  await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join('scripts', 'prerenderWeb.ts'), outDir], {
    cwd: repoRoot,
  });
}

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  page: string;
  /** gzip bytes this route loads beyond the shared entry. */
  jsGzip: number;
  cssGzip: number;
  /** gzip bytes of JavaScript a first visit to this route loads (entry + route). */
  firstLoadJsGzip: number;
}

export interface WebSizes {
  entry: { jsGzip: number; cssGzip: number };
  routes: RouteSize[];
}

/**
 * Route path -> page module (web/pages/…), read from the route table in web/router.tsx: pages loaded
 * with React's `lazy` (or `servedPage`, a page the server sends drawn) and named in an element.
 */
async function routePages(): Promise<Array<{ route: string; page: string }>> {
  const source = await fs.readFile(path.join(repoRoot, 'web', 'router.tsx'), 'utf8');
  const modules = new Map(
    [...source.matchAll(/const (\w+) = (?:lazy|servedPage)\(\(\) => import\('\.\/(pages\/[^']+)'\)\)/g)].map((m) => [
      m[1],
      `${m[2]}.tsx`,
    ]),
  );
  // A route drawn by a wrapper around its page (StoryRoute around StoryPage) is measured by its page.
  const wrapped = (name: string) => (modules.has(name) ? name : name.replace(/Route$/, 'Page'));
  return [...source.matchAll(/\{\s*(?:index: true|path: '([^']*)'),\s*element: (?:signedIn\()?<(\w+)/g)]
    .filter((m) => modules.has(wrapped(m[2])))
    .map((m) => ({ route: `/${m[1] ?? ''}`, page: modules.get(wrapped(m[2]))! }));
}

/** Files a chunk loads statically: itself, its imports (transitively) and their CSS. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** Per-route JavaScript and CSS sizes (gzip, level 9) of the build in outDir. */
export async function measureWebSizes(outDir: string): Promise<WebSizes> {
  const manifest = JSON.parse(await fs.readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const size = async (file: string) => {
    if (!gzipped.has(file))
      gzipped.set(file, gzipSync(await fs.readFile(path.join(outDir, file)), { level: 9 }).length);
    return gzipped.get(file)!;
  };
  const total = async (files: Iterable<string>, ext: string) => {
    let sum = 0;
    for (const file of files) if (file.endsWith(ext)) sum += await size(file);
    return sum;
  };
  const entry = closure(manifest, 'index.html');
  const entryJs = await total(entry, '.js');
  const routes: RouteSize[] = [];
  for (const { route, page } of await routePages()) {
    const own = [...closure(manifest, page)].filter((file) => !entry.has(file));
    const jsGzip = await total(own, '.js');
    routes.push({ route, page, jsGzip, cssGzip: await total(own, '.css'), firstLoadJsGzip: entryJs + jsGzip });
  }
  return { entry: { jsGzip: entryJs, cssGzip: await total(entry, '.css') }, routes };
}
