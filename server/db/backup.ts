import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import * as tar from 'tar';

/** Inside a backup archive: the database as PGlite's own consistent dump, and the audio files as they lie. */
const DATABASE_DUMP = 'pgdata.tar.gz';
const BLOBS = 'blobs';
const MANIFEST = 'reverie-backup.json';
const FORMAT = 1;

interface Manifest {
  format: number;
  createdAt: string;
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function withStaging<T>(work: (staging: string) => Promise<T>): Promise<T> {
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'reverie-backup-'));
  try {
    return await work(staging);
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/**
 * Writes one .tar.gz holding the embedded database and the audio blobs of DATA_DIR. PGlite admits
 * one process per data folder, so the server must be stopped while this runs.
 */
export async function createBackup(dataDir: string, file: string): Promise<void> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (await isEmptyOrMissing(pgdata)) throw new Error(`No embedded database in ${dataDir} (expected ${pgdata})`);
  await withStaging(async (staging) => {
    const client = new PGlite(pgdata, { extensions: { pg_trgm } });
    try {
      // Dumping before the database has started never settles.
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      await fs.writeFile(path.join(staging, DATABASE_DUMP), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
    const blobs = path.join(dataDir, BLOBS);
    await fs.mkdir(path.join(staging, BLOBS));
    if (!(await isEmptyOrMissing(blobs))) await fs.cp(blobs, path.join(staging, BLOBS), { recursive: true });
    const manifest: Manifest = { format: FORMAT, createdAt: new Date().toISOString() };
    await fs.writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest));
    await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    const partial = `${file}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST, DATABASE_DUMP, BLOBS]);
    await fs.rename(partial, file);
  });
}

/** Restores a backup into a data folder that holds no database or audio yet; it never overwrites. */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  const pgdata = path.join(dataDir, 'pgdata');
  const blobs = path.join(dataDir, BLOBS);
  if (!(await isEmptyOrMissing(pgdata)) || !(await isEmptyOrMissing(blobs))) {
    throw new Error(`${dataDir} already holds data: restore into an empty data folder`);
  }
  await fs.access(file);
  await withStaging(async (staging) => {
    await tar.extract({ file, cwd: staging, strict: true });
    const manifest = JSON.parse(
      await fs.readFile(path.join(staging, MANIFEST), 'utf8').catch(() => '{}'),
    ) as Partial<Manifest>;
    if (manifest.format !== FORMAT) throw new Error(`${file} is not a Reverie backup`);

    const dump = await fs.readFile(path.join(staging, DATABASE_DUMP));
    await fs.mkdir(pgdata, { recursive: true });
    const client = new PGlite(pgdata, { extensions: { pg_trgm }, loadDataDir: new Blob([dump]) });
    await client.waitReady;
    await client.close();
    await fs.mkdir(dataDir, { recursive: true });
    await fs.cp(path.join(staging, BLOBS), blobs, { recursive: true });
  });
}
