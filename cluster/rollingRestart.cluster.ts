import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '#server/test/cluster';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '#server/test/fakeOpenAiServer';
import { ClusterClient } from './clusterClient';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A model that writes ordinary prose at a steady pace: a chapter takes about four seconds. */
const SENTENCES = [
  'The rain kept on against the tall windows of the old house. ',
  'She poured two glasses and handed him one without a word. ',
  'He laughed, low and warm, and the room seemed smaller for it. ',
  'Outside, the harbour lights trembled on the black water. ',
];
const CHAPTER = Array.from({ length: 64 }, (_, i) => SENTENCES[i % SENTENCES.length]);

let cluster: Cluster;
let writerModel: FakeOpenAiServer;
let database: pg.Client;

beforeAll(async () => {
  if (!postgresUrl) throw new Error('npm run test:cluster needs TEST_DATABASE_URL (a PostgreSQL server)');
  writerModel = await startFakeOpenAiServer({ tokens: CHAPTER, paceMs: 60, completion: 'They met in the rain.' });
  cluster = await startCluster({
    instances: 3,
    postgresUrl,
    redisUrl,
    env: { LLM_BASE_URL: writerModel.url, LLM_API_KEY: 'cluster-test', LLM_MODEL: 'steady-writer' },
  });
  database = new pg.Client({ connectionString: cluster.databaseUrl });
  await database.connect();
}, 180_000);

afterAll(async () => {
  await database?.end();
  await cluster?.stop();
  await writerModel?.close();
});

interface Person {
  token: string;
  email: string;
  ip: string;
}

describe('three instances behind HAProxy, restarted one by one under load', () => {
  it('fails no request and no chapter, charges each chapter once, and keeps every stream whole', async () => {
    const client = new ClusterClient(cluster.url);
    const signUp = async (n: number): Promise<Person> => {
      const ip = `198.51.100.${n + 1}`;
      const email = `reader${n}@cluster.example`;
      const res = await client.call('signup', 'POST', '/api/auth/signup', {
        ip,
        body: { name: `Reader ${n}`, email, password: 'harbour-lights-at-dusk' },
      });
      expect(res.status).toBe(201);
      // Each buys a pack with the demo provider, as part of the load's payments.
      const checkout = await client.call('checkout', 'POST', '/api/payment/create-credit-checkout', {
        ip,
        token: res.body.token,
        body: { packageId: 'popular' },
        idempotent: true,
      });
      await client.call('pay', 'POST', '/api/payment/demo/pay', {
        ip,
        token: res.body.token,
        body: { sessionId: checkout.body.id },
      });
      return { token: res.body.token, email, ip };
    };
    const people = await Promise.all([0, 1, 2, 3].map(signUp));
    const writers = people.slice(0, 3);

    let restarting = true;
    const streams: { text: string; content: string; reconnects: number }[] = [];
    const storyIds: string[] = [];

    const write = async (person: Person) => {
      const created = await client.call('generate', 'POST', '/api/stories/generate', {
        ip: person.ip,
        token: person.token,
        body: { title: 'Harbour lights', settings: { length: 2 }, isPublic: true },
        idempotent: true,
      });
      expect(created).toMatchObject({ status: 201 });
      const storyId: string = created.body._id;
      storyIds.push(storyId);
      for (let number = 1; ; number++) {
        const { text, chapter, reconnects } = await client.followChapter(storyId, number, person.token, person.ip);
        streams.push({ text, content: chapter.content, reconnects });
        if (!restarting || number >= 4) return storyId;
        const next = await client.call('continue', 'POST', `/api/stories/${storyId}/continue`, {
          ip: person.ip,
          token: person.token,
          body: { conclude: false },
          idempotent: true,
        });
        expect(next).toMatchObject({ status: 201 });
      }
    };

    const guests = async (n: number) => {
      const ip = `203.0.113.${n + 1}`;
      while (restarting) {
        const list = await client.call('public list', 'GET', '/api/stories/public', { ip });
        const first = Array.isArray(list.body) ? list.body[0] : undefined;
        if (first) {
          await client.call('story', 'GET', `/api/stories/${first._id}`, { ip });
          await client.call('chapters', 'GET', `/api/stories/${first._id}/chapters`, { ip });
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    const signIns = async () => {
      while (restarting) {
        const person = people[Math.floor(Math.random() * people.length)];
        await client.call('login', 'POST', '/api/auth/login', {
          ip: person.ip,
          body: { email: person.email, password: 'harbour-lights-at-dusk' },
        });
        await new Promise((resolve) => setTimeout(resolve, 700));
      }
    };

    // Packs bought in turn by everyone, at a pace a person buys at: within the checkout limit
    // (WRITE_RATE_LIMITS.checkouts: 10 an account in 10 minutes).
    const purchases = async () => {
      for (let n = 0; restarting && n < 7 * people.length; n++) {
        const person = people[n % people.length];
        const checkout = await client.call('checkout', 'POST', '/api/payment/create-credit-checkout', {
          ip: person.ip,
          token: person.token,
          body: { packageId: 'starter' },
          idempotent: true,
        });
        await client.call('pay', 'POST', '/api/payment/demo/pay', {
          ip: person.ip,
          token: person.token,
          body: { sessionId: checkout.body.id },
        });
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
    };

    const load = Promise.all([...writers.map(write), guests(0), guests(1), signIns(), purchases()]);
    // Let the load reach every instance, then deploy: each instance in turn drains, stops and comes back.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const timings: { stoppedMs: number; startedMs: number }[] = [];
    for (const instance of cluster.instances) {
      await untilWritingOn(instance.pid());
      timings.push(await instance.restart());
    }
    restarting = false;
    await load;

    // Narration through the balancer once the deploy is over (one under way at a stop finishes first:
    // server/test/reliability/narrationOnStop.test.ts).
    const voices = await client.call('voices', 'GET', '/api/stories/voice-options', { ip: writers[0].ip });
    const narrated = await client.call('narrate', 'POST', '/api/speech/generate', {
      ip: writers[0].ip,
      token: writers[0].token,
      body: { voiceId: voices.body[0].id, storyId: storyIds[0], chapterNumber: 1 },
      idempotent: true,
    });
    expect(narrated.body).toMatchObject({ audioUrl: expect.any(String) });

    const { rows } = await database.query('select coalesce(sum(handoffs), 0)::int as n from chapters');
    const handoffs: number = rows[0].n;
    console.log(
      `rolling restart: ${client.answers.length} requests; stop ${timings.map((t) => t.stoppedMs).join('/')} ms, ` +
        `start ${timings.map((t) => t.startedMs).join('/')} ms; ${streams.length} chapters streamed, ` +
        `${handoffs} handed on mid-chapter, ${streams.reduce((n, s) => n + s.reconnects, 0)} stream reconnections`,
    );
    expect(handoffs).toBeGreaterThan(0);
    const failed = client.answers.filter((a) => a.status < 200 || a.status >= 300);
    expect(failed).toEqual([]);
    for (const stream of streams) expect(stream.text).toBe(stream.content);
    await expectEveryChapterWrittenAndChargedOnce();
  });

  it('finishes the chapters of an instance killed mid-chapter on another instance within 30 s, charged once', async () => {
    const client = new ClusterClient(cluster.url);
    const ip = '198.51.100.77';
    const signup = await client.call('signup', 'POST', '/api/auth/signup', {
      ip,
      body: { name: 'Crash', email: 'crash@cluster.example', password: 'harbour-lights-at-dusk' },
    });
    const token: string = signup.body.token;
    const created = await client.call('generate', 'POST', '/api/stories/generate', {
      ip,
      token,
      body: { title: 'Power cut', settings: { length: 2 } },
      idempotent: true,
    });
    expect(created.status).toBe(201);
    const following = client.followChapter(created.body._id, 1, token, ip);

    let owner: string | null = null;
    while (!owner) {
      const { rows } = await database.query(
        "select lease_owner from chapters where story_id = $1 and length(content) > 0 and status = 'writing'",
        [created.body._id],
      );
      owner = rows[0]?.lease_owner ?? null;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const pid = Number(owner.split(':')[1]);
    const victim = cluster.instances.find((instance) => instance.pid() === pid);
    expect(victim).toBeDefined();
    const killedAt = Date.now();
    await victim!.kill();

    const { text, chapter } = await following;
    const tookMs = Date.now() - killedAt;
    console.log(`kill -9: chapter finished by another instance ${tookMs} ms after the kill`);
    expect(tookMs).toBeLessThan(30_000);
    expect(chapter.status).toBe('ready');
    expect(text).toBe(chapter.content);
    await victim!.start();
    await expectEveryChapterWrittenAndChargedOnce();
  });
});

/** Waits (a few seconds at most) until the instance with this process id is writing a chapter, so its stop hands one on. */
async function untilWritingOn(pid: number | undefined) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await database.query(
      "select 1 from chapters where status = 'writing' and length(content) > 0 and lease_owner like $1",
      [`%:${pid}:%`],
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function expectEveryChapterWrittenAndChargedOnce() {
  const { rows: chapters } = await database.query('select id, status, attempt, handoffs from chapters');
  expect(chapters.length).toBeGreaterThan(0);
  for (const chapter of chapters) expect(chapter.status).toBe('ready');
  const { rows: charges } = await database.query(
    "select reference, count(*)::int as n from credit_ledger where reason = 'chapter' group by reference",
  );
  expect(charges.length).toBe(chapters.length);
  for (const charge of charges) expect(charge.n).toBe(1);
  const { rows: refunds } = await database.query(
    "select count(*)::int as n from credit_ledger where reason = 'refund'",
  );
  expect(refunds[0].n).toBe(0);
  const { rows: balances } = await database.query(
    'select u.id from users u where u.text_credits <> (select coalesce(sum(delta_text), 0) from credit_ledger l where l.user_id = u.id)',
  );
  expect(balances).toEqual([]);
}
