import type { Database } from '#server/db/client';

interface CachedSession {
  userId: string;
  /** The earlier of the session's own expiry and the entry's time to live. */
  until: number;
}

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
  private readonly entries = new Map<string, CachedSession>();
  private clock = 0;

  constructor(
    private readonly options: SessionCacheOptions = DEFAULT_SESSION_CACHE_OPTIONS,
    /** Told of every lookup, found (a hit) or not. */
    private readonly onLookup: (hit: boolean) => void = () => {},
  ) {}

  now(): number {
    return this.clock;
  }

  userIdOf(tokenHash: string): string | undefined {
    const userId = this.lookUp(tokenHash);
    this.onLookup(userId !== undefined);
    return userId;
  }

  /** The same lookup, not counted: for a cache in front of this one, which counts its own. */
  peek(tokenHash: string): string | undefined {
    return this.lookUp(tokenHash);
  }

  private lookUp(tokenHash: string): string | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.userId;
    this.entries.delete(tokenHash);
    return undefined;
  }

  store(tokenHash: string, startedAt: number, session: { userId: string; expiresAt: Date }): void {
    if (this.clock !== startedAt) return;
    const until = Math.min(Date.now() + this.options.ttlMs, session.expiresAt.getTime());
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { userId: session.userId, until });
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  drop(tokenHash: string): void {
    this.clock += 1;
    this.entries.delete(tokenHash);
  }

  /** Every session of one user but `keepTokenHash` (signing out everywhere, a new password). */
  dropUser(userId: string, keepTokenHash?: string): void {
    this.clock += 1;
    for (const [tokenHash, entry] of this.entries)
      if (entry.userId === userId && tokenHash !== keepTokenHash) this.entries.delete(tokenHash);
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
