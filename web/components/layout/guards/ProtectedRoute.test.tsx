import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '#web/test/factories';
import { mockFetch } from '#web/test/http';
import { renderApp } from '#web/test/render';
import { ProtectedRoute } from './ProtectedRoute';

const routes = (guard: { minTier?: number; premiumOnly?: boolean } = {}) => [
  { path: '/login', element: <p>login page</p> },
  { path: '/secret', element: <ProtectedRoute {...guard}>secret content</ProtectedRoute> },
];

describe('ProtectedRoute', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a spinner, then sends visitors to /login with the way back', async () => {
    mockFetch({});
    const { seen } = renderApp(routes(), '/secret?x=1');
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
    await waitFor(() => expect(screen.getByText('login page')).toBeTruthy(), { timeout: 2000 });
    expect(seen.location.search).toBe(`?redirect=${encodeURIComponent('secret?x=1')}`);
  });

  it('lets a signed-in user through', async () => {
    localStorage.setItem('token', 't');
    mockFetch({ 'GET /api/auth/me': { body: { user: buildUser() } } });
    renderApp(routes(), '/secret');
    await waitFor(() => expect(screen.getByText('secret content')).toBeTruthy());
  });

  it('shows the plan notice below the minimum tier', async () => {
    localStorage.setItem('token', 't');
    mockFetch({ 'GET /api/auth/me': { body: { user: buildUser({ subscription: 'essentiel', isPremium: true }) } } });
    renderApp(routes({ minTier: 2 }), '/secret');
    await waitFor(() => expect(screen.getByText('Premium Gallery Access Required')).toBeTruthy());
    expect(screen.getByText('Essential')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Upgrade Plan/ }).getAttribute('href')).toBe('/premium-upgrade');
    expect(screen.getByRole('link', { name: /Buy Credits/ }).getAttribute('href')).toBe('/credits');
  });

  it('shows Premium Content to non-premium users when premium only', async () => {
    localStorage.setItem('token', 't');
    mockFetch({ 'GET /api/auth/me': { body: { user: buildUser() } } });
    renderApp(routes({ premiumOnly: true }), '/secret');
    await waitFor(() => expect(screen.getByText('Premium Content')).toBeTruthy());
  });
});
