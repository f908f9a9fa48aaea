import type { Readable } from 'node:stream';

export interface BlobInfo {
  /** The whole blob's size in bytes. */
  size: number;
  contentType: string;
}

/** Inclusive byte positions, as in an HTTP Range header; `end` defaults to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredBlob extends BlobInfo {
  /** The requested bytes (all of them without a range). */
  body: Readable;
  /** The bytes the body holds, inclusive; present when a range was asked for. */
  range?: { start: number; end: number };
}

/**
 * Where files (narration audio) live. Keys are content-addressed paths such as
 * `audio/<sha256>.mp3`. Implementations: local disk (the default) and S3-compatible storage.
 */
export interface BlobStore {
  readonly name: string;
  /** Stores the bytes under key, replacing any blob there; readers never see a partial blob. */
  put(key: string, data: Uint8Array | AsyncIterable<Uint8Array>, contentType: string): Promise<BlobInfo>;
  /** The blob, or undefined when there is none. A range must start inside the blob (check head first); its end is clamped. */
  get(key: string, range?: ByteRange): Promise<StoredBlob | undefined>;
  head(key: string): Promise<BlobInfo | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Keys are relative paths of plain segments: no `..`, no leading slash, nothing a file system would misread. */
export function assertValidKey(key: string): void {
  if (
    key.length > 512 ||
    !KEY_PATTERN.test(key) ||
    key.split('/').some((segment) => segment === '..' || segment.startsWith('..'))
  ) {
    throw new Error(`Invalid blob key: ${JSON.stringify(key)}`);
  }
}

/** The inclusive byte span a range covers in a blob of this size. */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } {
  const end = Math.min(range.end ?? size - 1, size - 1);
  if (!Number.isInteger(range.start) || range.start < 0 || range.start >= size || end < range.start) {
    throw new RangeError(`Range ${range.start}-${range.end ?? ''} is outside a blob of ${size} bytes`);
  }
  return { start: range.start, end };
}
