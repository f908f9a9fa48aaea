import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SubscriptionView } from '#common/contract';
import { CurrentPlanCard } from './CurrentPlanCard';

const view: SubscriptionView = {
  plan: 'essentiel',
  planName: 'Essential',
  status: 'active',
  isPremium: true,
  currentPeriodEnd: '2026-12-27T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  pendingPlan: null,
  upgradingPlan: null,
  firstSubscriptionDiscount: false,
  demo: false,
};

const draw = (shown: SubscriptionView) =>
  render(<CurrentPlanCard view={shown} busy={null} onResume={() => {}} onCancel={() => {}} />);

describe('CurrentPlanCard', () => {
  afterEach(cleanup);

  it('says an upgrade is waiting for its payment, and that the plan and credits follow it', () => {
    draw({ ...view, upgradingPlan: 'intimacy' });
    expect(screen.getByText('Waiting for payment')).toBeTruthy();
    expect(screen.getByTestId('upgrade-waiting').textContent).toBe(
      'Your upgrade to Intimacy is waiting for its payment to be confirmed: the plan and its extra credits arrive as soon as it is paid.',
    );
  });

  it('says nothing of an upgrade when none is waiting', () => {
    draw(view);
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.queryByTestId('upgrade-waiting')).toBeNull();
  });
});
