import type { Page } from 'playwright-core';
import {
  createStory,
  expect,
  passAgeGateAndCookies,
  screenshot,
  signUp,
  storedToken,
  test,
  toastText,
} from './fixtures';

const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible();
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).isVisible();
/** The machine may be busy: give the browser more than vitest's default second. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const onPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);

test('a new user buys the Starter pack and its credits arrive once', async ({ context, page }) => {
  await passAgeGateAndCookies(context);
  await signUp(page);
  const chip = page.getByTestId('credits-chip');

  await page.goto('/credits');
  await eventually(() => heading(page, 'Your Credits')).toBe(true);
  expect(await page.getByTestId('pack-starter').getByTestId('price').textContent()).toBe('€3.99');
  await screenshot(page, 'commerce-01-credits');
  await page.getByTestId('pack-starter').getByRole('button', { name: 'Purchase Credits' }).click();
  await onPath(page, '/checkout/credit/starter');
  await eventually(() => visible(page, 'Demo mode — no real charge')).toBe(true);
  expect(await page.getByTestId('checkout-total').textContent()).toBe('€3.99');
  await screenshot(page, 'commerce-02-checkout-credit');

  await page.getByRole('button', { name: 'Pay €3.99' }).click();
  await onPath(page, '/payment/credit-success');
  expect(new URL(page.url()).searchParams.get('credits')).toBe('5');
  await eventually(() => heading(page, 'Credit Purchase Successful!')).toBe(true);
  await eventually(() => toastText(page, 'Purchase successful').isVisible()).toBe(true);
  await eventually(() => chip.textContent()).toBe('T:8 A:8');
  await screenshot(page, 'commerce-03-credit-success');

  // Within 30 s the marker answers; after it the server does, and says it was already processed.
  await page.reload();
  await eventually(() => visible(page, 'This purchase was already added to your account.')).toBe(true);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('paymentProcessed:')) localStorage.removeItem(key);
  });
  await page.reload();
  await eventually(() => visible(page, 'This purchase was already added to your account.')).toBe(true);
  await eventually(() => chip.textContent()).toBe('T:8 A:8');
});

test('a new user subscribes to Seduction, opens the gallery, downgrades, cancels and resumes', async ({
  app,
  context,
  page,
}) => {
  await passAgeGateAndCookies(context);
  await signUp(page);
  const chip = page.getByTestId('credits-chip');

  await page.goto('/premium-upgrade');
  await eventually(() => page.getByTestId('plan-free').getByText('Current Plan').first().isVisible()).toBe(true);
  await screenshot(page, 'commerce-04-premium-upgrade');
  await page.getByTestId('plan-free').getByRole('button').click();
  await eventually(() => toastText(page, 'Already Active').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Choose Seduction' }).click();
  await onPath(page, '/checkout/subscription/seduction');
  await eventually(() => visible(page, 'First month 50% off — your first premium upgrade')).toBe(true);
  expect(await page.getByTestId('checkout-total').textContent()).toBe('€6.00');
  await screenshot(page, 'commerce-05-checkout-subscription');
  await page.getByRole('button', { name: 'Pay €6.00' }).click();
  await onPath(page, '/payment/subscription-success');
  await eventually(() => heading(page, 'Welcome to Premium!')).toBe(true);
  await eventually(() => chip.textContent()).toBe('T:15 A:15');
  await screenshot(page, 'commerce-06-subscription-success');

  // A premium story of their own, written over the API (creating stories is another screen's job).
  const token = await storedToken(page);
  await createStory(app, token ?? '', { title: 'Moonlit Terrace', accessType: 'premium_early_access' });

  const galleryLink = page.getByRole('banner').getByRole('link', { name: 'Premium Gallery' });
  await eventually(() => galleryLink.isVisible()).toBe(true);
  await galleryLink.click();
  await onPath(page, '/premium-gallery');
  await eventually(() => heading(page, 'Seduction Gallery')).toBe(true);
  await eventually(() => page.getByTestId('story-card').getByText('Moonlit Terrace').isVisible()).toBe(true);
  await screenshot(page, 'commerce-07-premium-gallery');

  await page.goto('/subscription');
  await eventually(() => heading(page, 'Your Subscription')).toBe(true);
  await eventually(() => page.getByTestId('current-plan').getByText('Seduction', { exact: true }).isVisible()).toBe(
    true,
  );
  await page.getByRole('button', { name: 'Downgrade to Essential' }).click();
  await eventually(() => toastText(page, 'Plan updated').isVisible()).toBe(true);
  await eventually(() => page.getByTestId('pending-change').textContent()).toMatch(
    /^Your plan changes to Essential on /,
  );
  await screenshot(page, 'commerce-08-downgrade-scheduled');

  await page.getByRole('button', { name: 'Cancel Subscription', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription', exact: true }).click();
  await eventually(() => toastText(page, 'Subscription cancelled').isVisible()).toBe(true);
  await eventually(() => page.getByTestId('current-plan').textContent()).toMatch(
    /Your subscription ends on .+\. You keep Seduction until then\./,
  );
  await screenshot(page, 'commerce-09-cancelled');
  // Cancelling keeps the plan until the period ends: the gallery is still open.
  await eventually(() => galleryLink.isVisible()).toBe(true);

  await page.getByRole('button', { name: 'Keep Seduction' }).click();
  await eventually(() => toastText(page, 'Subscription resumed').isVisible()).toBe(true);
  await eventually(() => page.getByTestId('current-plan').textContent()).toMatch(/Renews on /);
});

test('commerce pages refuse bad addresses and explain what is missing', async ({ context, page }) => {
  await passAgeGateAndCookies(context);
  await page.goto('/credits');
  await eventually(() => visible(page, 'Please log in to view and purchase credits.')).toBe(true);
  await screenshot(page, 'commerce-10-credits-logged-out');

  await signUp(page);
  await page.goto('/checkout/credit/bogus');
  await eventually(() => toastText(page, 'Invalid package').isVisible()).toBe(true);
  await onPath(page, '/credits');

  await page.goto('/checkout/nope/x');
  await eventually(() => toastText(page, 'Invalid checkout').isVisible()).toBe(true);
  await onPath(page, '/');

  await page.goto('/checkout/subscription/free');
  await eventually(() => toastText(page, 'Invalid plan').isVisible()).toBe(true);
  // Nothing to manage on the free plan: /subscription leads on to the plan cards.
  await onPath(page, '/premium-upgrade');
  await eventually(() => heading(page, 'Upgrade Your Experience')).toBe(true);

  await page.goto('/premium-gallery');
  await eventually(() => heading(page, 'Premium Gallery Access Required')).toBe(true);
  await screenshot(page, 'commerce-11-gallery-refused');

  await page.goto('/payment/credit-success');
  await eventually(() => visible(page, 'Invalid payment session. Please try again or contact support.')).toBe(true);
  await screenshot(page, 'commerce-12-invalid-session');

  await page.goto('/payment/credit-success?session_id=cs_not_mine&credits=5');
  await eventually(() => heading(page, 'Something Went Wrong')).toBe(true);
  await eventually(() =>
    visible(page, 'Payment verification failed. Please contact support if credits were deducted from your account.'),
  ).toBe(true);
  await page.getByRole('link', { name: 'Try Again' }).click();
  await onPath(page, '/credits');

  await page.goto('/checkout/credit/popular');
  await eventually(() => visible(page, 'Demo mode — no real charge')).toBe(true);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await onPath(page, '/payment/cancel');
  await eventually(() => heading(page, 'Payment Cancelled')).toBe(true);
  await screenshot(page, 'commerce-13-cancelled');

  await page.goto('/monetization-guide');
  await page.getByRole('tab', { name: 'Earn Free' }).click();
  await eventually(() => page.getByTestId('badge-legend_author').textContent()).toContain(
    '+350 text · +150 audio · 30 premium days',
  );
  await screenshot(page, 'commerce-14-guide-earn-free');
  await page.getByRole('tab', { name: 'Credits' }).click();
  await eventually(() => visible(page, 'Power Pack')).toBe(true);
  await screenshot(page, 'commerce-15-guide-credits');
});
