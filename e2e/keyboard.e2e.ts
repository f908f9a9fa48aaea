import type { Locator, Page } from 'playwright-core';
import type { Chapter } from '#common/contract';
import { createStory, createUser, expect, screenshot, test, toastText } from './fixtures';
import { api, chapterWhenWritten } from './storyFixtures';

/**
 * Whether the focus can be seen: the focused control, or the card drawn around it (up to three
 * parents up), has an outline or shadow it does not have without the focus. The look is read with
 * the focus, then with the control blurred, then the focus is put back as it was; CSS transitions
 * are run to their end before each reading, so what is read is what settles on screen.
 */
const focusShows = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return false;
    const chain = [focused];
    while (chain.length < 4) {
      const parent = chain.at(-1)!.parentElement;
      if (!parent || parent === document.body) break;
      chain.push(parent);
    }
    const settle = () => {
      for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
    };
    const look = () => {
      settle();
      return chain.map((element) => {
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        return {
          ring: outline || style.boxShadow !== 'none',
          drawn: [style.outlineStyle, style.outlineWidth, style.outlineColor, style.outlineOffset, style.boxShadow],
        };
      });
    };
    const wasVisible = focused.matches(':focus-visible');
    const withFocus = look();
    focused.blur();
    const without = look();
    focused.focus();
    settle();
    if (document.activeElement !== focused || focused.matches(':focus-visible') !== wasVisible)
      throw new Error('the focus could not be put back as it was');
    return withFocus.some(({ ring, drawn }, i) => ring && drawn.join() !== without[i].drawn.join());
  });

const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 }).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus, then checks that the focus can be seen. */
async function tabTo(page: Page, target: Locator, { back = false } = {}) {
  await target.waitFor({ state: 'attached' });
  for (let step = 0; step < 150; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await hasFocus(target)) {
      expect(await focusShows(page), `no visible focus on ${target}`).toBe(true);
      return;
    }
  }
  throw new Error(`${target} could not be reached with the keyboard`);
}

/** Presses `key` until `target` has the focus (a tab list or radio group moves one step per press). */
async function arrowTo(page: Page, key: string, target: Locator) {
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press(key);
    if (
      await expect
        .poll(() => hasFocus(target), { timeout: 1_000 })
        .toBe(true)
        .then(
          () => true,
          () => false,
        )
    )
      return;
  }
  throw new Error(`${key} did not reach ${target}`);
}

/** The page's main heading and the tab's title both name the page reached. */
async function expectPage(page: Page, heading: string | RegExp) {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await h1.waitFor();
  const name = (await h1.textContent())!.trim();
  await expect.poll(() => page.title()).toBe(`${name} · Reverie`);
  // The page has finished loading what it shows, so a key pressed now reaches its final controls.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
}

test('signup, create, read, narrate, buy a pack, play, vote and unlock with the keyboard alone', async ({
  app,
  browser,
}) => {
  // Another author's story whose chapter 2 the new reader will unlock.
  const author = await createUser(app);
  const other = await createStory(app, author.token, { title: 'Second Door' });
  const { chapters } = await api<{ chapters: Chapter[] }>(
    app,
    author.token,
    'GET',
    `/api/stories/${other._id}/chapters`,
  );
  await api(app, author.token, 'POST', `/api/stories/${other._id}/chapters/1/choice`, {
    choice: chapters[0].choices[0].text,
  });
  await chapterWhenWritten(app, author.token, other._id, 2);

  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const key = (name: string) => page.keyboard.press(name);

  // Age gate and cookie banner.
  await page.goto('/signup');
  await tabTo(page, page.getByRole('button', { name: 'I am 18 or older – Enter' }));
  await key('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Accept' }), { back: true });
  await key('Enter');

  // Sign up.
  await expectPage(page, 'Begin your story');
  await tabTo(page, page.getByLabel('Name'), { back: true });
  await page.keyboard.type('Kay Board');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(`kay-${Date.now()}@example.com`);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type('keyboard-only');
  await key('Enter');
  await page.waitForURL((url) => url.pathname === '/');

  // Create: the wizard's tabs with the arrow keys, the explicit level with the arrows, a voice.
  await tabTo(page, page.getByRole('link', { name: 'Create', exact: true }).first());
  await key('Enter');
  await expectPage(page, 'Create Your Story');
  await tabTo(page, page.getByRole('tab', { name: 'Setting' }));
  await arrowTo(page, 'ArrowRight', page.getByRole('tab', { name: 'Characters' }));
  await arrowTo(page, 'ArrowRight', page.getByRole('tab', { name: 'Style' }));
  expect(await page.getByRole('tab', { name: 'Style', selected: true }).count()).toBe(1);
  const explicit = page.getByTestId('explicit-value');
  const level = Number(await explicit.textContent());
  await tabTo(page, page.getByRole('slider').first());
  for (let press = 0; press < 5; press += 1) await key('ArrowRight');
  expect(Number(await explicit.textContent())).toBe(level + 5);
  await tabTo(page, page.getByRole('tab', { name: 'Style' }), { back: true });
  await arrowTo(page, 'ArrowRight', page.getByRole('tab', { name: 'Voice' }));
  expect(await page.getByRole('tab', { name: 'Voice', selected: true }).count()).toBe(1);
  const voices = page.getByTestId('voice-option').getByRole('radio');
  await tabTo(page, voices.first());
  await key('ArrowDown');
  await expect.poll(() => voices.nth(1).isChecked()).toBe(true);
  await key('ArrowUp');
  await expect.poll(() => voices.first().isChecked()).toBe(true);
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type('Keys in the Dark');
  await tabTo(page, page.getByRole('button', { name: 'Generate Story' }));
  await key('Enter');
  await page.waitForURL(/\/story\/[^/]+$/);
  await expectPage(page, 'Keys in the Dark');
  const story = page.url();

  // Read: the chapter is written, then offers its choices.
  await page.getByRole('heading', { name: 'What happens next?' }).waitFor({ timeout: 60_000 });

  // Buy a pack on the credits page, through the demo checkout. (A new account's audio credits
  // narrate its first chapter, so narration no longer sends it to the credit dialog.)
  const generate = page.getByRole('button', { name: 'Generate audio' });
  await page.goto('/credits');
  await expectPage(page, /Credits/);
  await tabTo(page, page.getByRole('button', { name: 'Purchase Credits' }).first());
  await key('Enter');
  await page.waitForURL(/\/checkout\/credit\//);
  await tabTo(page, page.getByRole('button', { name: /^Pay / }));
  await key('Enter');
  await expect.poll(() => toastText(page, 'Purchase successful').isVisible()).toBe(true);
  await page.waitForURL(/\/payment\//);

  // Narrate and play: Space plays, the arrows seek, the speed is chosen with the arrows.
  await page.goto(story);
  await tabTo(page, generate);
  await key('Enter');
  const player = page.getByRole('region', { name: 'Audio player' });
  const toggle = player.getByRole('button', { name: /^(Play|Pause)$/ });
  await expect.poll(() => toggle.isEnabled(), { timeout: 30_000 }).toBe(true);
  if ((await toggle.getAttribute('aria-label')) === 'Pause') {
    await tabTo(page, toggle);
    await key('Space');
  }
  await tabTo(page, player.getByRole('button', { name: 'Play' }));
  await key('Space');
  await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Pause');
  const seek = player.getByRole('slider', { name: 'Seek' });
  await tabTo(page, seek, { back: true });
  const before = await seek.getAttribute('aria-valuenow');
  await key('ArrowRight');
  await key('ArrowRight');
  await expect.poll(async () => Number(await seek.getAttribute('aria-valuenow'))).toBeGreaterThan(Number(before));
  expect(await seek.getAttribute('aria-valuetext')).toMatch(/^\d+:\d{2} of \d+:\d{2}$/);
  const speed = page.getByRole('combobox', { name: 'Playback speed' });
  await tabTo(page, speed);
  const rate = await speed.inputValue();
  await key('ArrowDown');
  await expect.poll(() => speed.inputValue()).not.toBe(rate);
  await screenshot(page, 'keyboard-01-playing', { fullPage: false });

  // Vote.
  await tabTo(page, page.getByRole('button', { name: /^Upvote, / }), { back: true });
  await key('Space');
  await expect
    .poll(() => page.getByRole('button', { name: 'Upvote, 1 upvote' }).getAttribute('aria-pressed'))
    .toBe('true');

  // Unlock another author's chapter 2 from the chapter list.
  await page.goto(`/story/${other._id}`);
  await expectPage(page, 'Second Door');
  await tabTo(page, page.getByRole('navigation', { name: 'Chapters' }).getByRole('button', { name: /^Chapter 2/ }));
  await key('Enter');
  await page.getByRole('region', { name: 'Chapter Locked' }).waitFor();
  await tabTo(page, page.getByRole('button', { name: /^Unlock for / }));
  await key('Enter');
  await expect.poll(() => toastText(page, 'Chapter Unlocked').isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('region', { name: 'Chapter Locked' }).count()).toBe(0);
  await screenshot(page, 'keyboard-02-unlocked', { fullPage: false });
  await context.close();
}, 300_000);
