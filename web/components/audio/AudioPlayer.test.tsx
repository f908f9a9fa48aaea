import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withProviders } from '#web/test/render';
import { AudioPlayer } from './AudioPlayer';

const URL_ = '/api/audio/abc.mp3';

function stubHead(answer: { status?: number; length?: number } | 'network-error') {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (init?.method !== 'HEAD')
      return new Response(JSON.stringify({ plays: 1 }), { headers: { 'Content-Type': 'application/json' } });
    const headers = new Headers({ 'Content-Type': 'audio/mpeg' });
    if (answer.length !== undefined) headers.set('Content-Length', String(answer.length));
    return new Response(null, { status: answer.status ?? 200, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPlayer = (props: Partial<Parameters<typeof AudioPlayer>[0]> = {}) =>
  render(withProviders(<AudioPlayer storyId="s1" src={URL_} {...props} />));

describe('AudioPlayer', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks a finished file with HEAD, then enables the controls and the download link', async () => {
    const fetchMock = stubHead({ length: 48_000 });
    renderPlayer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play' }).hasAttribute('disabled')).toBe(false));
    expect(fetchMock).toHaveBeenCalledWith(URL_, expect.objectContaining({ method: 'HEAD' }));
    expect(screen.getByRole('link', { name: 'Download audio' }).getAttribute('href')).toBe(`${URL_}?download=1`);
    expect(screen.getByLabelText('Elapsed').textContent).toBe('0:00');
    expect(screen.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext')).toMatch(/^0:00 of \d+:\d{2}$/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [{ length: 500 }, 'Audio content unavailable. Text may be too long or complex.'],
    [{ status: 404 }, 'Audio file not found (404)'],
    ['network-error' as const, 'Could not verify audio file'],
  ])('refuses a file whose HEAD check fails (%o) with a disabled player', async (answer, message) => {
    stubHead(answer);
    renderPlayer();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Play' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Download audio' })).toBeNull();
  });

  it('says so when there is no URL, and shows a known problem (fallback, provider failure) without any request', async () => {
    const fetchMock = stubHead({ length: 48_000 });
    renderPlayer({ src: null });
    expect(screen.getByRole('alert').textContent).toBe('No audio URL provided. Please try generating the audio again.');
    cleanup();
    renderPlayer({ problem: 'Voice generation failed: API key issue. Please contact support.' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Voice generation failed: API key issue. Please contact support.',
    );
    expect(screen.getByRole('button', { name: 'Play' }).hasAttribute('disabled')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('plays a narration still in progress at once, without the size check', async () => {
    const fetchMock = stubHead({ length: 10 });
    renderPlayer({ inProgress: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play' }).hasAttribute('disabled')).toBe(false));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'HEAD')).toHaveLength(0);
  });
});
