import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '#web/test/http';
import { renderApp } from '#web/test/render';
import PaymentSuccessPage from './PaymentSuccessPage';

const routes = [{ path: '/payment/success', element: <PaymentSuccessPage /> }];

describe('PaymentSuccessPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('grants nothing on the query’s word: without a session it shows no credits added', async () => {
    const fetchMock = mockFetch({});
    renderApp(routes, '/payment/success?success=true&demo=true&credits=50');
    await waitFor(() => expect(screen.getByText('Nothing to Confirm')).toBeTruthy());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nothing to Confirm');
    expect(screen.queryByText(/\+50/)).toBeNull();
    expect(screen.queryByText('Credits added')).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/payment/credit-success')).toHaveLength(0);
  });

  it('shows what the server confirmed for a real session, and says "already" only when it was', async () => {
    mockFetch({
      'POST /api/payment/credit-success': {
        body: {
          success: true,
          alreadyProcessed: false,
          fulfilledNow: false,
          packageId: 'starter',
          credits: { text: 5, audio: 5 },
          textCredits: 5,
          audioCredits: 5,
          balance: { textCredits: 8, audioCredits: 8 },
          message: '5 text credits and 5 audio credits were added to your account.',
        },
      },
    });
    renderApp(routes, '/payment/success?session_id=cs_9&credits=50');
    await waitFor(() => expect(screen.getByText('+5 text · +5 audio')).toBeTruthy());
    expect(screen.queryByText(/already been processed/)).toBeNull();
  });
});
