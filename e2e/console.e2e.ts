import type { Page } from 'playwright-core';
import { expect, passAgeGateAndCookies, signIn, testWithAdmin } from './fixtures';
import { ADMIN, PATHS, type World, addressOf, setUpWorld } from './routeTable';

const test = testWithAdmin(ADMIN);

/** Every console error, uncaught exception and CSP violation of the page, with where it happened. */
function watchConsole(page: Page, problems: string[], where: () => string) {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${where()}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${where()}: uncaught: ${error.message}`));
}

async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} (${event.blockedURI || 'inline'})`),
    );
  });
}

/** Opens and closes each menu, select and popup trigger on the screen. */
async function openEveryMenu(page: Page) {
  const triggers = page.locator('[aria-haspopup]:visible, [aria-expanded]:visible');
  const count = await triggers.count();
  for (let i = 0; i < count; i += 1) {
    const trigger = triggers.nth(i);
    if (!(await trigger.isEnabled().catch(() => false))) continue;
    await trigger.click({ timeout: 3_000 }).catch(() => {});
    await page.waitForTimeout(250);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
  }
}

async function visitAll(page: Page, world: World, at: { path: string }) {
  for (const pattern of PATHS) {
    at.path = addressOf(pattern, world);
    await page.goto(at.path, { waitUntil: 'load' });
    await page.locator('main').first().waitFor();
    // Let the page's queries answer and its lazy chunks and fonts load.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    await openEveryMenu(page);
  }
}

test('no route logs a console error or a CSP violation, signed out on a phone or signed in on a desktop', async ({
  app,
  browser,
}) => {
  const world = await setUpWorld(app);
  expect(PATHS.length).toBeGreaterThanOrEqual(25);
  const problems: string[] = [];

  for (const signedIn of [false, true]) {
    const context = await browser.newContext({
      baseURL: app.baseUrl,
      viewport: signedIn ? { width: 1280, height: 800 } : { width: 390, height: 844 },
    });
    if (signedIn) await signIn(context, world.token);
    else await passAgeGateAndCookies(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const at = { path: '' };
    watchConsole(page, problems, () => `${signedIn ? 'signed in' : 'signed out'} ${at.path}`);
    await recordCspViolations(page);
    await visitAll(page, world, at);
    await context.close();
  }

  expect(problems).toEqual([]);
}, 600_000);
