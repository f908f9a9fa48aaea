import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { openTestDatabase } from '#server/test/testDatabase';
import { periodicJob } from './periodicJob';

const log = pino({ level: 'silent' }) as FastifyBaseLogger;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A sweep that takes `ms` and records how many runs of it were going at once. */
function slowSweep(ms: number) {
  const seen = { runs: 0, running: 0, mostAtOnce: 0 };
  const run = async () => {
    seen.runs += 1;
    seen.running += 1;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
    await pause(ms);
    seen.running -= 1;
  };
  return { seen, run };
}

let database: (DatabaseHandle & { url?: string }) | undefined;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('periodicJob', () => {
  it('skips a tick while its previous run is still going', async () => {
    const sweep = slowSweep(120);
    const job = periodicJob(
      { database: database!, log },
      { name: 'slow sweep', everyMs: 10, atStart: sweep.run, periodically: sweep.run },
    );
    await job.start();
    await pause(400);
    await job.stop();
    expect(sweep.seen.runs).toBeGreaterThan(1);
    expect(sweep.seen.mostAtOnce).toBe(1);
  });

  it('keeps running after a failed run', async () => {
    let calls = 0;
    const job = periodicJob(
      { database: database!, log },
      {
        name: 'failing sweep',
        everyMs: 20,
        atStart: () => Promise.reject(new Error('the database went away')),
        periodically: async () => {
          calls += 1;
        },
      },
    );
    await job.start();
    await pause(100);
    await job.stop();
    expect(calls).toBeGreaterThan(0);
  });
});

// Two instances need a database they can share: only a PostgreSQL server offers one.
describe.skipIf(!process.env.TEST_DATABASE_URL)('periodicJob on two instances sharing one PostgreSQL', () => {
  it('runs a sweep on one instance at a time', async () => {
    const other = await openDatabase({ url: database!.url });
    try {
      const sweep = slowSweep(300);
      const jobs = [database!, other].map((each) =>
        periodicJob(
          { database: each, log },
          { name: 'shared sweep', everyMs: 60_000, atStart: sweep.run, periodically: sweep.run },
        ),
      );
      await Promise.all(jobs.map((job) => job.start()));
      expect(sweep.seen).toMatchObject({ runs: 1, mostAtOnce: 1 });

      // Once the first is done, the lock is free again for either instance.
      await jobs[1].stop();
      const again = periodicJob(
        { database: other, log },
        { name: 'shared sweep', everyMs: 60_000, atStart: sweep.run, periodically: sweep.run },
      );
      await again.start();
      expect(sweep.seen.runs).toBe(2);
      await Promise.all([jobs[0].stop(), again.stop()]);
    } finally {
      await other.close();
    }
  });
});
