import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../test/factories';
import { callsTo, mockFetch } from '../test/http';
import { withProviders } from '../test/render';
import { type AuthContextValue, useAuth } from './auth';

let auth: AuthContextValue;

function Probe() {
  auth = useAuth();
  return (
    <p data-testid="state">
      {auth.user ? `${auth.user.name} premium:${auth.isPremium} credits:${auth.hasCredits}` : 'signed out'}
    </p>
  );
}

const state = () => screen.getByTestId('state').textContent;

describe('AuthProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('skips the current-user call without a token', async () => {
    const fetchMock = mockFetch({});
    render(withProviders(<Probe />));
    expect(state()).toBe('signed out');
    expect(auth.isAuthenticated).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the user of a stored token and derives the flags', async () => {
    localStorage.setItem('token', 't1');
    mockFetch({
      'GET /api/auth/me': { body: { user: buildUser({ isPremium: true, textCredits: 0, audioCredits: 1 }) } },
    });
    render(withProviders(<Probe />));
    await waitFor(() => expect(state()).toBe('Ava Rose premium:true credits:true'));
    expect(auth.isAuthenticated).toBe(true);
  });

  it('copies a token found only in sessionStorage into localStorage', async () => {
    sessionStorage.setItem('token', 'from-session');
    const fetchMock = mockFetch({ 'GET /api/auth/me': { body: { user: buildUser() } } });
    render(withProviders(<Probe />));
    expect(localStorage.getItem('token')).toBe('from-session');
    await waitFor(() => expect(state()).toContain('Ava Rose'));
    expect(new Headers(fetchMock.mock.calls[0][1]!.headers).get('Authorization')).toBe('Bearer from-session');
  });

  it('silently drops the token when the current-user call fails', async () => {
    localStorage.setItem('token', 'revoked');
    sessionStorage.setItem('token', 'revoked');
    mockFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Authentication required' } } });
    render(withProviders(<Probe />));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(state()).toBe('signed out');
  });

  it('stores the token on login and refetches the user', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/login': { body: { token: 'fresh', user: buildUser({ textCredits: 0, audioCredits: 0 }) } },
      'GET /api/auth/me': { body: { user: buildUser({ textCredits: 0, audioCredits: 0 }) } },
    });
    render(withProviders(<Probe />));
    await act(() => auth.login({ email: 'ava@example.com', password: 'secret1' }));
    expect(localStorage.getItem('token')).toBe('fresh');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/auth/me')).toHaveLength(1));
    expect(state()).toBe('Ava Rose premium:false credits:false');
  });

  it('logs out on the server, then forgets the token and the user', async () => {
    localStorage.setItem('token', 't1');
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: { user: buildUser() } },
      'POST /api/auth/logout': { body: { success: true } },
    });
    render(withProviders(<Probe />));
    await waitFor(() => expect(state()).toContain('Ava Rose'));
    await act(() => auth.logout());
    expect(callsTo(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(state()).toBe('signed out');
  });
});
