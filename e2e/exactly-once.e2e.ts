import type { BrowserContext, Page } from 'playwright-core';
import type { Chapter, Story, User } from '#common/contract';
import { createStory, createUser, expect, screenshot, signIn, test } from './fixtures';
import type { RunningApp } from './server';
import { api, buyCredits, chapterWhenWritten } from './storyFixtures';

/** Every toast title the page shows, in order, even those a later toast replaces at once. */
async function recordToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __toasts: seen });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.matches('li[data-variant]'))
            seen.push(node.querySelector('div')?.firstElementChild?.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}
const toastsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);

/** Waits for `title`, lets a second answer arrive if there were one, then returns every toast shown. */
async function toastsAfter(page: Page, title: string) {
  await expect.poll(() => toastsSeen(page), { timeout: 20_000 }).toContain(title);
  await page.waitForTimeout(1500);
  return toastsSeen(page);
}

/** Counts the requests the page sends to one endpoint. */
function countRequests(page: Page, method: string, path: RegExp) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) sent.push(request.url());
  });
  return sent;
}

/** The screen at desktop size (the context's) and on a phone. */
async function screenshotBoth(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const me = async (app: RunningApp, token: string) =>
  (await api<{ user: User }>(app, token, 'GET', '/api/auth/me')).user;
const chaptersOf = async (app: RunningApp, token: string, storyId: string) =>
  (await api<{ chapters: Chapter[] }>(app, token, 'GET', `/api/stories/${storyId}/chapters`)).chapters;
const writingDone = (page: Page) =>
  expect.poll(() => page.getByTestId('typing-caret').count(), { timeout: 30_000 }).toBe(0);

test('Generate Story shows its price, runs once on a double-click, and opens the credit dialog when short', async ({
  signedIn: user,
  app,
  context,
  page,
}) => {
  await recordToasts(context);
  const generates = countRequests(page, 'POST', /^\/api\/stories\/generate$/);
  await page.goto('/create');
  // A new account starts on the length its free credits write three times over: Short, 1 credit.
  await expect.poll(() => page.getByText('Costs 1 text credit · you have 3').isVisible()).toBe(true);
  await page.getByLabel('Title').fill('Lanterns on the Pier');
  await screenshotBoth(page, 'once-01-generate-price');

  await page.getByRole('button', { name: 'Generate Story' }).dblclick();
  await page.waitForURL(/\/story\/[^/]+$/);
  const toasts = await toastsAfter(page, 'Story Generated');
  expect(toasts).toEqual(['Story Generated']);
  expect(generates).toHaveLength(1);
  expect((await api<unknown[]>(app, user.token, 'GET', '/api/user/stories')).length).toBe(1);
  expect((await me(app, user.token)).textCredits).toBe(2);

  // 2 text credits left: a long story (4) is refused before any request.
  await page.goto('/create');
  await page.getByLabel('Title').fill('Second Tide');
  await page.getByRole('tab', { name: 'Style' }).click();
  await page.locator('label').filter({ hasText: /^Long/ }).click();
  await expect.poll(() => page.getByText('Costs 4 text credits · you have 2, not enough').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Generate Story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Out of Credits!' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  expect(await dialog.getByText('This needs 4 text credits and you have 2.').isVisible()).toBe(true);
  await screenshotBoth(page, 'once-02-generate-short');
  expect(generates).toHaveLength(1);
});

test('a double-clicked choice, Continue and Conclude each write one chapter, charge once and show no error', async ({
  signedIn: author,
  app,
  context,
  page,
}) => {
  const story = await createStory(app, author.token, { title: 'Salt and Starlight' });
  await buyCredits(app, author.token);
  const credits = (await me(app, author.token)).textCredits;
  await recordToasts(context);
  await page.goto(`/story/${story._id}`);

  const choices = page.getByRole('region', { name: 'What happens next?' });
  await expect.poll(() => choices.isVisible()).toBe(true);
  expect(await choices.getByText(`Each choice: 1 text credit · you have ${credits}`).isVisible()).toBe(true);
  await screenshotBoth(page, 'once-03-choice-price');
  await choices.getByRole('button').first().dblclick();
  expect(await toastsAfter(page, 'Choice Made')).toEqual(['Choice Made']);
  await writingDone(page);

  await expect.poll(() => page.getByText(`1 text credit · you have ${credits - 1}`).isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Continue Story' }).dblclick();
  expect(await toastsAfter(page, 'Story Continued')).toEqual(['Choice Made', 'Story Continued']);
  await writingDone(page);
  await screenshotBoth(page, 'once-04-continue-conclude-price');

  await page.getByRole('button', { name: 'Conclude Story' }).dblclick();
  await expect.poll(() => page.getByRole('heading', { name: 'Chapter 4 · Finale' }).isVisible()).toBe(true);
  expect(await toastsAfter(page, 'Story Continued')).toEqual(['Choice Made', 'Story Continued', 'Story Continued']);
  await writingDone(page);

  expect((await chaptersOf(app, author.token, story._id)).map((c) => c.number)).toEqual([1, 2, 3, 4]);
  expect((await me(app, author.token)).textCredits).toBe(credits - 3);
});

test('a double-clicked unlock charges once and says so once', async ({ app, context, page }) => {
  const author = await createUser(app);
  const story = await createStory(app, author.token, { title: 'Tide Tables' });
  const [first] = (await chaptersOf(app, author.token, story._id)).filter((c) => c.number === 1);
  await api(app, author.token, 'POST', `/api/stories/${story._id}/chapters/1/choice`, {
    choice: first.choices[0].text,
  });
  await chapterWhenWritten(app, author.token, story._id, 2);
  const reader = await createUser(app);
  await signIn(context, reader.token);
  await recordToasts(context);
  await page.goto(`/story/${story._id}?chapter=2`);

  await expect.poll(() => page.getByRole('heading', { name: 'Chapter Locked' }).isVisible()).toBe(true);
  expect(await page.getByText('1 text credit · you have 3').isVisible()).toBe(true);
  await screenshotBoth(page, 'once-05-unlock-price');
  await page.getByRole('button', { name: 'Unlock for 1 credit' }).dblclick();
  expect(await toastsAfter(page, 'Chapter Unlocked')).toEqual(['Chapter Unlocked']);
  expect((await me(app, reader.token)).textCredits).toBe(2);
});

test('a double-clicked Delete on the edit screen deletes once and lands on the dashboard without an error', async ({
  signedIn: author,
  app,
  context,
  page,
}) => {
  const story = await createStory(app, author.token, { title: 'Gone by Morning' }, { waitUntilReady: false });
  await recordToasts(context);
  await page.goto(`/edit/${story._id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).dblclick();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  expect(await toastsAfter(page, 'Story Deleted')).toEqual(['Story Deleted']);
  expect(await api<unknown[]>(app, author.token, 'GET', '/api/user/stories')).toEqual([]);
});

test('a double-clicked Generate audio narrates once and charges the price it showed', async ({
  signedIn: user,
  app,
  context,
  page,
}) => {
  const story = await api<Story>(app, user.token, 'POST', '/api/stories/generate', {
    title: 'Harbour Lights',
    settings: { length: 2, narrationVoice: 'Deep Male', narrationVoiceId: 'offline-deep-male' },
  });
  const chapter = await chapterWhenWritten(app, user.token, story._id, 1);
  await recordToasts(context);
  await page.goto(`/story/${story._id}`);

  const narration = page.getByRole('region', { name: 'Narration' });
  await expect.poll(() => narration.isVisible(), { timeout: 20_000 }).toBe(true);
  const shown = /narration costs (\d+) audio credits?/.exec((await narration.textContent()) ?? '');
  expect(shown).not.toBeNull();
  const price = Number(shown![1]);
  expect(price).toBeGreaterThanOrEqual(1);
  expect(chapter.status).toBe('ready');
  await screenshotBoth(page, 'once-06-narration-price');
  await narration.getByRole('button', { name: 'Generate audio' }).dblclick();
  expect(await toastsAfter(page, 'Audio Generated')).toEqual(['Audio Generated']);
  expect((await me(app, user.token)).audioCredits).toBe(3 - price);
});
