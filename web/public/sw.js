// Reverie's service worker: the app installs, and a story the reader opened reads again offline.
// Online it stays out of the way: pages come from the network (a new version is always what loads)
// and every other request goes on as if it were not there. When a page cannot be fetched, it answers
// that page and the requests that follow from what the app kept (web/lib/offline.ts), until the
// network answers again.
const CACHE = 'reverie-offline-v1';

/** A page failed to load from the network: until one loads again, requests are answered from the cache. */
let offline = false;

self.addEventListener('install', () => self.skipWaiting());

// No clients.claim(): the page that installs the worker finishes loading without it (a worker
// taking a page over mid-load made its preloaded cover load twice); the next page load has it.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)))),
  );
});

const kept = (request) =>
  caches
    .open(CACHE)
    .then((cache) => cache.match(request, { ignoreVary: true, ignoreSearch: request.mode === 'navigate' }))
    .then((answer) => answer ?? Response.error());

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).then(
        (answer) => {
          offline = false;
          return answer;
        },
        () => {
          offline = true;
          return kept(request);
        },
      ),
    );
  } else if (offline || !self.navigator.onLine) {
    // The network first still: once it answers again, the worker is out of the way again.
    event.respondWith(
      fetch(request).then(
        (answer) => {
          offline = false;
          return answer;
        },
        () => kept(request),
      ),
    );
  }
});
