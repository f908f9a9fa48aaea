import { createUser, expect, passAgeGateAndCookies, screenshot, test, toastText } from './fixtures';

test.beforeEach(async ({ context }) => passAgeGateAndCookies(context));

test('login shows the validation messages and the Login failed toast', async ({ app, page }) => {
  const user = await createUser(app);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(() => page.getByText('Invalid email address').isVisible()).toBe(true);
  expect(await page.getByText('Password must be at least 6 characters').isVisible()).toBe(true);
  expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
  await screenshot(page, '10-login-validation');

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(() => toastText(page, 'Login failed').isVisible()).toBe(true);
  expect(await toastText(page, 'Invalid email or password').isVisible()).toBe(true);
  await screenshot(page, '11-login-failed');
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('signup shows the validation messages and Signup failed for a taken email', async ({ app, page }) => {
  const existing = await createUser(app);
  await page.goto('/signup');
  await page.getByLabel('Name').fill('A');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('123');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect.poll(() => page.getByText('Name must be at least 2 characters').isVisible()).toBe(true);
  expect(await page.getByText('Invalid email address').isVisible()).toBe(true);
  expect(await page.getByText('Password must be at least 6 characters').isVisible()).toBe(true);
  await screenshot(page, '12-signup-validation');

  await page.getByLabel('Name').fill('Another Ava');
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password').fill('another-secret');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect.poll(() => toastText(page, 'Signup failed').isVisible()).toBe(true);
  expect(await toastText(page, 'An account with this email already exists').isVisible()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/signup');
});

test('the Google buttons leave for /api/auth/google, with the phone as state on signup', async ({ page }) => {
  await page.goto('/login');
  expect(await page.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe('/api/auth/google');
  await page.goto('/signup');
  await page.getByLabel('Phone (optional)').fill('+33 612');
  expect(await page.getByRole('link', { name: 'Sign up with Google' }).getAttribute('href')).toBe(
    '/api/auth/google?state=%2B33%20612',
  );
});

test('a failed Google return shows the error and clears the query', async ({ page }) => {
  await page.goto('/?error=not_configured');
  await expect.poll(() => toastText(page, 'Google authentication failed').isVisible()).toBe(true);
  expect(await toastText(page, 'Google sign-in is not configured').isVisible()).toBe(true);
  expect(new URL(page.url()).search).toBe('');
});
