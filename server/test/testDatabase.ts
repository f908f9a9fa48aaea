import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from '../db/client';
import { createThrowawayDatabase } from './throwawayDatabase';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** Names the migrated image by the migrations it holds: a changed or added migration makes a new one. */
async function imageName(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await fs.readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if ((await fs.stat(full)).isFile()) hash.update(file).update(await fs.readFile(full));
  }
  return path.join(os.tmpdir(), `reverie-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * A migrated PGlite data folder, made once per set of migrations and shared by every test file
 * (each starts its own database from it): starting from it takes a fraction of what an empty
 * database and every migration take. Written under a temporary name, then renamed, so a file
 * running at the same time never reads half of it.
 */
async function migratedImage(): Promise<Blob> {
  const file = await imageName();
  const existing = await fs.readFile(file).catch(() => undefined);
  if (existing) return new Blob([existing]);
  const fresh = await openDatabase({});
  try {
    const image = await fresh.image!();
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await fs.writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await fs.rename(partial, file);
    return image;
  } finally {
    await fresh.close();
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function openTestDatabase(
  options: Pick<OpenDatabaseOptions, 'redisChangeFeed' | 'replicas'> = {},
): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ pgliteImage: await migratedImage() });

  const throwaway = await createThrowawayDatabase(serverUrl, 'reverie_test');
  const handle = await openDatabase({ ...options, url: throwaway.url });
  return {
    ...handle,
    url: throwaway.url,
    async close() {
      await handle.close();
      await throwaway.drop();
    },
  };
}
