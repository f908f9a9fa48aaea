import type { AudioInfo, Chapter, Story } from '#common/contract';
import { pathOf } from '#common/endpoint';
import { chapterEndpoints } from '#common/endpoints/chapters';
import { storyEndpoints } from '#common/endpoints/stories';
import { whenIdle } from './whenIdle';

/** The cache the service worker (web/public/sw.js) answers from offline; the same name there. */
const OFFLINE_CACHE = 'reverie-offline-v1';

/** Registers the service worker once the page has loaded, in a build only (the dev server has none). */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The page's own address and the app files it loaded (hashed names: a kept one never changes). */
function pageFiles(page: string): string[] {
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  return [page, ...new Set(assets)];
}

/** Pages whose files this tab has kept already: a chapter's update keeps only the story's answers again. */
const keptPages = new Set<string>();

/**
 * Keeps what a story page needs to open again offline, once the page is idle: the story and its
 * chapters as this reader was given them (what is locked stays locked), written from the answers
 * the page already has rather than asked again, then the page itself and each app file it loaded
 * that is not kept yet, one per idle moment, so keeping never holds up the reader's page.
 * Best effort: a browser without the Cache API, or a full one, keeps nothing.
 */
export async function keepStoryForOffline(story: Story, chapters: Chapter[]): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await whenIdle(() => caches.open(OFFLINE_CACHE));
    await Promise.all([
      cache.put(pathOf(storyEndpoints.story, { id: story._id }), json(story)),
      cache.put(pathOf(chapterEndpoints.chapters, { id: story._id }), json({ chapters })),
    ]);
    const page = location.pathname;
    if (keptPages.has(page)) return;
    keptPages.add(page);
    for (const file of pageFiles(page)) {
      await whenIdle(async () => {
        if (file === page || !(await cache.match(file))) await cache.add(file);
      });
    }
  } catch {
    // Offline reading is a convenience: nothing else depends on it.
  }
}

/**
 * Keeps a narration the reader has played, once the page is idle, so it plays again offline: its
 * audio file whole (the service worker answers a player's range requests from it) and its audio
 * info, which names the file and carries the read-along marks. Best effort, as above.
 */
export async function keepNarrationForOffline(infoPath: string, info: AudioInfo & { audioUrl: string }): Promise<void> {
  if (typeof caches === 'undefined') return;
  await whenIdle(async () => {
    try {
      const cache = await caches.open(OFFLINE_CACHE);
      if (!(await cache.match(info.audioUrl))) await cache.add(info.audioUrl);
      await cache.put(infoPath, json(info));
    } catch {
      // As above: nothing depends on it.
    }
  });
}
