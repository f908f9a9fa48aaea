import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '#web/test/http';
import { renderApp } from '#web/test/render';
import CreditSuccessPage from './CreditSuccessPage';

const routes = [{ path: '/payment/credit-success', element: <CreditSuccessPage /> }];
const answer = {
  success: true,
  alreadyProcessed: false,
  fulfilledNow: false,
  packageId: 'starter',
  credits: { text: 5, audio: 5 },
  textCredits: 5,
  audioCredits: 5,
  balance: { textCredits: 8, audioCredits: 8 },
  message: '5 text credits and 5 audio credits were added to your account.',
};

describe('CreditSuccessPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('confirms a session once; a second visit within the marker time shows it as already added', async () => {
    const fetchMock = mockFetch({ 'POST /api/payment/credit-success': { body: answer } });
    renderApp(routes, '/payment/credit-success?session_id=cs_1&credits=5&package=starter');
    await waitFor(() => expect(screen.getByText('Credit Purchase Successful!')).toBeTruthy());
    expect(screen.getAllByText('+5', { selector: 'dd' })).toHaveLength(2);
    cleanup();

    renderApp(routes, '/payment/credit-success?session_id=cs_1&credits=5&package=starter');
    await waitFor(() => expect(screen.getByText('This purchase was already added to your account.')).toBeTruthy());
    expect(callsTo(fetchMock, 'POST', '/api/payment/credit-success')).toHaveLength(1);
  });

  it('explains an unpaid session and a missing one', async () => {
    mockFetch({
      'POST /api/payment/credit-success': {
        status: 409,
        body: { message: 'Payment not completed yet: no credits were added.' },
      },
    });
    renderApp(routes, '/payment/credit-success?session_id=cs_2&credits=5');
    await waitFor(() => expect(screen.getByText('Payment not completed yet: no credits were added.')).toBeTruthy());
    expect(screen.getByText('Something Went Wrong')).toBeTruthy();
    cleanup();

    renderApp(routes, '/payment/credit-success?credits=5');
    expect(screen.getByText('Invalid payment session. Please try again or contact support.')).toBeTruthy();
  });
});
