import { desc, eq } from 'drizzle-orm';
import type { MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleExchangeCodes, oauthStates, users } from '#server/db/schema';
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

/** A browser: it keeps the cookies our server sets and sends them back to our server only. */
class Browser {
  private cookies = new Map<string, string>();

  async get(url: string): Promise<Response> {
    const ours = url.startsWith(t.baseUrl);
    const response = await fetch(url, { redirect: 'manual', headers: ours ? this.cookieHeader() : {} });
    if (ours) this.keep(response);
    return response;
  }

  async exchange(code: string | null) {
    const response = await fetch(`${t.baseUrl}/api/auth/google/exchange`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.cookieHeader() },
      body: JSON.stringify({ code }),
    });
    this.keep(response);
    return { status: response.status, body: await response.json() };
  }

  setCookies(): string[] {
    return [...this.cookies.entries()].map(([name, value]) => `${name}=${value}`);
  }

  private cookieHeader(): Record<string, string> {
    return this.cookies.size ? { cookie: this.setCookies().join('; ') } : {};
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }
}

const browser = new Browser();
const get = (url: string) => browser.get(url);

function location(response: Response): URL {
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') as string);
}

/** Our callback URL as the browser would reach it: the public address maps to the test server. */
const onTestServer = (url: URL) => `${t.baseUrl}${url.pathname}${url.search}`;

/** The browser's round trip: our start, the provider's authorize page, our callback. */
async function googleRoundTrip(identity: FakeIdentity, phone?: string, by = browser) {
  issuer.signInAs(identity);
  const start = await by.get(`${t.baseUrl}/api/auth/google${phone ? `?state=${encodeURIComponent(phone)}` : ''}`);
  const authorize = location(start);
  const callback = location(await by.get(authorize.href));
  const landing = location(await by.get(onTestServer(callback)));
  return { authorize, callback, landing };
}

/** The landing page's part: the one-time code from the URL, exchanged by the same browser. */
async function signedInUser(landing: URL, by = browser) {
  expect(landing.origin + landing.pathname).toBe(`${PUBLIC_URL}/`);
  expect(landing.searchParams.get('error')).toBeNull();
  expect(landing.searchParams.get('googleAuth')).toBe('success');
  const exchanged = await by.exchange(landing.searchParams.get('token'));
  expect(exchanged.status).toBe(200);
  const me = await t.api.get('/api/auth/me', exchanged.body.token);
  expect(me.status).toBe(200);
  expect(me.body.user._id).toBe(exchanged.body.user._id);
  return { ...me.body.user, claimedAccount: exchanged.body.claimedAccount, token: exchanged.body.token };
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

  it.each([
    ['a staff name', 'Reverie Support'],
    ['a real person', 'Taylor Swift'],
    ['a hidden right-to-left override', 'Ann\u202enimda'],
  ])('keeps no name from a Google profile with %s', async (_kind, name) => {
    const sub = `g-name-${name.length}-${name.charCodeAt(3)}`;
    const { landing } = await googleRoundTrip({ sub, email: `${sub}@example.com`, email_verified: true, name });
    const user = await signedInUser(landing);
    expect(user.name).toBe('');
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

  it('links an existing account whose email is verified, which keeps its password', async () => {
    const { user } = await buildUser(t.ctx.db, { email: 'linked@example.com', name: 'Linda' });
    const { landing } = await googleRoundTrip({
      sub: 'g-linked',
      email: 'LINKED@example.com',
      email_verified: true,
      name: 'Other Name',
    });
    const signedIn = await signedInUser(landing);
    expect(signedIn).toMatchObject({ _id: user.id, name: 'Linda', claimedAccount: false });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.googleSubject).toBe('g-linked');
    expect((await t.api.post('/api/auth/login', { email: 'linked@example.com', password: TEST_PASSWORD })).status).toBe(
      200,
    );
  });

  it('claims an unverified password account with the same email: its password and every session end, and the user is told', async () => {
    const squatter = await t.api.post('/api/auth/signup', {
      name: 'Squatter',
      email: 'victim@example.com',
      password: 'squatter-password',
    });
    expect(squatter.status).toBe(201);
    expect(squatter.body.user.emailVerified).toBe(false);

    const { landing } = await googleRoundTrip({
      sub: 'g-victim',
      email: 'victim@example.com',
      email_verified: true,
      name: 'Valerie',
    });
    const victim = await signedInUser(landing);
    expect(victim).toMatchObject({
      _id: squatter.body.user._id,
      name: 'Valerie',
      emailVerified: true,
      claimedAccount: true,
    });

    expect((await t.api.get('/api/auth/me', squatter.body.token)).status).toBe(401);
    const login = await t.api.post('/api/auth/login', { email: 'victim@example.com', password: 'squatter-password' });
    expect(login.status).toBe(401);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, victim._id));
    expect(row).toMatchObject({ passwordHash: null, googleSubject: 'g-victim' });
  });

  it('never signs in an admin: admins use their password', async () => {
    await buildUser(t.ctx.db, { email: 'chief@example.com', role: 'admin' });
    const { landing } = await googleRoundTrip({ sub: 'g-chief', email: 'chief@example.com', email_verified: true });
    expect(landing.searchParams.get('error')).toBe('admin_password');
    expect(landing.searchParams.has('token')).toBe(false);
  });

  it('puts a one-time code in the landing URL, never a session token', async () => {
    const { landing } = await googleRoundTrip({ sub: 'g-code', email: 'code@example.com', email_verified: true });
    const code = landing.searchParams.get('token') as string;
    expect(code).toMatch(/^[\w-]{43,}$/);
    expect((await t.api.get('/api/auth/me', code)).status).toBe(401);
    const first = await browser.exchange(code);
    expect(first.status).toBe(200);
    expect(first.body.token).not.toBe(code);
    const again = await browser.exchange(code);
    expect(again).toEqual({
      status: 400,
      body: { code: 'INVALID_LINK', message: 'Your Google sign-in has expired. Please try again.' },
    });
  });

  it('binds the sign-in to the browser that began it, with an HttpOnly SameSite=Lax cookie', async () => {
    issuer.signInAs({ sub: 'g-bound', email: 'bound@example.com', email_verified: true });
    const start = await fetch(`${t.baseUrl}/api/auth/google`, { redirect: 'manual' });
    const cookie = start.headers.getSetCookie().find((line) => line.startsWith('reverie_google='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth\/google/i);

    // An attacker's prepared callback, opened in the victim's browser, signs nobody in.
    const attacker = new Browser();
    const victim = new Browser();
    issuer.signInAs({ sub: 'g-attacker', email: 'attacker@example.com', email_verified: true });
    const authorize = location(await attacker.get(`${t.baseUrl}/api/auth/google`));
    const callback = location(await attacker.get(authorize.href));
    const landing = location(await victim.get(onTestServer(callback)));
    expect(landing.href).toBe(`${PUBLIC_URL}/?error=other_browser`);

    // A code taken from another browser's URL cannot be exchanged without that browser's cookie.
    const { landing: theirs } = await googleRoundTrip(
      { sub: 'g-attacker', email: 'attacker@example.com', email_verified: true },
      undefined,
      attacker,
    );
    const code = theirs.searchParams.get('token');
    expect((await victim.exchange(code)).status).toBe(400);
    expect((await new Browser().exchange(code)).status).toBe(400);
    expect((await attacker.exchange(code)).status).toBe(200);
  });

  it('lets a code expire after 60 seconds, and refuses a session token in its place', async () => {
    const { landing } = await googleRoundTrip({ sub: 'g-slow', email: 'slow@example.com', email_verified: true });
    const [row] = await t.ctx.db
      .select()
      .from(googleExchangeCodes)
      .orderBy(desc(googleExchangeCodes.expiresAt))
      .limit(1);
    const ttl = row.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await t.ctx.db.update(googleExchangeCodes).set({ expiresAt: new Date(Date.now() - 1) });
    expect((await browser.exchange(landing.searchParams.get('token'))).status).toBe(400);

    const session = await buildUser(t.ctx.db);
    expect((await browser.exchange(session.token)).status).toBe(400);
    expect((await browser.exchange('')).status).toBe(400);
    expect((await browser.exchange('x'.repeat(5000))).status).toBe(400);
  });

  it('refuses to link an email already linked to another Google account', async () => {
    await googleRoundTrip({ sub: 'g-owner', email: 'taken@example.com', email_verified: true });
    const { landing } = await googleRoundTrip({ sub: 'g-intruder', email: 'taken@example.com', email_verified: true });
    expect(landing.searchParams.get('error')).toBe('linked_elsewhere');
    expect(landing.searchParams.has('token')).toBe(false);
  });

  it('refuses a phone longer than the sign-up form allows', async () => {
    const landing = location(await get(`${t.baseUrl}/api/auth/google?state=${'1'.repeat(41)}`));
    expect(landing.searchParams.get('error')).toBe('invalid_phone');
  });

  it('refuses an unverified email or an identity without one', async () => {
    for (const identity of [
      { sub: 'g-unverified', email: 'unverified@example.com', email_verified: false },
      { sub: 'g-no-email' },
    ]) {
      const { landing } = await googleRoundTrip(identity);
      expect(landing.searchParams.get('error')).toBe('unverified_email');
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
    expect(replay.href).toBe(`${PUBLIC_URL}/?error=expired`);
  });

  it('refuses an unknown, missing or expired state', async () => {
    const expected = `${PUBLIC_URL}/?error=expired`;
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
    expect(landing.searchParams.get('error')).toBe('failed');
  });

  it('returns to the landing page with an error when the provider reports one', async () => {
    const authorize = location(await get(`${t.baseUrl}/api/auth/google`));
    const state = authorize.searchParams.get('state') as string;
    const denied = location(await get(`${t.baseUrl}/api/auth/google/callback?error=access_denied&state=${state}`));
    expect(denied.href).toBe(`${PUBLIC_URL}/?error=cancelled`);
    const other = location(await get(`${t.baseUrl}/api/auth/google/callback?error=server_error`));
    expect(other.searchParams.get('error')).toBe('failed');
  });

  it('returns an error when the token exchange fails', async () => {
    issuer.server.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const { landing } = await googleRoundTrip({ sub: 'g-grant', email: 'grant@example.com', email_verified: true });
    expect(landing.searchParams.get('error')).toBe('failed');
  });

  it('refuses an ID token whose nonce is not the one we sent', async () => {
    const tamper = (token: MutableToken) => {
      if (token.payload.aud !== CLIENT_ID) return;
      token.payload.nonce = 'someone-elses-nonce';
      issuer.server.service.off('beforeTokenSigning', tamper);
    };
    issuer.server.service.on('beforeTokenSigning', tamper);
    const { landing } = await googleRoundTrip({ sub: 'g-nonce', email: 'nonce@example.com', email_verified: true });
    expect(landing.searchParams.get('error')).toBe('failed');
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
    const landing = location(await fetch(`${offline.baseUrl}/api/auth/google`, { redirect: 'manual' }));
    expect(landing.searchParams.get('error')).toBe('unavailable');
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
      const response = await fetch(`${bare.baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`${PUBLIC_URL}/?error=not_configured`);
    }
  });
});
