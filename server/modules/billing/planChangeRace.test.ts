import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '#common/catalogue/plans';
import { WRITE_RATE_LIMITS } from '#server/security';
import { buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { findUserById } from '../users/users.repo';

// PGlite is one connection, so requests never interleave inside a transaction there: the race
// only exists on a PostgreSQL server.
describe.skipIf(!process.env.TEST_DATABASE_URL)('parallel plan changes on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  async function subscribedUser() {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
    const { body } = await t.api.post('/api/payment/create-checkout-session', { plan: 'essentiel' }, token);
    await t.api.post('/api/payment/demo/pay', { sessionId: body.id }, token);
    return { user, token };
  }

  // As many changes at once as the checkout limit lets one account make after its first checkout.
  const parallel = WRITE_RATE_LIMITS.checkouts.perAccount - 1;

  it(`${parallel} parallel upgrades end exactly as one at a time: the top plan, with its allowance once`, async () => {
    const { user, token } = await subscribedUser();
    const plans = Array.from({ length: parallel }, (_, i) => ['seduction', 'intimacy', 'essentiel'][i % 3]);
    const responses = await Promise.all(
      plans.map((plan) => t.api.post('/api/payment/subscription/change', { plan }, token)),
    );
    for (const res of responses) expect([200, 409]).toContain(res.status);

    const after = await findUserById(t.ctx.db, user.id);
    expect(after!.subscription).toBe('intimacy');
    // One at a time, whatever the order: essentiel's month, then up to intimacy's allowance.
    expect({ text: after!.textCredits, audio: after!.audioCredits }).toEqual({
      text: PLANS.intimacy.monthlyTextCredits,
      audio: PLANS.intimacy.monthlyAudioCredits,
    });
    const view = await t.api.get('/api/payment/subscription', token);
    expect(view.body).toMatchObject({ plan: 'intimacy', status: 'active' });
  });
});
