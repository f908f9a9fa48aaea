import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_PACKS } from '#common/catalogue/plans';
import { chapterUnlocks, stories, storyLikes, storyVotes } from '#server/db/schema';
import { OfflineWriter } from '#server/providers/writer/offline/offlineWriter';
import { buildStory, buildUser } from '../factories';
import { startTestApp, type ApiResponse, type TestApp } from '../testApp';
import { balanceAndLedger, grantThroughLedger, ledgerRowsOf, settleChapters } from './ledger';

const RUNS = 12;
/** Random mixes of paid writing wait for their chapters; on a loaded 2-core machine that can take a while. */
const SPENDING_TIMEOUT_MS = 120_000;
let t: TestApp;
beforeAll(async () => {
  // The properties are about credits, not pacing: the offline writer writes at full speed.
  t = await startTestApp({
    providers: (_config, defaults) => ({ ...defaults, writer: new OfflineWriter({ paceMs: 0 }) }),
  });
});
afterAll(() => t.close());

const OK = [200, 201];
const expectNoServerError = (responses: ApiResponse[]) =>
  expect(responses.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);

describe('concurrency properties', () => {
  it(
    'spending never overdraws, never double-charges, and the balance always equals the ledger',
    async () => {
      const op = fc.oneof(
        fc.constant({ kind: 'generate' as const }),
        fc.constant({ kind: 'continue' as const }),
        fc.record({ kind: fc.constant('unlock' as const), chapter: fc.integer({ min: 2, max: 4 }) }),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 4 }),
          fc.array(op, { minLength: 2, maxLength: 8 }),
          async (credits, ops) => {
            const { user, token } = await buildUser(t.ctx.db);
            await grantThroughLedger(t.ctx.db, user.id, credits - user.textCredits);
            const own = await buildStory(t.ctx.db, user);
            const { user: author } = await buildUser(t.ctx.db);
            const theirs = await buildStory(t.ctx.db, author, { chapters: [{}, {}, {}, { textCreditsCost: 2 }] });

            const responses = await Promise.all(
              ops.map((o) => {
                if (o.kind === 'generate')
                  return t.api.post('/api/stories/generate', { title: 'Concurrent', settings: { length: 2 } }, token);
                if (o.kind === 'continue') return t.api.post(`/api/stories/${own.id}/continue`, {}, token);
                return t.api.post(`/api/stories/${theirs.id}/chapters/${o.chapter}/unlock`, undefined, token);
              }),
            );
            expectNoServerError(responses);
            for (const res of responses) if (!OK.includes(res.status)) expect([402, 403, 409]).toContain(res.status);
            await settleChapters(t.ctx.db, user.id);

            const balance = await balanceAndLedger(t.ctx.db, user.id);
            expect(balance.text).toBeGreaterThanOrEqual(0);
            expect(balance.text).toBe(balance.ledgerText);
            const unlocks = await t.ctx.db.select().from(chapterUnlocks).where(eq(chapterUnlocks.userId, user.id));
            const charged = await ledgerRowsOf(t.ctx.db, user.id, 'unlock');
            expect(charged).toHaveLength(unlocks.length);
            expect(charged.reduce((sum, row) => sum - row.deltaText, 0)).toBe(
              unlocks.reduce((sum, u) => sum + (u.chapterNumber === 4 ? 2 : 1), 0),
            );
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
    SPENDING_TIMEOUT_MS,
  );

  it('unlocking the same chapter at once charges once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 10 }), async (parallel) => {
        const { user, token } = await buildUser(t.ctx.db);
        const { user: author } = await buildUser(t.ctx.db);
        const story = await buildStory(t.ctx.db, author, { chapters: [{}, { textCreditsCost: 2 }] });
        const responses = await Promise.all(
          [...Array(parallel)].map(() => t.api.post(`/api/stories/${story.id}/chapters/2/unlock`, undefined, token)),
        );
        expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
        expect(await ledgerRowsOf(t.ctx.db, user.id, 'unlock')).toHaveLength(1);
        const balance = await balanceAndLedger(t.ctx.db, user.id);
        expect(balance.text).toBe(user.textCredits - 2);
        expect(balance.text).toBe(balance.ledgerText);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });

  it('votes toggled by many users at once add up to their rows, never below zero, and no like is lost', async () => {
    const voters = await Promise.all([...Array(4)].map(() => buildUser(t.ctx.db)));
    const vote = fc.record({
      voter: fc.integer({ min: 0, max: voters.length - 1 }),
      kind: fc.constantFrom('like', 'upvote', 'downvote'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(vote, { minLength: 1, maxLength: 24 }), async (votes) => {
        const story = await buildStory(t.ctx.db, voters[0].user);
        const responses = await Promise.all(
          votes.map((v) => t.api.post(`/api/stories/${story.id}/${v.kind}`, undefined, voters[v.voter].token)),
        );
        expect(responses.map((r) => r.status)).toEqual(votes.map(() => 200));

        const [counters] = await t.ctx.db.select().from(stories).where(eq(stories.id, story.id));
        const count = async (table: typeof storyLikes | typeof storyVotes, where = sql`true`) =>
          (
            await t.ctx.db
              .select({ n: sql<number>`count(*)::int` })
              .from(table)
              .where(and(eq(table.storyId, story.id), where))
          )[0].n;
        expect(counters.likes).toBe(await count(storyLikes));
        expect(counters.upvotes).toBe(await count(storyVotes, eq(storyVotes.value, 1)));
        expect(counters.downvotes).toBe(await count(storyVotes, eq(storyVotes.value, -1)));
        // Each like is a toggle: a voter who liked an odd number of times likes the story.
        const oddLikers = voters.filter(
          (_v, i) => votes.filter((v) => v.voter === i && v.kind === 'like').length % 2 === 1,
        );
        expect(counters.likes).toBe(oddLikers.length);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });

  it('a paid checkout is granted exactly once, whatever confirms it, in any order, any number of times', async () => {
    const confirm = fc.constantFrom('pay', 'successGet', 'successPost');
    await fc.assert(
      fc.asyncProperty(fc.array(confirm, { minLength: 1, maxLength: 8 }), async (calls) => {
        const { user, token } = await buildUser(t.ctx.db);
        const checkout = await t.api.post('/api/payment/create-credit-checkout', { packageId: 'starter' }, token);
        expect(checkout.status).toBe(200);
        const id = checkout.body.id as string;
        const send = (call: string) => {
          if (call === 'pay') return t.api.post('/api/payment/demo/pay', { sessionId: id }, token);
          if (call === 'successGet') return t.api.get(`/api/payment/credit-success?session_id=${id}`, token);
          return t.api.post('/api/payment/credit-success', { session_id: id }, token);
        };
        const responses = await Promise.all([...calls, 'pay', 'successPost'].map(send));
        expectNoServerError(responses);
        // Confirming before the payment is a conflict; once paid, every answer tells the same grant.
        await send('successGet');

        const granted = await ledgerRowsOf(t.ctx.db, user.id, 'credit_pack');
        expect(granted).toHaveLength(1);
        const balance = await balanceAndLedger(t.ctx.db, user.id);
        expect(balance.text).toBe(user.textCredits + CREDIT_PACKS.starter.textCredits);
        expect(balance.audio).toBe(user.audioCredits + CREDIT_PACKS.starter.audioCredits);
        expect(balance.text).toBe(balance.ledgerText);
        expect(balance.audio).toBe(balance.ledgerAudio);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});
