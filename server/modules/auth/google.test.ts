import { eq } from 'drizzle-orm';
import type { MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthStates, users } from '#server/db/schema';
import { startFakeOidcIssuer, type FakeOidcIssuer, type FakeIdentity } from '#server/test/fakeOidcIssuer';
import { buildUser, TEST_PASSWORD } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

const CLIENT_ID = 'reverie-test-client';
const PUBLIC_URL = 'http://reverie.test';

let issuer: FakeOidcIssuer;
let t: TestApp;
beforeAll(async () => {
  issuer = await startFakeOidcIssuer(CLIENT_ID);
  t = await startTestApp({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'test-secret', GOOGLE_ISSUER: issuer.url, PUBLIC_URL },
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.stop();
});

const get = (url: string) => fetch(url, { redirect: 'manual' });

function location(response: Response): URL {
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') as string);
}

/** Our callback URL as the browser would reach it: the public address maps to the test server. */
const onTestServer = (url: URL) => `${t.baseUrl}${url.pathname}${url.search}`;

/** The browser's round trip: our start, the provider's authorize page, our callback. */
async function googleRoundTrip(identity: FakeIdentity, phone?: string) {
  issuer.signInAs(identity);
  const start = await get(`${t.baseUrl}/api/auth/google${phone ? `?state=${encodeURIComponent(phone)}` : ''}`);
  const authorize = location(start);
  const callback = location(await get(authorize.href));
  const landing = location(await get(onTestServer(callback)));
  return { authorize, callback, landing };
}

async function signedInUser(landing: URL) {
  expect(landing.origin + landing.pathname).toBe(`${PUBLIC_URL}/`);
  expect(landing.searchParams.get('error')).toBeNull();
  expect(landing.searchParams.get('googleAuth')).toBe('success');
  const me = await t.api.get('/api/auth/me', landing.searchParams.get('token') as string);
  expect(me.status).toBe(200);
  return me.body.user;
}

describe('Google sign-in', () => {
  it('sends the browser to the provider with our state, PKCE (S256), a nonce and our callback', async () => {
    const authorize = location(await get(`${t.baseUrl}/api/auth/google?state=%2B33%20612`));
    expect(authorize.origin).toBe(new URL(issuer.url).origin);
    const q = authorize.searchParams;
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    const state = q.get('state') as string;
    // An opaque random token (at least 256 bits, base64url): the phone travels in our database, not in the URL.
    expect(state).toMatch(/^[\w-]{43,}$/);

    const [row] = await t.ctx.db.select().from(oauthStates).where(eq(oauthStates.id, state));
    expect(row?.phone).toBe('+33 612');
    const ttl = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('creates a new account with the welcome credits, the profile name and the phone from the sign-up form', async () => {
    const { landing } = await googleRoundTrip(
      { sub: 'g-new', email: 'New.Person@Example.com', email_verified: true, name: 'New Person' },
      '+33 6 12 34 56 78',
    );
    const user = await signedInUser(landing);
    expect(user).toMatchObject({
      name: 'New Person',
      email: 'new.person@example.com',
      phone: '+33 6 12 34 56 78',
      textCredits: 3,
      audioCredits: 3,
      role: 'user',
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.googleSubject).toBe('g-new');
    expect(row?.passwordHash).toBeNull();
  });

  it('names the account after the email when the profile has no name', async () => {
    const { landing } = await googleRoundTrip({
      sub: 'g-nameless',
      email: 'quiet.one@example.com',
      email_verified: true,
    });
    expect((await signedInUser(landing)).name).toBe('quiet.one');
  });

  it('finds the same user on a second sign-in, without new credits', async () => {
    const first = await signedInUser(
      (await googleRoundTrip({ sub: 'g-again', email: 'again@example.com', email_verified: true, name: 'Again' }))
        .landing,
    );
    const second = await signedInUser(
      (await googleRoundTrip({ sub: 'g-again', email: 'again@example.com', email_verified: true, name: 'Again' }))
        .landing,
    );
    expect(second._id).toBe(first._id);
    expect(second.textCredits).toBe(3);
  });

  it('links an existing account with the same email, which keeps its password', async () => {
    const { user } = await buildUser(t.ctx.db, { email: 'linked@example.com', name: 'Linda' });
    const { landing } = await googleRoundTrip({
      sub: 'g-linked',
      email: 'LINKED@example.com',
      email_verified: true,
      name: 'Other Name',
    });
    const signedIn = await signedInUser(landing);
    expect(signedIn).toMatchObject({ _id: user.id, name: 'Linda' });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.googleSubject).toBe('g-linked');
    expect((await t.api.post('/api/auth/login', { email: 'linked@example.com', password: TEST_PASSWORD })).status).toBe(
      200,
    );
  });

  it('refuses to link an email already linked to another Google account', async () => {
    await googleRoundTrip({ sub: 'g-owner', email: 'taken@example.com', email_verified: true });
    const { landing } = await googleRoundTrip({ sub: 'g-intruder', email: 'taken@example.com', email_verified: true });
    expect(landing.searchParams.get('error')).toBe('This email is already linked to another Google account');
    expect(landing.searchParams.has('token')).toBe(false);
  });

  it('refuses a phone longer than the sign-up form allows', async () => {
    const landing = location(await get(`${t.baseUrl}/api/auth/google?state=${'1'.repeat(41)}`));
    expect(landing.searchParams.get('error')).toBe('Phone must be at most 40 characters');
  });

  it('refuses an unverified email or an identity without one', async () => {
    for (const identity of [
      { sub: 'g-unverified', email: 'unverified@example.com', email_verified: false },
      { sub: 'g-no-email' },
    ]) {
      const { landing } = await googleRoundTrip(identity);
      expect(landing.searchParams.get('error')).toBe('Your Google email address is not verified');
      expect(landing.searchParams.has('token')).toBe(false);
    }
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'unverified@example.com'));
    expect(row).toBeUndefined();
  });

  it('accepts a state once: a replayed callback is refused', async () => {
    const { callback, landing } = await googleRoundTrip({
      sub: 'g-replay',
      email: 'replay@example.com',
      email_verified: true,
    });
    await signedInUser(landing);
    const replay = location(await get(onTestServer(callback)));
    expect(replay.href).toBe(
      `${PUBLIC_URL}/?error=${encodeURIComponent('Your Google sign-in has expired. Please try again.')}`,
    );
  });

  it('refuses an unknown, missing or expired state', async () => {
    const expected = `${PUBLIC_URL}/?error=${encodeURIComponent('Your Google sign-in has expired. Please try again.')}`;
    expect(location(await get(`${t.baseUrl}/api/auth/google/callback?code=abc&state=forged`)).href).toBe(expected);
    expect(location(await get(`${t.baseUrl}/api/auth/google/callback?code=abc`)).href).toBe(expected);

    issuer.signInAs({ sub: 'g-late', email: 'late@example.com', email_verified: true });
    const authorize = location(await get(`${t.baseUrl}/api/auth/google`));
    await t.ctx.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.id, authorize.searchParams.get('state') as string));
    const callback = location(await get(authorize.href));
    expect(location(await get(onTestServer(callback))).href).toBe(expected);
  });

  it('refuses a callback whose state belongs to another sign-in (the code does not match its PKCE verifier)', async () => {
    const mine = location(await get(`${t.baseUrl}/api/auth/google`));
    const theirs = location(await get(`${t.baseUrl}/api/auth/google`));
    const callback = location(await get(mine.href));
    callback.searchParams.set('state', theirs.searchParams.get('state') as string);
    const landing = location(await get(onTestServer(callback)));
    expect(landing.searchParams.get('error')).toBe('Google sign-in failed. Please try again.');
  });

  it('returns to the landing page with an error when the provider reports one', async () => {
    const authorize = location(await get(`${t.baseUrl}/api/auth/google`));
    const state = authorize.searchParams.get('state') as string;
    const denied = location(await get(`${t.baseUrl}/api/auth/google/callback?error=access_denied&state=${state}`));
    expect(denied.href).toBe(`${PUBLIC_URL}/?error=${encodeURIComponent('Google sign-in was cancelled')}`);
    const other = location(await get(`${t.baseUrl}/api/auth/google/callback?error=server_error`));
    expect(other.searchParams.get('error')).toBe('Google sign-in failed. Please try again.');
  });

  it('returns an error when the token exchange fails', async () => {
    issuer.server.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const { landing } = await googleRoundTrip({ sub: 'g-grant', email: 'grant@example.com', email_verified: true });
    expect(landing.searchParams.get('error')).toBe('Google sign-in failed. Please try again.');
  });

  it('refuses an ID token whose nonce is not the one we sent', async () => {
    const tamper = (token: MutableToken) => {
      if (token.payload.aud !== CLIENT_ID) return;
      token.payload.nonce = 'someone-elses-nonce';
      issuer.server.service.off('beforeTokenSigning', tamper);
    };
    issuer.server.service.on('beforeTokenSigning', tamper);
    const { landing } = await googleRoundTrip({ sub: 'g-nonce', email: 'nonce@example.com', email_verified: true });
    expect(landing.searchParams.get('error')).toBe('Google sign-in failed. Please try again.');
  });
});

describe('Google sign-in when the issuer cannot be reached', () => {
  let offline: TestApp;
  beforeAll(async () => {
    offline = await startTestApp({
      env: {
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: 'test-secret',
        GOOGLE_ISSUER: 'http://127.0.0.1:9',
        PUBLIC_URL,
      },
    });
  });
  afterAll(async () => {
    await offline?.close();
  });

  it('still starts, and sends the browser back with an error', async () => {
    expect((await offline.api.get('/api/health')).status).toBe(200);
    const landing = location(await get(`${offline.baseUrl}/api/auth/google`));
    expect(landing.searchParams.get('error')).toBe('Google sign-in is unavailable right now. Please try again later.');
  });
});

describe('Google sign-in when not configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('sends the browser straight back with the exact error', async () => {
    for (const path of [
      '/api/auth/google',
      '/api/auth/google?state=0612',
      '/api/auth/google/callback?code=x&state=y',
    ]) {
      const response = await get(`${bare.baseUrl}${path}`);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`${PUBLIC_URL}/?error=Google%20sign-in%20is%20not%20configured`);
    }
  });
});
