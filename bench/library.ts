/**
 * Times Discover's public list on a seeded library, through real HTTP, each request by a reader who
 * has not asked for that page yet (so the read cache, which keeps each reader's answers, never answers).
 *   npm run bench:library                 # PGlite in a temporary directory
 *   DATABASE_URL=postgres://… npm run bench:library   # an empty PostgreSQL database
 * BENCH_STORIES (default 100000) sets the library's size (a database already holding that many is reused);
 * BENCH_RUNS (default 50) the timed requests per case.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { count } from 'drizzle-orm';

import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { stories as storiesTable } from '#server/db/schema';
import { createProviders } from '#server/providers';
import { FREQUENT_WORD, RARE_WORD, seedLibrary } from './seedLibrary';
import { freshReaders, timeUncached } from './uncachedReads';
import { NEXT_CURSOR_HEADER } from '#common/catalogue/wire';

const STORIES = Number(process.env.BENCH_STORIES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UP = 10;
const TARGET_MS = 50;

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'reverie-bench-'));
  const url = process.env.DATABASE_URL;
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0' });
  const database = await openDatabase({ url, dataDir });
  const [{ stories }] = await database.db.select({ stories: count() }).from(storiesTable);
  if (stories >= STORIES) {
    console.log(`database: ${database.kind}; reusing its ${stories.toLocaleString('en-US')} stories`);
  } else {
    console.log(`database: ${database.kind}; seeding ${STORIES.toLocaleString('en-US')} stories…`);
    const seeding = performance.now();
    await seedLibrary(database.db, {
      users: Math.max(1, Math.ceil(STORIES / 100)),
      stories: STORIES,
      chaptersPerStory: 1,
      votes: 0,
      likes: 0,
    });
    console.log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  }

  const app = await buildApp(
    { config, database, db: database.db, providers: await createProviders(config) },
    { logger: false, webRoot: dataDir },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // Page 21's cursor, by walking the pages.
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const response: Response = await fetch(`${base}/api/stories/public${cursor ? `?cursor=${cursor}` : ''}`);
    if (!response.ok) throw new Error(`page ${page + 1}: ${response.status} ${await response.text()}`);
    cursor = response.headers.get(NEXT_CURSOR_HEADER);
  }
  const readers = await freshReaders(database.db, WARM_UP + RUNS);

  const cases: Array<[string, string]> = [
    ['first page', ''],
    ['page 21 (cursor)', `?cursor=${cursor}`],
    [`search, frequent word (q=${FREQUENT_WORD})`, `?q=${FREQUENT_WORD}`],
    [`search, rare word (q=${RARE_WORD})`, `?q=${RARE_WORD}`],
    ['search, no match (q=zebra)', '?q=zebra'],
    ['search, title word (q=lighthouse)', '?q=lighthouse'],
    ['category=Fantasy', '?category=Fantasy'],
    ['category=Explicit', '?category=Explicit'],
    ['category=Historical + q=harbour', '?category=Historical&q=harbour'],
  ];
  console.log(`\n${RUNS} sequential requests per case after ${WARM_UP} warm-up requests (target < ${TARGET_MS} ms)\n`);
  console.log(`${'case'.padEnd(44)} ${'stories'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
  for (const [name, query] of cases) {
    const { items, p50Ms, p95Ms } = await timeUncached(`${base}/api/stories/public${query}`, readers, WARM_UP);
    console.log(
      `${name.padEnd(44)} ${String(items).padStart(7)} ${p50Ms.toFixed(1).padStart(8)} ${p95Ms.toFixed(1).padStart(8)}${p95Ms > TARGET_MS ? '  (over target)' : ''}`,
    );
  }
  await app.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
