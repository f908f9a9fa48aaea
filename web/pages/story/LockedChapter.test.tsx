import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Chapter } from '#common/contract';
import { priceFor } from '#web/components/price/actionPrice';
import { buildUser } from '#web/test/factories';
import { LockedChapter } from './LockedChapter';

const chapter: Chapter = {
  number: 2,
  status: 'ready',
  locked: true,
  preview: 'She opened the door.',
  choices: [],
  chosenChoice: null,
  isFinal: false,
  textCreditsCost: 1,
  audioUrl: null,
  listeningSeconds: 60,
  createdAt: new Date(0).toISOString(),
};

const renderFor = (balance: ReturnType<typeof buildUser> | null) =>
  render(
    <LockedChapter
      chapter={chapter}
      price={priceFor({ kind: 'unlock', chapterTextCreditsCost: 1 }, balance)}
      unlocking={false}
      onUnlock={() => {}}
    />,
  );

describe('LockedChapter', () => {
  afterEach(cleanup);

  it('is a region named after its heading that says how to unlock, with the price as the button description', () => {
    renderFor(buildUser({ textCredits: 3 }));
    const region = screen.getByRole('region', { name: 'Chapter Locked' });
    expect(region.textContent).toContain('Press Unlock below');
    const button = screen.getByRole('button', { name: 'Unlock for 1 credit' });
    const description = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('1 text credit · you have 3');
  });

  it('tells a guest to log in first and a reader without credits how to get more', () => {
    const guest = renderFor(null);
    expect(screen.getByRole('region', { name: 'Chapter Locked' }).textContent).toContain('Log in first');
    guest.unmount();
    renderFor(buildUser({ textCredits: 0 }));
    expect(screen.getByRole('region', { name: 'Chapter Locked' }).textContent).toContain('You need more text credits');
  });
});
