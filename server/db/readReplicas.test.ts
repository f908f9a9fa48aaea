import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { createThrowawayDatabase } from '#server/test/throwawayDatabase';
import { within } from '#server/test/within';
import { openDatabase } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

async function onDatabase(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement, values);
  } finally {
    await client.end();
  }
}

// A replica is a second database on a PostgreSQL server: a copy of the primary taken before the
// test's writes. The test stands in for replication of the heartbeat row only.
describe.skipIf(!serverUrl)('read replicas (DATABASE_REPLICA_URL)', () => {
  const drops: Array<() => Promise<void>> = [];
  let t: TestApp;
  let replicaUrl: string;
  let storyId: string;
  let ownerToken: string;
  let heartbeat: NodeJS.Timeout | undefined;
  let secondsBehind = 0;

  beforeAll(async () => {
    const primary = await createThrowawayDatabase(serverUrl!, 'reverie_primary');
    drops.push(primary.drop);
    const seeding = await openDatabase({ url: primary.url });
    const { user, token } = await buildUser(seeding.db);
    const story = await buildStory(seeding.db, user, { title: 'As first published' });
    await seeding.close();
    const replica = await createThrowawayDatabase(serverUrl!, 'reverie_replica', primary.url);
    drops.unshift(replica.drop);
    ({ url: replicaUrl } = replica);
    storyId = story.id;
    ownerToken = token;
    // Only the replica knows this title: whoever is answered it was answered by the replica.
    await onDatabase(replicaUrl, 'update stories set title = $1 where id = $2', ['Only on the replica', storyId]);
    const beat = () =>
      onDatabase(replicaUrl, 'update replica_heartbeat set at = now() - make_interval(secs => $1) where id = 1', [
        secondsBehind,
      ]).catch(() => undefined);
    heartbeat = setInterval(() => void beat(), 200);
    t = await startTestApp({
      env: { DATABASE_URL: primary.url, DATABASE_REPLICA_URL: replicaUrl, REPLICA_MAX_LAG_S: '2' },
    });
  });
  afterAll(async () => {
    clearInterval(heartbeat);
    await t?.close();
    for (const drop of drops) await drop();
  });

  const publicTitles = async (query: string) => {
    const res = await t.api.get(`/api/stories/public${query}`);
    expect(res.status).toBe(200);
    return res.body.map((s: { title: string }) => s.title) as string[];
  };

  it('answers guests from the replica and signed-in readers from the primary', async () => {
    await within(4000, async () =>
      expect((await t.api.get(`/api/stories/${storyId}`)).body.title).toBe('Only on the replica'),
    );
    expect((await t.api.get(`/api/stories/${storyId}`, ownerToken)).body.title).toBe('As first published');
  });

  it('never shows a guest from a replica a story its owner just took down', async () => {
    const removed = await t.api.delete(`/api/stories/${storyId}`, ownerToken);
    expect(removed.status).toBeLessThan(300);
    // The replica has not heard (it never will here): the guest is answered by the primary at once.
    expect((await t.api.get(`/api/stories/${storyId}`)).status).toBe(404);
    expect(await publicTitles('?sort=new')).not.toContain('Only on the replica');
  });

  it('sends guests to the primary while the replica lags beyond the bound, and back once it catches up', async () => {
    secondsBehind = 60;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(await publicTitles('?sort=popular')).not.toContain('Only on the replica');
    secondsBehind = 0;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    // A list not read before: the replica, in step again and still holding the story public, answers.
    expect(await publicTitles('?sort=trending')).toContain('Only on the replica');
  });

  it('answers from the primary when the replica goes away, without a failed request', async () => {
    await onDatabase(
      serverUrl!,
      `DROP DATABASE ${pg.escapeIdentifier(new URL(replicaUrl).pathname.slice(1))} WITH (FORCE)`,
    );
    expect(await publicTitles('')).not.toContain('Only on the replica');
    expect((await t.api.get(`/api/stories/${storyId}`)).status).toBe(404);
  });
});
