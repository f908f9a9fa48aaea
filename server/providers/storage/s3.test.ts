import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { describeBlobStore } from '#server/test/blobStoreSuite';
import { S3BlobStore } from './s3';

const BUCKET = 'reverie-test';
let directory: string;
let server: S3rver;
let store: S3BlobStore;

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'reverie-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  store = new S3BlobStore({
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  await server.close();
  await fs.rm(directory, { recursive: true, force: true });
});

describeBlobStore('S3 blob store (against s3rver)', () => store);
