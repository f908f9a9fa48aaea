import type { BrowserContext, Page } from 'playwright-core';
import type { RunningApp } from './server';
import {
  createStory,
  createUser,
  expect,
  passAgeGateAndCookies,
  screenshot,
  signIn,
  storeToken,
  test,
  toastText,
} from './fixtures';

test('the landing page runs without Content-Security-Policy violations', async ({ app, context, page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'I am 18 or older – Enter' }).click();
  await page.getByRole('button', { name: 'Generate Story' }).click();
  await expect.poll(() => page.getByRole('button', { name: 'Generating...' }).isVisible()).toBe(true);
  await expect.poll(() => toastText(page, 'Your story preview').isVisible(), { timeout: 6000 }).toBe(true);

  const user = await createUser(app);
  await storeToken(page, user.token);
  await page.reload();
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect.poll(() => page.getByRole('menuitem', { name: 'Logout' }).isVisible()).toBe(true);
  expect(violations).toEqual([]);
});

test('the banner sends guests to login, which brings them to /credits', async ({ app, context, page }) => {
  await passAgeGateAndCookies(context);
  const user = await createUser(app);
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Upgrade to Premium' });
  const getCredits = banner.getByRole('link', { name: 'Get Credits' });
  expect(await getCredits.getAttribute('href')).toBe('/login?redirect=credits');
  await getCredits.click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/credits');
  expect(await banner.getByRole('link', { name: 'Get Credits' }).getAttribute('href')).toBe('/credits');
});

test('the login guard sends visitors to /login; signed-in users see the page', async ({ app, context, page }) => {
  await passAgeGateAndCookies(context);
  await page.goto('/dashboard');
  await expect.poll(() => page.getByRole('status').first().isVisible()).toBe(true);
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('dashboard');

  const user = await createUser(app);
  await storeToken(page, user.token);
  await page.goto('/premium-gallery');
  await expect.poll(() => page.getByText('Premium Gallery Access Required').isVisible()).toBe(true);
  expect(await page.getByText('Free', { exact: true }).isVisible()).toBe(true);
  await screenshot(page, '20-tier-guard');

  await page.goto('/dashboard');
  await expect.poll(() => page.getByRole('heading', { name: 'My Stories' }).isVisible()).toBe(true);
});

/** A new user, signed in on a phone-sized page. */
async function signedInOnPhone({ app, context, page }: { app: RunningApp; context: BrowserContext; page: Page }) {
  await signIn(context, (await createUser(app)).token);
  await page.setViewportSize({ width: 390, height: 844 });
}

test('the mobile menu mirrors the header and closes on navigation or an outside click', async ({
  app,
  context,
  page,
}) => {
  await signedInOnPhone({ app, context, page });
  await page.goto('/');
  // The served landing is drawn for everyone; a tap counts once the app has taken over and shows the reader signed in.
  await expect.poll(() => page.getByRole('button', { name: /^Notifications/ }).isVisible()).toBe(true);

  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.locator('#mobile-menu');
  await expect.poll(() => menu.getByText('T:3 A:3').isVisible()).toBe(true);
  expect(await menu.getByRole('link', { name: 'Get Premium' }).isVisible()).toBe(true);
  await screenshot(page, '21-mobile-menu', { fullPage: false });

  await page.mouse.click(200, 800);
  await expect.poll(() => menu.count()).toBe(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'My Profile' }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
  await expect.poll(() => menu.count()).toBe(0);
});

test('a tap on the served landing before the age gate appears is not done behind it', async ({ context, page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let releasePage = () => {};
  const pageHeld = new Promise<void>((resolve) => (releasePage = resolve));
  let pageAsked = () => {};
  // The entry asks for the landing's module as it runs: from then on it hears taps on the served page.
  const entryRan = new Promise<void>((resolve) => (pageAsked = resolve));
  await context.route(/\/assets\/LandingPage-[^/]+\.js$/, async (route) => {
    pageAsked();
    await pageHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await entryRan;
  await page.getByRole('button', { name: 'Open menu' }).click();

  releasePage();
  await expect.poll(() => page.getByRole('heading', { name: 'Adults only' }).isVisible()).toBe(true);
  expect(await page.locator('#mobile-menu').count()).toBe(0);
  await page.getByRole('button', { name: 'I am 18 or older – Enter' }).click();
  expect(await page.locator('#mobile-menu').count()).toBe(0);
});

test('the help and legal pages carry their content', async ({ context, page }) => {
  await passAgeGateAndCookies(context);
  await page.goto('/faq');
  await page.getByText('In which languages are stories written?').click();
  await expect.poll(() => page.getByText('English only', { exact: false }).first().isVisible()).toBe(true);
  await screenshot(page, '22-faq');
  await page.goto('/terms-of-use');
  await expect.poll(() => page.getByText('Used credits are non-refundable.').isVisible()).toBe(true);
  await page.goto('/cookie-policy');
  for (const key of ['token', 'ageVerified', 'cookiesConsent']) {
    await expect.poll(() => page.getByRole('cell', { name: key, exact: true }).isVisible()).toBe(true);
  }
});

test('the landing and legal pages, and the frame of every other page, are painted from the served HTML, before any JavaScript runs', async ({
  app,
  browser,
}) => {
  const html = await (await fetch(`${app.baseUrl}/`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('Your fantasies,');
  expect(html.match(/<script\b[^>]*>/g)).toEqual([
    expect.stringMatching(/^<script type="module" [^>]*src="\/assets\//),
  ]);
  // The entry asks V8 to compile all its functions while it streams in, off the main thread.
  const entry = /<script type="module" [^>]*src="([^"]+)"/.exec(html)?.[1];
  const entryCode = await (await fetch(`${app.baseUrl}${entry}`)).text();
  expect(entryCode.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);

  const context = await browser.newContext({ baseURL: app.baseUrl, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your fantasies, beautifully told.');
  await page.goto('/terms-of-use');
  expect(await page.getByText('Used credits are non-refundable.').isVisible()).toBe(true);
  // Every other page paints the layout around its loading state.
  await page.goto('/discover');
  expect(await page.getByRole('banner').getByRole('link', { name: 'Reverie home' }).isVisible()).toBe(true);
  expect(await page.getByRole('status').textContent()).toBe('Loading');
  expect(await page.getByRole('contentinfo').count()).toBe(1);
  await context.close();

  // Pages rendered at build time carry no development messages (React's name the build machine's files),
  // and no style attribute, which the Content-Security-Policy refuses in markup.
  for (const path of ['/', '/faq', '/cookie-policy', '/terms-of-use', '/discover']) {
    const served = await (await fetch(`${app.baseUrl}${path}`)).text();
    expect(served).not.toMatch(/data-msg|data-cstck|node_modules/);
    expect(served, path).not.toMatch(/<[^>]+\sstyle="/);
  }
});

test('a shared story opens from its HTML: cover and modules asked for at once, the story itself inside, no stylesheet fetched twice', async ({
  app,
  context,
  page,
}) => {
  const author = await createUser(app);
  const story = await createStory(app, author.token, { title: 'A Cover Worth Waiting For', isPublic: true });
  await passAgeGateAndCookies(context);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`/story/${story._id}`);
  await page.getByRole('heading', { level: 1, name: 'A Cover Worth Waiting For' }).waitFor();
  await page.waitForLoadState('networkidle');

  const html = await (await fetch(`${app.baseUrl}/story/${story._id}`)).text();
  const cover = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1];
  expect(cover).toMatch(new RegExp(`^/api/stories/${story._id}/cover\\.svg\\?v=`));
  expect(await page.getByRole('img', { name: /Cover of/ }).getAttribute('src')).toBe(cover);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/StoryPage-/);
  // The cover is fetched once, by the preload; the story and its chapters came with the HTML; the
  // page's styles are written into it.
  expect(requests.filter((url) => url.endsWith(cover!))).toHaveLength(1);
  expect(requests.filter((url) => /\/api\/stories\/[^/]+(\/chapters)?$/.test(url))).toEqual([]);
  expect(requests.filter((url) => /\.css(\?|$)/.test(url))).toEqual([]);
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => /\.css(\?|$)/.test(url))).toEqual([]);
});

test("a story's cover is painted from its HTML, then drawn by the app: a guest's page, a signed-in reader's", async ({
  app,
  browser,
}) => {
  const author = await createUser(app);
  const reader = await createUser(app);
  const title = 'Salt & "Honey" <Tide>';
  const story = await createStory(app, author.token, { title, isPublic: true });
  const html = await (await fetch(`${app.baseUrl}/story/${story._id}`)).text();
  expect(html).toContain('alt="Cover of Salt &amp; &quot;Honey&quot; &lt;Tide&gt;"');

  const withoutScripts = await browser.newContext({ baseURL: app.baseUrl, javaScriptEnabled: false });
  const still = await withoutScripts.newPage();
  await still.goto(`/story/${story._id}`);
  expect(await still.getByRole('img', { name: `Cover of ${title}` }).isVisible()).toBe(true);
  await withoutScripts.close();

  for (const token of [undefined, reader.token]) {
    const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 390, height: 844 } });
    await passAgeGateAndCookies(context);
    if (token) await signIn(context, token);
    await context.addInitScript(() => {
      const record = window as unknown as { coverPaints: number };
      record.coverPaints = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          if (entry.element?.tagName === 'IMG') record.coverPaints += 1;
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`/story/${story._id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByRole('img', { name: `Cover of ${title}` }).isVisible()).toBe(true);
    // The page's largest paint is the served cover: the app's cover, drawn over it, is not a new one.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { coverPaints: number }).coverPaints)).toBe(1);
    await context.close();
  }
});

test('the banner and footer stay put while a page arrives on a slow connection', async ({ context, page }) => {
  await passAgeGateAndCookies(context);
  await context.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Page modules arrive late, as on a slow network: the shell shows its loading state first.
  await context.route(/\/assets\/(?!index-).+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  for (const path of ['/', '/login', '/discover']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift, `cumulative layout shift on ${path}`).toBeLessThan(0.1);
  }
});

test('the app takes a served page over in place: its elements are kept, and a visitor who scrolled stays there', async ({
  context,
  page,
}) => {
  await passAgeGateAndCookies(context);
  await page.setViewportSize({ width: 390, height: 700 });
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await context.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/terms-of-use', { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  await page.evaluate(() => {
    (window as unknown as { servedHeading: Element | null }).servedHeading = document.querySelector('h1');
  });
  releaseEntry();
  // The app names the tab after the page's heading once it has taken the page over.
  await expect.poll(() => page.title()).toMatch(/^Terms/);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(1500);
  // The served heading is the one on screen: the page was not emptied and built again.
  expect(
    await page.evaluate(
      () => (window as unknown as { servedHeading: Element | null }).servedHeading === document.querySelector('h1'),
    ),
  ).toBe(true);
});

test('a page opened by a full load starts at the top, and a reload keeps its place', async ({ context, page }) => {
  await passAgeGateAndCookies(context);
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/terms-of-use');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // ScrollRestoration saves the position as the page is left.
  await page.goto('/faq');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
});

test('a page reached by a link starts at the top, and going back returns to where the last one was left', async ({
  context,
  page,
}) => {
  await passAgeGateAndCookies(context);
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/terms-of-use');
  await expect.poll(() => page.title()).toMatch(/^Terms/);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
  // Clicked where it is, so that the click itself does not scroll the page.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'FAQ' })
    .evaluate((link: HTMLElement) => link.click());
  await expect.poll(() => page.title()).toMatch(/^Frequently Asked Questions/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect.poll(() => page.title()).toMatch(/^Terms/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
});

test('React DOM hydrates the pages the build rendered and draws the others, with no hydration error', async ({
  app,
  browser,
}) => {
  const user = await createUser(app);
  const visitors: Array<[string, (context: BrowserContext) => Promise<void>]> = [
    ['a first-time visitor', async () => {}],
    ['a returning guest', passAgeGateAndCookies],
    ['a signed-in reader', (context) => signIn(context, user.token)],
  ];
  for (const [who, setUp] of visitors) {
    const context = await browser.newContext({ baseURL: app.baseUrl });
    await setUp(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const [path, served] of [
      ['/', true],
      ['/faq', true],
      ['/terms-of-use', true],
      ['/login', false],
      ['/discover', false],
    ] as const) {
      await page.goto(path);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      const root = await page.evaluate(() => {
        const element = document.getElementById('root')!;
        const keys = (node: Element | null) => (node ? Object.keys(node) : []);
        return {
          container: keys(element).some((key) => key.startsWith('__reactContainer$')),
          fiber: keys(element.firstElementChild).some((key) => key.startsWith('__reactFiber$')),
          served: element.hasAttribute('data-prerendered'),
        };
      });
      expect(root, `${who} on ${path}`).toEqual({ container: true, fiber: true, served });
    }
    expect(errors, who).toEqual([]);
    await context.close();
  }
});
