import type { Page } from 'playwright-core';
import { createStory, expect, passAgeGateAndCookies, screenshot, test } from './fixtures';
import { narratedStory } from './storyFixtures';

/** The paths the service worker answers from offline. */
const keptPaths = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('reverie-offline-v1')).keys()).map((request) => new URL(request.url).pathname),
  );

test('the app serves its manifest and registers its service worker', async ({ app, context, page }) => {
  const answer = await fetch(`${app.baseUrl}/manifest.webmanifest`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    short_name: string;
    start_url: string;
    display: string;
    icons: unknown[];
  };
  expect(manifest).toMatchObject({ short_name: 'Reverie', start_url: '/', display: 'standalone' });
  expect(manifest.icons.length).toBeGreaterThan(0);

  await passAgeGateAndCookies(context);
  await page.goto('/');
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  const worker = await page.evaluate(() =>
    navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL),
  );
  expect(worker).toBe(`${app.baseUrl}/sw.js`);
});

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const) {
  test(`${size.name}: a story opened once reads again offline`, async ({ signedIn: author, app, context, page }) => {
    const story = await createStory(app, author.token, { title: 'Offline by the Sea' });
    await page.setViewportSize(size);
    await page.goto(`/story/${story._id}`);
    const text = page.getByTestId('chapter-text');
    await expect.poll(() => text.isVisible()).toBe(true);
    const words = (await text.textContent())?.slice(0, 40) ?? '';
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Kept while the page is idle: the page, its story and chapters, and every app file it loaded.
    const loadedFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/')),
    );
    expect(loadedFiles.length).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const paths = await keptPaths(page);
        return [`/story/${story._id}`, `/api/stories/${story._id}/chapters`, ...loadedFiles].filter(
          (path) => !paths.includes(path),
        );
      })
      .toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => text.isVisible()).toBe(true);
    expect(await text.textContent()).toContain(words);
    await screenshot(page, `installable-01-offline-${size.name}`, { fullPage: false });
    await context.setOffline(false);
  });
}

test('a narration played once plays again offline, its player seeking through ranges of the kept file', async ({
  signedIn: user,
  app,
  context,
  page,
}) => {
  const { storyId, info } = await narratedStory(app, user.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/story/${storyId}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const player = page.getByRole('region', { name: 'Audio player' });
  const play = player.getByRole('button', { name: 'Play' });
  await expect.poll(() => play.isEnabled(), { timeout: 20_000 }).toBe(true);
  await play.click();
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await keptPaths(page)).includes(info.audioUrl!)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect.poll(() => play.isEnabled(), { timeout: 20_000 }).toBe(true);
  await play.click();
  const audio = () =>
    page.evaluate(() => {
      const element = document.querySelector('audio');
      return { readyState: element?.readyState ?? 0, time: element?.currentTime ?? 0, paused: element?.paused };
    });
  await expect.poll(async () => (await audio()).time).toBeGreaterThan(0.5);
  const playing = await audio();
  expect(playing).toMatchObject({ paused: false });
  expect(playing.readyState).toBeGreaterThanOrEqual(2); // HAVE_CURRENT_DATA: it has the audio it plays
  // A range of the kept file, as a media element asks for it: 206 with exactly that slice.
  const part = await page.evaluate(async (url) => {
    const answer = await fetch(url, { headers: { Range: 'bytes=100-199' } });
    return {
      status: answer.status,
      range: answer.headers.get('Content-Range'),
      length: (await answer.arrayBuffer()).byteLength,
    };
  }, info.audioUrl!);
  expect(part).toMatchObject({ status: 206, range: expect.stringMatching(/^bytes 100-199\/\d+$/), length: 100 });
  await screenshot(page, 'installable-02-offline-audio', { fullPage: false });
  await context.setOffline(false);
});
