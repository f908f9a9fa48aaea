/**
 * Reverie's benchmarks: seeds a library with bulk SQL, then measures hot reads against a bare Fastify
 * ceiling, streaming latency (SSE and browser), narration start and the built-in voice, and the web
 * build's sizes. Results go to bench/results/latest.{json,md} (and latest-<database>.*).
 *
 *   npm run bench                      # a fresh database on DATABASE_URL's server (default below), dropped afterwards
 *   BENCH_DB=pglite npm run bench      # the embedded PGlite, in a temporary directory (1/5 of the data by default)
 * BENCH_SECONDS (10) per load run, BENCH_SCALE (1, or 0.2 on PGlite) multiplies the data, BENCH_KEEP=1 keeps the database.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { count } from 'drizzle-orm';
import type { Story } from '#common/contract';
import { chapters, stories, storyLikes, storyVotes, users } from '#server/db/schema';
import { startBenchApp, type BenchApp } from './benchApp';
import { DEFAULT_ADMIN_URL, openBenchPglite, openBenchPostgres, type BenchDatabase } from './benchDatabase';
import { signUp } from './benchUsers';
import { measureFirstPage } from './firstPage';
import {
  CONNECTIONS,
  answerOnTheWire,
  answerSent,
  drive,
  loadGeneratorDecodeMicros,
  startCeiling,
  type LoadResult,
  type Target,
} from './hotReads';
import { measureLighthouse } from './lighthouse';
import { measureNarration } from './narration';
import { toMarkdown, type BenchResults } from './report';
import { FREQUENT_WORD, RARE_WORD, seedLibrary, type LibraryScale } from './seedLibrary';
import { CHROMIUM, measureStreaming } from './streaming';
import { freshReaders, timeUncached } from './uncachedReads';
import { buildWeb, measureWebSizes } from './webBuild';

const FULL_SCALE: LibraryScale = {
  users: 20_000,
  stories: 100_000,
  chaptersPerStory: 3,
  votes: 1_000_000,
  likes: 250_000,
};
const onPglite = process.env.BENCH_DB === 'pglite';
const SCALE = Number(process.env.BENCH_SCALE ?? (onPglite ? 0.2 : 1));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const KEEP = process.env.BENCH_KEEP === '1';
const RARE_WORD_WARM_UP = 10;
const RARE_WORD_RUNS = 100;
const resultsDir = path.resolve(import.meta.dirname, 'results');

const log = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

/** Samples the 1-minute load average every 2 s while the run lasts. */
function sampleLoad() {
  const samples = [os.loadavg()[0]];
  const timer = setInterval(() => samples.push(os.loadavg()[0]), 2000);
  const r = (x: number) => Math.round(x * 100) / 100;
  return () => {
    clearInterval(timer);
    return {
      min: r(Math.min(...samples)),
      mean: r(samples.reduce((a, b) => a + b, 0) / samples.length),
      max: r(Math.max(...samples)),
    };
  };
}

async function seed(database: BenchDatabase) {
  const scale = Object.fromEntries(
    Object.entries(FULL_SCALE).map(([k, v]) => [k, k === 'chaptersPerStory' ? v : Math.round(v * SCALE)]),
  ) as unknown as LibraryScale;
  log(`seeding ${database.label} (${database.location}) at scale ${SCALE}: ${JSON.stringify(scale)}`);
  const started = performance.now();
  const steps = await seedLibrary(database.handle.db, scale);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const { db } = database.handle;
  const rows: Record<string, number> = {};
  for (const [name, table] of Object.entries({ users, stories, chapters, votes: storyVotes, likes: storyLikes })) {
    rows[name] = (await db.select({ n: count() }).from(table))[0].n;
  }
  log(`seeded in ${seconds} s: ${JSON.stringify(rows)}`);
  return {
    scale: { label: SCALE === 1 ? 'full scale' : `scale ${SCALE} of the full data set`, rows },
    seeding: { seconds, steps },
  };
}

/** What Chromium sends with every request it makes: the app's reads are measured as its web client asks. */
const AS_A_BROWSER_ASKS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function hotReads(bench: BenchApp): Promise<BenchResults['hotReads']> {
  const { token } = await signUp(bench.api);
  const [story] = (await bench.api.get<Story[]>('/api/stories/public')).body;
  const api = (p: string) => `${bench.baseUrl}${p}`;
  const signedIn = { ...AS_A_BROWSER_ASKS, authorization: `Bearer ${token}` };
  const asked = (name: string, p: string, headers: Record<string, string> = AS_A_BROWSER_ASKS): Target => ({
    name,
    url: api(p),
    headers,
  });
  const targets: Target[] = [
    asked('health (app floor: `select 1`)', '/api/health'),
    asked('public list, first page', '/api/stories/public'),
    // A client that accepts no compression (curl without --compressed) gets all 21 kB of it.
    { name: 'public list, first page, uncompressed', url: api('/api/stories/public') },
    asked('search, frequent word', `/api/stories/public?q=${FREQUENT_WORD}`),
    asked('search, rare word', `/api/stories/public?q=${RARE_WORD}`),
    asked('category filter', '/api/stories/public?category=Romance'),
    asked('story detail', `/api/stories/${story._id}`),
    asked('chapters', `/api/stories/${story._id}/chapters`),
    asked('story detail, signed in', `/api/stories/${story._id}`, signedIn),
    asked('chapters, signed in', `/api/stories/${story._id}/chapters`, signedIn),
    asked('me', '/api/auth/me', signedIn),
  ];
  const list = asked('public list, first page', '/api/stories/public');
  const plain = (await answerOnTheWire({ ...list, headers: {} })).body;
  const compressed = await answerOnTheWire(list);
  if (compressed.encoding !== 'br')
    throw new Error(`the public list went as ${compressed.encoding ?? 'plain'}, not br`);
  const ceiling = await startCeiling({ plain, brotli: compressed.body });
  const rows: LoadResult[] = [];
  try {
    const driven: Target[] = [
      { name: 'ceiling (before)', url: ceiling.url },
      { name: `bare route, the list's plain ${(plain.length / 1024).toFixed(0)} kB`, url: ceiling.sameBodyUrl },
      { name: "bare route, the list's Brotli copy", url: ceiling.sameBrotliUrl },
      ...targets,
      { name: 'ceiling (after)', url: ceiling.url },
    ];
    const sent = new Map<Target, string>();
    for (const target of driven) sent.set(target, await answerSent(target));
    for (const target of driven) {
      const row = { ...(await drive(target, SECONDS)), sent: sent.get(target) };
      log(
        `${row.name} (${row.sent}): ${row.reqPerSec} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, errors ${row.errors} (timeouts ${row.timeouts}), non-2xx ${row.non2xx}, load ${row.load1}`,
      );
      rows.push(row);
    }
  } finally {
    await ceiling.close();
  }
  const ceilings = rows.filter((r) => r.name.startsWith('ceiling'));
  const ceilingReqPerSec = Math.round(ceilings.reduce((sum, r) => sum + r.reqPerSec, 0) / ceilings.length);
  for (const row of rows) row.ratioToCeiling = Math.round((row.reqPerSec / ceilingReqPerSec) * 1000) / 1000;
  return {
    seconds: SECONDS,
    connections: CONNECTIONS,
    ceilingReqPerSec,
    rows,
    loadGeneratorDecodeMicros: {
      brotli: loadGeneratorDecodeMicros(compressed.body),
      plain: loadGeneratorDecodeMicros(plain),
    },
  };
}

async function main() {
  const started = performance.now();
  const load = sampleLoad();
  const database = onPglite
    ? await openBenchPglite()
    : await openBenchPostgres(process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL);
  let bench: BenchApp | undefined;
  try {
    const seeded = await seed(database);
    const webDir = path.join(resultsDir, 'web');
    log('building the web app with a manifest…');
    await buildWeb(webDir);
    bench = await startBenchApp(database.handle, webDir);
    log(`app listening on ${bench.baseUrl}; hot reads, ${SECONDS} s each…`);
    const reads = await hotReads(bench);
    log('a rare word, answered by the database (a reader of its own per request)…');
    const rareWord = await timeUncached(
      `${bench.baseUrl}/api/stories/public?q=${RARE_WORD}`,
      await freshReaders(database.handle.db, RARE_WORD_WARM_UP + RARE_WORD_RUNS),
      RARE_WORD_WARM_UP,
    );
    log('streaming latency…');
    const streaming = await measureStreaming(bench, { sse: 15, browser: 5 });
    log(
      `streaming: SSE p50 ${streaming.firstTokenToSseMs.p50} ms, browser p50 ${streaming.firstTokenToBrowserMs.p50} ms`,
    );
    log('narration…');
    const narration = await measureNarration(bench, 3);
    log(
      `narration: first byte p50 ${narration.generateToFirstByteMs.p50} ms; offline voice RTF ${narration.offlineVoice.realTimeFactor}`,
    );
    const [story] = (await bench.api.get<Story[]>('/api/stories/public')).body;
    const lighthouse = await measureLighthouse(
      { landing: `${bench.baseUrl}/`, story: `${bench.baseUrl}/story/${story._id}` },
      CHROMIUM,
    );
    const results: BenchResults = {
      date: new Date().toISOString(),
      machine: {
        cores: os.cpus().length,
        arch: os.arch(),
        cpu: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        database: database.label,
        embedded: onPglite,
        load1: load(),
      },
      ...seeded,
      hotReads: reads,
      rareWord,
      firstPage: await measureFirstPage(bench.baseUrl),
      streaming,
      narration,
      web: await measureWebSizes(webDir),
      lighthouse,
    };
    await write(results, onPglite ? 'pglite' : 'postgres');
    const failures = reads.rows.filter((r) => r.errors + r.non2xx > 0 || r.completed === 0);
    if (failures.length)
      throw new Error(
        `errors or non-2xx answers under load: ${failures.map((r) => `${r.name} (${r.errors} errors, ${r.non2xx} non-2xx, ${r.completed} completed)`).join(', ')}`,
      );
    log(`done in ${Math.round((performance.now() - started) / 1000)} s`);
  } finally {
    await bench?.close();
    await database.close(KEEP);
    if (KEEP) log(`kept the database: ${database.location}`);
  }
}

async function write(results: BenchResults, kind: string) {
  const markdown = toMarkdown(results);
  await fs.mkdir(resultsDir, { recursive: true });
  for (const name of ['latest', `latest-${kind}`]) {
    await fs.writeFile(path.join(resultsDir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
    await fs.writeFile(path.join(resultsDir, `${name}.md`), markdown);
  }
  console.log(`\n${markdown}`);
  log(`wrote ${path.join(resultsDir, 'latest.json')} and latest.md`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
