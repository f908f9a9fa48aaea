import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { createThrowawayDatabase } from '#server/test/throwawayDatabase';
import { within } from '#server/test/within';
import { openDatabase } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Stands in for replication of the heartbeat row only: the replica's stories never change. */
async function setReplicaHeartbeat(url: string, secondsBehind: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`update replica_heartbeat set at = now() - make_interval(secs => $1) where id = 1`, [
      secondsBehind,
    ]);
  } finally {
    await client.end();
  }
}

// A replica is a second database on a PostgreSQL server: a copy of the primary taken before the test's writes.
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
    heartbeat = setInterval(() => void setReplicaHeartbeat(replicaUrl, secondsBehind).catch(() => undefined), 200);
    t = await startTestApp({
      env: { DATABASE_URL: primary.url, DATABASE_REPLICA_URL: replicaUrl, REPLICA_MAX_LAG_S: '2' },
    });
  });
  afterAll(async () => {
    clearInterval(heartbeat);
    await t?.close();
    for (const drop of drops) await drop();
  });

  const guestTitle = async () => {
    const res = await t.api.get(`/api/stories/${storyId}`);
    expect(res.status).toBe(200);
    return res.body.title as string;
  };

  it("answers guests from the replica, and the owner's own write to the owner at once", async () => {
    const renamed = await t.api.put(
      `/api/stories/${storyId}`,
      { title: 'Renamed on the primary', content: 'The same story, told again.' },
      ownerToken,
    );
    expect(renamed.status).toBe(200);
    expect((await t.api.get(`/api/stories/${storyId}`, ownerToken)).body.title).toBe('Renamed on the primary');
    // The replica never received the rename: a guest answered from it still reads the old title.
    await within(4000, async () => expect(await guestTitle()).toBe('As first published'));
    const list = await t.api.get('/api/stories/public');
    expect(list.body.map((s: { title: string }) => s.title)).toContain('As first published');
  });

  it('sends guests to the primary while the replica lags beyond the bound, and back once it catches up', async () => {
    secondsBehind = 60;
    await within(6000, async () => expect(await guestTitle()).toBe('Renamed on the primary'));
    secondsBehind = 0;
    // A page not read before (the story's own answer stays cached as the primary gave it): once the
    // replica's probe sees it in step again, about a second, guests read it there.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const chapters = await t.api.get(`/api/stories/${storyId}/chapters`);
    expect(chapters.status).toBe(200);
    expect(chapters.body.chapters[0].content).not.toContain('told again');
  });

  it('answers from the primary when the replica goes away, without a failed request', async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE ${pg.escapeIdentifier(new URL(replicaUrl).pathname.slice(1))} WITH (FORCE)`);
    } finally {
      await client.end();
    }
    // Every answer meanwhile is a 200 (guestTitle checks); within the cache's bound it is the primary's.
    await within(6000, async () => expect(await guestTitle()).toBe('Renamed on the primary'));
    const list = await t.api.get('/api/stories/public');
    expect(list.status).toBe(200);
    expect(list.body.map((s: { title: string }) => s.title)).toContain('Renamed on the primary');
  });
});
