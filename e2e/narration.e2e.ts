import type { Page } from 'playwright-core';
import type { RunningApp } from './server';
import { expect, screenshot, test, toastText } from './fixtures';

/** A story written by the built-in writer, its budget lowered so chapter 1 costs `maxTokens`-worth of narration. */
async function createStory(app: RunningApp, token: string, maxTokens: number): Promise<string> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const settings = { narrationVoice: 'Deep Male', narrationVoiceId: 'offline-deep-male', length: 2 };
  const created = await fetch(`${app.baseUrl}/api/stories/generate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'Salt and Starlight', settings, maxTokens }),
  });
  if (created.status !== 201) throw new Error(`story creation failed: ${created.status} ${await created.text()}`);
  const { _id } = (await created.json()) as { _id: string };
  await expect
    .poll(
      async () => {
        const res = await fetch(`${app.baseUrl}/api/stories/${_id}/chapters`, { headers });
        return ((await res.json()) as { chapters: Array<{ status: string }> }).chapters[0]?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('ready');
  return _id;
}

const currentTime = (page: Page) => page.evaluate(() => document.querySelector('audio')?.currentTime ?? -1);

test('a new user narrates chapter 1, plays it, seeks, downloads it, and is refused politely when out of audio credits', async ({
  signedIn: user,
  app,
  page,
}) => {
  // About 210 words: 2 of the 3 welcome audio credits.
  const storyId = await createStory(app, user.token, 300);

  await page.goto(`/story/${storyId}`);
  const generate = page.getByRole('button', { name: 'Generate audio' });
  await expect.poll(() => generate.isVisible(), { timeout: 20_000 }).toBe(true);
  await expect
    .poll(() => page.getByRole('region', { name: 'Narration' }).textContent(), { timeout: 10_000 })
    .toMatch(/narration costs 2 audio credits\. You have 3\./);
  await screenshot(page, 'narration-01-prompt');

  await generate.click();
  await expect.poll(() => toastText(page, 'Audio Generated').isVisible(), { timeout: 15_000 }).toBe(true);
  const player = page.getByRole('region', { name: 'Audio player' });
  // It starts on its own when the browser allows it; otherwise the listener presses play.
  const toggle = player.getByRole('button', { name: /^(Play|Pause)$/ });
  await expect.poll(() => toggle.isEnabled(), { timeout: 15_000 }).toBe(true);
  if ((await toggle.getAttribute('aria-label')) === 'Play') await toggle.click();
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
  await expect.poll(() => page.getByTestId('credits-chip').textContent()).toBe('T:2 A:1');
  await screenshot(page, 'narration-02-playing');

  const before = await currentTime(page);
  await player.getByRole('button', { name: 'Forward 10 seconds' }).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(before + 9);
  await screenshot(page, 'narration-03-after-skip');

  const href = await player.getByRole('link', { name: 'Download audio' }).getAttribute('href');
  expect(href).toMatch(/^\/api\/audio\/[0-9a-f]{64}\.mp3\?download=1$/);
  // The browser's own request: the audio cookie the narrate call set lets it in, as it lets the player.
  const download = await page.request.get(app.baseUrl + href);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('audio/mpeg');
  expect((await download.body()).byteLength).toBeGreaterThan(1024);

  // Back later: the stored narration plays from the reading screen without generating again.
  await page.reload();
  await expect.poll(() => player.getByRole('button', { name: 'Play' }).isEnabled(), { timeout: 20_000 }).toBe(true);
  expect(await page.getByRole('button', { name: 'Generate audio' }).count()).toBe(0);

  // About 420 words need 3 audio credits; 1 is left.
  const longer = await createStory(app, user.token, 600);
  await page.goto(`/story/${longer}`);
  await page.getByRole('button', { name: 'Generate audio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Out of Credits!' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await expect.poll(() => dialog.getByRole('link', { name: 'Buy More Credits' }).isVisible()).toBe(true);
  await screenshot(page, 'narration-04-out-of-credits');
  // Two stories written and one narrated on a machine shared with other work: more than the default time.
}, 150_000);
