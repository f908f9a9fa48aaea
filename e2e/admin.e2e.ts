import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import {
  createStory,
  createUser,
  expect,
  logIn,
  passAgeGateAndCookies,
  screenshot,
  signIn,
  testWithAdmin,
  toastText,
} from './fixtures';
import type { RunningApp } from './server';

const ADMIN = { email: 'admin@reverie.test', password: 'admin-secret-pw' };

const test = testWithAdmin(ADMIN);

test.beforeEach(async ({ context }) => passAgeGateAndCookies(context));

async function loginStatus(app: RunningApp, email: string, password: string) {
  const response = await fetch(`${app.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as { token: string } };
}

// Generous: the machine may be busy with other suites.
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('the admin creates, edits and deletes a user from the dashboard', async ({ app, page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await eventually(() => page.getByRole('heading', { name: 'Admin Dashboard' }).isVisible()).toBe(true);
  await eventually(() => page.getByRole('tab', { name: /^Users \(\d+\)$/ }).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: 'Back to Main Site' }).getAttribute('href')).toBe('/');
  await screenshot(page, 'admin-01-users');

  const id = randomUUID().slice(0, 6);
  const person = { name: `Jo ${id}`, email: `jo-${id}@example.com`, password: 'jo-secret' };
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(person.name);
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Password').fill(person.password);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await eventually(() => dialog.getByText('Invalid email address').isVisible()).toBe(true);
  await screenshot(page, 'admin-02-add-user-invalid', { fullPage: false });

  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await eventually(() => toastText(page, 'User Created').isVisible()).toBe(true);
  await eventually(() => dialog.isVisible()).toBe(false);
  await eventually(() => row(page, person.email).isVisible()).toBe(true);
  expect((await loginStatus(app, person.email, person.password)).status).toBe(200);

  // The dialog opens empty again after a success.
  await page.getByRole('button', { name: 'Add User' }).click();
  expect(await dialog.getByLabel('Name').inputValue()).toBe('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Edit ${person.name}` }).click();
  expect(await dialog.getByLabel('Email').inputValue()).toBe(person.email);
  await dialog.getByLabel('Name').fill(`Jo Edited ${id}`);
  await screenshot(page, 'admin-03-edit-user', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await eventually(() => toastText(page, 'User Updated').isVisible()).toBe(true);
  await eventually(() => row(page, `Jo Edited ${id}`).isVisible()).toBe(true);

  await page.getByLabel('Search by name or email').fill(`jo-${id}`);
  await eventually(() => page.getByRole('tab', { name: 'Users (1)' }).isVisible()).toBe(true);

  await page.getByRole('button', { name: `Delete Jo Edited ${id}` }).click();
  await eventually(() =>
    dialog.getByText('Are you sure you want to delete this user? This action cannot be undone.').isVisible(),
  ).toBe(true);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await eventually(() => toastText(page, 'User Deleted').isVisible()).toBe(true);
  await eventually(() => row(page, person.email).count()).toBe(0);
  expect((await loginStatus(app, person.email, person.password)).status).toBe(401);
});

test('the admin hides and deletes another user’s story', async ({ app, context, page }) => {
  const author = await createUser(app);
  const title = `Harbour Lights ${randomUUID().slice(0, 6)}`;
  const story = await createStory(app, author.token, { title });
  await signIn(context, await logIn(app, ADMIN));

  await page.goto('/admin');
  await page.getByRole('tab', { name: /^Stories \(\d+\)$/ }).click();
  await eventually(() => row(page, title).isVisible()).toBe(true);
  expect(
    await row(page, title)
      .getByRole('link', { name: `View ${title}` })
      .getAttribute('href'),
  ).toBe(`/story/${story._id}`);
  expect(await row(page, title).getByText(author.name).isVisible()).toBe(true);

  await page.getByRole('switch', { name: `Public: ${title}` }).click();
  await eventually(() => toastText(page, 'Story Updated').isVisible()).toBe(true);
  expect(await toastText(page, 'Story visibility has been updated.').isVisible()).toBe(true);
  await eventually(() => page.getByRole('switch', { name: `Public: ${title}` }).getAttribute('aria-checked')).toBe(
    'false',
  );
  expect((await fetch(`${app.baseUrl}/api/stories/${story._id}`)).status).toBe(404);
  await screenshot(page, 'admin-04-stories');

  await page.getByRole('combobox', { name: 'Filter by visibility' }).click();
  await page.getByRole('option', { name: 'Private' }).click();
  await eventually(() => row(page, title).isVisible()).toBe(true);

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog');
  expect(
    await dialog.getByText('Are you sure you want to delete this story? This action cannot be undone.').isVisible(),
  ).toBe(true);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await eventually(() => toastText(page, 'Story Deleted').isVisible()).toBe(true);
  await eventually(() => row(page, title).count()).toBe(0);
  expect(
    (await fetch(`${app.baseUrl}/api/stories/${story._id}`, { headers: { Authorization: `Bearer ${author.token}` } }))
      .status,
  ).toBe(404);
});

test('the dashboard fits a phone: tables become cards', async ({ app, context, page }) => {
  await signIn(context, await logIn(app, ADMIN));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await eventually(() => page.getByRole('button', { name: `Edit Admin` }).first().isVisible()).toBe(true);
  expect(await page.getByRole('table').isVisible()).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'admin-05-mobile');
});

test('a normal user is turned away from /admin with Access Denied', async ({ signedIn: user, app, page }) => {
  await page.goto('/admin');
  await eventually(() => toastText(page, 'Access Denied').isVisible()).toBe(true);
  expect(await toastText(page, "You don't have permission to access the admin dashboard.").isVisible()).toBe(true);
  await page.waitForURL((url) => url.pathname === '/');
  await screenshot(page, 'admin-06-access-denied', { fullPage: false });
  const api = await fetch(`${app.baseUrl}/api/admin/users`, { headers: { Authorization: `Bearer ${user.token}` } });
  expect(api.status).toBe(403);
});
