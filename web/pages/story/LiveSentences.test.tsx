import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveSentences, finishedSentences } from './LiveSentences';

describe('LiveSentences', () => {
  afterEach(cleanup);

  it('holds back the sentence still being written', () => {
    expect(finishedSentences('')).toEqual([]);
    expect(finishedSentences('She turned')).toEqual([]);
    expect(finishedSentences('She turned. "Stay," he said. The door')).toEqual(['She turned.', '"Stay," he said.']);
  });

  it('adds each finished sentence once, as an element of its own, to a polite log', () => {
    const view = render(<LiveSentences text="The tide came in. The lan" />);
    const log = screen.getByRole('log', { name: 'The chapter as it is written' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.getAttribute('aria-relevant')).toBe('additions');
    const first = log.querySelector('p');
    expect(first?.textContent).toBe('The tide came in.');

    view.rerender(<LiveSentences text="The tide came in. The lanterns swayed. She" />);
    const sentences = [...log.querySelectorAll('p')];
    expect(sentences.map((p) => p.textContent)).toEqual(['The tide came in.', 'The lanterns swayed.']);
    // The first sentence's element was kept, not replaced: it is not announced again.
    expect(sentences[0]).toBe(first);
  });
});
