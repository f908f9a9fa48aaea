import { readdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  createStory,
  createUser,
  expect,
  passAgeGateAndCookies,
  screenshot,
  signIn,
  test,
  toastText,
} from './fixtures';
import { api, buyCredits, chapterWhenWritten } from './storyFixtures';

const chapterText = (page: Page) => page.getByTestId('chapter-text');
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const writingDone = (page: Page) =>
  expect.poll(() => page.getByTestId('typing-caret').count(), { timeout: 30_000 }).toBe(0);

// First, so that starting the server is charged to the quickest test.
test('the author deletes a story after confirming', async ({ signedIn: author, app, page }) => {
  const story = await createStory(app, author.token, { title: 'Gone by Morning' }, { waitUntilReady: false });
  await page.goto(`/story/${story._id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect
    .poll(() =>
      confirm.getByText('Are you sure you want to delete this story? This action cannot be undone.').isVisible(),
    )
    .toBe(true);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await expect.poll(() => toastText(page, 'Story Deleted').isVisible()).toBe(true);
});

test('the author presses Delete before the dialog has loaded, and the confirmation still opens', async ({
  signedIn: author,
  app,
  context,
  page,
}) => {
  const story = await createStory(app, author.token, { title: 'Quick Hands' }, { waitUntilReady: false });
  // The dialog's code arrives only after the press, as on a slow connection.
  let releaseDialog = () => {};
  const dialogHeld = new Promise<void>((resolve) => (releaseDialog = resolve));
  await context.route(/\/assets\/DeleteStoryDialog-[^/]+\.js$/, async (route) => {
    await dialogHeld;
    await route.continue();
  });
  await page.goto(`/story/${story._id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  releaseDialog();
  const confirm = page.getByRole('dialog');
  await expect.poll(() => confirm.getByText('Are you sure you want to delete this story?').isVisible()).toBe(true);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => confirm.count()).toBe(0);
  // Cancelled: the story is still there (the page is named for screen readers again once the dialog has gone).
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Quick Hands' }).isVisible()).toBe(true);
});

test("a guest's story page loads none of the author's tools or dialogs", async ({ app, context, page }) => {
  const author = await createUser(app);
  const story = await createStory(app, author.token, { title: 'Read, Not Written', isPublic: true });
  await passAgeGateAndCookies(context);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/story/${story._id}`);
  await heading(page, 'Chapter 1').waitFor();
  await page.waitForLoadState('networkidle');
  const ownersOnly = [
    'dialog',
    'DeleteStoryDialog',
    'ReportStoryDialog',
    'CreditDialogBody',
    'ChapterEditor',
    'DirectionBox',
    'StoryMemoryPanel',
    'WholeStoryNarration',
  ];
  const fileOf = (name: string) => new RegExp(`^${name}-[^/]+\\.js$`);
  // Each is a file of its own in the build, so a request for it would show.
  const built = readdirSync(new URL('../dist/web/assets', import.meta.url));
  for (const name of ownersOnly)
    expect(
      built.some((file) => fileOf(name).test(file)),
      name,
    ).toBe(true);
  expect(scripts.some((path) => path.includes('/StoryPage-'))).toBe(true);
  const requested = scripts.map((path) => path.split('/').pop() ?? '');
  expect(requested.filter((file) => ownersOnly.some((name) => fileOf(name).test(file)))).toEqual([]);
});

test('the author takes a choice, continues and concludes, watching each chapter written live', async ({
  signedIn: author,
  app,
  page,
}) => {
  const story = await createStory(app, author.token, { title: 'Salt and Starlight' });
  await page.goto(`/story/${story._id}`);

  // Chapter 1 ends with choices: taking one writes chapter 2 live.
  await expect.poll(() => heading(page, 'What happens next?').isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Continue Story' }).count()).toBe(0);
  const choices = page.getByRole('region', { name: 'What happens next?' }).getByRole('button');
  const choice = (await choices.first().textContent()) ?? '';
  await choices.first().click();
  await expect.poll(() => toastText(page, 'Choice Made').isVisible()).toBe(true);
  await expect.poll(() => heading(page, 'Chapter 2').isVisible()).toBe(true);
  await expect.poll(() => page.getByTestId('typing-caret').count()).toBe(1);
  await screenshot(page, 'reading-01-chapter-2-live', { fullPage: false });
  await writingDone(page);

  // Chapter 2 has no choices: Continue Story writes chapter 3; from 3 chapters on, Conclude Story.
  await page.getByRole('button', { name: 'Chapter 1' }).click();
  await expect.poll(() => page.getByRole('button', { name: choice.trim(), pressed: true }).isVisible()).toBe(true);
  await page.getByRole('button', { name: /^Chapter 2/ }).click();
  expect(await page.getByRole('button', { name: 'Conclude Story' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Continue Story' }).click();
  await expect.poll(() => toastText(page, 'Story Continued').isVisible()).toBe(true);
  await expect.poll(() => heading(page, 'Chapter 3').isVisible()).toBe(true);
  await writingDone(page);
  expect(await page.getByTestId('credits-chip').textContent()).toBe('T:0 A:3');

  // Out of text credits, concluding opens the credit dialog; with a pack bought it goes through.
  await page.getByRole('button', { name: 'Conclude Story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Out of Credits!' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Maybe Later' }).click();
  await buyCredits(app, author.token);
  await page.reload();
  await page.getByRole('button', { name: 'Conclude Story' }).click();
  await expect.poll(() => heading(page, 'Chapter 4 · Finale').isVisible()).toBe(true);
  await writingDone(page);
  await expect.poll(() => page.getByText('The End', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: /Continue Story|Conclude Story/ }).count()).toBe(0);
  await screenshot(page, 'reading-02-concluded');
});

test('a reader finds chapter 2 locked, unlocks it, reads it and votes', async ({ app, browser }) => {
  const author = await createUser(app);
  const story = await createStory(app, author.token, { title: 'Tide Tables' }, { waitUntilReady: false });
  const first = await chapterWhenWritten(app, author.token, story._id, 1);
  await api(app, author.token, 'POST', `/api/stories/${story._id}/chapters/1/choice`, {
    choice: first.choices[0]?.text,
  });
  await chapterWhenWritten(app, author.token, story._id, 2);

  const readerContext = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 390, height: 844 } });
  const reader = await createUser(app);
  await signIn(readerContext, reader.token);
  const readerPage = await readerContext.newPage();
  await readerPage.goto(`/story/${story._id}`);
  await expect.poll(() => heading(readerPage, 'Chapter 1').isVisible()).toBe(true);
  expect(
    await readerPage
      .getByRole('button', { name: /Chapter 2/ })
      .getByLabel('Locked')
      .count(),
  ).toBe(1);
  await readerPage.getByRole('button', { name: /Chapter 2/ }).click();
  await expect.poll(() => heading(readerPage, 'Chapter Locked').isVisible()).toBe(true);
  await screenshot(readerPage, 'reading-03-locked-mobile', { fullPage: false });
  await readerPage.getByRole('button', { name: 'Unlock for 1 credit' }).click();
  await expect.poll(() => toastText(readerPage, 'Chapter Unlocked').isVisible()).toBe(true);
  await expect.poll(async () => (await chapterText(readerPage).textContent())?.length ?? 0).toBeGreaterThan(200);
  await expect.poll(() => readerPage.getByTestId('credits-chip').first().textContent()).toBe('T:2 A:3');
  expect(await readerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Votes: optimistic toggles, upvote and downvote exclusive, kept after a reload.
  const vote = (name: string) => readerPage.getByRole('button', { name: new RegExp(`^${name}, `) });
  await vote('Like').click();
  await expect.poll(() => toastText(readerPage, 'Story Liked').isVisible()).toBe(true);
  expect(await vote('Like').getAttribute('aria-label')).toBe('Like, 1 like');
  await vote('Upvote').click();
  await expect.poll(() => toastText(readerPage, 'Upvoted').isVisible()).toBe(true);
  await vote('Downvote').click();
  await expect.poll(() => toastText(readerPage, 'Downvoted').isVisible()).toBe(true);
  await expect.poll(() => vote('Upvote').getAttribute('aria-label')).toBe('Upvote, 0 upvotes');
  expect(await vote('Downvote').getAttribute('aria-pressed')).toBe('true');
  await readerPage.reload();
  await expect.poll(() => vote('Downvote').getAttribute('aria-label')).toBe('Downvote, 1 downvote');
  expect(await vote('Like').getAttribute('aria-pressed')).toBe('true');
  await vote('Like').click();
  await expect.poll(() => toastText(readerPage, 'Unliked').isVisible()).toBe(true);
  expect(await vote('Like').getAttribute('aria-label')).toBe('Like, 0 likes');
  expect(await readerPage.getByRole('button', { name: 'Continue Story' }).count()).toBe(0);
  expect(await readerPage.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(0);
  await screenshot(readerPage, 'reading-04-reader-mobile');
  await readerContext.close();
});

test('reading preferences are remembered, reading mode hides the rest, guests are sent to log in', async ({
  signedIn: author,
  app,
  browser,
  page,
}) => {
  const story = await createStory(app, author.token, { title: 'The Quiet Hour' });
  await page.goto(`/story/${story._id}`);

  await page.getByRole('group', { name: 'Font' }).getByRole('button', { name: 'Serif' }).click();
  await page.getByRole('group', { name: 'Text size' }).getByRole('button', { name: 'Large' }).click();
  await page.reload();
  await expect.poll(() => page.getByRole('button', { name: 'Serif', pressed: true }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Large', pressed: true }).isVisible()).toBe(true);
  expect(await chapterText(page).getAttribute('class')).toContain('text-xl');

  await page.getByRole('button', { name: 'Reading mode' }).click();
  await expect.poll(() => page.getByTestId('reading-mode').isVisible()).toBe(true);
  expect(await page.getByRole('navigation', { name: 'Chapters' }).count()).toBe(0);
  await screenshot(page, 'reading-05-reading-mode', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByTestId('reading-mode').count()).toBe(0);

  const guestContext = await browser.newContext({ baseURL: app.baseUrl });
  await passAgeGateAndCookies(guestContext);
  const guest = await guestContext.newPage();
  await guest.goto(`/story/${story._id}`);
  await guest.getByRole('button', { name: /^Like, / }).click();
  await guest.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === `story/${story._id}`,
  );
  const storyReads: string[] = [];
  guest.on('request', (request) => {
    if (/\/api\/stories\/no-such-story/.test(request.url())) storyReads.push(new URL(request.url()).pathname);
  });
  await guest.goto('/story/no-such-story');
  await expect.poll(() => heading(guest, 'Story Not Found').isVisible()).toBe(true);
  expect(await guest.getByRole('link', { name: 'Discover Stories' }).getAttribute('href')).toBe('/discover');
  // The route's loader asks once for each; the page that then mounts shows their answer without asking again.
  expect(storyReads.sort()).toEqual(['/api/stories/no-such-story', '/api/stories/no-such-story/chapters']);
  await guestContext.close();
});
