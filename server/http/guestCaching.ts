import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NEXT_CURSOR_HEADER } from '#common/contract';
import type { DatabaseHandle, Unlisten } from '#server/db/client';
import type { CacheMetrics } from '#server/modules/metrics/metrics.service';
import { GuestReadCache, type CacheScope, type CachedBody, type GuestReadCacheOptions } from './guestReadCache';

/** The channel migration 0016's triggers announce changes on. */
const READ_CACHE_CHANNEL = 'read_cache';

const LIST_ROUTES = new Set(['/api/stories/public']);
const STORY_ROUTES = new Set(['/api/stories/:id', '/api/stories/:id/chapters']);
/** Writes under these never change what guests read (and the triggers would still say so). */
const NON_STORY_WRITES = ['/api/auth/', '/api/payment/'];
const KEPT_HEADERS = ['content-type', NEXT_CURSOR_HEADER.toLowerCase(), 'access-control-expose-headers'];

const storyIdOf = (request: FastifyRequest) => (request.params as { id?: string } | undefined)?.id;

function scopeOf(request: FastifyRequest): CacheScope | undefined {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return undefined;
  const route = request.routeOptions.url;
  if (route === undefined) return undefined;
  if (LIST_ROUTES.has(route)) return 'lists';
  const id = storyIdOf(request);
  return STORY_ROUTES.has(route) && id ? { story: id } : undefined;
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function validators(reply: FastifyReply, entry: CachedBody) {
  reply.header('etag', entry.etag);
  reply.header('cache-control', 'no-cache');
  reply.header('vary', 'Authorization');
}

/** Writes this instance acknowledges drop what they change before the answer leaves. */
function invalidateForWrite(cache: GuestReadCache, request: FastifyRequest) {
  const route = request.routeOptions.url ?? request.url;
  if (NON_STORY_WRITES.some((prefix) => route.startsWith(prefix))) return;
  const id = storyIdOf(request);
  if (route.startsWith('/api/stories/:id') && id) cache.storyChanged(id, true);
  else cache.everythingChanged();
}

/**
 * Guests' reads of the public list, a story and its chapters are answered from memory with an
 * ETag (and 304). Invalidation: at once on this instance for every write it answers, and on every
 * instance through the database triggers' NOTIFY, which also covers background work (chapters
 * being written, narration, sweeps).
 */
export function registerGuestReadCache(
  app: FastifyInstance,
  database: DatabaseHandle,
  metrics: CacheMetrics,
  options?: GuestReadCacheOptions,
): GuestReadCache {
  const cache = new GuestReadCache(options, (hit) => metrics.guestRead(hit));
  const startedAt = new WeakMap<FastifyRequest, { scope: CacheScope; at: number }>();
  let unlisten: Unlisten | undefined;

  app.addHook('onReady', async () => {
    unlisten = await database.listen(READ_CACHE_CHANNEL, (payload) => cache.apply(payload));
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
  });

  app.addHook('preHandler', async (request, reply) => {
    const scope = scopeOf(request);
    if (!scope) return;
    const key = request.url;
    const entry = cache.get(key);
    if (!entry) {
      startedAt.set(request, { scope, at: cache.now() });
      return;
    }
    validators(reply, entry);
    if (matchesEtag(request, entry.etag)) return reply.code(304).send();
    reply.headers(entry.headers);
    return reply.code(200).send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      invalidateForWrite(cache, request);
      return payload;
    }
    const pending = startedAt.get(request);
    if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    startedAt.delete(request);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    const entry = cache.store(request.url, pending.at, { body: payload, headers, scope: pending.scope });
    validators(reply, entry);
    if (matchesEtag(request, entry.etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });

  return cache;
}
