import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chapter } from '#common/contract';
import { buildStory, buildUser } from '#web/test/factories';
import { callsTo, mockFetch, type Route } from '#web/test/http';
import { withProviders } from '#web/test/render';
import { StoryAudio } from './StoryAudio';

const story = buildStory({ settings: { ...buildStory().settings, narrationVoice: 'Deep Male', narrationVoiceId: '' } });
const chapter: Chapter = {
  number: 1,
  status: 'ready',
  locked: false,
  content: 'word '.repeat(800),
  preview: 'word word',
  choices: [],
  chosenChoice: null,
  isFinal: false,
  textCreditsCost: 1,
  audioUrl: null,
  listeningSeconds: 60,
  createdAt: '2026-11-21T10:00:00.000Z',
};

function renderAudio(routes: Record<string, Route | (() => Promise<Route>)>, audioCredits = 5) {
  localStorage.setItem('token', 't1');
  const fetchMock = mockFetch({ 'GET /api/auth/me': { body: { user: buildUser({ audioCredits }) } }, ...routes });
  render(
    withProviders(
      <MemoryRouter>
        <StoryAudio story={story} chapter={chapter} />
      </MemoryRouter>,
    ),
  );
  return fetchMock;
}

describe('StoryAudio', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers narration with its cost and the balance, then generates the chapter in the story voice', async () => {
    const fetchMock = renderAudio({
      'POST /api/speech/generate': {
        body: {
          audioUrl: '/api/audio/a.mp3',
          fallback: false,
          message: 'Audio is being generated',
          inProgress: true,
          audioCredits: 2,
        },
      },
    });
    await screen.findByText(/You have 5\./);
    expect(screen.getByText('3 audio credits')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate audio' }));
    await screen.findByRole('region', { name: 'Audio player' });
    const [call] = callsTo(fetchMock, 'POST', '/api/speech/generate');
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      text: chapter.content,
      voiceId: 'offline-deep-male',
      storyId: 's1',
      chapterNumber: 1,
    });
  });

  it('asks a signed-in reader whose session is still loading neither to sign in nor to pay yet', async () => {
    let answerMe: (route: Route) => void = () => {};
    const fetchMock = renderAudio({ 'GET /api/auth/me': () => new Promise<Route>((resolve) => (answerMe = resolve)) });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/auth/me')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Narration' })).toBeNull();
    expect(screen.queryByText('Sign in')).toBeNull();
    answerMe({ body: { user: buildUser({ audioCredits: 5 }) } });
    await screen.findByText(/You have 5\./);
    expect(screen.getByRole('button', { name: 'Generate audio' })).toBeTruthy();
  });

  it('opens the credit dialog without a request when the balance is short', async () => {
    const fetchMock = renderAudio({}, 2);
    fireEvent.click(await screen.findByRole('button', { name: 'Generate audio' }));
    expect(await screen.findByRole('dialog', { name: 'Out of Credits!' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/speech/generate')).toHaveLength(0);
  });

  it("shows the voice service's message with a disabled player when generation fails", async () => {
    renderAudio({
      'POST /api/speech/generate': {
        status: 502,
        body: { message: 'Audio generation failed. Try with shorter text.' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate audio' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Audio generation failed. Try with shorter text.'),
    );
    expect(screen.getByRole('button', { name: 'Play' }).hasAttribute('disabled')).toBe(true);
  });

  it('plays a narration as soon as it is accepted, then shows why it failed when the voice fails later', async () => {
    let failedYet = false;
    const fetchMock = renderAudio({
      'POST /api/speech/generate': {
        status: 202,
        body: {
          audioUrl: '/api/audio/a.mp3',
          fallback: false,
          message: 'Audio is being generated',
          inProgress: true,
          audioCredits: 2,
        },
      },
      'GET /api/stories/s1/audio?chapter=1': async () => ({
        body: failedYet
          ? {
              audioUrl: null,
              fallback: true,
              marks: [],
              inProgress: false,
              message: 'Audio generation failed. Try with shorter text.',
            }
          : { audioUrl: null, fallback: false, marks: [], inProgress: false, message: 'No audio yet.' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate audio' }));
    await screen.findByRole('region', { name: 'Audio player' });
    expect(screen.queryByRole('alert')).toBeNull();
    failedYet = true;
    await waitFor(
      () => expect(screen.getByRole('alert').textContent).toBe('Audio generation failed. Try with shorter text.'),
      { timeout: 5000 },
    );
    // The stream it was playing is gone: the player stops and offers nothing to play.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play' }).hasAttribute('disabled')).toBe(true));
    expect(callsTo(fetchMock, 'GET', '/api/stories/s1/audio?chapter=1').length).toBeGreaterThan(1);
  });

  it('stops asking and says the audio failed when an accepted narration is gone without a reason', async () => {
    let phase: 'before' | 'making' | 'gone' = 'before';
    const none = { audioUrl: null, fallback: false, marks: [], inProgress: false, message: 'No audio yet.' };
    const making = { ...none, audioUrl: '/api/audio/b.mp3', inProgress: true, message: 'Audio is being generated' };
    const fetchMock = renderAudio({
      'POST /api/speech/generate': { status: 202, body: { ...making, audioCredits: 2 } },
      'GET /api/stories/s1/audio?chapter=1': async () => ({ body: phase === 'making' ? making : none }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate audio' }));
    phase = 'making';
    await screen.findByRole('region', { name: 'Audio player' });
    phase = 'gone';
    await waitFor(
      () => expect(screen.getByRole('alert').textContent).toBe('Failed to generate audio. Please try again.'),
      { timeout: 5000 },
    );
    const asked = callsTo(fetchMock, 'GET', '/api/stories/s1/audio?chapter=1').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(callsTo(fetchMock, 'GET', '/api/stories/s1/audio?chapter=1')).toHaveLength(asked);
  });

  it("plays a signed-in reader's own narration where the owner shows none", async () => {
    const fetchMock = renderAudio({
      'GET /api/stories/s1/audio?chapter=1': {
        body: {
          audioUrl: '/api/audio/mine.mp3',
          fallback: false,
          message: 'Audio ready',
          marks: [],
          inProgress: false,
        },
      },
    });
    await screen.findByRole('region', { name: 'Audio player' });
    expect(callsTo(fetchMock, 'GET', '/api/stories/s1/audio?chapter=1')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Generate audio' })).toBeNull();
  });

  it('invites guests to sign in', () => {
    mockFetch({});
    render(
      withProviders(
        <MemoryRouter>
          <StoryAudio story={story} chapter={chapter} />
        </MemoryRouter>,
      ),
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Generate audio' })).toBeNull();
  });
});
