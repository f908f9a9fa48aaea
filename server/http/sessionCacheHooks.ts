import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle, Unlisten } from '#server/db/client';
import type { CacheMetrics } from '#server/modules/metrics/metrics.service';
import { attachSessionCache, SessionCache, type SessionCacheOptions } from '#server/modules/auth/sessionCacheStore';

/** The channel migration 0016's trigger names deleted or changed sessions on (by token hash). */
const SESSION_CACHE_CHANNEL = 'session_cache';

/**
 * Gives this instance its session cache. Logout drops its entry at once here; a session deleted
 * or changed through any instance reaches every other one by NOTIFY.
 */
export function registerSessionCache(
  app: FastifyInstance,
  database: DatabaseHandle,
  metrics: CacheMetrics,
  options?: SessionCacheOptions,
): SessionCache {
  const cache = new SessionCache(options, (hit) => metrics.session(hit));
  attachSessionCache(database.db, cache);
  let unlisten: Unlisten | undefined;
  app.addHook('onReady', async () => {
    unlisten = await database.listen(SESSION_CACHE_CHANNEL, (tokenHash) => cache.drop(tokenHash));
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
  });
  return cache;
}
