import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBlobStore } from '#server/test/blobStoreSuite';
import { LocalDiskBlobStore } from './localDisk';

let root: string;
let store: LocalDiskBlobStore;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'reverie-blobs-'));
  store = new LocalDiskBlobStore(root);
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

describeBlobStore('local disk blob store', () => store);

it('leaves no temporary file behind, even when the stream fails', async () => {
  async function* failing(): AsyncGenerator<Uint8Array> {
    yield Buffer.from('partial');
    throw new Error('provider failed');
  }
  await expect(store.put('audio/failed.mp3', failing(), 'audio/mpeg')).rejects.toThrow('provider failed');
  expect(await store.exists('audio/failed.mp3')).toBe(false);
  const files = await fs.readdir(path.join(root, 'data', 'audio'));
  expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
});
