import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters } from '#server/db/schema';
import { INTERRUPTED_MESSAGE } from '#server/jobs/recovery';
import { TEST_PASSWORD, waitForChapter } from '../factories';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../fakeOpenAiServer';
import { ledgerRowsOf } from './ledger';
import { restartableServer } from './restartableServer';
import { LEDGER_REASONS } from '#server/modules/credits/ledger';

const server = restartableServer('reverie-crash');
let fake: FakeOpenAiServer;

beforeAll(async () => {
  // A slow writer: the chapter is still streaming when the process dies.
  fake = await startFakeOpenAiServer({ tokens: Array.from({ length: 400 }, (_v, i) => ` word${i}`), paceMs: 50 });
});
afterAll(() => fake.close());

const start = () =>
  server.start({ LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-model', LLM_API_KEY: 'sk-crash-test', LLM_MIN_WORDS: '0' });

describe('the process killed mid-chapter and restarted', () => {
  it('fails and refunds the chapter exactly once, and the service answers again', async () => {
    const first = await start();
    const signup = await first.api.post('/api/auth/signup', {
      name: 'Crash Reader',
      email: 'crash@example.test',
      password: TEST_PASSWORD,
    });
    expect(signup.status).toBe(201);
    const { token } = signup.body;
    const before = signup.body.user.textCredits as number;
    const created = await first.api.post(
      '/api/stories/generate',
      { title: 'Interrupted', settings: { length: 2 } },
      token,
    );
    expect(created.status).toBe(201);
    const storyId = created.body._id as string;

    // Kill the process once text has reached the database.
    const deadline = Date.now() + 20_000;
    while (!(await first.api.get(`/api/stories/${storyId}/chapters`, token)).body.chapters[0].content) {
      if (Date.now() > deadline) throw new Error(`no text streamed:\n${first.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await first.kill('SIGKILL');

    // The dead writer's lease (30 s) would run out by itself; move it into the past rather than wait.
    const handle = await server.openDatabase();
    const [row] = await handle.db
      .update(chapters)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(chapters.status, 'writing'))
      .returning();
    expect(row?.leaseOwner).toBeTruthy();
    await handle.close();

    const second = await start();
    const chapter = await waitForChapter(second.api, storyId, 1, token, 20_000);
    expect(chapter).toMatchObject({ status: 'failed', failureMessage: INTERRUPTED_MESSAGE });
    const me = await second.api.get('/api/auth/me', token);
    expect(me.body.user.textCredits).toBe(before);
    expect((await second.api.get('/api/health')).status).toBe(200);
    // The chapter can be written again on the new process.
    fake.script({ tokens: [' A fresh', ' start.'] });
    expect((await second.api.post(`/api/stories/${storyId}/chapters/1/retry`, undefined, token)).status).toBe(201);
    expect((await waitForChapter(second.api, storyId, 1, token, 20_000)).status).toBe('ready');

    await second.kill('SIGTERM');
    const after = await server.openDatabase();
    try {
      expect(await ledgerRowsOf(after.db, signup.body.user._id, LEDGER_REASONS.chapterRefund)).toHaveLength(1);
    } finally {
      await after.close();
    }
  }, 120_000);
});
