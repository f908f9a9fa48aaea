import { randomUUID } from 'node:crypto';
import {
  createStory,
  createUser,
  expect,
  passAgeGateAndCookies,
  screenshot,
  storeToken,
  test,
  toastText,
} from './fixtures';

test('a user sees their profile, earns Storyteller with a first story and renames themselves', async ({
  signedIn: user,
  app,
  page,
}) => {
  await createStory(app, user.token, { title: `First Night ${randomUUID().slice(0, 6)}` });

  await page.goto('/profile');
  await expect.poll(() => page.getByRole('heading', { name: 'Your Profile' }).isVisible()).toBe(true);
  const badges = page.getByRole('list', { name: 'Badges' });
  await expect.poll(() => badges.getByText('Storyteller').isVisible()).toBe(true);
  expect(await page.getByText('Email cannot be changed. Contact support for assistance.').isVisible()).toBe(true);
  expect(await page.getByTestId('plan-name').textContent()).toBe('Free');
  await expect.poll(() => page.getByTestId('stat-stories').textContent()).toContain('1');
  expect(await page.getByRole('link', { name: 'View My Stories' }).getAttribute('href')).toBe('/dashboard');
  expect(await page.getByRole('link', { name: 'Buy More Credits' }).getAttribute('href')).toBe('/credits');
  const upgrades = page.getByRole('main').getByRole('link', { name: 'Upgrade to Premium' });
  expect(await upgrades.first().getAttribute('href')).toBe('/premium-upgrade');
  await screenshot(page, 'profile-01-profile');

  const name = page.getByLabel('Name');
  expect(await name.getAttribute('readonly')).not.toBeNull();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await name.fill('J');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(() => page.getByText('Name must be at least 2 characters').isVisible()).toBe(true);
  await name.fill('Juliette Moreau');
  await screenshot(page, 'profile-02-profile-editing');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(() => toastText(page, 'Profile Updated').isVisible()).toBe(true);
  await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('Juliette Moreau');
  await expect.poll(() => page.getByRole('button', { name: 'User menu' }).textContent()).toContain('Juliette Moreau');
  expect(await page.getByRole('button', { name: 'Edit Profile' }).isVisible()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('Juliette Moreau');
  await screenshot(page, 'profile-03-profile-mobile');
});

test('a user deletes their account from the dashboard with their password', async ({ app, context, page }) => {
  const user = await createUser(app);
  await passAgeGateAndCookies(context);
  await page.goto('/');
  await storeToken(page, user.token);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Incorrect password');
  await dialog.getByLabel('Password').fill(user.password);
  await screenshot(page, 'profile-04-delete-account', { fullPage: false });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.getByRole('link', { name: 'Login' }).first().isVisible()).toBe(true);

  const login = await fetch(`${app.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(login.status).toBe(401);
});

test('profile is behind the login guard', async ({ context, page }) => {
  await passAgeGateAndCookies(context);
  await page.goto('/profile');
  await expect.poll(() => page.getByRole('status').first().isVisible()).toBe(true);
  // Generous: on a busy machine the guard's spinner and redirect can take longer than the default.
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('profile');
});
