import { createStory, expect, screenshot, test, toastText } from './fixtures';

test('a new user creates a story through the wizard and watches chapter 1 appear live', async ({
  signedIn: _user,
  page,
}) => {
  await page.goto('/create');

  await expect.poll(() => page.getByRole('heading', { name: 'Create Your Story' }).isVisible()).toBe(true);
  expect(await page.getByRole('tab', { name: 'Setting', selected: true }).count()).toBe(1);
  await screenshot(page, 'create-01-setting');

  await page.getByRole('button', { name: 'Next' }).click();
  expect(await page.getByRole('tab', { name: 'Characters', selected: true }).count()).toBe(1);
  await page.getByLabel('Describe the love interest').fill('A quiet sailing instructor with a crooked smile.');
  await page.getByRole('button', { name: 'Next' }).click();

  expect(await page.getByTestId('explicit-value').textContent()).toBe('50');
  expect(await page.getByText('Premium early access').count()).toBe(0);
  await page.getByText('Private', { exact: true }).click();
  await expect
    .poll(() =>
      page.getByRole('alert').filter({ hasText: 'Setting stories to private requires a premium account' }).isVisible(),
    )
    .toBe(true);
  await page.getByText('Public', { exact: true }).click();
  await page.getByText('Short', { exact: true }).click();
  await expect.poll(() => page.getByText('Costs 1 text credit').isVisible()).toBe(true);
  await screenshot(page, 'create-02-style');

  await page.getByRole('tab', { name: 'Voice' }).click();
  const voices = page.getByTestId('voice-option');
  await expect.poll(() => voices.count()).toBeGreaterThan(1);
  expect(await voices.first().getByText('Free Voice').isVisible()).toBe(true);
  expect(await voices.first().getByRole('radio').isChecked()).toBe(true);
  await screenshot(page, 'create-03-voice');

  await page.getByLabel('Title').fill('Lanterns on the Pier');
  await page.getByRole('button', { name: 'Generate Story' }).click();
  await page.waitForURL(/\/story\/[^/]+$/);
  await expect.poll(() => toastText(page, 'Story Generated').isVisible()).toBe(true);

  // The text grows while the caret blinks, then the chapter's choices appear.
  const text = page.getByTestId('chapter-text');
  await expect.poll(() => page.getByTestId('typing-caret').count(), { timeout: 10_000 }).toBe(1);
  const early = (await text.textContent())?.length ?? 0;
  await screenshot(page, 'create-04-live-chapter', { fullPage: false });
  await expect.poll(async () => (await text.textContent())?.length ?? 0).toBeGreaterThan(early);
  await expect
    .poll(() => page.getByRole('heading', { name: 'What happens next?' }).isVisible(), { timeout: 30_000 })
    .toBe(true);
  expect(await page.getByTestId('typing-caret').count()).toBe(0);
  expect(await page.getByTestId('credits-chip').textContent()).toBe('T:2 A:3');
  await screenshot(page, 'create-05-chapter-ready');
});

test('a missing title is refused before anything is sent', async ({ signedIn: _user, page }) => {
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/stories/generate')) requests += 1;
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/create');
  await page.getByRole('button', { name: 'Generate Story' }).click();
  await expect.poll(() => toastText(page, 'Missing Title').isVisible()).toBe(true);
  expect(await toastText(page, 'Please provide a title for your story.').isVisible()).toBe(true);
  expect(await page.getByText('Story title is required').isVisible()).toBe(true);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('title');
  await page.waitForTimeout(600); // the page scrolls smoothly to the focused title
  await screenshot(page, 'create-06-missing-title-mobile', { fullPage: false });
  expect(requests).toBe(0);
});

test('without credits the credit dialog opens instead: before sending, or on the server refusal', async ({
  signedIn: user,
  app,
  page,
}) => {
  // Spend all 3 text credits; the 3 audio credits remain.
  await createStory(app, user.token, { title: 'First Light', settings: { length: 3 } }, { waitUntilReady: false });
  await createStory(app, user.token, { title: 'Second Wind', settings: { length: 2 } }, { waitUntilReady: false });

  await page.goto('/create');
  await page.getByLabel('Title').fill('Third Time');
  await page.getByRole('button', { name: 'Generate Story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Out of Credits!' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  expect(await dialog.getByText('First-time premium upgrade gets 50% off your first month!').isVisible()).toBe(true);
  expect(await dialog.getByRole('link', { name: 'Buy More Credits' }).getAttribute('href')).toBe('/credits');
  expect(await dialog.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/subscription');
  await screenshot(page, 'create-07-credit-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Maybe Later' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);

  // With no text and no audio credits, the wizard does not even ask the server.
  await page.route('**/api/auth/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { user: Record<string, unknown> };
    await route.fulfill({ response, json: { user: { ...body.user, textCredits: 0, audioCredits: 0 } } });
  });
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/stories/generate')) requests += 1;
  });
  await page.reload();
  await page.getByLabel('Title').fill('Fourth Wall');
  await page.getByRole('button', { name: 'Generate Story' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(true);
  expect(await dialog.getByText('0', { exact: true }).count()).toBe(2);
  expect(requests).toBe(0);
});
