import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildStory, buildUser } from '#web/test/factories';
import { mockFetch } from '#web/test/http';
import { renderApp } from '#web/test/render';
import EditStoryPage from './EditStoryPage';

const owned = buildStory({
  _id: 's1',
  content: 'word '.repeat(250).trim(),
  can: {
    edit: true,
    delete: true,
    continue: true,
    conclude: false,
    changeVisibility: true,
    regenerate: true,
    editMemory: true,
    report: false,
  },
});

function renderEdit(routes: Parameters<typeof mockFetch>[0], premium = false) {
  localStorage.setItem('token', 't');
  mockFetch({ 'GET /api/auth/me': { body: { user: buildUser({ isPremium: premium }) } }, ...routes });
  return renderApp([{ path: '/edit/:id', element: <EditStoryPage /> }], '/edit/s1');
}

describe('EditStoryPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts words, characters and reading time', async () => {
    renderEdit({ 'GET /api/stories/s1': { body: owned } });
    const stats = await screen.findByTestId('text-stats');
    expect(stats.textContent).toContain('Words250');
    expect(stats.textContent).toContain(`Characters${owned.content.length}`);
    expect(stats.textContent).toContain('Reading time2 min');
  });

  it('requires a title', async () => {
    renderEdit({ 'GET /api/stories/s1': { body: owned } });
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByText('Title is required')).toBeTruthy());
  });

  it('shows Story Not Found for a missing story or someone else’s', async () => {
    const view = renderEdit({ 'GET /api/stories/s1': { status: 404, body: { message: 'Story not found' } } });
    await waitFor(() => expect(screen.getByText('Story Not Found')).toBeTruthy());
    expect(screen.getByRole('link', { name: /Back to My Stories/ }).getAttribute('href')).toBe('/dashboard');
    view.unmount();

    renderEdit({ 'GET /api/stories/s1': { body: buildStory({ _id: 's1' }) } });
    await waitFor(() => expect(screen.getByText('Story Not Found')).toBeTruthy());
  });

  it('offers the premium prompt instead of the switch on a free user’s private story', async () => {
    renderEdit({ 'GET /api/stories/s1': { body: { ...owned, isPublic: false, accessType: 'private' } } });
    await waitFor(() => expect(screen.getByText('Private stories require Premium')).toBeTruthy());
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
