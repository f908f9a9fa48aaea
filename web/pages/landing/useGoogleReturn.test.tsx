import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIMED_ACCOUNT_NOTICE } from '#common/contract';
import { Toaster } from '#web/components/ui/toaster';
import { toast } from '#web/lib/toast';
import { buildUser } from '#web/test/factories';
import { callsTo, mockFetch } from '#web/test/http';
import { renderApp } from '#web/test/render';
import { useGoogleReturn } from './useGoogleReturn';

function Landing() {
  useGoogleReturn();
  return <Toaster />;
}

describe('useGoogleReturn', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reports a known error code in its own words and clears the query', async () => {
    mockFetch({});
    const { seen } = renderApp([{ path: '/', element: <Landing /> }], '/?error=not_configured');
    await waitFor(() => expect(screen.getByText('Google authentication failed')).toBeTruthy());
    expect(screen.getByText('Google sign-in is not configured')).toBeTruthy();
    expect(seen.location.search).toBe('');
  });

  it('shows nothing for an error text someone else put in the URL', async () => {
    mockFetch({});
    toast({ title: 'Earlier news' });
    const { seen } = renderApp(
      [{ path: '/', element: <Landing /> }],
      '/?error=Your%20account%20is%20locked.%20Call%20555-0100',
    );
    await waitFor(() => expect(seen.location.search).toBe(''));
    expect(screen.getByText('Earlier news')).toBeTruthy();
    expect(screen.queryByText(/555-0100/)).toBeNull();
  });

  it('exchanges the one-time code for a session, clears the query and loads the user', async () => {
    const user = buildUser();
    const fetchMock = mockFetch({
      'POST /api/auth/google/exchange': { body: { token: 'session-token', user, claimedAccount: false } },
      'GET /api/auth/me': { body: { user } },
    });
    const { seen } = renderApp([{ path: '/', element: <Landing /> }], '/?token=one-time-code&googleAuth=success');
    await waitFor(() => expect(screen.getByText('Login successful')).toBeTruthy());
    expect(screen.getByText("You're now signed in with Google!")).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('session-token');
    expect(seen.location.search).toBe('');
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/auth/google/exchange');
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'one-time-code' });
  });

  it('tells the user when the sign-in took over an unverified password account', async () => {
    const user = buildUser();
    mockFetch({
      'POST /api/auth/google/exchange': { body: { token: 'session-token', user, claimedAccount: true } },
      'GET /api/auth/me': { body: { user } },
    });
    renderApp([{ path: '/', element: <Landing /> }], '/?token=one-time-code&googleAuth=success');
    await waitFor(() => expect(screen.getByText(CLAIMED_ACCOUNT_NOTICE)).toBeTruthy());
  });

  it('keeps the current session when the code is refused (a pasted session token is not a code)', async () => {
    localStorage.setItem('token', 'my-own-session');
    mockFetch({
      'POST /api/auth/google/exchange': {
        status: 400,
        body: { code: 'INVALID_LINK', message: 'Your Google sign-in has expired. Please try again.' },
      },
      'GET /api/auth/me': { body: { user: buildUser() } },
    });
    renderApp([{ path: '/', element: <Landing /> }], '/?token=someone-elses-session&googleAuth=success');
    await waitFor(() => expect(screen.getByText('Google authentication failed')).toBeTruthy());
    expect(localStorage.getItem('token')).toBe('my-own-session');
  });
});
