import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildStory, buildUser } from '#web/test/factories';
import { callsTo, mockFetch } from '#web/test/http';
import { renderApp } from '#web/test/render';
import { Toaster } from '../ui/toaster';
import { VoteButtons } from './VoteButtons';

const story = buildStory({ _id: 's1', likes: 2, upvotes: 1, downvotes: 1, hasDownvoted: true });
const routes = [
  {
    path: '/story/s1',
    element: (
      <>
        <VoteButtons story={story} />
        <Toaster />
      </>
    ),
  },
  { path: '/login', element: <p>login page</p> },
];
const pressed = (name: RegExp) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('VoteButtons', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('upvotes at once, drops the downvote, then takes the server answer', async () => {
    localStorage.setItem('token', 't');
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: { user: buildUser() } },
      'GET /api/stories/s1': { body: story },
    });
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input).endsWith('/upvote') ? new Promise((resolve) => (answer = resolve)) : original!(input, init),
    );
    renderApp(routes, '/story/s1');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));

    fireEvent.click(screen.getByRole('button', { name: /^Upvote/ }));
    expect(screen.getByRole('button', { name: 'Upvote, 2 upvotes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Downvote, 0 downvotes' })).toBeTruthy();
    expect(pressed(/^Upvote/)).toBe('true');
    expect((screen.getByRole('button', { name: /^Like/ }) as HTMLButtonElement).disabled).toBe(true);

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/stories/s1/upvote')).toHaveLength(1));
    answer(
      new Response(JSON.stringify({ hasUpvoted: true, hasDownvoted: false, upvotes: 5, downvotes: 0 }), {
        status: 200,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Upvote, 5 upvotes' })).toBeTruthy();
    expect(await screen.findByText('Upvoted')).toBeTruthy();
  });

  it('rolls back and says so when the like fails', async () => {
    localStorage.setItem('token', 't');
    mockFetch({
      'GET /api/auth/me': { body: { user: buildUser() } },
      'GET /api/stories/s1': { body: story },
      'POST /api/stories/s1/like': { status: 500, body: { message: 'boom' } },
    });
    renderApp(routes, '/story/s1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(screen.getByRole('button', { name: /^Like/ }));
    expect(await screen.findByText('Failed to like story. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Like, 2 likes' })).toBeTruthy();
    expect(pressed(/^Like/)).toBe('false');
  });

  it('sends guests to log in first', async () => {
    mockFetch({});
    const { seen } = renderApp(routes, '/story/s1');
    fireEvent.click(screen.getByRole('button', { name: /^Downvote/ }));
    await waitFor(() => expect(seen.location.pathname).toBe('/login'));
    expect(seen.location.search).toBe('?redirect=story%2Fs1');
  });
});
