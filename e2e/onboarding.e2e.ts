import { AGE_VERIFIED_KEY, COOKIES_CONSENT_KEY } from '#web/lib/consent';
import { expect, newCredentials, screenshot, storedToken, test, toastText } from './fixtures';

test('a new visitor passes the gates, signs up, logs out, logs in and meets a 404', async ({ page }) => {
  await page.goto('/');

  const gate = page.getByRole('dialog', { name: 'Adults only' });
  await expect.poll(() => gate.isVisible()).toBe(true);
  await screenshot(page, '01-age-gate');
  await page.getByRole('button', { name: 'I am 18 or older – Enter' }).click();
  await expect.poll(() => gate.isVisible()).toBe(false);

  const cookies = page.getByRole('region', { name: 'Cookie consent' });
  await expect.poll(() => cookies.isVisible()).toBe(true);
  await screenshot(page, '02-landing-guest');
  await cookies.getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => cookies.isVisible()).toBe(false);
  expect(
    await page.evaluate(
      (keys) => keys.map((key) => localStorage.getItem(key)),
      [AGE_VERIFIED_KEY, COOKIES_CONSENT_KEY],
    ),
  ).toEqual(['true', 'accepted']);

  const credentials = newCredentials();
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await page.getByLabel('Name').fill(credentials.name);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Phone (optional)').fill('+33 6 12 34 56 78');
  await page.getByLabel('Password').fill(credentials.password);
  await screenshot(page, '03-signup');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => toastText(page, 'Account created successfully').isVisible()).toBe(true);

  const chip = page.getByTestId('credits-chip');
  await expect.poll(() => chip.textContent()).toBe('T:3 A:3');
  expect(await chip.getAttribute('href')).toBe('/credits');
  await screenshot(page, '04-signed-in');

  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu');
  await expect.poll(() => menu.getByText(credentials.name).isVisible()).toBe(true);
  expect(await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).toBe(0);
  await screenshot(page, '05-user-menu');
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect.poll(() => page.getByRole('link', { name: 'Login' }).first().isVisible()).toBe(true);
  expect(await storedToken(page)).toBeNull();

  await page.getByRole('link', { name: 'Login' }).first().click();
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(() => toastText(page, 'Welcome back!').isVisible()).toBe(true);
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => chip.textContent()).toBe('T:3 A:3');

  await page.goto('/no/such/page');
  await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).toBe(true);
  await screenshot(page, '06-not-found');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('the gates remember their answers and Leave goes to a search engine', async ({ page }) => {
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ body: 'search engine', contentType: 'text/plain' }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'I am 18 or older – Enter' }).click();
  await page.getByRole('button', { name: 'Reject' }).click();
  await page.reload();
  expect(await page.getByRole('dialog', { name: 'Adults only' }).isVisible()).toBe(false);
  expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), COOKIES_CONSENT_KEY)).toBe('rejected');

  await page.evaluate((key) => localStorage.removeItem(key), AGE_VERIFIED_KEY);
  await page.reload();
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL(/^https:\/\/www\.google\.com/);
});
