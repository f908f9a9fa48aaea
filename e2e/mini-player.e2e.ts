import type { Page } from 'playwright-core';
import { expect, screenshot, test } from './fixtures';
import { violationsOf } from './axe';
import { narratedStory } from './storyFixtures';

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const audioTime = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector('audio');
    return audio && !audio.paused ? audio.currentTime : -1;
  });
const highlighted = (page: Page) => page.locator('[data-mark][data-active]').count();

for (const size of sizes) {
  test(`${size.name}: the narration plays on in a mini-player across pages, and only a playing narration is highlighted`, async ({
    signedIn: user,
    app,
    page,
  }) => {
    const { storyId } = await narratedStory(app, user.token);
    await page.setViewportSize(size);
    await page.goto(`/story/${storyId}`);

    const player = page.getByRole('region', { name: 'Audio player' });
    const mini = page.getByRole('region', { name: 'Now playing' });
    const play = player.getByRole('button', { name: 'Play' });
    await expect.poll(() => play.isEnabled(), { timeout: 20_000 }).toBe(true);
    await play.click();
    await expect.poll(() => highlighted(page)).toBe(1);
    // The chapter's own player is on screen: nothing is docked.
    expect(await mini.count()).toBe(0);

    // Paused: the highlight goes.
    await player.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => highlighted(page)).toBe(0);
    await player.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => highlighted(page)).toBe(1);

    // Scrolled past the player, the mini-player docks at the bottom.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => mini.isVisible()).toBe(true);
    const docked = await mini.boundingBox();
    expect(Math.round(docked!.y + docked!.height)).toBe(size.height);

    // Another page of the app: the narration carries on in the mini-player, from where it was.
    const left = await audioTime(page);
    expect(left).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    if (size.name === 'phone') {
      await page.getByRole('button', { name: /menu/i }).click();
      await page.getByRole('link', { name: 'Discover' }).first().click();
    } else await page.getByRole('banner').getByRole('link', { name: 'Discover' }).click();
    await page.waitForURL((url) => url.pathname === '/discover');
    await expect.poll(() => mini.isVisible()).toBe(true);
    // Its own player seeks to that place once it has the file's length: not back to the start.
    await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(left);
    const at = await audioTime(page);
    await expect.poll(() => audioTime(page)).toBeGreaterThan(at);
    expect(await mini.getByText('Tide and Candlelight').isVisible()).toBe(true);
    await screenshot(page, `mini-player-01-discover-${size.name}`, { fullPage: false });
    expect(await violationsOf(page, `${size.name} mini-player`)).toEqual([]);

    await mini.getByRole('button', { name: 'Pause narration' }).click();
    await expect.poll(() => audioTime(page)).toBe(-1);
    await mini.getByRole('button', { name: 'Play narration' }).click();
    await expect.poll(() => audioTime(page)).toBeGreaterThan(0);

    // Back on the story, its own player takes over where the mini-player was.
    const before = await audioTime(page);
    await mini.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/story/${storyId}`);
    await expect.poll(() => player.getByRole('button', { name: 'Pause' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.locator('audio').count()).toBe(1);
    expect(await audioTime(page)).toBeGreaterThanOrEqual(before - 1);

    // Closed, it stops.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => mini.isVisible()).toBe(true);
    await mini.getByRole('button', { name: 'Close the player' }).click();
    await expect.poll(() => audioTime(page)).toBe(-1);
  }, 180_000);
}
