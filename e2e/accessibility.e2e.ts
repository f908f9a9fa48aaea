import type { Page } from 'playwright-core';
import { AGE_VERIFIED_KEY } from '#web/lib/consent';
import {
  createStory,
  createUser,
  expect,
  passAgeGateAndCookies,
  screenshot,
  signIn,
  testWithAdmin,
  verifyEmail,
} from './fixtures';
import { ADMIN, PATHS, type World, addressOf, setUpWorld } from './routeTable';
import { api } from './storyFixtures';
import { violationsOf } from './axe';

const test = testWithAdmin(ADMIN).extend<{ world: World }>({
  world: [async ({ app }, use) => use(await setUpWorld(app)), { scope: 'file' }],
});

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
      if (signedIn) await signIn(context, world.token);
      else await passAgeGateAndCookies(context);
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
  await signIn(desktop, world.token);
  const member = await desktop.newPage();
  await member.goto('/');
  await member.getByRole('button', { name: 'User menu' }).click();
  await member.getByRole('menu').waitFor();
  await settle(member);
  problems.push(...(await violationsOf(member, 'user menu')));
  await desktop.close();

  expect(problems, problems.join('\n')).toEqual([]);
}, 300_000);

/** One dialog or menu: where it lives, who looks at it, and how it is opened. */
interface Opening {
  name: string;
  path: string;
  as: 'admin' | 'reader' | 'broke';
  open(page: Page): Promise<void>;
}

const press =
  (name: string, exact = true) =>
  (page: Page) =>
    page.getByRole('button', { name, exact }).first().click();
const choose = (name: string) => (page: Page) => page.getByRole('combobox', { name }).click();

test('every dialog and menu has no WCAG 2.2 A/AA violation when open, on a phone and a desktop', async ({
  app,
  world,
  browser,
}) => {
  // A reader to report the admin's story, and an author whose credits are spent, for the credit dialog.
  const reader = await createUser(app);
  const broke = await createUser(app);
  const spent = await createStory(app, broke.token, { title: 'Spent Ink', settings: { length: 3 } });
  await createStory(app, broke.token, { title: 'Last Coin' });
  const heard = await createStory(app, reader.token, {
    title: 'Heard Aloud',
    settings: { narrationVoice: 'Deep Male', narrationVoiceId: 'offline-deep-male' },
  });
  await Promise.all([verifyEmail(app, reader), verifyEmail(app, broke)]);
  await api(app, broke.token, 'POST', `/api/stories/${world.storyId}/report`, { reason: 'spam' });
  const tokens = { admin: world.token, reader: reader.token, broke: broke.token };
  const story = `/story/${world.storyId}`;

  const openings: Opening[] = [
    {
      name: 'credit dialog',
      path: `/story/${spent._id}`,
      as: 'broke',
      open: (page) => page.getByRole('region', { name: 'What happens next?' }).getByRole('button').first().click(),
    },
    { name: 'whole-story price', path: `/story/${heard._id}`, as: 'reader', open: press('Listen to the whole story') },
    { name: 'delete story', path: story, as: 'admin', open: press('Delete') },
    { name: 'report story', path: story, as: 'reader', open: press('Report') },
    { name: 'delete account', path: '/dashboard', as: 'admin', open: press('Delete account') },
    { name: 'cancel plan', path: '/subscription', as: 'admin', open: press('Cancel Subscription') },
    { name: 'discover category', path: '/discover', as: 'reader', open: choose('Category') },
    { name: 'add user', path: '/admin', as: 'admin', open: press('Add User') },
    { name: 'edit user', path: '/admin', as: 'admin', open: press(`Edit `, false) },
    { name: 'delete user', path: '/admin', as: 'admin', open: press(`Delete `, false) },
    {
      name: 'ban author',
      path: '/admin',
      as: 'admin',
      open: async (page) => {
        await page.getByRole('tab', { name: /^Reports/ }).click();
        await page.getByRole('button', { name: 'Ban Author' }).first().click();
      },
    },
    {
      name: 'admin filter',
      path: '/admin',
      as: 'admin',
      open: async (page) => {
        await page.getByRole('tab', { name: /^Stories/ }).click();
        await choose('Filter by visibility')(page);
      },
    },
  ];

  const problems: string[] = [];
  for (const size of SIZES) {
    for (const as of ['admin', 'reader', 'broke'] as const) {
      const context = await browser.newContext({ baseURL: app.baseUrl, viewport: size.viewport });
      await signIn(context, tokens[as]);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      for (const opening of openings.filter((each) => each.as === as)) {
        await page.goto(opening.path);
        await page.locator('main').first().waitFor();
        // Lists still arriving move what is below them (the dashboard's Delete account): a click
        // aimed while they land can hit whatever slid under it.
        await page.waitForLoadState('networkidle');
        await opening.open(page);
        await page
          .locator('[role="dialog"], [role="listbox"]')
          .first()
          .waitFor()
          .catch((error: Error) => {
            throw new Error(`${size.name} ${opening.name} did not open: ${error.message}`);
          });
        await settle(page);
        problems.push(...(await violationsOf(page, `${size.name} ${opening.name}`)));
      }
      await context.close();
    }
  }

  expect(problems, problems.join('\n')).toEqual([]);
}, 600_000);

test('with reduced motion asked for, the cookie banner appears without sliding in', async ({ app, browser }) => {
  const context = await browser.newContext({ baseURL: app.baseUrl, reducedMotion: 'reduce' });
  await context.addInitScript((key) => localStorage.setItem(key, 'true'), AGE_VERIFIED_KEY);
  const page = await context.newPage();
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.waitFor();
  const duration = await banner.evaluate((element) => parseFloat(getComputedStyle(element).animationDuration));
  expect(duration).toBeLessThan(0.001);
  await context.close();
});

test('the accessibility statement is linked from the footer and says how to report a barrier', async ({
  app,
  browser,
}) => {
  const context = await browser.newContext({ baseURL: app.baseUrl });
  await passAgeGateAndCookies(context);
  const page = await context.newPage();
  await page.goto('/faq');
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Accessibility' }).click();
  await page.waitForURL((url) => url.pathname === '/accessibility');
  await page.getByRole('heading', { level: 1, name: 'Accessibility' }).waitFor();
  expect(await page.title()).toBe('Accessibility · Reverie');
  expect(await page.getByRole('heading', { name: 'Report a barrier' }).isVisible()).toBe(true);
  for (const section of ['Conformance status', 'How we tested', 'Known limitations'])
    expect(await page.getByRole('heading', { level: 2, name: section }).isVisible()).toBe(true);
  // Served drawn, as the other legal pages are: the statement reads before any script runs.
  const served = await (await fetch(`${app.baseUrl}/accessibility`)).text();
  expect(served).toContain('How we tested');
  expect(await page.getByRole('link', { name: 'support@reverie.example' }).getAttribute('href')).toBe(
    'mailto:support@reverie.example?subject=Accessibility',
  );
  await screenshot(page, 'accessibility-statement');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'accessibility-statement-phone');
  await context.close();
});

test('the reading screen zoomed to 200 % keeps all its text without sideways scrolling', async ({
  app,
  world,
  browser,
}) => {
  // A 1280 px wide window at 200 % zoom lays the page out 640 CSS pixels wide, at twice the pixel density.
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: { width: 640, height: 400 },
    deviceScaleFactor: 2,
  });
  await passAgeGateAndCookies(context);
  const page = await context.newPage();
  await page.goto(`/story/${world.storyId}`);
  const text = page.getByTestId('chapter-text');
  await text.waitFor();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});

  const layout = await page.evaluate(() => {
    const chapter = document.querySelector('[data-testid="chapter-text"]')!.getBoundingClientRect();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      chapterLeft: chapter.left,
      chapterRight: chapter.right,
    };
  });
  expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
  expect(layout.chapterLeft).toBeGreaterThanOrEqual(0);
  expect(layout.chapterRight).toBeLessThanOrEqual(layout.clientWidth);
  // Nothing is clipped: every paragraph shows its whole text.
  const clipped = await text.evaluate(
    (element) =>
      [...element.querySelectorAll('p')].filter((paragraph) => paragraph.scrollWidth > paragraph.clientWidth).length,
  );
  expect(clipped).toBe(0);
  // Every control of the page stays within the window.
  const outside = await page.evaluate(
    () =>
      [...document.querySelectorAll('main button, main a, main select, main [role="slider"]')]
        .map((control) => control.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.right > document.documentElement.clientWidth + 0.5).length,
  );
  expect(outside).toBe(0);
  await screenshot(page, 'accessibility-reading-zoom-200');
  expect(await violationsOf(page, 'reading at 200 %')).toEqual([]);
  await context.close();
});

/** What sticks out past the window's right edge, named for the failure message. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    if (root.scrollWidth <= root.clientWidth) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`);
  });

test('every page reflows at 320 px and at 200 % zoom: no sideways scrolling, signed in and out', async ({
  app,
  world,
  browser,
}) => {
  const problems: string[] = [];
  for (const layout of [
    { name: '320 px', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
    // A 1280×800 window at 200 % zoom lays pages out 640×400 CSS pixels, at twice the pixel density.
    { name: '200 %', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
  ]) {
    for (const signedIn of [false, true]) {
      const context = await browser.newContext({ baseURL: app.baseUrl, ...layout });
      if (signedIn) await signIn(context, world.token);
      else await passAgeGateAndCookies(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      for (const pattern of PATHS) {
        const path = addressOf(pattern, world);
        await page.goto(path, { waitUntil: 'load' });
        await page.locator('main').first().waitFor();
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
        const out = await sideways(page);
        if (out.length)
          problems.push(`${layout.name} ${signedIn ? 'signed in' : 'signed out'} ${path}: ${out.join(', ')}`);
      }
      if (signedIn && layout.name === '320 px') {
        await page.goto(`/story/${world.storyId}`);
        await page.getByTestId('chapter-text').waitFor();
        await screenshot(page, 'accessibility-reflow-320-story', { fullPage: false });
      }
      await context.close();
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
}, 900_000);
