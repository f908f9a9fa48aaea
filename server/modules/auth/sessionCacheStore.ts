import { LRUCache } from 'lru-cache';
import type { Database } from '#server/db/client';

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

const DEFAULT_SESSION_CACHE_OPTIONS: SessionCacheOptions = { ttlMs: 5000, maxEntries: 10_000 };

/**
 * Which user a session token (by its hash) belongs to, for a few seconds. Only the mapping is
 * kept: the user row is still read on every request, so balances, role, plan and deletion are
 * always current. A session deleted on this instance is dropped at once (`drop`, `dropUser`), one
 * deleted anywhere else by NOTIFY; a lookup that raced a drop is not stored.
 */
export class SessionCache {
  /** Token hash → user id; each entry lives until the earlier of the session's expiry and the TTL. */
  private readonly entries: LRUCache<string, string>;
  private clock = 0;

  constructor(
    private readonly options: SessionCacheOptions = DEFAULT_SESSION_CACHE_OPTIONS,
    /** Told of every lookup, found (a hit) or not. */
    private readonly onLookup: (hit: boolean) => void = () => {},
  ) {
    // Date.now, as sessions' expiries are dates (and a test's clock moves them).
    this.entries = new LRUCache({ max: options.maxEntries, ttl: options.ttlMs, perf: Date });
  }

  now(): number {
    return this.clock;
  }

  userIdOf(tokenHash: string): string | undefined {
    const userId = this.entries.get(tokenHash);
    this.onLookup(userId !== undefined);
    return userId;
  }

  /** The same lookup, not counted: for a cache in front of this one, which counts its own. */
  peek(tokenHash: string): string | undefined {
    return this.entries.get(tokenHash);
  }

  store(tokenHash: string, startedAt: number, session: { userId: string; expiresAt: Date }): void {
    if (this.clock !== startedAt) return;
    const ttl = Math.min(this.options.ttlMs, session.expiresAt.getTime() - Date.now());
    if (ttl > 0) this.entries.set(tokenHash, session.userId, { ttl });
  }

  drop(tokenHash: string): void {
    this.clock += 1;
    this.entries.delete(tokenHash);
  }

  /** Every session of one user but `keepTokenHash` (signing out everywhere, a new password). */
  dropUser(userId: string, keepTokenHash?: string): void {
    this.clock += 1;
    for (const [tokenHash, owner] of this.entries.entries())
      if (owner === userId && tokenHash !== keepTokenHash) this.entries.delete(tokenHash);
  }

  clear(): void {
    this.clock += 1;
    this.entries.clear();
  }
}

/** One cache per database handle, that is per instance: the instance registers it as it starts. */
const caches = new WeakMap<Database, SessionCache>();

export function attachSessionCache(db: Database, cache: SessionCache): void {
  caches.set(db, cache);
}

export const sessionCacheOf = (db: Database) => caches.get(db);
