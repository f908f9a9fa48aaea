import { startFakeOidcIssuer, type FakeOidcIssuer } from '#server/test/fakeOidcIssuer';
import {
  createUser,
  expect,
  newCredentials,
  passAgeGateAndCookies,
  screenshot,
  storedToken,
  test as base,
  toastText,
} from './fixtures';

const CLIENT_ID = 'reverie-e2e-client';

/** The usual fixtures, on a server whose Google sign-in talks to a local OpenID provider. */
const test = base.extend<{ issuer: FakeOidcIssuer; appEnv: Record<string, string> }>({
  issuer: [
    async ({}, use) => {
      const issuer = await startFakeOidcIssuer(CLIENT_ID);
      await use(issuer);
      await issuer.stop();
    },
    { scope: 'file' },
  ],
  appEnv: async ({ issuer }, use) =>
    use({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'e2e-secret', GOOGLE_ISSUER: issuer.url }),
});

test.beforeEach(async ({ context }) => passAgeGateAndCookies(context));

const me = async (baseUrl: string, token: string | null) =>
  fetch(`${baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } }).then(async (r) =>
    r.status === 200 ? ((await r.json()) as { user: { _id: string; email: string } }).user : r.status,
  );

test('Continue with Google signs in through a one-time code, and the URL is cleared', async ({ app, issuer, page }) => {
  issuer.signInAs({ sub: 'g-e2e', email: 'ava.google@example.com', email_verified: true, name: 'Ava Google' });
  const codes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/' && url.searchParams.get('token')) codes.push(url.searchParams.get('token') as string);
  });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect.poll(() => toastText(page, 'Login successful').isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await toastText(page, "You're now signed in with Google!").isVisible()).toBe(true);
  expect(new URL(page.url()).search).toBe('');
  await screenshot(page, 'google-01-signed-in');

  const token = await storedToken(page);
  expect(await me(app.baseUrl, token)).toMatchObject({ email: 'ava.google@example.com' });
  // What travelled in the URL was a code, not the session, and it is spent.
  expect(codes).toHaveLength(1);
  expect(codes[0]).not.toBe(token);
  expect(await me(app.baseUrl, codes[0])).toBe(401);
});

test("a callback prepared in the attacker's browser signs nobody in elsewhere", async ({
  signedIn: victim,
  app,
  issuer,
  page,
}) => {
  // The attacker starts a sign-in of their own and stops before the callback, keeping its URL.
  issuer.signInAs({ sub: 'g-attacker', email: 'mallory@example.com', email_verified: true });
  const start = await fetch(`${app.baseUrl}/api/auth/google`, { redirect: 'manual' });
  const authorize = await fetch(start.headers.get('location') as string, { redirect: 'manual' });
  const prepared = authorize.headers.get('location') as string;
  expect(new URL(prepared).pathname).toBe('/api/auth/google/callback');

  await page.goto(prepared);
  await expect
    .poll(() => toastText(page, 'Please finish Google sign-in in the browser where you started it.').isVisible(), {
      timeout: 10_000,
    })
    .toBe(true);
  expect(new URL(page.url()).search).toBe('');
  expect(await storedToken(page)).toBe(victim.token);
  expect(await me(app.baseUrl, victim.token)).toMatchObject({ _id: victim.user._id });
  await screenshot(page, 'google-02-other-browser');
});

test("someone else's session token in the URL does nothing, and foreign error text is not shown", async ({
  signedIn: victim,
  app,
  page,
}) => {
  const attacker = await createUser(app);
  await page.goto(`/?token=${encodeURIComponent(attacker.token)}&googleAuth=success`);
  await expect.poll(() => toastText(page, 'Google authentication failed').isVisible(), { timeout: 10_000 }).toBe(true);
  expect(new URL(page.url()).search).toBe('');
  expect(await storedToken(page)).toBe(victim.token);

  await page.goto('/?error=Your%20account%20is%20suspended.%20Call%20555-0100');
  await expect.poll(() => new URL(page.url()).search).toBe('');
  expect(await page.getByText(/555-0100/).count()).toBe(0);
});

test('Google claims an unverified password account with its email, and says so', async ({ app, issuer, page }) => {
  const squatter = await createUser(app, { ...newCredentials(), email: 'claimed@example.com' });
  issuer.signInAs({ sub: 'g-claim', email: 'claimed@example.com', email_verified: true, name: 'Real Owner' });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect.poll(() => toastText(page, 'Login successful').isVisible(), { timeout: 15_000 }).toBe(true);
  await expect
    .poll(() =>
      page
        .getByRole('region', { name: /Notifications/ })
        .getByText(/Google sign-in now owns it/)
        .isVisible(),
    )
    .toBe(true);
  await screenshot(page, 'google-03-claimed');
  expect(await me(app.baseUrl, squatter.token)).toBe(401);
  const login = await fetch(`${app.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: squatter.email, password: squatter.password }),
  });
  expect(login.status).toBe(401);
});
