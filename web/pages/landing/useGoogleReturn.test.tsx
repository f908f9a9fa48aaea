import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster';
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

  it('reports an error and clears the query', async () => {
    mockFetch({});
    const { router } = renderApp(
      [{ path: '/', element: <Landing /> }],
      '/?error=Google%20sign-in%20is%20not%20configured',
    );
    await waitFor(() => expect(screen.getByText('Google authentication failed')).toBeTruthy());
    expect(screen.getByText('Google sign-in is not configured')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('stores the token, clears the query and loads the user', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/me': { body: { user: buildUser() } } });
    const { router } = renderApp([{ path: '/', element: <Landing /> }], '/?token=g-token&googleAuth=success');
    await waitFor(() => expect(screen.getByText('Login successful')).toBeTruthy());
    expect(screen.getByText("You're now signed in with Google!")).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('g-token');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/auth/me')).toHaveLength(1));
  });
});
