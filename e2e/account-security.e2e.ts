import type { Page } from 'playwright-core';
import { waitForMail } from '#server/test/outbox';
import {
  createUser,
  expect,
  newCredentials,
  passAgeGateAndCookies,
  screenshot,
  signUp,
  storedToken,
  test,
  toastText,
} from './fixtures';

test.beforeEach(async ({ context }) => passAgeGateAndCookies(context));

const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible();
const status = async (baseUrl: string, token: string) =>
  (await fetch(`${baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).status;

/** Both sizes the app is designed for. */
async function bothSizes(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, `${name}-1280`);
}

test('forgot password: the emailed link sets a new password, signs in here and ends the other sessions', async ({
  app,
  page,
}) => {
  const user = await createUser(app);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL((url) => url.pathname === '/forgot-password');
  // The login page stays on screen while the next page's code loads, and it has an Email field too.
  await page.getByRole('heading', { name: 'Forgot password?' }).waitFor();
  await page.getByLabel('Email').fill(user.email.toUpperCase());
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByRole('status').filter({ hasText: 'If an account exists for that email' }).waitFor();
  await bothSizes(page, 'security-01-forgot-sent');

  const mail = await waitForMail(app.dataDir, user.email, 'Reset your Reverie password');
  await page.goto(new URL(mail.link).pathname + new URL(mail.link).search);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
  await page.getByLabel('Confirm new password').fill('not-the-same');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect.poll(() => visible(page, 'Passwords do not match')).toBe(true);
  await bothSizes(page, 'security-02-reset-form');

  await page.getByLabel('Confirm new password').fill('brand-new-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => toastText(page, 'Password reset').isVisible()).toBe(true);
  expect(await status(app.baseUrl, user.token)).toBe(401);
  const session = await storedToken(page);
  expect(await status(app.baseUrl, session as string)).toBe(200);

  // The link works once.
  await page.goto(new URL(mail.link).pathname + new URL(mail.link).search);
  await page.getByLabel('New password', { exact: true }).fill('another-secret');
  await page.getByLabel('Confirm new password').fill('another-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect.poll(() => visible(page, 'This link is invalid or has expired.')).toBe(true);
  await bothSizes(page, 'security-03-reset-used-link');
});

test('a reset page without a link, or with a forged one, says so and offers a new link', async ({ page }) => {
  await page.goto('/reset-password');
  await expect.poll(() => visible(page, 'This link is invalid or has expired.')).toBe(true);
  expect(await page.getByRole('link', { name: 'Send me a new link' }).isVisible()).toBe(true);
  await page.goto('/reset-password?token=forged');
  await page.getByLabel('New password', { exact: true }).fill('whatever-secret');
  await page.getByLabel('Confirm new password').fill('whatever-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect.poll(() => visible(page, 'This link is invalid or has expired.')).toBe(true);
});

test('a new account verifies its email from the profile banner and the emailed link', async ({ app, page }) => {
  const credentials = await signUp(page, newCredentials());
  await page.goto('/profile');
  await expect
    .poll(() => page.getByRole('heading', { name: 'Please verify your email' }).isVisible(), { timeout: 10_000 })
    .toBe(true);
  await bothSizes(page, 'security-04-profile-unverified');

  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect.poll(() => toastText(page, 'Verification email sent').isVisible()).toBe(true);
  const mail = await waitForMail(app.dataDir, credentials.email, 'Verify your Reverie email');

  await page.goto('/verify-email?token=forged');
  await expect.poll(() => visible(page, 'This link is invalid or has expired.')).toBe(true);

  await page.goto(new URL(mail.link).pathname + new URL(mail.link).search);
  await expect.poll(() => visible(page, 'Your email is verified.')).toBe(true);
  await bothSizes(page, 'security-05-verified');
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: 'Your Profile' }).isVisible(), { timeout: 10_000 })
    .toBe(true);
  expect(await page.getByRole('heading', { name: 'Please verify your email' }).count()).toBe(0);
});

test('the profile changes the password with the current one, and signs out everywhere', async ({
  signedIn: user,
  app,
  page,
}) => {
  const other = await createUser(app, { ...user, email: `other-${user.email}` });
  const secondSession = await (
    await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    })
  ).json();
  await page.goto('/profile');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('next-secret');
  await page.getByLabel('Confirm new password').fill('next-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect.poll(() => toastText(page, 'Your current password is incorrect').isVisible()).toBe(true);
  await bothSizes(page, 'security-06-profile-security');

  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect.poll(() => toastText(page, 'Password changed').isVisible()).toBe(true);
  expect(await status(app.baseUrl, secondSession.token)).toBe(401);
  expect(await status(app.baseUrl, user.token)).toBe(200);

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect.poll(() => toastText(page, 'Signed out everywhere').isVisible()).toBe(true);
  expect(await status(app.baseUrl, user.token)).toBe(401);
  expect(await status(app.baseUrl, other.token)).toBe(200);
});
