import type { Page } from 'playwright-core';
import { createUser, expect, logIn, passAgeGateAndCookies, screenshot, signIn, testWithAdmin } from './fixtures';

const ADMIN = { email: 'admin@reverie.test', password: 'admin-secret-pw' };

const test = testWithAdmin(ADMIN);

test.beforeEach(async ({ context }) => passAgeGateAndCookies(context));

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const figure = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=..').locator('p').nth(1);

test('the admin opens the Dashboard tab and switches the period', async ({ app, context, page }) => {
  await createUser(app);
  await signIn(context, await logIn(app, ADMIN));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Dashboard' }).click();

  await eventually(() => figure(page, 'Signups').textContent()).toBe('2');
  await eventually(() => page.getByRole('img', { name: 'Credits spent' }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByText('No provider failures in this period.').isVisible()).toBe(true);
  await screenshot(page, 'admin-dashboard-01-desktop');

  await page.getByRole('button', { name: '24 hours' }).click();
  await eventually(() => page.getByRole('button', { name: '24 hours' }).getAttribute('aria-pressed')).toBe('true');
  await eventually(() => figure(page, 'Signups').textContent()).toBe('2');
  expect(await page.getByRole('img', { name: 'Signups' }).locator('rect').count()).toBe(25);

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'admin-dashboard-02-mobile');
  expect(errors).toEqual([]);
});

test('a dashboard that fails to load says so and offers to try again', async ({ app, context, page }) => {
  await signIn(context, await logIn(app, ADMIN));
  let failing = true;
  await page.route('**/api/admin/dashboard**', (route) =>
    failing ? route.fulfill({ status: 500, json: { message: 'Something went wrong' } }) : route.continue(),
  );
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await eventually(() => page.getByText('Could not load the dashboard.').isVisible()).toBe(true);
  failing = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await eventually(() => page.getByText('Revenue by plan and pack').isVisible()).toBe(true);
});
