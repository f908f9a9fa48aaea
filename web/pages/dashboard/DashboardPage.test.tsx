import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster';
import { buildListedStory, buildUser } from '#web/test/factories';
import { mockFetch } from '#web/test/http';
import { renderApp } from '#web/test/render';
import DashboardPage from './DashboardPage';

const stories = [
  buildListedStory({ _id: 'a', title: 'Moonlight in Florence', isPublic: true }),
  buildListedStory({ _id: 'b', title: 'A Paris Affair', isPublic: false, accessType: 'private' }),
  buildListedStory({ _id: 'c', title: 'Florence Again', isPublic: true }),
];

function renderDashboard(extra: Parameters<typeof mockFetch>[0] = {}) {
  localStorage.setItem('token', 't');
  mockFetch({
    'GET /api/auth/me': { body: { user: buildUser() } },
    'GET /api/user/stories': { body: stories },
    ...extra,
  });
  return renderApp([
    {
      path: '/',
      element: (
        <>
          <DashboardPage />
          <Toaster />
        </>
      ),
    },
  ]);
}

describe('DashboardPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts the tabs and narrows them with the title search', async () => {
    renderDashboard();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'All (3)' })).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Public (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Private (1)' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search my stories'), { target: { value: 'florence' } });
    expect(screen.getByRole('tab', { name: 'All (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Private (0)' })).toBeTruthy();
    expect(screen.getAllByTestId('story-card')).toHaveLength(2);
  });

  it('explains that private stories need premium when the server refuses', async () => {
    renderDashboard({
      'PATCH /api/stories/a/visibility': {
        status: 403,
        body: { code: 'PREMIUM_REQUIRED', message: 'Setting stories to private requires a premium account' },
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Public: Moonlight in Florence' });
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByText('Premium Feature')).toBeTruthy());
    expect(screen.getByText('Setting stories to private requires a premium account')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/premium');
  });
});
