import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_GENERATE_DELAY_MS } from '#web/pages/landing/DemoGenerator';
import { buildUser } from '#web/test/factories';
import { mockFetch } from '#web/test/http';
import { renderApp } from '#web/test/render';
import { DemoGenerator, writeItHref } from './DemoGenerator';

const FANTASY = 'A stranger at the hotel bar who already knows my name.';

describe('DemoGenerator', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('leads a signed-in reader to the wizard, and a guest through signing up, with the fantasy', () => {
    expect(writeItHref(` ${FANTASY} `, true)).toBe(`/create?fantasy=${encodeURIComponent(FANTASY)}`);
    expect(writeItHref(FANTASY, false)).toBe(
      `/signup?redirect=${encodeURIComponent(`create?fantasy=${encodeURIComponent(FANTASY)}`)}`,
    );
  });

  it('keeps the demo, then offers "Write it" with the typed text', async () => {
    localStorage.setItem('token', 't');
    mockFetch({ 'GET /api/auth/me': { body: { user: buildUser() } } });
    renderApp([{ path: '/', element: <DemoGenerator /> }]);
    fireEvent.change(screen.getByLabelText('Describe your fantasy'), { target: { value: FANTASY } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Story' }));
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Write it' })).toBeNull();
    const link = await screen.findByRole('link', { name: 'Write it' }, { timeout: DEMO_GENERATE_DELAY_MS + 2000 });
    await waitFor(() => expect(link.getAttribute('href')).toBe(`/create?fantasy=${encodeURIComponent(FANTASY)}`));
  });
});
