import { createHash } from 'node:crypto';

/** What an entry depends on: one story (its detail or chapters) or the lists. */
export type CacheScope = { story: string } | 'lists';

export interface CachedBody {
  body: string;
  etag: string;
  headers: Record<string, string>;
  scope: CacheScope;
  expiresAt: number;
}

export interface GuestReadCacheOptions {
  maxEntries: number;
  /** Bounds the memory the bodies take (characters of all bodies together). */
  maxChars: number;
  /** A bound on staleness should a notification ever be lost (the listening connection dropped). */
  ttlMs: number;
}

const DEFAULT_GUEST_CACHE_OPTIONS: GuestReadCacheOptions = { maxEntries: 1000, maxChars: 32_000_000, ttlMs: 10_000 };

/** A cached story scope remembers its last invalidation; past this many the oldest are forgotten by dropping everything. */
const MAX_TRACKED_STORIES = 10_000;

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Ready-to-send guest answers, keyed by URL. Every invalidation advances a clock; an answer read
 * from the database is stored only if nothing it depends on was invalidated since its request
 * began, so a read racing a write never puts the old state back.
 */
export class GuestReadCache {
  private readonly entries = new Map<string, CachedBody>();
  private chars = 0;
  private clock = 0;
  private everythingAt = 0;
  private listsAt = 0;
  private readonly storiesAt = new Map<string, number>();

  constructor(
    private readonly options: GuestReadCacheOptions = DEFAULT_GUEST_CACHE_OPTIONS,
    /** Told of every lookup, found (a hit) or not. */
    private readonly onLookup: (hit: boolean) => void = () => {},
  ) {}

  /** The moment a read begins, to hand back to `store`. */
  now(): number {
    return this.clock;
  }

  get(key: string): CachedBody | undefined {
    const entry = this.lookUp(key);
    this.onLookup(entry !== undefined);
    return entry;
  }

  store(key: string, startedAt: number, entry: Omit<CachedBody, 'etag' | 'expiresAt'>): CachedBody {
    const cached = { ...entry, etag: etagOf(entry.body), expiresAt: Date.now() + this.options.ttlMs };
    if (this.invalidatedSince(entry.scope, startedAt) || entry.body.length > this.options.maxChars) return cached;
    this.remove(key);
    this.entries.set(key, cached);
    this.chars += cached.body.length + key.length;
    while (this.entries.size > this.options.maxEntries || this.chars > this.options.maxChars) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    return cached;
  }

  /** A story changed: its detail and chapters go, and with `lists` every list page. */
  storyChanged(storyId: string, lists: boolean): void {
    this.clock += 1;
    if (this.storiesAt.size >= MAX_TRACKED_STORIES) {
      this.everythingChanged();
      return;
    }
    this.storiesAt.set(storyId, this.clock);
    if (lists) this.listsAt = this.clock;
    for (const [key, entry] of this.entries) {
      if (entry.scope === 'lists' ? lists : entry.scope.story === storyId) this.remove(key);
    }
  }

  everythingChanged(): void {
    this.clock += 1;
    this.everythingAt = this.clock;
    this.storiesAt.clear();
    this.entries.clear();
    this.chars = 0;
  }

  /** Applies a payload of the database's 'read_cache' notifications (migration 0016). */
  apply(payload: string): void {
    const match = /^([sl]):(.+)$/.exec(payload);
    if (match) this.storyChanged(match[2], match[1] === 'l');
    else this.everythingChanged();
  }

  private lookUp(key: string): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.remove(key);
      return undefined;
    }
    return entry;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.body.length + key.length;
  }

  private invalidatedSince(scope: CacheScope, startedAt: number): boolean {
    if (this.everythingAt > startedAt) return true;
    if (scope === 'lists') return this.listsAt > startedAt;
    return (this.storiesAt.get(scope.story) ?? 0) > startedAt;
  }
}
