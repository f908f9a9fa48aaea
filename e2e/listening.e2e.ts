import type { Page } from 'playwright-core';
import { createStory, expect, screenshot, test } from './fixtures';
import { FREE_VOICE, narratedStory } from './storyFixtures';

const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector('audio');
    return { time: audio?.currentTime ?? -1, rate: audio?.playbackRate ?? -1, paused: audio?.paused ?? true };
  });
const activeMark = (page: Page) =>
  page.evaluate(() => Number(document.querySelector('[data-mark][data-active]')?.getAttribute('data-mark') ?? -1));

test('a listener follows the highlighted sentence, changes speed, sets a sleep timer, and resumes after a reload', async ({
  signedIn: user,
  app,
  page,
}) => {
  const started = Date.now();
  const { storyId, info } = await narratedStory(app, user.token);
  console.log(`narrated story ready after ${Date.now() - started} ms, ${info.marks.length} marks`);

  await page.goto(`/story/${storyId}`);
  const player = page.getByRole('region', { name: 'Audio player' });
  const play = player.getByRole('button', { name: 'Play' });
  await expect.poll(() => play.isEnabled(), { timeout: 20_000 }).toBe(true);
  const seek = player.getByRole('slider', { name: 'Seek' });
  expect(await seek.getAttribute('aria-valuetext')).toMatch(/^0:00 of \d+:\d\d$/);

  await player.getByRole('combobox', { name: 'Playback speed' }).selectOption('2');
  await play.click();
  console.log(`playing after ${Date.now() - started} ms`);
  await expect.poll(() => activeMark(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
  const first = await activeMark(page);
  await screenshot(page, 'listening-01-highlight');
  await expect.poll(() => activeMark(page), { timeout: 20_000 }).toBeGreaterThan(first);
  expect((await audioState(page)).rate).toBe(2);

  await player.getByRole('combobox', { name: 'Sleep timer' }).selectOption('15');
  await expect.poll(() => player.getByLabel('Sleep timer remaining').textContent()).toMatch(/^1[45]:\d\d$/);

  // Tapping a later sentence plays from there.
  const target = info.marks.length - 2;
  await page.locator(`[data-mark="${target}"]`).click();
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThanOrEqual(info.marks[target].time - 0.01);
  await expect.poll(() => activeMark(page)).toBeGreaterThanOrEqual(target);

  // Space pauses (focus on the page, not a control); the position is remembered.
  await page.locator('h2#chapter-title').click();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  const stoppedAt = (await audioState(page)).time;
  expect(stoppedAt).toBeGreaterThan(3);

  await page.reload();
  await expect.poll(() => play.isEnabled(), { timeout: 20_000 }).toBe(true);
  await expect.poll(async () => (await audioState(page)).time).toBeCloseTo(stoppedAt, 0);
  expect((await audioState(page)).rate).toBe(2);
  expect(await player.getByRole('combobox', { name: 'Playback speed' }).inputValue()).toBe('2');
  // Paused, no sentence is highlighted.
  expect(await activeMark(page)).toBe(-1);

  // The arrows skip back and forth.
  await page.locator('h2#chapter-title').click();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await audioState(page)).time).toBeLessThan(stoppedAt - 5);

  // Ambience is off until asked for, then has its own volume.
  const ambience = player.getByRole('button', { name: 'Sea' });
  expect(await ambience.getAttribute('aria-pressed')).toBe('false');
  await ambience.click();
  expect(await ambience.getAttribute('aria-pressed')).toBe('true');
  expect(await player.getByRole('slider', { name: 'Ambience volume' }).isVisible()).toBe(true);
  await screenshot(page, 'listening-02-desktop');

  // On a small phone the seek bar keeps a usable width and every control stays on screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await player.scrollIntoViewIfNeeded();
  const bar = await page.getByTestId('seek-bar').boundingBox();
  expect(bar!.width).toBeGreaterThan(150);
  for (const name of ['Back 10 seconds', 'Play', 'Forward 10 seconds']) {
    const box = await player.getByRole('button', { name }).boundingBox();
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(360);
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  await screenshot(page, 'listening-03-phone-360', { fullPage: false });
}, 180_000);

test('a voice preview shows that it is playing, and pressing it again stops it', async ({ signedIn: _user, page }) => {
  await page.goto('/create');
  await page.getByRole('tab', { name: 'Voice' }).click();
  const preview = page.getByRole('button', { name: 'Preview Deep Male' });
  await preview.click();
  await expect.poll(() => preview.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
  expect(await preview.textContent()).toContain('Stop');
  await preview.click();
  await expect.poll(() => preview.getAttribute('aria-pressed')).toBe('false');
  expect(await preview.textContent()).toContain('Preview');

  // A Free-plan user cannot preview a premium voice, and is told why.
  await page.getByRole('button', { name: 'Preview US Female' }).click();
  await expect
    .poll(() => page.getByRole('alert').filter({ hasText: 'generation is not available on the Free plan' }).count())
    .toBe(1);
});

test('the author sees the price of narrating the whole story first, then listens to it', async ({
  signedIn: user,
  app,
  page,
}) => {
  const story = await createStory(app, user.token, {
    title: 'Every Chapter Aloud',
    maxTokens: 300,
    settings: { narrationVoice: 'Deep Male', narrationVoiceId: FREE_VOICE },
  });

  await page.goto(`/story/${story._id}`);
  await page.getByRole('button', { name: 'Listen to the whole story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Listen to the whole story' });
  await expect
    .poll(() => dialog.textContent())
    .toMatch(/Narrating 1 of 1 chapters costs 2 audio credits\. You have 3\./);
  await screenshot(page, 'listening-04-whole-story-price');
  await dialog.getByRole('button', { name: 'Narrate for 2 audio credits' }).click();
  await expect.poll(() => page.getByTestId('credits-chip').textContent(), { timeout: 20_000 }).toMatch(/A:1$/);
  const play = page.getByRole('region', { name: 'Audio player' }).getByRole('button', { name: /^(Play|Pause)$/ });
  await expect.poll(() => play.isEnabled(), { timeout: 90_000 }).toBe(true);
}, 180_000);
