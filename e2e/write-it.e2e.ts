import type { Page } from 'playwright-core';
import { expect, newCredentials, passAgeGateAndCookies, screenshot, test } from './fixtures';

const FANTASY = 'A stranger at the hotel bar who already knows my name, and a storm that keeps us there.';

/** Types the fantasy into the landing's box, lets the demo run, and presses "Write it". */
async function writeIt(page: Page) {
  await page.goto('/');
  // Once the app has taken over the served landing, as a reader who reads it first would find it.
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  await page.getByLabel('Describe your fantasy').fill(FANTASY);
  await page.getByRole('button', { name: 'Generate Story' }).click();
  const writeItLink = page.getByRole('link', { name: 'Write it' });
  await expect.poll(() => writeItLink.isVisible(), { timeout: 15_000 }).toBe(true);
  await writeItLink.click();
}

test('phone: a guest writes the fantasy from the landing: through signing up to the wizard, filled in, and on to the story', async ({
  context,
  page,
}) => {
  await passAgeGateAndCookies(context);
  await page.setViewportSize({ width: 390, height: 844 });
  await writeIt(page);
  await page.waitForURL((url) => url.pathname === '/signup');
  const credentials = newCredentials();
  await page.getByLabel('Name').fill(credentials.name);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/create');
  const fantasy = page.getByLabel('Your fantasy (optional)');
  await expect.poll(() => fantasy.inputValue()).toBe(FANTASY);

  // A place of one's own, and the title the wizard suggests from it.
  await page.getByLabel('Or a place of your own').fill('the hotel bar');
  await page.getByRole('button', { name: /^Suggest a title/ }).click();
  expect(await page.getByLabel('Title').inputValue()).toBe('Moonlight at the hotel bar');
  await screenshot(page, 'write-it-01-wizard-phone', { fullPage: false });
  await page.getByRole('button', { name: 'Generate Story' }).click();
  await page.waitForURL(/\/story\/[^/]+$/);
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: 'Moonlight at the hotel bar' }).isVisible())
    .toBe(true);
}, 150_000);

test('desktop: a signed-in reader goes from the landing straight to the wizard with the fantasy', async ({
  signedIn: _user,
  page,
}) => {
  await writeIt(page);
  await page.waitForURL((url) => url.pathname === '/create');
  await expect.poll(() => page.getByLabel('Your fantasy (optional)').inputValue()).toBe(FANTASY);
  const places = await page.getByLabel('Location').locator('option').allTextContents();
  expect(places).toEqual(expect.arrayContaining(['Office', 'Club', 'Bar']));
  await screenshot(page, 'write-it-02-places-desktop', { fullPage: false });
});
