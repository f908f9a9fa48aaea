import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '#web/test/factories';
import { CreditsChip } from './CreditsChip';

describe('CreditsChip', () => {
  afterEach(cleanup);

  it('shows the short balance and reads it out in words, its name starting with what it shows', () => {
    render(
      <MemoryRouter>
        <CreditsChip user={buildUser({ textCredits: 3, audioCredits: 1 })} />
      </MemoryRouter>,
    );
    const chip = screen.getByRole('link', { name: 'T:3 A:1: 3 text credits, 1 audio credit' });
    expect(chip.textContent).toBe('T:3 A:1');
    expect(chip.getAttribute('aria-label')?.startsWith(chip.textContent ?? '')).toBe(true);
    expect(chip.getAttribute('href')).toBe('/credits');
  });
});
