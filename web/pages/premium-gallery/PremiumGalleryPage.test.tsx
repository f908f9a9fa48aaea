import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildListedStory, buildUser } from '#web/test/factories';
import { mockFetch } from '#web/test/http';
import { renderApp } from '#web/test/render';
import PremiumGalleryPage from './PremiumGalleryPage';

function renderGallery(stories: Parameters<typeof mockFetch>[0][string]) {
  localStorage.setItem('token', 't');
  mockFetch({
    'GET /api/auth/me': { body: { user: buildUser({ subscription: 'seduction' }) } },
    'GET /api/stories/premium-stories': stories,
  });
  return renderApp([{ path: '/', element: <PremiumGalleryPage /> }]);
}

describe('PremiumGalleryPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the premium stories as cards, from the list items the server sends', async () => {
    renderGallery({
      body: [buildListedStory({ _id: 'p1', title: 'Moonlit Terrace', accessType: 'premium_early_access' })],
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Moonlit Terrace' })).toBeTruthy());
    expect(screen.getByRole('heading', { level: 1, name: 'Seduction Gallery' })).toBeTruthy();
  });
});
