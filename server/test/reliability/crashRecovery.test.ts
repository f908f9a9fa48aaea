import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters } from '#server/db/schema';
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
  it('takes the chapter over from the text it saved, charged once, and the service answers again', async () => {
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

    // The dead writer's lease would run out by itself; move it into the past rather than wait.
    const handle = await server.openDatabase();
    const [row] = await handle.db
      .update(chapters)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(chapters.status, 'writing'))
      .returning();
    expect(row?.leaseOwner).toBeTruthy();
    const saved = row!.content;
    expect(saved).not.toBe('');
    await handle.close();

    // The model is asked to go on from what was saved, and only what follows is new.
    fake.script({ tokens: [' and the rest', ' of the night.'] });
    const second = await start();
    const chapter = await waitForChapter(second.api, storyId, 1, token, 20_000);
    expect(chapter.status).toBe('ready');
    expect(chapter.content).toBe(`${saved} and the rest of the night.`);
    const resumed = fake.requests.filter((request) => request.body?.stream === true).at(-1)!.body;
    expect(resumed.messages.at(-2)).toMatchObject({ role: 'assistant', content: saved });
    const me = await second.api.get('/api/auth/me', token);
    expect(me.body.user.textCredits).toBe(before - 1);
    expect((await second.api.get('/api/health')).status).toBe(200);

    await second.kill('SIGTERM');
    const after = await server.openDatabase();
    try {
      expect(await ledgerRowsOf(after.db, signup.body.user._id, LEDGER_REASONS.chapterRefund)).toHaveLength(0);
      expect(await ledgerRowsOf(after.db, signup.body.user._id, LEDGER_REASONS.chapterCharge)).toHaveLength(1);
    } finally {
      await after.close();
    }
  }, 120_000);
});
