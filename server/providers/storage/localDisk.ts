import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, resolveRange, type BlobInfo, type BlobStore, type ByteRange, type StoredBlob } from './port';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * Blobs as files under a root directory: `data/<key>` holds the bytes, `types/<key>` the content
 * type. Writes go to a temporary file renamed into place, so a blob is either absent or whole.
 */
export class LocalDiskBlobStore implements BlobStore {
  readonly name = 'local-disk';

  constructor(private readonly root: string) {}

  async put(key: string, data: Uint8Array | AsyncIterable<Uint8Array>, contentType: string): Promise<BlobInfo> {
    const file = this.file('data', key);
    const typeFile = this.file('types', key);
    await Promise.all([
      fs.mkdir(path.dirname(file), { recursive: true }),
      fs.mkdir(path.dirname(typeFile), { recursive: true }),
    ]);
    const suffix = `.${randomUUID()}.tmp`;
    try {
      await fs.writeFile(typeFile + suffix, contentType);
      await fs.rename(typeFile + suffix, typeFile);
      await pipeline(
        data instanceof Uint8Array ? Readable.from([data]) : Readable.from(data),
        createWriteStream(file + suffix),
      );
      await fs.rename(file + suffix, file);
    } catch (error) {
      await Promise.all([fs.rm(file + suffix, { force: true }), fs.rm(typeFile + suffix, { force: true })]);
      throw error;
    }
    const { size } = await fs.stat(file);
    return { size, contentType };
  }

  async get(key: string, range?: ByteRange): Promise<StoredBlob | undefined> {
    const info = await this.head(key);
    if (!info) return undefined;
    if (!range) return { ...info, body: createReadStream(this.file('data', key)) };
    const span = resolveRange(range, info.size);
    return { ...info, range: span, body: createReadStream(this.file('data', key), span) };
  }

  async head(key: string): Promise<BlobInfo | undefined> {
    const stat = await fs.stat(this.file('data', key)).catch(ifMissing(undefined));
    if (!stat?.isFile()) return undefined;
    const contentType = await fs.readFile(this.file('types', key), 'utf8').catch(ifMissing(DEFAULT_CONTENT_TYPE));
    return { size: stat.size, contentType };
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file('data', key), { force: true });
    await fs.rm(this.file('types', key), { force: true });
  }

  private file(tree: 'data' | 'types', key: string): string {
    assertValidKey(key);
    return path.join(this.root, tree, ...key.split('/'));
  }
}

function ifMissing<T>(fallback: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return fallback;
    throw error;
  };
}
