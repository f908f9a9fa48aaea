import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WELCOME_CREDITS } from '#common/rules/offers';
import { Toaster } from '#web/components/ui/toaster';
import { buildStory, buildUser } from '#web/test/factories';
import { callsTo, mockFetch } from '#web/test/http';
import { renderApp } from '#web/test/render';
import CreateStoryPage from './CreateStoryPage';

const voices = [
  {
    id: 'pro',
    name: 'Studio Rachel',
    category: 'professional',
    labels: { gender: 'female' },
    description: 'A studio voice',
  },
  {
    id: 'offline-deep-male',
    name: 'Deep Male',
    category: 'premade',
    labels: { gender: 'male', accent: 'american' },
    description: 'Low',
  },
];
const routes = [
  {
    path: '/create',
    element: (
      <>
        <CreateStoryPage />
        <Toaster />
      </>
    ),
  },
  { path: '/story/:id', element: <p>story page</p> },
];

/** Once the page has loaded the voices and the user, types the title and presses Generate. */
async function generateTitled(fetchMock: ReturnType<typeof mockFetch>, title: string) {
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/stories/voice-options')).toHaveLength(1));
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/auth/me').length).toBeGreaterThan(0));
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: title } });
  await new Promise((resolve) => setTimeout(resolve, 50));
  fireEvent.click(screen.getByRole('button', { name: /Generate Story/ }));
}

function setup(user = buildUser()) {
  localStorage.setItem('token', 't');
  return mockFetch({
    'GET /api/auth/me': { body: { user } },
    'GET /api/stories/voice-options': { body: voices },
    'POST /api/stories/generate': { status: 201, body: buildStory({ _id: 's1' }) },
  });
}

describe('CreateStoryPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses a blank title with the toast and the inline message', async () => {
    const fetchMock = setup();
    renderApp([...routes], '/create');
    await screen.findByText('Create Your');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate Story/ }));
    expect(await screen.findByText('Missing Title')).toBeTruthy();
    expect(screen.getByText('Please provide a title for your story.')).toBeTruthy();
    expect(screen.getByText('Story title is required')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/stories/generate')).toHaveLength(0);
  });

  it('opens the credit dialog without a request when a free user has no credits', async () => {
    const fetchMock = setup(buildUser({ textCredits: 0, audioCredits: 0 }));
    renderApp([...routes], '/create');
    await generateTitled(fetchMock, 'Night Swim');
    expect(await screen.findByText('Out of Credits!')).toBeTruthy();
    expect(screen.getByText('First-time premium upgrade gets 50% off your first month!')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Buy More Credits/ }).getAttribute('href')).toBe('/credits');
    expect(callsTo(fetchMock, 'POST', '/api/stories/generate')).toHaveLength(0);
  });

  it("starts on the Short length for a new account's welcome credits, so they write all its free stories", async () => {
    const fetchMock = setup(buildUser({ textCredits: WELCOME_CREDITS.text }));
    renderApp([...routes], '/create');
    await generateTitled(fetchMock, 'Night Swim');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/stories/generate')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/api/stories/generate')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ maxTokens: 1200, settings: { length: 2 } });
  });

  it('sends the defaults with the first premade voice mapped to its fixed id, then opens the story', async () => {
    const fetchMock = setup(buildUser({ textCredits: 10 }));
    const { seen } = renderApp([...routes], '/create');
    await generateTitled(fetchMock, ' Night Swim ');
    await waitFor(() => expect(seen.location.pathname).toBe('/story/s1'));
    const [, init] = callsTo(fetchMock, 'POST', '/api/stories/generate')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title: 'Night Swim',
      accessType: 'public',
      isPublic: true,
      maxTokens: 2400,
      settings: {
        narrationVoice: 'Deep Male',
        narrationVoiceId: 'offline-deep-male',
        location: 'Beach Resort',
        length: 3,
      },
    });
  });

  it('opens with the fantasy the landing carried, and sends it with the story', async () => {
    const fetchMock = setup(buildUser({ textCredits: 10 }));
    const fantasy = 'A stranger at the hotel bar who already knows my name.';
    renderApp([...routes], `/create?fantasy=${encodeURIComponent(fantasy)}`);
    expect((await screen.findByLabelText<HTMLTextAreaElement>('Your fantasy (optional)')).value).toBe(fantasy);
    await generateTitled(fetchMock, 'Last Call');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/stories/generate')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/api/stories/generate')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ settings: { fantasy } });
  });

  it('takes a place of your own, and suggests a title from the settings while none is typed', async () => {
    const fetchMock = setup(buildUser({ textCredits: 10 }));
    renderApp([...routes], '/create');
    await screen.findByText('Create Your');
    fireEvent.change(screen.getByLabelText('Or a place of your own'), { target: { value: 'A lighthouse on Skye' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest a title: Moonlight at A lighthouse on Skye' }));
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Moonlight at A lighthouse on Skye');
    expect(screen.queryByRole('button', { name: /Suggest a title/ })).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/auth/me').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: /Generate Story/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/stories/generate')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/api/stories/generate')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title: 'Moonlight at A lighthouse on Skye',
      settings: { location: 'A lighthouse on Skye' },
    });
  });
});
