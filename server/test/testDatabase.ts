import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from '../db/client';
import { createThrowawayDatabase } from './throwawayDatabase';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** Names a migrated image or template by the migrations it holds: a changed or added migration makes a new one. */
async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await fs.readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if ((await fs.stat(full)).isFile()) hash.update(file).update(await fs.readFile(full));
  }
  return hash.digest('hex').slice(0, 16);
}

const imageName = async () => path.join(os.tmpdir(), `reverie-test-pglite-${await migrationsDigest()}.tar`);

/**
 * The URL of a migrated database on the PostgreSQL server, made once per set of migrations, which
 * test databases are copied from (CREATE DATABASE … TEMPLATE) rather than migrated one by one.
 * Test files starting at once take turns through an advisory lock; nobody stays connected to it.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `reverie_template_${await migrationsDigest()}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`select pg_advisory_lock(hashtext('reverie-test-template'))`);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = await createThrowawayDatabase(serverUrl, `${name}_building`);
      const handle = await openDatabase({ url: building.url });
      await handle.close();
      const buildingName = new URL(building.url).pathname.slice(1);
      await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(buildingName)} RENAME TO ${pg.escapeIdentifier(name)}`);
    }
  } finally {
    await admin.end();
  }
  return url.toString();
}

/** A new database on the PostgreSQL server, already migrated, and how to drop it again. */
export async function createMigratedThrowaway(serverUrl: string, prefix: string) {
  return createThrowawayDatabase(serverUrl, prefix, await migratedTemplate(serverUrl));
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

  const throwaway = await createMigratedThrowaway(serverUrl, 'reverie_test');
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
