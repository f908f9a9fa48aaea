import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { createStory, createUser, expect, screenshot, signIn, test, toastText } from './fixtures';

const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible();

test('a new user finds their story on Discover, votes, manages it on My Stories, edits and deletes it', async ({
  app,
  context,
  page,
}) => {
  const word = `Lantern${randomUUID().slice(0, 6)}`;
  const title = `Velvet ${word} Nights`;
  const user = await createUser(app);
  const story = await createStory(app, user.token, { title, settings: { atmosphere: 'Fantasy' } });
  await signIn(context, user.token);

  // Discover: by a word of the title, then by category.
  await page.goto('/discover');
  await page.getByLabel('Search stories').fill(word.toLowerCase());
  await page.waitForURL((url) => url.searchParams.get('q') === word.toLowerCase());
  const card = page.getByTestId('story-card').filter({ hasText: title });
  await expect.poll(() => card.isVisible()).toBe(true);
  await expect.poll(() => page.getByTestId('story-card').count()).toBe(1);
  await screenshot(page, 'library-00-discover-search');

  await page.goto('/discover');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Fantasy' }).click();
  await page.waitForURL((url) => url.searchParams.get('category') === 'Fantasy');
  await expect.poll(() => card.isVisible()).toBe(true);

  // Votes from the card: upvoting then downvoting moves the vote.
  await card.getByRole('button', { name: 'Like' }).click();
  await expect.poll(() => card.getByTestId('like-count').textContent()).toBe('1');
  await expect.poll(() => toastText(page, 'Story Liked').isVisible()).toBe(true);
  await card.getByRole('button', { name: 'Upvote' }).click();
  await expect.poll(() => card.getByTestId('upvote-count').textContent()).toBe('1');
  await expect.poll(() => card.getByRole('button', { name: 'Downvote' }).isEnabled()).toBe(true);
  await card.getByRole('button', { name: 'Downvote' }).click();
  await expect.poll(() => card.getByTestId('downvote-count').textContent()).toBe('1');
  await expect.poll(() => card.getByTestId('upvote-count').textContent()).toBe('0');
  await screenshot(page, 'library-01-discover-category');

  // The landing page lists it among the public stories.
  await page.goto('/');
  const landingStories = page.getByRole('region', { name: 'Public Stories' });
  await expect.poll(() => landingStories.getByText(title).isVisible()).toBe(true);
  await landingStories.scrollIntoViewIfNeeded();
  await screenshot(page, 'library-02-landing-public-stories', { fullPage: false });

  // My Stories: tabs, then the premium rule on the visibility switch.
  await page.goto('/dashboard');
  await expect.poll(() => page.getByRole('tab', { name: 'All (1)' }).isVisible()).toBe(true);
  expect(await page.getByRole('tab', { name: 'Public (1)' }).isVisible()).toBe(true);
  expect(await page.getByRole('tab', { name: 'Private (0)' }).isVisible()).toBe(true);
  await screenshot(page, 'library-03-dashboard');
  await page.getByRole('switch', { name: `Public: ${title}` }).click();
  await expect.poll(() => toastText(page, 'Premium Feature').isVisible()).toBe(true);
  const notifications = page.getByRole('region', { name: /Notifications/ });
  expect(await notifications.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/premium');
  await screenshot(page, 'library-04-dashboard-premium-feature', { fullPage: false });
  await page.getByRole('tab', { name: 'Private (0)' }).click();
  await expect.poll(() => visible(page, 'No stories found')).toBe(true);
  await page.getByRole('tab', { name: 'All (1)' }).click();

  // Edit: the empty title is refused, then a new title is saved.
  await page.getByTestId('story-card').getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL((url) => url.pathname === `/edit/${story._id}`);
  const titleField = page.getByLabel('Title');
  await expect.poll(() => titleField.inputValue()).toBe(title);
  await titleField.fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(() => visible(page, 'Title is required')).toBe(true);
  expect(await page.getByTestId('text-stats').textContent()).toContain('Reading time');
  await screenshot(page, 'library-05-edit-validation');
  const renamed = `${title} Revisited`;
  await titleField.fill(renamed);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(() => toastText(page, 'Story Updated').isVisible()).toBe(true);
  await page.waitForURL((url) => url.pathname === `/story/${story._id}`);

  // Mobile widths of the two lists.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect.poll(() => page.getByText(renamed).isVisible()).toBe(true);
  await screenshot(page, 'library-06-dashboard-mobile');
  await page.goto(`/discover?q=${word}`);
  await expect.poll(() => page.getByText(renamed).isVisible()).toBe(true);
  await screenshot(page, 'library-07-discover-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Delete from My Stories after the confirmation.
  await page.goto('/dashboard');
  await page.getByTestId('story-card').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect
    .poll(() =>
      dialog.getByText('Are you sure you want to delete this story? This action cannot be undone.').isVisible(),
    )
    .toBe(true);
  await screenshot(page, 'library-08-dashboard-delete-confirm', { fullPage: false });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => toastText(page, 'Story Deleted').isVisible()).toBe(true);
  await expect.poll(() => visible(page, 'No stories found')).toBe(true);
  expect(await page.getByRole('tab', { name: 'All (0)' }).isVisible()).toBe(true);
});

test('the main errors: unknown story to edit, nothing found on Discover', async ({ signedIn: _user, page }) => {
  await page.goto('/edit/no-such-story');
  await expect.poll(() => visible(page, 'Story Not Found')).toBe(true);
  await screenshot(page, 'library-09-edit-not-found');
  await page.getByRole('link', { name: 'Back to My Stories' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');

  await page.goto('/discover?q=zzzz-nothing-matches&category=Historical');
  await expect.poll(() => visible(page, 'No Stories Found')).toBe(true);
  await screenshot(page, 'library-10-discover-empty');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await page.waitForURL((url) => url.search === '');
  expect(await page.getByLabel('Search stories').inputValue()).toBe('');

  // An empty community: the landing grid invites the first story; the plans lead to the upgrade page.
  await page.goto('/');
  const landingStories = page.getByRole('region', { name: 'Public Stories' });
  await expect
    .poll(() => landingStories.getByText('No stories found. Be the first to create one!').isVisible())
    .toBe(true);
  expect(await landingStories.getByRole('link', { name: 'Create Story' }).getAttribute('href')).toBe('/create');
  const pricing = page.getByRole('region', { name: 'Choose your pleasure' });
  await pricing.scrollIntoViewIfNeeded();
  expect(await pricing.getByText('Most Popular').isVisible()).toBe(true);
  expect(await pricing.getByRole('link', { name: 'Choose Seduction' }).getAttribute('href')).toBe('/premium-upgrade');
  expect(await pricing.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/premium-upgrade');
  await screenshot(page, 'library-11-landing-pricing', { fullPage: false });
});
