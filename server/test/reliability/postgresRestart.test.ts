import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyLikes } from '#server/db/schema';
import { buildStory, buildUser, type BuiltUser } from '../factories';
import { startTestApp, type ApiResponse, type TestApp } from '../testApp';

/** Drops every other connection to the test's own throwaway database, as a server restart would. */
async function terminateConnections(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connections dropped under load', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers again by itself and keeps every write it acknowledged', async () => {
    const url = (t.ctx.database as { url?: string }).url!;
    const readers: BuiltUser[] = await Promise.all([...Array(6)].map(() => buildUser(t.ctx.db)));
    const story = await buildStory(t.ctx.db, readers[0].user);
    const liked: ApiResponse[] = [];
    let stop = false;
    const load = readers.map(async (reader) => {
      // Each reader likes once, then reads: the like must survive if it was acknowledged.
      liked.push(
        await t.api
          .post(`/api/stories/${story.id}/like`, undefined, reader.token)
          .catch(() => ({ status: 0 }) as ApiResponse),
      );
      while (!stop) await t.api.get('/api/stories/public', reader.token).catch(() => undefined);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await terminateConnections(url)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop = true;
    await Promise.all(load);

    const deadline = Date.now() + 10_000;
    while ((await t.api.get('/api/health').catch(() => ({ status: 0 }))).status !== 200) {
      if (Date.now() > deadline) throw new Error('the service did not recover');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await t.api.get('/api/stories/public')).status).toBe(200);
    const acknowledged = liked.filter((res) => res.status === 200).length;
    const rows = await t.ctx.db.select().from(storyLikes).where(eq(storyLikes.storyId, story.id));
    expect(rows.length).toBe(acknowledged);
  });
});
