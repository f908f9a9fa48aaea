import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Chapter } from '#common/contract';
import { ChoiceList } from './ChoiceList';

const chapter: Chapter = {
  number: 1,
  status: 'ready',
  locked: false,
  content: 'Text.',
  preview: 'Text.',
  choices: [{ text: 'Follow her to the terrace' }, { text: 'Stay by the fire' }],
  chosenChoice: 'Stay by the fire',
  isFinal: false,
  textCreditsCost: 1,
  audioUrl: null,
  listeningSeconds: 60,
  createdAt: new Date(0).toISOString(),
};

const renderList = (isOwner: boolean) =>
  render(
    <ChoiceList chapter={chapter} isOwner={isOwner} canChoose={false} pendingChoice={undefined} onChoose={() => {}} />,
  );

describe('ChoiceList', () => {
  afterEach(cleanup);

  it('tells the author it is the path they chose', () => {
    renderList(true);
    expect(screen.getByRole('heading', { name: 'The path you chose' })).toBeTruthy();
  });

  it('tells any other reader it is the path taken', () => {
    renderList(false);
    expect(screen.getByRole('heading', { name: 'The path taken' })).toBeTruthy();
    expect(screen.queryByText('The path you chose')).toBeNull();
    expect(screen.getByRole('button', { name: 'Stay by the fire' }).getAttribute('aria-pressed')).toBe('true');
  });
});
