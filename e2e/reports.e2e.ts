import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { REPORT_HIDE_THRESHOLD } from '#common/catalogue/limits';
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
  verifyEmail,
} from './fixtures';
import type { RunningApp } from './server';

const ADMIN = { email: 'moderator@reverie.test', password: 'moderator-secret-pw' };

const test = testWithAdmin(ADMIN);

test.beforeEach(async ({ context }) => passAgeGateAndCookies(context));

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

async function call(app: RunningApp, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A reader whose report counts: their email verified, the story read and liked (the server runs with no minimum account age). */
const reportBy = async (app: RunningApp, storyId: string, reason: string, note?: string) => {
  const reader = await createUser(app);
  await verifyEmail(app, reader);
  expect((await call(app, 'POST', `/api/stories/${storyId}/like`, reader.token)).status).toBe(200);
  expect((await call(app, 'POST', `/api/stories/${storyId}/report`, reader.token, { reason, note })).status).toBe(201);
  return reader;
};

const publicTitles = async (app: RunningApp, q: string) =>
  ((await call(app, 'GET', `/api/stories/public?q=${encodeURIComponent(q)}`)).body as { title: string }[]).map(
    (s) => s.title,
  );

const reportCard = (page: Page, title: string) => page.getByRole('article', { name: `Reports on ${title}` });

test('a reader reports a story from its page; the label says it is AI-generated', async ({ app, context, page }) => {
  const author = await createUser(app);
  const title = `Velvet Harbour ${randomUUID().slice(0, 6)}`;
  const story = await createStory(app, author.token, { title });
  const reader = await createUser(app);
  await signIn(context, reader.token);

  await page.goto(`/story/${story._id}`);
  await eventually(() => page.getByRole('heading', { name: title }).isVisible()).toBe(true);
  expect(await page.getByText('AI-generated', { exact: true }).first().isVisible()).toBe(true);
  // An address nobody has confirmed reports nothing: the dialog asks for the confirmation first.
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await eventually(() => dialog.getByText('Please verify your email first').isVisible()).toBe(true);
  expect(await dialog.getByRole('button', { name: 'Send Report' }).count()).toBe(0);
  await screenshot(page, 'reports-00-verify-first', { fullPage: false });
  await page.keyboard.press('Escape');
  await verifyEmail(app, reader);
  await page.reload();

  await page.getByRole('button', { name: 'Report', exact: true }).click();
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await eventually(() => dialog.getByText('Choose a reason').isVisible()).toBe(true);
  await dialog.getByLabel('Depicts a real person').check();
  await dialog.getByLabel('Note (optional)').fill('The love interest is a famous singer.');
  await screenshot(page, 'reports-01-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await eventually(() => toastText(page, 'Report Sent').isVisible()).toBe(true);
  await eventually(() => dialog.isVisible()).toBe(false);
  await eventually(() => page.getByRole('button', { name: 'Reported' }).isDisabled()).toBe(true);

  // The author sees no Report button on their own story.
  const authorPage = await context.browser()!.newContext({ baseURL: app.baseUrl });
  await signIn(authorPage, author.token);
  const own = await authorPage.newPage();
  await own.goto(`/story/${story._id}`);
  await eventually(() => own.getByRole('heading', { name: title }).isVisible()).toBe(true);
  expect(await own.getByRole('button', { name: 'Report', exact: true }).count()).toBe(0);
  await authorPage.close();

  await page.goto('/discover');
  const card = page.getByTestId('story-card').filter({ hasText: title });
  await eventually(() => card.getByText('AI-generated').isVisible()).toBe(true);
  await screenshot(page, 'reports-08-cards', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'reports-09-cards-phone', { fullPage: false });
});

test('a second report of the same story is refused in the dialog', async ({ app, context, page }) => {
  const author = await createUser(app);
  const title = `Moonlit Pier ${randomUUID().slice(0, 6)}`;
  const story = await createStory(app, author.token, { title });
  const reader = await createUser(app);
  await verifyEmail(app, reader);
  await signIn(context, reader.token);
  await page.goto(`/story/${story._id}`);
  await eventually(() => page.getByRole('button', { name: 'Report', exact: true }).isVisible()).toBe(true);
  // Reported meanwhile, from another tab.
  await call(app, 'POST', `/api/stories/${story._id}/report`, reader.token, { reason: 'spam' });

  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Spam or misleading').check();
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await eventually(() => dialog.getByText('You have already reported this story.').isVisible()).toBe(true);
  expect(await dialog.isVisible()).toBe(true);
});

test(`${REPORT_HIDE_THRESHOLD} reports hide a story from readers; its author sees a notice`, async ({
  app,
  context,
  page,
}) => {
  const author = await createUser(app);
  const title = `Silk Lanterns ${randomUUID().slice(0, 6)}`;
  const story = await createStory(app, author.token, { title });
  for (let i = 0; i < REPORT_HIDE_THRESHOLD; i += 1) await reportBy(app, story._id, 'non_consent');
  expect(await publicTitles(app, title)).toEqual([]);

  await page.goto(`/story/${story._id}`);
  await eventually(() => page.getByRole('heading', { name: 'Story Not Found' }).isVisible()).toBe(true);
  await page.goto(`/discover`);
  await page.getByRole('searchbox').first().fill(title);
  await eventually(() => page.getByText('No Stories Found').isVisible()).toBe(true);

  await signIn(context, author.token);
  await page.goto(`/story/${story._id}`);
  await eventually(() => page.getByText('Hidden from other readers').isVisible()).toBe(true);
  await screenshot(page, 'reports-02-hidden-notice', { fullPage: false });
  await page.goto('/dashboard');
  const card = page.getByTestId('story-card').filter({ hasText: title });
  await eventually(() => card.getByText('Hidden', { exact: true }).isVisible()).toBe(true);
});

test('the admin reviews the queue: dismiss restores a story, ban suspends an author', async ({
  app,
  context,
  page,
}) => {
  const author = await createUser(app);
  const kept = `Amber Letters ${randomUUID().slice(0, 6)}`;
  const banned = `Forbidden Rooms ${randomUUID().slice(0, 6)}`;
  const keptStory = await createStory(app, author.token, { title: kept });
  const other = await createUser(app);
  const bannedStory = await createStory(app, other.token, { title: banned });
  for (let i = 0; i < REPORT_HIDE_THRESHOLD; i += 1) await reportBy(app, keptStory._id, 'spam', `Looks like spam ${i}`);
  await reportBy(app, bannedStory._id, 'minor', 'A character is described as a teenager.');
  await signIn(context, await logIn(app, ADMIN));

  await page.goto('/admin');
  await page.getByRole('tab', { name: /^Reports \(\d+\)$/ }).click();
  const keptCard = reportCard(page, kept);
  await eventually(() => keptCard.isVisible()).toBe(true);
  expect(await keptCard.getByText(`Spam or misleading × ${REPORT_HIDE_THRESHOLD}`).isVisible()).toBe(true);
  expect(await keptCard.getByText('Hidden by reports').isVisible()).toBe(true);
  expect(await keptCard.getByText('“Looks like spam 0”').isVisible()).toBe(true);
  expect(await keptCard.getByText('Reported text').isVisible()).toBe(true);
  await screenshot(page, 'reports-03-queue');

  await keptCard.getByRole('button', { name: 'Dismiss' }).click();
  await eventually(() => toastText(page, 'Reports Dismissed').isVisible()).toBe(true);
  await eventually(() => keptCard.count()).toBe(0);
  expect(await publicTitles(app, kept)).toEqual([kept]);

  const bannedCard = reportCard(page, banned);
  await bannedCard.getByRole('button', { name: 'Ban Author' }).click();
  const dialog = page.getByRole('dialog');
  await eventually(() => dialog.getByText('can no longer sign in', { exact: false }).isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Ban Author' }).click();
  await eventually(() => toastText(page, 'Author Banned').isVisible()).toBe(true);
  await eventually(() => bannedCard.count()).toBe(0);
  expect((await call(app, 'GET', '/api/auth/me', other.token)).status).toBe(401);
  expect((await call(app, 'POST', '/api/auth/login', undefined, other)).status).toBe(403);
  expect((await call(app, 'GET', `/api/stories/${bannedStory._id}`)).status).toBe(404);
});

test('the audit log lists admin decisions, filtered by action and dates', async ({ app, context, page }) => {
  const token = await logIn(app, ADMIN);
  const author = await createUser(app);
  const title = `Ledger Of Roses ${randomUUID().slice(0, 6)}`;
  const story = await createStory(app, author.token, { title });
  await reportBy(app, story._id, 'hate');
  expect((await call(app, 'POST', `/api/admin/reports/${story._id}/hide`, token)).status).toBe(200);
  await signIn(context, token);

  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  const entry = page.getByRole('row').filter({ hasText: title });
  await eventually(() => entry.isVisible()).toBe(true);
  expect(await entry.getByText('Story hidden').isVisible()).toBe(true);
  expect(await entry.getByText(ADMIN.email).isVisible()).toBe(true);

  await page.getByRole('combobox', { name: 'Filter by action' }).click();
  await page.getByRole('option', { name: 'User banned' }).click();
  await eventually(() => entry.count()).toBe(0);
  await page.getByRole('combobox', { name: 'Filter by action' }).click();
  await page.getByRole('option', { name: 'Story hidden' }).click();
  await eventually(() => entry.isVisible()).toBe(true);
  await screenshot(page, 'reports-04-audit');

  await page.getByLabel('From', { exact: true }).fill('2099-01-02');
  await page.getByLabel('To', { exact: true }).fill('2099-01-01');
  await eventually(() => page.getByText('from must not be after to').isVisible()).toBe(true);
  await page.getByLabel('To', { exact: true }).fill('2099-12-31');
  await eventually(() => page.getByText('No admin changes match these filters.').isVisible()).toBe(true);
});

test('the terms say what is forbidden and how reports work', async ({ page }) => {
  await page.goto('/terms-of-use');
  await eventually(() => page.getByRole('heading', { name: '4. Reporting a story' }).isVisible()).toBe(true);
  expect(await page.getByRole('heading', { name: '3. Content rules: what is forbidden' }).isVisible()).toBe(true);
  expect(await page.getByText(`${REPORT_HIDE_THRESHOLD} different members`).isVisible()).toBe(true);
});

test('the report dialog and the review tabs fit a phone', async ({ app, context, page }) => {
  const author = await createUser(app);
  const title = `Pocket Sonnet ${randomUUID().slice(0, 6)}`;
  const story = await createStory(app, author.token, { title });
  await reportBy(
    app,
    story._id,
    'other',
    'A long note that should wrap nicely on a narrow screen without overflowing.',
  );
  const reader = await createUser(app);
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await signIn(context, reader.token);
  await page.goto(`/story/${story._id}`);
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  await eventually(() => page.getByRole('dialog').isVisible()).toBe(true);
  await fits();
  await screenshot(page, 'reports-05-dialog-phone', { fullPage: false });

  const admin = await context.browser()!.newContext({ baseURL: app.baseUrl, viewport: { width: 390, height: 844 } });
  await signIn(admin, await logIn(app, ADMIN));
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin');
  await adminPage.getByRole('tab', { name: /^Reports \(\d+\)$/ }).click();
  await eventually(() => reportCard(adminPage, title).isVisible()).toBe(true);
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(adminPage, 'reports-06-queue-phone');
  await adminPage.getByRole('tab', { name: 'Audit Log' }).click();
  await eventually(() => adminPage.getByRole('combobox', { name: 'Filter by action' }).isVisible()).toBe(true);
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(adminPage, 'reports-07-audit-phone');
  await admin.close();
});
