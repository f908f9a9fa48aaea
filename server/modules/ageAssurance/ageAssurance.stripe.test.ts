import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageVerifications } from '#server/db/schema';
import { buildUser } from '#server/test/factories';
import { startFakeStripeServer, type FakeStripeServer } from '#server/test/fakeStripeServer';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { findUserById } from '../users/users.repo';

const WEBHOOK_SECRET = 'whsec_test_age';
let stripe: FakeStripeServer;
let t: TestApp;

beforeAll(async () => {
  stripe = await startFakeStripeServer();
  t = await startTestApp({
    env: {
      AGE_ASSURANCE: 'required',
      STRIPE_SECRET_KEY: 'sk_test_reverie',
      STRIPE_AGE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const deliver = (event: { payload: string; signature: string }) =>
  t.api.request('POST', '/api/age/webhook', {
    raw: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });
const isVerified = async (userId: string) => (await findUserById(t.ctx.db, userId))!.ageVerifiedAt !== null;
const start = async (token: string, method: 'card' | 'identity') => {
  const started = await t.api.post('/api/age/verifications', { method }, token);
  expect(started.status).toBe(201);
  return started.body as { id: string; status: string; url: string };
};
const statusOf = async (id: string) =>
  (await t.ctx.db.select().from(ageVerifications).where(eq(ageVerifications.id, id)))[0];

describe('the card check (a zero-amount credit-card authorisation)', () => {
  it('offers the real methods and no demo', async () => {
    const { token } = await buildUser(t.ctx.db);
    expect((await t.api.get('/api/age/status', token)).body.methods).toEqual(['identity', 'card']);
    const demo = await t.api.post('/api/age/verifications', { method: 'demo' }, token);
    expect(demo.status).toBe(400);
    expect((await t.api.post('/api/age/demo/complete', { id: 'x' }, token)).status).toBe(404);
  });

  it('opens a setup-mode Checkout and verifies the user once a credit card is saved', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const started = await start(token, 'card');
    const session = stripe.sessions.get(started.url.split('/').pop()!)!;
    expect(session).toMatchObject({ mode: 'setup', metadata: { purpose: 'age_check', verificationId: started.id } });
    expect(session.amount_total).toBeNull();

    const completed = stripe.complete(session.id);
    const event = stripe.signedEvent('checkout.session.completed', completed, WEBHOOK_SECRET);
    expect((await deliver(event)).status).toBe(200);
    expect(await isVerified(user.id)).toBe(true);
    expect((await t.api.get('/api/age/status', token)).body.verification.method).toBe('card');
    // The same delivery again changes nothing.
    expect((await deliver(event)).status).toBe(200);
    expect((await statusOf(started.id)).status).toBe('verified');
  });

  it('does not accept a debit card, which children can hold', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const started = await start(token, 'card');
    const completed = stripe.complete(started.url.split('/').pop()!, { cardFunding: 'debit' });
    await deliver(stripe.signedEvent('checkout.session.completed', completed, WEBHOOK_SECRET));
    expect(await isVerified(user.id)).toBe(false);
    expect((await statusOf(started.id)).status).toBe('failed');
  });
});

describe('Stripe Identity (document and selfie)', () => {
  const adultBirth = { year: new Date().getUTCFullYear() - 30, month: 1, day: 1 };

  it('opens a hosted VerificationSession and verifies an adult on the signed webhook', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const started = await start(token, 'identity');
    expect(started.url).toMatch(/^https:\/\/verify\.stripe\.test\/start\/vs_/);
    const sessionId = started.url.split('/').pop()!;
    expect(stripe.verificationSessions.get(sessionId)).toMatchObject({
      type: 'document',
      metadata: { verificationId: started.id },
      options: { document: { require_matching_selfie: true } },
    });

    const verified = stripe.verifyIdentity(sessionId, adultBirth);
    await deliver(stripe.signedEvent('identity.verification_session.verified', verified, WEBHOOK_SECRET));
    expect(await isVerified(user.id)).toBe(true);
    const row = await statusOf(started.id);
    // Only the outcome is kept: no date of birth, no document.
    expect(Object.keys(row).sort()).toEqual(
      [
        'createdAt',
        'decidedAt',
        'id',
        'method',
        'provider',
        'providerReference',
        'revokedAt',
        'status',
        'userId',
      ].sort(),
    );
    expect(row).toMatchObject({
      method: 'identity',
      provider: 'stripe',
      providerReference: sessionId,
      status: 'verified',
    });
  });

  it('refuses someone whose document shows they are under 18', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const started = await start(token, 'identity');
    const sessionId = started.url.split('/').pop()!;
    const minor = stripe.verifyIdentity(sessionId, { year: new Date().getUTCFullYear() - 17, month: 1, day: 1 });
    await deliver(stripe.signedEvent('identity.verification_session.verified', minor, WEBHOOK_SECRET));
    expect(await isVerified(user.id)).toBe(false);
    expect((await statusOf(started.id)).status).toBe('failed');
  });

  it('ignores an unsigned, forged or replayed-late event, and a replay after a revocation', async () => {
    const admin = await buildUser(t.ctx.db, { role: 'admin' });
    const { user, token } = await buildUser(t.ctx.db);
    const started = await start(token, 'identity');
    const verified = stripe.verifyIdentity(started.url.split('/').pop()!, adultBirth);

    const forged = stripe.signedEvent('identity.verification_session.verified', verified, 'whsec_wrong');
    expect(await deliver(forged)).toMatchObject({ status: 400, body: { message: 'Invalid webhook signature' } });
    const unsigned = await t.api.request('POST', '/api/age/webhook', {
      raw: forged.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    // Signed, but an hour ago: a captured delivery sent again later.
    const stale = stripe.signedEvent('identity.verification_session.verified', verified, WEBHOOK_SECRET, 3600);
    expect((await deliver(stale)).status).toBe(400);
    expect(await isVerified(user.id)).toBe(false);

    const event = stripe.signedEvent('identity.verification_session.verified', verified, WEBHOOK_SECRET);
    await deliver(event);
    expect(await isVerified(user.id)).toBe(true);
    await t.api.delete(`/api/admin/users/${user.id}/age-verification`, admin.token);
    await deliver(event);
    expect(await isVerified(user.id)).toBe(false);
    expect((await statusOf(started.id)).status).toBe('revoked');
  });

  it('leaves a check failed, not half-open, when the provider refuses to start it', async () => {
    const closed = await startFakeStripeServer();
    await closed.close();
    const broken = await startTestApp({
      env: { AGE_ASSURANCE: 'required', STRIPE_SECRET_KEY: 'sk_test_reverie', STRIPE_API_BASE: closed.url },
    });
    try {
      const { user, token } = await buildUser(broken.ctx.db);
      const answer = await broken.api.post('/api/age/verifications', { method: 'identity' }, token);
      expect(answer.status).toBeGreaterThanOrEqual(500);
      const rows = await broken.ctx.db.select().from(ageVerifications).where(eq(ageVerifications.userId, user.id));
      expect(rows.map((r) => r.status)).toEqual(['failed']);
    } finally {
      await broken.close();
    }
  });
});
