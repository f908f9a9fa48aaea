import type { Page } from 'playwright-core';
import { createStory, createUser, expect, screenshot, signIn, test, toastText } from './fixtures';
import { api, buyCredits, chapterWhenWritten } from './storyFixtures';

const chapterText = (page: Page) => page.getByTestId('chapter-text');
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const writingDone = (page: Page) =>
  expect.poll(() => page.getByTestId('typing-caret').count(), { timeout: 30_000 }).toBe(0);

// First, so that starting the server is charged to the quickest test.
test('a reader sees no steering tools on someone else’s story', async ({ app, context, page }) => {
  const author = await createUser(app);
  const reader = await createUser(app);
  const story = await createStory(app, author.token, { title: 'Not Yours' });
  await signIn(context, reader.token);
  await page.goto(`/story/${story._id}`);
  await expect.poll(() => heading(page, 'Chapter 1').isVisible(), { timeout: 30_000 }).toBe(true);
  for (const name of [/Regenerate/, /Edit chapter/]) expect(await page.getByRole('button', { name }).count()).toBe(0);
  expect(await page.getByText('Story memory', { exact: true }).count()).toBe(0);
  expect(await page.getByLabel('Your direction (optional)').count()).toBe(0);
});

test('the author edits the story memory and gives a direction; the next chapter follows both', async ({
  signedIn: author,
  app,
  page,
}) => {
  const story = await createStory(app, author.token, { title: 'The Night Express' }, { waitUntilReady: false });
  const first = await chapterWhenWritten(app, author.token, story._id, 1);
  await api(app, author.token, 'POST', `/api/stories/${story._id}/chapters/1/choice`, {
    choice: first.choices[0].text,
  });
  await chapterWhenWritten(app, author.token, story._id, 2);
  const { memory } = await api<{ memory: string }>(app, author.token, 'GET', `/api/stories/${story._id}/memory`);
  const heroName = /^- (\S+) \(/m.exec(memory)![1];

  await page.goto(`/story/${story._id}`);
  await expect.poll(() => heading(page, 'Chapter 2').isVisible(), { timeout: 30_000 }).toBe(true);

  // The memory panel shows what the writer remembers; the owner renames the protagonist.
  await page.getByText('Story memory', { exact: true }).click();
  const memoryBox = page.getByRole('textbox', { name: 'Story memory' });
  await expect.poll(() => memoryBox.inputValue()).toBe(memory);
  await memoryBox.fill(memory.replace(`- ${heroName} (`, '- Odalys ('));
  await page.getByRole('button', { name: 'Save memory' }).click();
  await expect.poll(() => toastText(page, 'Story Memory Saved').isVisible()).toBe(true);

  // The direction goes with Continue Story, and the new chapter follows both.
  await page.getByLabel('Your direction (optional)').fill('They dance until dawn in the dining car');
  await screenshot(page, 'steering-01-direction-and-memory');
  await page.getByRole('button', { name: 'Continue Story' }).click();
  await expect.poll(() => heading(page, 'Chapter 3').isVisible()).toBe(true);
  await writingDone(page);
  const third = (await chapterText(page).textContent()) ?? '';
  expect(third).toContain('Odalys');
  expect(third).not.toContain(heroName);
  expect(third.slice(0, 400)).toMatch(/danc/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Your direction (optional)').scrollIntoViewIfNeeded();
  await screenshot(page, 'steering-02-mobile-direction', { fullPage: false });
  await page.getByRole('textbox', { name: 'Story memory' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'steering-03-mobile-memory', { fullPage: false });
}, 150_000);

test('the author regenerates the latest chapter at its price, then rewrites it by hand', async ({
  signedIn: author,
  app,
  page,
}) => {
  // A medium story costs 2 of the 3 welcome credits, so its chapter cannot be paid for again at first.
  const story = await createStory(app, author.token, { title: 'Second Thoughts', settings: { length: 3 } });
  await page.goto(`/story/${story._id}`);
  await expect.poll(() => heading(page, 'Chapter 1').isVisible(), { timeout: 30_000 }).toBe(true);
  const first = (await chapterText(page).textContent()) ?? '';

  // Out of text credits, regenerating offers the credit dialog and changes nothing.
  await page.getByRole('button', { name: 'Regenerate (2 credits)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Out of Credits!' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Maybe Later' }).click();
  expect(await chapterText(page).textContent()).toBe(first);

  // With credits, the latest chapter is written again in new words.
  await buyCredits(app, author.token);
  await page.reload();
  await page.getByRole('button', { name: 'Regenerate (2 credits)' }).click();
  await expect.poll(() => toastText(page, 'Chapter Regenerating').isVisible()).toBe(true);
  await writingDone(page);
  await expect.poll(async () => (await chapterText(page).textContent()) ?? '').not.toBe(first);

  // The owner rewrites the chapter by hand; an empty chapter cannot be saved.
  await page.getByRole('button', { name: 'Edit chapter' }).click();
  const editor = page.getByLabel('Chapter 1 text');
  await editor.fill('');
  expect(await page.getByRole('button', { name: 'Save chapter' }).isDisabled()).toBe(true);
  await editor.fill('Odalys kept the last waltz for herself, and for no one else.');
  await screenshot(page, 'steering-04-edit', { fullPage: false });
  await page.getByRole('button', { name: 'Save chapter' }).click();
  await expect.poll(() => toastText(page, 'Chapter Saved').isVisible()).toBe(true);
  await expect
    .poll(() => chapterText(page).textContent())
    .toBe('Odalys kept the last waltz for herself, and for no one else.');
});
