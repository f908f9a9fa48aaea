import { createStory, expect, passAgeGateAndCookies, screenshot, test } from './fixtures';

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
    // Kept once the page is idle: the page, its story and chapters, and the app's files.
    const kept = () =>
      page.evaluate(async () =>
        (await (await caches.open('reverie-offline-v1')).keys()).map((request) => new URL(request.url).pathname),
      );
    await expect
      .poll(async () => {
        const paths = await kept();
        return (
          paths.includes(`/story/${story._id}`) &&
          paths.includes(`/api/stories/${story._id}/chapters`) &&
          paths.some((path) => path.startsWith('/assets/'))
        );
      })
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => text.isVisible()).toBe(true);
    expect(await text.textContent()).toContain(words);
    await screenshot(page, `installable-01-offline-${size.name}`, { fullPage: false });
    await context.setOffline(false);
  });
}
