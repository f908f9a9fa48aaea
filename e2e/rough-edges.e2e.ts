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
} from './fixtures';
import type { RunningApp } from './server';
import { api, chapterWhenWritten } from './storyFixtures';

const ADMIN = { email: 'edges-admin@reverie.test', password: 'edges-admin-pw' };

const test = testWithAdmin(ADMIN);

test.beforeEach(async ({ context }) => passAgeGateAndCookies(context));

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible();

async function subscribe(app: RunningApp, token: string, plan: string) {
  const { id } = await api<{ id: string }>(app, token, 'POST', '/api/payment/create-checkout-session', { plan });
  await api(app, token, 'POST', '/api/payment/demo/pay', { sessionId: id });
}

async function atBothSizes(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`, { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-phone`, { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an Exclusive story stays Exclusive through private and back, on My Stories and in the admin table', async ({
  signedIn: author,
  app,
  browser,
  page,
}) => {
  await subscribe(app, author.token, 'intimacy');
  const title = `Velvet Exclusive ${Date.now()}`;
  const story = await createStory(app, author.token, { title, accessType: 'premium_exclusive' });

  await page.goto('/dashboard');
  const card = page.getByTestId('story-card').filter({ hasText: title });
  const toggle = card.getByRole('switch', { name: `Public: ${title}` });
  await eventually(() => card.getByText('Exclusive', { exact: true }).isVisible()).toBe(true);
  await atBothSizes(page, 'edges-01-dashboard-exclusive');

  await toggle.click();
  await eventually(() => card.getByText('Private', { exact: true }).isVisible()).toBe(true);
  await eventually(() => toggle.isEnabled()).toBe(true);
  await toggle.click();
  await eventually(() => card.getByText('Exclusive', { exact: true }).isVisible()).toBe(true);
  expect(await toggle.getAttribute('aria-checked')).toBe('true');
  const after = await api<{ accessType: string }>(app, author.token, 'GET', `/api/stories/${story._id}`);
  expect(after.accessType).toBe('premium_exclusive');
  // A free reader still cannot open it.
  const reader = await createUser(app);
  expect(
    (await fetch(`${app.baseUrl}/api/stories/${story._id}`, { headers: { Authorization: `Bearer ${reader.token}` } }))
      .status,
  ).toBe(404);

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 1280, height: 800 } });
  await signIn(adminContext, await logIn(app, ADMIN));
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin');
  await adminPage.getByRole('tab', { name: /^Stories/ }).click();
  const row = adminPage.getByRole('row').filter({ hasText: title });
  await eventually(() => row.getByText('Exclusive', { exact: true }).isVisible()).toBe(true);
  await row.getByRole('switch').click();
  await eventually(() => row.getByText('Private', { exact: true }).isVisible()).toBe(true);
  await eventually(() => row.getByRole('switch').isEnabled()).toBe(true);
  await row.getByRole('switch').click();
  await eventually(() => row.getByText('Exclusive', { exact: true }).isVisible()).toBe(true);
  await atBothSizes(adminPage, 'edges-02-admin-exclusive');
  await adminContext.close();
});

test('a first purchase says it was added, not "already"; a bare success link grants nothing', async ({
  signedIn: _buyer,
  app,
  browser,
  page,
}) => {
  await page.goto('/payment/success?success=true&demo=true&credits=50');
  await eventually(() => visible(page, 'Nothing to Confirm')).toBe(true);
  expect(await page.getByText(/\+50/).count()).toBe(0);
  expect(await page.getByText('Credits added').count()).toBe(0);
  await atBothSizes(page, 'edges-03-payment-success-without-session');

  await page.goto('/credits');
  await page.getByTestId('pack-starter').getByRole('button', { name: 'Purchase Credits' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout/credit/starter');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => url.pathname === '/payment/credit-success');
  await eventually(() => visible(page, 'Thank you! Your credits are ready to use.')).toBe(true);
  expect(await page.getByText('This purchase was already added to your account.').count()).toBe(0);
  await atBothSizes(page, 'edges-04-credit-success-first');

  const subscriber = await createUser(app);
  const planContext = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 1280, height: 800 } });
  await signIn(planContext, subscriber.token);
  const planPage = await planContext.newPage();
  await planPage.goto('/premium-upgrade');
  await planPage.getByRole('button', { name: 'Choose Seduction' }).click();
  await planPage.waitForURL((url) => url.pathname === '/checkout/subscription/seduction');
  await planPage.getByRole('button', { name: /^Pay / }).click();
  await planPage.waitForURL((url) => url.pathname === '/payment/subscription-success');
  await eventually(() => visible(planPage, 'Welcome to Premium!')).toBe(true);
  expect(await planPage.getByText(/already active/).count()).toBe(0);
  await planContext.close();
});

test('covers, one listening time, and "The path taken" for readers', async ({
  signedIn: author,
  app,
  browser,
  page,
}) => {
  const title = `Lantern Cover ${Date.now()}`;
  const story = await createStory(app, author.token, {
    title,
    settings: { writingTone: 'Intense', atmosphere: 'Mysterious' },
  });
  const first = await chapterWhenWritten(app, author.token, story._id, 1);
  await api(app, author.token, 'POST', `/api/stories/${story._id}/chapters/1/choice`, {
    choice: first.choices[0]?.text,
  });
  await chapterWhenWritten(app, author.token, story._id, 2);

  await page.goto('/dashboard');
  const card = page.getByTestId('story-card').filter({ hasText: title });
  const cover = card.getByRole('img', { name: `Cover of ${title}` });
  await eventually(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(
    0,
  );
  expect(await cover.getAttribute('src')).toMatch(new RegExp(`^/api/stories/${story._id}/cover\\.svg\\?v=`));
  const cardListen = (await card.getByText(/min listen$/).textContent())?.trim();

  await page.goto(`/story/${story._id}?chapter=1`);
  await eventually(() => page.getByRole('heading', { name: 'The path you chose' }).isVisible()).toBe(true);
  const summaryListen = (
    await page
      .getByText(/^\d+ min listen$/)
      .first()
      .textContent()
  )?.trim();
  expect(summaryListen).toBe(cardListen);
  expect(await page.getByRole('img', { name: `Cover of ${title}` }).isVisible()).toBe(true);
  // The display font ships with the app.
  expect(await page.evaluate(() => document.fonts.check('600 24px "Cormorant Garamond"'))).toBe(true);
  await atBothSizes(page, 'edges-05-story-author');

  const readerContext = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 1280, height: 800 } });
  await passAgeGateAndCookies(readerContext);
  const readerPage = await readerContext.newPage();
  await readerPage.goto(`/story/${story._id}?chapter=1`);
  await eventually(() => readerPage.getByRole('heading', { name: 'The path taken' }).isVisible()).toBe(true);
  expect(await readerPage.getByText('The path you chose').count()).toBe(0);
  await atBothSizes(readerPage, 'edges-06-story-reader');

  await readerPage.goto('/discover');
  await eventually(() => readerPage.getByRole('img', { name: `Cover of ${title}` }).isVisible()).toBe(true);
  await atBothSizes(readerPage, 'edges-07-discover-covers');
  await readerContext.close();
});
