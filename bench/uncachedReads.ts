import type { Database } from '#server/db/client';
import { buildUser } from '#server/test/factories';
import { percentile } from './stats';

export interface UncachedTiming {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Items in the last answer (a list's length). */
  items: number;
}

/**
 * Signed-in readers written straight to the database. The read cache keeps each reader's answers
 * apart, so a reader's first request of a URL is answered by the database.
 */
export async function freshReaders(db: Database, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) tokens.push((await buildUser(db)).token);
  return tokens;
}

/**
 * Times one list URL through real HTTP, one request at a time, each by a reader of its own (after
 * `warmUp` requests by other readers): the database's answer every time, never the cache's.
 */
export async function timeUncached(url: string, readers: string[], warmUp: number): Promise<UncachedTiming> {
  if (readers.length <= warmUp)
    throw new Error(`timeUncached: ${readers.length} readers for ${warmUp} warm-up requests`);
  const get = async (reader: string) => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${reader}` } });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as unknown[]).length;
  };
  for (const reader of readers.slice(0, warmUp)) await get(reader);
  const times: number[] = [];
  let items = 0;
  for (const reader of readers.slice(warmUp)) {
    const started = performance.now();
    items = await get(reader);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    items,
  };
}
