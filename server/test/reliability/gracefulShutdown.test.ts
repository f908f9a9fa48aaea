import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters } from '#server/db/schema';
import { INTERRUPTED_MESSAGE } from '#server/jobs/recovery';
import { LEDGER_REASONS } from '#server/modules/credits/ledger';
import { findUserById } from '#server/modules/users/users.repo';
import { TEST_PASSWORD, waitForChapter } from '../factories';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../fakeOpenAiServer';
import { readEvents } from '../sse';
import { ledgerRowsOf } from './ledger';
import { restartableServer } from './restartableServer';

const server = restartableServer('reverie-sigterm');
let fake: FakeOpenAiServer;

beforeAll(async () => {
  // A slow writer: the chapter is still streaming when the signal arrives.
  fake = await startFakeOpenAiServer({ tokens: Array.from({ length: 400 }, (_v, i) => ` word${i}`), paceMs: 50 });
});
afterAll(() => fake.close());

const start = () =>
  server.start({ LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-model', LLM_API_KEY: 'sk-sigterm-test', LOG_LEVEL: 'info' });

describe('SIGTERM mid-chapter', () => {
  it('ends the reader’s stream cleanly, fails and refunds the chapter exactly once, and exits 0', async () => {
    const first = await start();
    const signup = await first.api.post('/api/auth/signup', {
      name: 'Sigterm Reader',
      email: 'sigterm@example.test',
      password: TEST_PASSWORD,
    });
    expect(signup.status).toBe(201);
    const { token } = signup.body;
    const userId = signup.body.user._id as string;
    const before = signup.body.user.textCredits as number;
    const created = await first.api.post('/api/stories/generate', { title: 'Closing', settings: { length: 2 } }, token);
    expect(created.status).toBe(201);
    const storyId = created.body._id as string;

    const stream = await fetch(`${first.baseUrl}/api/stories/${storyId}/chapters/1/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stream.status).toBe(200);
    const events = readEvents(stream);

    const deadline = Date.now() + 20_000;
    while (!(await first.api.get(`/api/stories/${storyId}/chapters`, token)).body.chapters[0].content) {
      if (Date.now() > deadline) throw new Error(`no text streamed:\n${first.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await first.kill('SIGTERM');
    expect(first.process.exitCode, first.output()).toBe(0);
    expect(first.output()).toContain('shut down cleanly');

    const received = await events;
    expect(received.some((e) => e.event === 'text')).toBe(true);
    expect(received.at(-1)).toMatchObject({
      event: 'done',
      data: { number: 1, status: 'failed', failureMessage: INTERRUPTED_MESSAGE },
    });

    const stopped = await server.openDatabase();
    try {
      const [row] = await stopped.db.select().from(chapters);
      expect(row).toMatchObject({ status: 'failed', leaseOwner: null });
      expect(row!.content.length).toBeGreaterThan(0);
      expect(await ledgerRowsOf(stopped.db, userId, LEDGER_REASONS.chapterRefund)).toHaveLength(1);
      expect((await findUserById(stopped.db, userId))!.textCredits).toBe(before);
    } finally {
      await stopped.close();
    }

    // The next instance finds nothing left to recover: no second refund.
    const second = await start();
    expect(await waitForChapter(second.api, storyId, 1, token)).toMatchObject({ status: 'failed' });
    expect((await second.api.get('/api/auth/me', token)).body.user.textCredits).toBe(before);
    await second.kill('SIGTERM');
    const after = await server.openDatabase();
    try {
      expect(await ledgerRowsOf(after.db, userId, LEDGER_REASONS.chapterRefund)).toHaveLength(1);
    } finally {
      await after.close();
    }
  }, 120_000);
});
