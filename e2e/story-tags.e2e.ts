import { violationsOf } from './axe';
import { createStory, createUser, expect, passAgeGateAndCookies, screenshot, test } from './fixtures';

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const) {
  test(`${size.name}: a story's tags and content notes show on its card and its page`, async ({
    app,
    context,
    page,
  }) => {
    const author = await createUser(app);
    const title = `Tagged ${size.name}`;
    const story = await createStory(app, author.token, { title, isPublic: true, tags: ['dominance', 'slow-burn'] });
    await passAgeGateAndCookies(context);
    await page.setViewportSize(size);

    await page.goto('/discover');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
    const cardTags = card.getByRole('list', { name: 'Tags and content notes' }).getByRole('listitem');
    await expect.poll(() => cardTags.allTextContents()).toEqual(['Slow burn', 'Note · Dominance']);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `story-tags-01-card-${size.name}`, { fullPage: false });

    await page.goto(`/story/${story._id}`);
    const pageTags = page.getByRole('list', { name: 'Tags and content notes' }).getByRole('listitem');
    await expect.poll(() => pageTags.allTextContents()).toEqual(['Slow burn', 'Note · Dominance']);
    await screenshot(page, `story-tags-02-story-${size.name}`, { fullPage: false });
    expect(await violationsOf(page, `${size.name} story page with tags`)).toEqual([]);
  });
}
