import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, passAgeGateAndCookies, signInWithToken, test as base } from './fixtures';
import { ADMIN, PATHS, type World, addressOf, setUpWorld } from './routeTable';
import { type RunningApp, startApp } from './server';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const test = base.extend<{ app: RunningApp; world: World }>({
  app: [
    async ({}, use) => {
      const app = await startApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
      await use(app);
      await app.stop();
    },
    { scope: 'file' },
  ],
  world: [async ({ app }, use) => use(await setUpWorld(app)), { scope: 'file' }],
});

/** Each WCAG 2.2 A/AA violation axe finds on the page as it stands, one line per rule and element. */
async function violationsOf(page: Page, where: string): Promise<string[]> {
  const { violations, passes } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  if (passes.length === 0) return [`${where}: axe checked nothing`];
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${where}: ${violation.id} at ${node.target.join(' ')}: ${violation.help}`),
  );
}

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

test('every route has no WCAG 2.2 A/AA violation, signed out and signed in, on a phone and a desktop', async ({
  app,
  world,
  browser,
}) => {
  expect(PATHS.length).toBeGreaterThanOrEqual(25);
  const problems: string[] = [];

  for (const signedIn of [false, true]) {
    for (const size of SIZES) {
      const context = await browser.newContext({ baseURL: app.baseUrl, viewport: size.viewport });
      await passAgeGateAndCookies(context);
      if (signedIn) await signInWithToken(context, world.token);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      for (const pattern of PATHS) {
        const path = addressOf(pattern, world);
        await page.goto(path, { waitUntil: 'load' });
        await page.locator('main').first().waitFor();
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
        problems.push(...(await violationsOf(page, `${signedIn ? 'signed in' : 'signed out'} ${size.name} ${path}`)));
      }
      await context.close();
    }
  }

  expect(problems, problems.join('\n')).toEqual([]);
}, 900_000);

/** Lets an opening dialog or menu finish its entrance animation, so colours are measured at rest. */
const settle = (page: Page) => page.waitForTimeout(500);

test('the age gate, cookie banner, user menu and mobile menu have no WCAG 2.2 A/AA violation when open', async ({
  app,
  world,
  browser,
}) => {
  const problems: string[] = [];

  const phone = await browser.newContext({ baseURL: app.baseUrl, viewport: SIZES[0].viewport });
  const guest = await phone.newPage();
  await guest.goto('/');
  await guest.getByRole('button', { name: 'I am 18 or older – Enter' }).waitFor();
  await settle(guest);
  problems.push(...(await violationsOf(guest, 'age gate')));
  await guest.getByRole('button', { name: 'I am 18 or older – Enter' }).click();
  await guest.getByRole('region', { name: 'Cookie consent' }).waitFor();
  await settle(guest);
  problems.push(...(await violationsOf(guest, 'cookie banner')));
  await guest.getByRole('button', { name: 'Accept' }).click();
  await guest.getByRole('button', { name: 'Open menu' }).click();
  await guest.getByRole('navigation', { name: 'Mobile' }).waitFor();
  await settle(guest);
  problems.push(...(await violationsOf(guest, 'mobile menu')));
  await phone.close();

  const desktop = await browser.newContext({ baseURL: app.baseUrl, viewport: SIZES[1].viewport });
  await passAgeGateAndCookies(desktop);
  await signInWithToken(desktop, world.token);
  const member = await desktop.newPage();
  await member.goto('/');
  await member.getByRole('button', { name: 'User menu' }).click();
  await member.getByRole('menu').waitFor();
  await settle(member);
  problems.push(...(await violationsOf(member, 'user menu')));
  await desktop.close();

  expect(problems, problems.join('\n')).toEqual([]);
}, 300_000);

test('with reduced motion asked for, the cookie banner appears without sliding in', async ({ app, browser }) => {
  const context = await browser.newContext({ baseURL: app.baseUrl, reducedMotion: 'reduce' });
  await context.addInitScript(() => localStorage.setItem('ageVerified', 'true'));
  const page = await context.newPage();
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.waitFor();
  const duration = await banner.evaluate((element) => parseFloat(getComputedStyle(element).animationDuration));
  expect(duration).toBeLessThan(0.001);
  await context.close();
});
