import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapterStreamEvents } from '#common/catalogue/wire';
import { buildControlledWriter, buildUser, waitForChapter } from '#server/test/factories';
import { readEvents } from '#server/test/sse';
import { startSecondInstance, startTestApp, type SecondInstance, type TestApp } from '#server/test/testApp';
import { createThrowawayDatabase } from '#server/test/throwawayDatabase';
import { within } from '#server/test/within';

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database where NOTIFY fails, as on an engine or pooler without it: a `pg_notify` of our own
 * comes first on the search path and refuses (every connection to this database uses that path).
 */
async function databaseWithoutNotify(url: string) {
  const name = new URL(url).pathname.slice(1);
  await onDatabase(url, async (client) => {
    await client.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} SET search_path = public, pg_catalog`);
    await client.query(`CREATE FUNCTION public.pg_notify(channel text, payload text) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'NOTIFY is switched off'; END $$`);
  });
}

// Two instances need a database they can share: only a PostgreSQL server offers one.
describe.skipIf(!serverUrl)(
  'changes relayed through Redis pub/sub with NOTIFY switched off (CHANGE_FEED=redis)',
  () => {
    const control = buildControlledWriter();
    let drop: () => Promise<void>;
    let databaseUrl: string;
    let a: TestApp;
    let b: SecondInstance;

    beforeAll(async () => {
      const database = await createThrowawayDatabase(serverUrl!, 'reverie_no_notify');
      ({ drop, url: databaseUrl } = database);
      await databaseWithoutNotify(databaseUrl);
      a = await startTestApp({
        env: {
          DATABASE_URL: databaseUrl,
          CHANGE_FEED: 'redis',
          REDIS_URL: redisUrl,
          REDIS_KEY_PREFIX: `reverie-test-${randomUUID()}:`,
          LLM_MIN_WORDS: '0',
        },
        providers: (_config, defaults) => ({ ...defaults, writer: control.writer }),
      });
      b = await startSecondInstance(a);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await drop?.();
    });

    it('really has no NOTIFY: announcing on the database fails', async () => {
      await expect(
        onDatabase(databaseUrl, (client) => client.query(`select pg_notify('read_cache', '*')`)),
      ).rejects.toThrow('NOTIFY is switched off');
    });

    it('streams a chapter written by one instance to a reader on the other', async () => {
      const { token } = await buildUser(a.ctx.db, { textCredits: 5 });
      const created = await a.api.post('/api/stories/generate', { title: 'Relayed', settings: { length: 2 } }, token);
      expect(created.status).toBe(201);
      const call = await control.nextCall();
      const stream = await fetch(`${b.baseUrl}/api/stories/${created.body._id}/chapters/1/stream`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(stream.status).toBe(200);
      const reading = readEvents(stream);
      await new Promise((r) => setTimeout(r, 200));
      call.write('Told through Redis, ');
      call.write('never through NOTIFY.');
      call.finish({ choices: ['Stay', 'Go'] });
      const events = await reading;
      const text = events
        .filter((e) => e.event === chapterStreamEvents.text)
        .map((e) => e.data.text as string)
        .join('');
      expect(text).toBe('Told through Redis, never through NOTIFY.');
      expect(events.at(-1)).toMatchObject({ event: chapterStreamEvents.done, data: { status: 'ready' } });
      expect(await waitForChapter(b.api, created.body._id, 1, token)).toMatchObject({ status: 'ready' });
    });

    it("renews a guest's cached story on the other instance when its owner renames it", async () => {
      const { token } = await buildUser(a.ctx.db, { textCredits: 5 });
      const created = await a.api.post('/api/stories/generate', { title: 'Before', settings: { length: 2 } }, token);
      const call = await control.nextCall();
      call.write('She kept the letter.');
      call.finish({ choices: ['Answer it', 'Burn it'] });
      const written = await waitForChapter(a.api, created.body._id, 1, token);
      expect(written, written.failureMessage).toMatchObject({ status: 'ready' });
      const id = created.body._id as string;
      expect((await a.api.patch(`/api/stories/${id}/visibility`, { isPublic: true }, token)).status).toBe(200);
      await within(3000, async () => expect((await b.api.get(`/api/stories/${id}`)).body.title).toBe('Before'));

      expect(
        (await a.api.put(`/api/stories/${id}`, { title: 'After', content: 'A story told again.' }, token)).status,
      ).toBe(200);
      await within(3000, async () => expect((await b.api.get(`/api/stories/${id}`)).body.title).toBe('After'));
    });

    it('refuses on the other instance a session signed out on one', async () => {
      const { token } = await buildUser(a.ctx.db);
      expect((await b.api.get('/api/auth/me', token)).status).toBe(200);
      expect((await a.api.post('/api/auth/logout', undefined, token)).status).toBeLessThan(300);
      await within(3000, async () => expect((await b.api.get('/api/auth/me', token)).status).toBe(401));
    });

    it('never listens on the database and leaves nothing waiting in the outbox', async () => {
      await within(3000, async () => {
        const { listening, waiting } = await onDatabase(databaseUrl, async (client) => ({
          listening: (
            await client.query(
              `select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
            )
          ).rows[0].n as number,
          waiting: (await client.query('select count(*)::int as n from change_outbox')).rows[0].n as number,
        }));
        expect({ listening, waiting }).toEqual({ listening: 0, waiting: 0 });
      });
    });
  },
);
