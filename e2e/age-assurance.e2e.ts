import type { Page } from 'playwright-core';
import type { AgeVerification } from '#common/contract';
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
import type { RunningApp } from './server';
import { api } from './storyFixtures';

/** A server where every reader must be a verified adult (AGE_ASSURANCE=required, the demo check). */
const gated = test.extend({ appEnv: { AGE_ASSURANCE: 'required' } });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** An author who has verified their age over the API, and one of their stories. */
async function verifiedAuthorsStory(app: RunningApp, title: string) {
  const author = await createUser(app);
  const started = await api<AgeVerification>(app, author.token, 'POST', '/api/age/verifications', { method: 'demo' });
  await api(app, author.token, 'POST', '/api/age/demo/complete', { id: started.id });
  return createStory(app, author.token, { title, accessType: 'public' });
}

const chapterText = (page: Page) => page.getByTestId('chapter-text');

for (const viewport of VIEWPORTS) {
  gated(`a reader verifies their age from a gated story page (${viewport.name})`, async ({ app, browser }) => {
    const story = await verifiedAuthorsStory(app, `Harbour Lights ${viewport.name}`);
    const reader = await createUser(app);
    const context = await browser.newContext({ baseURL: app.baseUrl, viewport: viewport });
    await signIn(context, reader.token);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);

    await page.goto(`/story/${story._id}`);
    await page.getByRole('heading', { name: story.title }).waitFor();
    const notice = page.getByRole('region', { name: 'Verify your age' });
    await notice.waitFor();
    expect(await chapterText(page).count()).toBe(0);
    await screenshot(page, `age-01-gated-story-${viewport.name}`, { fullPage: false });

    await notice.getByRole('button', { name: 'Verify your age' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your age' });
    await dialog.getByText('Demo check', { exact: true }).waitFor();
    await screenshot(page, `age-02-dialog-${viewport.name}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Verify with demo check' }).click();

    await toastText(page, 'Your age is verified').waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(async () => (await chapterText(page).first().textContent())?.length ?? 0).toBeGreaterThan(100);

    await page.goto('/profile');
    await page.getByText(/Verified adult, by demo check on/).waitFor();
    await context.close();
  });
}

gated(
  'a guest is asked to sign in before verifying, and the plain-words page explains the check',
  async ({ page, app, context }) => {
    const story = await verifiedAuthorsStory(app, 'Lanterns in the Rain');
    await passAgeGateAndCookies(context);
    await page.goto(`/story/${story._id}`);
    await page
      .getByRole('region', { name: 'Verify your age' })
      .getByRole('button', { name: 'Verify your age' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Verify your age' });
    await dialog.getByRole('link', { name: 'Log in' }).waitFor();
    await dialog.getByRole('link', { name: 'What we check, what we keep, and why' }).click();
    await page.getByRole('heading', { name: 'Why we check your age' }).waitFor();
    await page.getByRole('heading', { name: 'What we keep' }).waitFor();
  },
);
