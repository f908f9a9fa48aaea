import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChapterText } from './ChapterText';
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

  it('reads out the last sentence when the stream ends, then says the chapter is ready', async () => {
    const view = render(<ChapterText text="The tide came in. The lanterns swayed. The door" live ready={false} />);
    const log = screen.getByRole('log', { name: 'The chapter as it is written' });
    const announced: string[] = [];
    const observer = new MutationObserver((changes) =>
      announced.push(...changes.flatMap((change) => [...change.addedNodes].map((node) => node.textContent ?? ''))),
    );
    observer.observe(log, { childList: true, subtree: true });

    view.rerender(<ChapterText text="The tide came in. The lanterns swayed. The door closed." live ready={false} />);
    view.rerender(<ChapterText text="The tide came in. The lanterns swayed. The door closed." live={false} ready />);
    await Promise.resolve();
    observer.disconnect();
    // Only additions are announced: the last sentence, then the notice, each once.
    expect(announced).toEqual(['The door closed.', 'Chapter ready']);
    expect(screen.getByRole('log')).toBe(log);
    // The sentences heard while it streamed leave the region: the chapter is not read twice.
    expect([...log.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['The door closed.', 'Chapter ready']);
  });

  it('has no live text for a chapter that was never streamed, or whose stream failed', () => {
    const view = render(<ChapterText text="Already written. Long ago." live={false} ready />);
    expect(screen.queryByRole('log')).toBeNull();
    view.rerender(<ChapterText text="Half a chapter. Then" live ready={false} />);
    view.rerender(<ChapterText text="Half a chapter. Then" live={false} ready={false} />);
    expect(screen.queryByRole('log')).toBeNull();
  });
});
