// Reverie's service worker: the app installs, and a story the reader opened reads again offline,
// its narration too once played.
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

const RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The part of a kept whole answer that a Range request asks for, as the server would give it: a
 * media element asks for its audio in ranges, and plays only from a 206 with the right slice.
 */
async function partOf(answer, range) {
  const asked = RANGE.exec(range);
  if (!asked || answer.status !== 200) return answer;
  const bytes = await answer.arrayBuffer();
  const size = bytes.byteLength;
  // "bytes=-N" asks for the last N bytes; "bytes=N-" from N to the end.
  const suffix = asked[1] === '';
  const start = suffix ? Math.max(0, size - Number(asked[2])) : Number(asked[1]);
  const end = suffix || asked[2] === '' ? size - 1 : Math.min(Number(asked[2]), size - 1);
  if (start >= size || end < start)
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
  const headers = new Headers(answer.headers);
  headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  headers.set('Content-Length', String(end - start + 1));
  return new Response(bytes.slice(start, end + 1), { status: 206, statusText: 'Partial Content', headers });
}

/** The kept answer to a request: a HEAD is answered with the headers of the kept GET, a Range request with its part. */
const kept = (request) =>
  caches
    .open(CACHE)
    .then((cache) =>
      cache.match(request, { ignoreVary: true, ignoreMethod: true, ignoreSearch: request.mode === 'navigate' }),
    )
    .then((answer) => {
      if (!answer) return Response.error();
      if (request.method === 'HEAD') return new Response(null, { status: answer.status, headers: answer.headers });
      const range = request.headers.get('Range');
      return range ? partOf(answer, range) : answer;
    });

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (!['GET', 'HEAD'].includes(request.method) || new URL(request.url).origin !== self.location.origin) return;
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
