import type { BrowserContext, Page } from 'playwright-core';
import type { Chapter, StoryTree } from '#common/contract';
import { createStory, createUser, expect, screenshot, signIn, test, toastText } from './fixtures';
import type { RunningApp } from './server';
import { api, buyCredits, chapterWhenWritten } from './storyFixtures';

const chapterText = (page: Page) => page.getByTestId('chapter-text');
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const writingDone = (page: Page) =>
  expect.poll(() => page.getByTestId('typing-caret').count(), { timeout: 30_000 }).toBe(0);
const textCredits = async (app: Parameters<typeof api>[0], token: string) =>
  (await api<{ user: { textCredits: number } }>(app, token, 'GET', '/api/auth/me')).user.textCredits;
const openChapter = (page: Page, n: number) =>
  page
    .getByRole('navigation', { name: 'Chapters' })
    .getByRole('button', { name: new RegExp(`^Chapter ${n}`) })
    .click();

/** An author with credits to spend, on the page of their new story once chapter 1 is written. */
async function authorOnNewStory(app: RunningApp, context: BrowserContext, page: Page, title: string) {
  const author = await createUser(app);
  await buyCredits(app, author.token);
  const story = await createStory(app, author.token, { title });
  await signIn(context, author.token);
  await page.goto(`/story/${story._id}`);
  await expect.poll(() => heading(page, 'Chapter 1').isVisible(), { timeout: 30_000 }).toBe(true);
  return { author, story };
}

test('the author takes the other path at a past choice, and comes back to the first without paying again', async ({
  app,
  context,
  page,
}) => {
  const { author } = await authorOnNewStory(app, context, page, 'Two Roads');

  const choices = page.getByRole('region', { name: 'What happens next?' }).getByRole('button');
  const [firstChoice, secondChoice] = [await choices.nth(0).innerText(), await choices.nth(1).innerText()];
  await choices.nth(0).click();
  await expect.poll(() => heading(page, 'Chapter 2').isVisible()).toBe(true);
  await writingDone(page);
  const firstRoad = (await chapterText(page).textContent()) ?? '';

  await openChapter(page, 1);
  await page.getByRole('button', { name: `Take the other path: ${secondChoice.trim()}` }).click();
  await expect.poll(() => heading(page, 'Chapter 2').isVisible()).toBe(true);
  await writingDone(page);
  await expect.poll(async () => (await chapterText(page).textContent()) ?? '').not.toBe(firstRoad);
  const afterTwo = await textCredits(app, author.token);

  // Both roads are on the map; taking the first again costs nothing and shows its chapter as it was.
  await page.getByRole('button', { name: 'Story map' }).click();
  expect(await page.getByRole('treeitem').count()).toBe(3);
  await screenshot(page, 'tree-01-map', { fullPage: false });
  await openChapter(page, 1);
  await page.getByRole('button', { name: `Take the other path: ${firstChoice.trim()}` }).click();
  await expect.poll(() => toastText(page, 'Choice Made').isVisible()).toBe(true);
  await expect.poll(() => chapterText(page).textContent()).toBe(firstRoad);
  expect(await textCredits(app, author.token)).toBe(afterTwo);
}, 150_000);

test('the author regenerates a chapter, browses its versions and keeps the first', async ({ app, context, page }) => {
  const { author } = await authorOnNewStory(app, context, page, 'Second Drafts');
  const first = (await chapterText(page).textContent()) ?? '';

  await page.getByRole('button', { name: /^Regenerate/ }).click();
  await writingDone(page);
  await expect.poll(async () => (await chapterText(page).textContent()) ?? '').not.toBe(first);
  const versions = page.getByRole('region', { name: 'Versions of this chapter' });
  await expect.poll(() => versions.getByText('Version 2 of 2').isVisible()).toBe(true);
  const credits = await textCredits(app, author.token);

  await versions.getByRole('button', { name: 'Earlier version' }).click();
  await expect.poll(() => versions.getByText('Version 1 of 2').isVisible()).toBe(true);
  await screenshot(page, 'tree-02-versions', { fullPage: false });
  await versions.getByRole('button', { name: 'Keep this one' }).click();
  await expect.poll(() => toastText(page, 'Version Kept').isVisible()).toBe(true);
  await expect.poll(() => chapterText(page).textContent()).toBe(first);
  expect(await textCredits(app, author.token)).toBe(credits);
}, 150_000);

test('the author writes their own next step at a chapter that offers choices', async ({ app, context, page }) => {
  const { author, story } = await authorOnNewStory(app, context, page, 'My Own Way');
  expect(await page.getByRole('region', { name: 'What happens next?' }).isVisible()).toBe(true);

  await page.getByLabel('Or write your own next step').fill('She opens the letter at last');
  await page.getByRole('button', { name: 'Write my own choice' }).click();
  await expect.poll(() => heading(page, 'Chapter 2').isVisible()).toBe(true);
  await writingDone(page);
  const { nodes } = await api<StoryTree>(app, author.token, 'GET', `/api/stories/${story._id}/tree`);
  expect(nodes[1].via).toEqual({ kind: 'own', text: 'She opens the letter at last' });
  await openChapter(page, 1);
  await expect.poll(() => page.getByRole('heading', { name: 'The path you chose' }).isVisible()).toBe(true);
}, 150_000);

test('a reader explores another branch on a phone', async ({ app, context, page }) => {
  const author = await createUser(app);
  await buyCredits(app, author.token);
  const story = await createStory(app, author.token, { title: 'Forked Lanes' });
  const first = await chapterWhenWritten(app, author.token, story._id, 1);
  const path = `/api/stories/${story._id}`;
  await api(app, author.token, 'POST', `${path}/chapters/1/choice`, { choice: first.choices[0].text });
  await chapterWhenWritten(app, author.token, story._id, 2);
  await api(app, author.token, 'POST', `${path}/chapters/1/choice`, { choice: first.choices[1].text });
  await chapterWhenWritten(app, author.token, story._id, 2);
  const tree = await api<StoryTree>(app, author.token, 'GET', `${path}/tree`);
  const other = tree.nodes.find((node) => node.number === 2 && !tree.mainPath.includes(node.id))!;
  const { chapters } = await api<{ chapters: Chapter[] }>(
    app,
    author.token,
    'GET',
    `${path}/chapters?leaf=${other.id}`,
  );

  const reader = await createUser(app);
  await signIn(context, reader.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/story/${story._id}`);
  await expect.poll(() => heading(page, 'Chapter 1').isVisible(), { timeout: 30_000 }).toBe(true);
  await page.getByRole('button', { name: 'Story map' }).click();
  const map = page.getByRole('tree', { name: 'Story map' });
  expect(await map.getByRole('treeitem', { name: /main path/ }).count()).toBe(2);
  // The keyboard reaches the other branch's chapter: chapter 1, then the main path's 2, then the other 2.
  await map.getByRole('treeitem').first().focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByText('You are reading another branch of this story.').isVisible()).toBe(true);
  await expect.poll(() => heading(page, 'Chapter 2').isVisible()).toBe(true);
  await screenshot(page, 'tree-03-reader-branch-phone', { fullPage: false });
  await page.getByRole('button', { name: /^Unlock/ }).click();
  // The text is shown in paragraphs: their breaks are not in the element's text.
  await expect.poll(() => chapterText(page).textContent()).toBe(chapters[1].content!.replace(/\n+/g, ''));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}, 150_000);
