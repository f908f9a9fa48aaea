import { createHash } from 'node:crypto';
import { encode, type BodyEncoding } from './compression';

/**
 * What an entry depends on besides its reader: one story (its detail or chapters), the lists, or
 * nothing else (the reader's own account, `me`).
 */
export type CacheScope = { story: string } | 'lists' | 'account';

/** Who an answer was made for: a user id, or '' for every guest. */
export type Reader = string;
export const GUEST: Reader = '';

export interface CachedBody {
  key: string;
  /** The answer as sent, UTF-8 encoded once (encoding a long string on every answer costs more than sending it). */
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  scope: CacheScope;
  reader: Reader;
  expiresAt: number;
  /** The body compressed, made on the first request asking for each encoding. */
  encoded: Partial<Record<BodyEncoding, Buffer>>;
}

export interface ReadCacheOptions {
  maxEntries: number;
  /** Bounds the memory the bodies take (bytes of all bodies and of their compressed forms). */
  maxBytes: number;
  /** A bound on staleness should a notification ever be lost (the listening connection dropped). */
  ttlMs: number;
}

const DEFAULT_READ_CACHE_OPTIONS: ReadCacheOptions = { maxEntries: 10_000, maxBytes: 32_000_000, ttlMs: 10_000 };

/** Stories and readers whose last invalidation is remembered; past this many, everything is dropped instead. */
const MAX_TRACKED = 10_000;

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** One reader's answer to one URL: guests share theirs. */
export const cacheKey = (reader: Reader, url: string) => `${reader}${url}`;

/**
 * Ready-to-send answers, keyed by reader and URL. Every invalidation advances a clock; an answer read
 * from the database is stored only if nothing it depends on was invalidated since its request
 * began, so a read racing a write never puts the old state back.
 */
export class ReadCache {
  private readonly entries = new Map<string, CachedBody>();
  private bytes = 0;
  private clock = 0;
  private everythingAt = 0;
  private listsAt = 0;
  private readonly storiesAt = new Map<string, number>();
  private readonly readersAt = new Map<Reader, number>();

  constructor(
    private readonly options: ReadCacheOptions = DEFAULT_READ_CACHE_OPTIONS,
    /** Told of every lookup, found (a hit) or not, and by whom (undefined: a reader not recognised yet). */
    private readonly onLookup: (hit: boolean, reader: Reader | undefined) => void = () => {},
  ) {}

  /** The moment a read begins, to hand back to `store`. */
  now(): number {
    return this.clock;
  }

  /** A reader not recognised yet (undefined) has nothing here: their lookup counts as a miss. */
  get(reader: Reader | undefined, url: string): CachedBody | undefined {
    const entry = reader === undefined ? undefined : this.lookUp(cacheKey(reader, url));
    this.onLookup(entry !== undefined, reader);
    return entry;
  }

  /** Keeps an answer unless what it depends on changed since `startedAt`; `notAfter` bounds its life (a plan ending). */
  store(
    url: string,
    startedAt: number,
    entry: Pick<CachedBody, 'headers' | 'scope' | 'reader'> & { body: string },
    notAfter = Number.POSITIVE_INFINITY,
  ): CachedBody {
    const key = cacheKey(entry.reader, url);
    const expiresAt = Math.min(Date.now() + this.options.ttlMs, notAfter);
    const body = Buffer.from(entry.body);
    const cached: CachedBody = { ...entry, key, body, etag: etagOf(body), expiresAt, encoded: {} };
    if (this.invalidatedSince(entry, startedAt) || body.length > this.options.maxBytes) return cached;
    this.remove(key);
    this.entries.set(key, cached);
    this.bytes += cached.body.length + key.length;
    this.evictOverflow();
    return cached;
  }

  /** The entry's body in that encoding, compressed once and kept with it. */
  encoded(entry: CachedBody, encoding: BodyEncoding): Buffer {
    const known = entry.encoded[encoding];
    if (known) return known;
    const compressed = encode(entry.body, encoding);
    entry.encoded[encoding] = compressed;
    if (this.entries.get(entry.key) === entry) {
      this.bytes += compressed.length;
      this.evictOverflow();
    }
    return compressed;
  }

  /** A story changed: its detail and chapters go, for every reader, and with `lists` every list page. */
  storyChanged(storyId: string, lists: boolean): void {
    if (!this.track(this.storiesAt, storyId)) return;
    if (lists) this.listsAt = this.clock;
    this.drop((entry) =>
      entry.scope === 'lists' ? lists : entry.scope !== 'account' && entry.scope.story === storyId,
    );
  }

  /** A reader's account changed (credits, plan, role, unlocks, badges): every answer made for them goes. */
  readerChanged(reader: Reader): void {
    if (reader === GUEST || !this.track(this.readersAt, reader)) return;
    this.drop((entry) => entry.reader === reader);
  }

  everythingChanged(): void {
    this.clock += 1;
    this.everythingAt = this.clock;
    this.storiesAt.clear();
    this.readersAt.clear();
    this.entries.clear();
    this.bytes = 0;
  }

  /** Applies a payload of the database's 'read_cache' notifications (migrations 0016 and 0020). */
  apply(payload: string): void {
    const match = /^([slu]):(.+)$/.exec(payload);
    if (!match) this.everythingChanged();
    else if (match[1] === 'u') this.readerChanged(match[2]);
    else this.storyChanged(match[2], match[1] === 'l');
  }

  /** Advances the clock and notes when `id` changed; answers false when it dropped everything instead. */
  private track(changedAt: Map<string, number>, id: string): boolean {
    this.clock += 1;
    if (changedAt.size >= MAX_TRACKED) {
      this.everythingChanged();
      return false;
    }
    changedAt.set(id, this.clock);
    return true;
  }

  private drop(matches: (entry: CachedBody) => boolean) {
    for (const [key, entry] of this.entries) if (matches(entry)) this.remove(key);
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

  private evictOverflow() {
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const encodedBytes = Object.values(entry.encoded).reduce((sum, compressed) => sum + compressed.length, 0);
    this.bytes -= entry.body.length + key.length + encodedBytes;
  }

  private invalidatedSince(entry: Pick<CachedBody, 'scope' | 'reader'>, startedAt: number): boolean {
    if (this.everythingAt > startedAt) return true;
    if (entry.reader !== GUEST && (this.readersAt.get(entry.reader) ?? 0) > startedAt) return true;
    if (entry.scope === 'account') return false;
    if (entry.scope === 'lists') return this.listsAt > startedAt;
    return (this.storiesAt.get(entry.scope.story) ?? 0) > startedAt;
  }
}
