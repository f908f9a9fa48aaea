import type { Page } from 'playwright-core';
import { createStory, expect, screenshot, test, toastText } from './fixtures';
import { violationsOf } from './axe';
import { buyCredits } from './storyFixtures';

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const HEADER_PX = 64;

/** Where the chapter's first streamed words are, against the visible part of the window below the header. */
const firstWordsInView = (page: Page) =>
  page.evaluate((header) => {
    const first = document.querySelector('[data-testid="chapter-text"] p');
    if (!first?.textContent?.trim()) return false;
    const box = first.getBoundingClientRect();
    return box.top >= header && box.top + 20 <= window.innerHeight;
  }, HEADER_PX);

const caretInView = (page: Page) =>
  page.evaluate(() => {
    const caret = document.querySelector('[data-testid="typing-caret"]');
    if (!caret) return false;
    const box = caret.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

for (const size of sizes) {
  test(`${size.name}: a new story's first streamed words appear in view, and screen readers hear it by sentence`, async ({
    signedIn: _user,
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/create');
    await page.getByLabel('Title').fill('Lanterns in View');
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Generate Story' }).click();
    await page.waitForURL(/\/story\/[^/]+$/);
    await expect.poll(() => firstWordsInView(page), { interval: 50 }).toBe(true);
    const seenAfterMs = Date.now() - clicked;
    console.info(`${size.name}: first streamed words in view ${seenAfterMs} ms after Generate`);
    expect(await page.getByTestId('typing-caret').count()).toBe(1);
    await screenshot(page, `live-text-01-first-words-${size.name}`, { fullPage: false });

    // Screen readers hear it from a polite log, a whole sentence at a time.
    const log = page.getByRole('log', { name: 'The chapter as it is written' });
    expect(await log.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => log.locator('p').count()).toBeGreaterThan(0);
    expect((await log.locator('p').first().textContent())?.trim()).toMatch(/[.!?…"”’]$/);

    await expect
      .poll(() => page.getByRole('heading', { name: 'What happens next?' }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    // The stream over, the last sentence is read out, then the ready notice; the rest has left the log.
    const heard = await log.locator('p').allTextContents();
    expect(heard.at(-1)).toBe('Chapter ready');
    expect(heard.at(-2)).toMatch(/[.!?…"”’]$/);
    expect(heard.length).toBeLessThanOrEqual(4);
  });

  test(`${size.name}: a reader who scrolls away from a chapter being written is offered the way back to it`, async ({
    signedIn: author,
    app,
    page,
  }) => {
    await buyCredits(app, author.token);
    // A long chapter, so that it is still being written while the reader looks elsewhere.
    const story = await createStory(
      app,
      author.token,
      { title: 'A Long Way Down', settings: { length: 4 } },
      { waitUntilReady: false },
    );
    await page.setViewportSize(size);
    await page.goto(`/story/${story._id}`);
    await expect.poll(() => firstWordsInView(page), { interval: 50 }).toBe(true);

    // The reader scrolls up to the cover: the page offers the way back, which leads to the newest words.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const jump = page.getByRole('button', { name: 'Jump to live text' });
    await expect.poll(() => jump.isVisible()).toBe(true);
    const pill = await jump.boundingBox();
    expect(pill!.y + pill!.height).toBeLessThanOrEqual(size.height);
    await screenshot(page, `live-text-02-jump-${size.name}`, { fullPage: false });
    expect(await violationsOf(page, `${size.name} jump to live text`)).toEqual([]);
    await jump.click();
    expect(await caretInView(page)).toBe(true);
    await expect.poll(() => jump.count()).toBe(0);
  });

  test(`${size.name}: after a choice the page does not jump to the top, and chapter 2's first words come into view`, async ({
    signedIn: author,
    app,
    page,
  }) => {
    const story = await createStory(app, author.token, { title: 'Choices in View' });
    await page.setViewportSize(size);
    await page.goto(`/story/${story._id}`);
    const choices = page.getByRole('region', { name: 'What happens next?' }).getByRole('button');
    await choices.first().scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await choices.first().click();
    await expect.poll(() => toastText(page, 'Choice Made').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Chapter 2', exact: true }).isVisible()).toBe(true);
    await expect.poll(() => firstWordsInView(page), { interval: 50 }).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await screenshot(page, `live-text-03-chapter-2-${size.name}`, { fullPage: false });
  });
}
