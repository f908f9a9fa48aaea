import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminStory, AdminUser, AdminWriterFailure } from '#common/contract';
import { Toaster } from '#web/components/ui/toaster';
import { buildUser } from '#web/test/factories';
import { callsTo, mockFetch } from '#web/test/http';
import { renderApp } from '#web/test/render';
import AdminPage from './AdminPage';
import { authorOf } from './StoriesTable';

const adminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  _id: 'u2',
  name: 'Casey Doe',
  email: 'casey@example.com',
  role: 'user',
  subscription: 'free',
  isPremium: false,
  textCredits: 3,
  audioCredits: 3,
  createdAt: '2026-11-21T10:00:00.000Z',
  storyCount: 1,
  ageVerified: false,
  ...overrides,
});
const story: AdminStory = {
  _id: 's1',
  title: 'Harbour Lights',
  content: 'It began at dusk.',
  contentLength: 17,
  userId: 'abcdef123456',
  userName: '',
  isPublic: true,
  accessType: 'public',
  likes: 2,
  plays: 1,
  upvotes: 1,
  downvotes: 0,
  createdAt: '2026-11-21T10:00:00.000Z',
  chapterCount: 1,
};

const writerFailure = (overrides: Partial<AdminWriterFailure> = {}): AdminWriterFailure => ({
  _id: 'f1',
  provider: 'openai-compatible (qwen3:8b)',
  status: 400,
  reason: '{"message":"maximum context length is 4096 tokens"}',
  storyId: 's1',
  storyTitle: 'Harbour Lights',
  chapterNumber: 3,
  createdAt: '2026-11-26T09:30:00.000Z',
  ...overrides,
});

const routes = [
  {
    element: (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
    children: [
      { path: '/', element: <p>home page</p> },
      { path: '/admin', element: <AdminPage /> },
    ],
  },
];

describe('authorOf', () => {
  it("names the author, or 'User' and the first 6 characters of their id", () => {
    expect(authorOf({ ...story, userName: 'Nora' })).toBe('Nora');
    expect(authorOf(story)).toBe('User abcdef');
  });
});

describe('AdminPage', () => {
  beforeEach(() => localStorage.setItem('token', 't'));
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('turns a non-admin away with Access Denied', async () => {
    mockFetch({ 'GET /api/auth/me': { body: { user: buildUser() } } });
    const { seen } = renderApp(routes, '/admin');
    await waitFor(() => expect(screen.getByText('home page')).toBeTruthy());
    expect(seen.location.pathname).toBe('/');
    expect(screen.getAllByText('Access Denied').length).toBeGreaterThan(0);
    expect(screen.getAllByText("You don't have permission to access the admin dashboard.").length).toBeGreaterThan(0);
  });

  it('shows both counts and asks before deleting a user', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: { user: buildUser({ _id: 'u1', role: 'admin', name: 'Root' }) } },
      'GET /api/admin/users': { body: [adminUser(), adminUser({ _id: 'u1', name: 'Root', role: 'admin' })] },
      'GET /api/admin/stories': { body: [story] },
      'GET /api/admin/writer-failures': { body: [] },
      'DELETE /api/admin/users/u2': { body: { success: true, message: 'User deleted successfully' } },
    });
    renderApp(routes, '/admin');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Users (2)' })).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Stories (1)' })).toBeTruthy();
    expect(screen.getAllByText('Nov 21, 2026').length).toBeGreaterThan(0);
    expect((screen.getAllByRole('button', { name: 'Delete Root' })[0] as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getAllByRole('button', { name: 'Delete Casey Doe' })[0]);
    expect(
      await screen.findByText('Are you sure you want to delete this user? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/admin/users/u2')).toHaveLength(1));
    expect((await screen.findAllByText('User Deleted')).length).toBeGreaterThan(0);
  });

  it('lists the writer failures with their provider, status, reason and chapter, newest first, page after page', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: { user: buildUser({ _id: 'u1', role: 'admin', name: 'Root' }) } },
      'GET /api/admin/users': { body: [] },
      'GET /api/admin/stories': { body: [] },
      'GET /api/admin/writer-failures': {
        body: [writerFailure()],
        headers: { 'X-Total-Count': '2', 'X-Next-Cursor': 'older' },
      },
      'GET /api/admin/writer-failures?cursor=older': {
        body: [
          writerFailure({
            _id: 'f2',
            status: null,
            reason: 'The writing service did not start answering within 60 seconds.',
            storyId: null,
            storyTitle: null,
            chapterNumber: null,
            createdAt: '2026-11-25T08:00:00.000Z',
          }),
        ],
        headers: { 'X-Total-Count': '2' },
      },
    });
    renderApp(routes, '/admin');
    const tab = await screen.findByRole('tab', { name: 'Writer Failures (2)' });
    fireEvent.mouseDown(tab);
    const panel = await screen.findByRole('region', { name: 'Writer failures' });
    const rows = () => panel.querySelectorAll('tbody tr');
    expect(rows()).toHaveLength(1);
    expect(rows()[0].textContent).toContain('openai-compatible (qwen3:8b)');
    expect(rows()[0].textContent).toContain('HTTP 400');
    expect(rows()[0].textContent).toContain('maximum context length is 4096 tokens');
    expect(rows()[0].textContent).toContain('Nov 26, 2026');
    const link = panel.querySelector('tbody a');
    expect(link?.textContent).toBe('Harbour Lights, chapter 3');
    expect(link?.getAttribute('href')).toBe('/story/s1');

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET', '/api/admin/writer-failures?cursor=older')).toHaveLength(1);
    expect(rows()[1].textContent).toContain('No answer');
    expect(rows()[1].textContent).toContain('Story deleted');
    expect(rows()[1].textContent).toContain('did not start answering within 60 seconds');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('revokes a verified adult\u2019s age verification, offered only to verified users', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: { user: buildUser({ _id: 'u1', role: 'admin', name: 'Root' }) } },
      'GET /api/admin/users': {
        body: [adminUser({ ageVerified: true }), adminUser({ _id: 'u1', name: 'Root', role: 'admin' })],
      },
      'GET /api/admin/stories': { body: [story] },
      'GET /api/admin/writer-failures': { body: [] },
      'DELETE /api/admin/users/u2/age-verification': { body: { revoked: true } },
    });
    renderApp(routes, '/admin');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Users (2)' })).toBeTruthy());
    expect(screen.queryAllByRole('button', { name: 'Revoke the age verification of Root' })).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Revoke the age verification of Casey Doe' })[0]);
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/admin/users/u2/age-verification')).toHaveLength(1));
    expect((await screen.findAllByText('Age verification revoked')).length).toBeGreaterThan(0);
  });
});
