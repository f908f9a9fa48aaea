import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { EpubCheck } from '@likecoin/epubcheck-ts';
import type { Browser } from 'playwright-core';
import { createStory, createUser, expect, screenshot, signIn, test } from './fixtures';
import type { RunningApp } from './server';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

async function signedInPage(
  browser: Browser,
  app: RunningApp,
  token: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport, acceptDownloads: true });
  await signIn(context, token);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

for (const size of SIZES) {
  test(`a reader follows an author from a card, saves a story, hears of the next one and the author downloads an EPUB (${size.name})`, async ({
    app,
    browser,
  }) => {
    const author = await createUser(app);
    const reader = await createUser(app);
    const title = `Harbour Lights ${size.name} ${Date.now()}`;
    const story = await createStory(app, author.token, { title });
    const { context, page } = await signedInPage(browser, app, reader.token, size.viewport);

    // From the story's card to its author's page, and follow.
    await page.goto(`/discover?q=${encodeURIComponent(title)}`);
    const card = page.getByTestId('story-card').filter({ hasText: title });
    await card.getByRole('link', { name: author.user.name }).click();
    await page.waitForURL(`**/author/${story.userId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: author.user.name }).isVisible()).toBe(true);
    expect(await page.getByTestId('followers').textContent()).toBe('0 followers');
    await page.getByRole('button', { name: 'Follow' }).click();
    await expect.poll(() => page.getByTestId('followers').textContent()).toBe('1 follower');
    expect(await page.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe('true');

    // Save the story to the reading list.
    const authorCard = page.getByTestId('story-card').filter({ hasText: title });
    await authorCard.getByRole('button', { name: `Save ${title}` }).click();
    await expect
      .poll(() => authorCard.getByRole('button', { name: `Saved ${title}` }).getAttribute('aria-pressed'))
      .toBe('true');
    await screenshot(page, `community-00-author-${size.name}`);
    await page.goto('/reading-list');
    await expect.poll(() => page.getByTestId('story-card').filter({ hasText: title }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: author.user.name }).first().isVisible()).toBe(true);

    // The author publishes again: the bell counts it, and its item opens the story.
    const next = await createStory(app, author.token, { title: `${title} II` });
    await page.goto('/reading-list');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toBe('Notifications, 1 unread');
    expect(await page.getByTestId('unread-count').textContent()).toBe('1');
    await bell.click();
    await screenshot(page, `community-01-bell-${size.name}`, { fullPage: false });
    await page.getByRole('menuitem', { name: `${author.user.name} published “${title} II”` }).click();
    await page.waitForURL(`**/story/${next._id}`);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');
    await context.close();

    // The author downloads the story as an EPUB that validates.
    const own = await signedInPage(browser, app, author.token, size.viewport);
    await own.page.goto(`/story/${story._id}`);
    const [download] = await Promise.all([
      own.page.waitForEvent('download'),
      own.page.getByRole('button', { name: 'Download EPUB' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^harbour-lights-.*\.epub$/);
    const file = await download.path();
    const result = await EpubCheck.validate(new Uint8Array(await readFile(file)));
    expect(result.valid).toBe(true);
    expect(await own.page.getByRole('button', { name: 'Download EPUB' }).isVisible()).toBe(true);
    await own.context.close();
  }, 120_000);
}

test('signed-in pages name their controls starting with the text they show (WCAG 2.5.3) at 1366 px', async ({
  app,
  browser,
}) => {
  const reader = await createUser(app);
  const story = await createStory(app, reader.token, { title: 'Label in name' });
  const { context, page } = await signedInPage(browser, app, reader.token, { width: 1366, height: 800 });
  const problems: string[] = [];
  for (const path of [
    '/dashboard',
    '/discover',
    '/profile',
    `/story/${story._id}`,
    `/author/${story.userId}`,
    '/reading-list',
  ]) {
    await page.goto(path);
    await page.locator('main').first().waitFor();
    await page.getByRole('button', { name: /user menu$/ }).waitFor();
    const { violations } = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    problems.push(...violations.flatMap((v) => v.nodes.map((node) => `${path}: ${node.target.join(' ')}`)));
  }
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);
