import fs from 'node:fs';
import path from 'node:path';
import { STORY_PAGE_PREFIX } from '#common/catalogue/wire';

/**
 * Pages whose own modules their HTML names, so the browser fetches them with the entry instead of
 * after it has run (and the entry's loader adds no link for them while the page starts): the story
 * page, where shared links land, by prefix, and the prerendered pages, by path. Keys of the build
 * manifest (vite.config.ts writes it), relative to web/.
 */
const PAGE_MODULES: { matches: (pagePath: string) => boolean; module: string }[] = [
  { matches: (pagePath) => pagePath.startsWith(STORY_PAGE_PREFIX), module: 'pages/story/StoryPage.tsx' },
  ...Object.entries({
    '/': 'pages/landing/LandingPage.tsx',
    '/faq': 'pages/faq/FaqPage.tsx',
    '/cookie-policy': 'pages/cookie-policy/CookiePolicyPage.tsx',
    '/terms-of-use': 'pages/terms-of-use/TermsOfUsePage.tsx',
    '/accessibility': 'pages/accessibility/AccessibilityPage.tsx',
  }).map(([path, module]) => ({ matches: (pagePath: string) => pagePath === path, module })),
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The JavaScript files a chunk loads: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

/**
 * Page path -> the `<link rel="modulepreload">` tags of the files its page needs beyond the entry's;
 * empty for other pages, and for a build without a manifest.
 */
export function pageModuleLinks(webRoot: string): (pagePath: string) => string {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = closure(manifest, 'index.html');
  const links = PAGE_MODULES.map(({ matches, module }) => ({
    matches,
    html: [...closure(manifest, module)]
      .filter((file) => !entry.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
      .join(''),
  }));
  return (pagePath) => links.find(({ matches }) => matches(pagePath))?.html ?? '';
}
