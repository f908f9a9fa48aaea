import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '#web/test/factories';
import { mockFetch } from '#web/test/http';
import { renderApp } from '#web/test/render';
import { CreditDialog } from './CreditDialog';

const show = (trigger: 'credits' | 'premium') =>
  renderApp([{ path: '/', element: <CreditDialog open trigger={trigger} onOpenChange={() => undefined} /> }]);

describe('CreditDialog', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    mockFetch({ 'GET /api/auth/me': { body: { user: buildUser({ textCredits: 1, audioCredits: 4 }) } } });
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('says Out of Credits! with both balances and every way out', async () => {
    show('credits');
    expect(await screen.findByText('Out of Credits!')).toBeTruthy();
    expect(await screen.findByText('4')).toBeTruthy();
    expect(screen.getByText('1')).toBeTruthy();
    expect(screen.getByText('First-time premium upgrade gets 50% off your first month!')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Upgrade to Premium/ }).getAttribute('href')).toBe('/subscription');
    expect(screen.getByRole('link', { name: /Buy More Credits/ }).getAttribute('href')).toBe('/credits');
    expect(screen.getByRole('button', { name: 'Maybe Later' })).toBeTruthy();
  });

  it('says Unlock Premium without the credit purchase otherwise', async () => {
    show('premium');
    expect(await screen.findByText('Unlock Premium')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Buy More Credits/ })).toBeNull();
  });
});
