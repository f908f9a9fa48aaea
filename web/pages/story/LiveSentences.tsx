import { useState } from 'react';

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

const sentencesOf = (text: string) =>
  Array.from(sentences.segment(text), (part) => part.segment.trim()).filter(Boolean);

/** The sentences of a text still being written that are finished: all but the last, which may yet grow. */
export function finishedSentences(text: string): string[] {
  return sentencesOf(text).slice(0, -1);
}

/** Said once the chapter's last sentence has been read out. */
const CHAPTER_READY = 'Chapter ready';

/**
 * A polite live region for screen readers that receives the chapter being written one finished
 * sentence at a time: each sentence is an element of its own, added once, so it is announced once,
 * whole, instead of word by word. Once the chapter is `ready`, what was still held back (its last
 * sentence) is added, then the ready notice, in that order; the sentences already heard leave the
 * region (a removal is not announced), so it does not repeat the chapter to a screen reader reading on.
 */
export function LiveSentences({ text, ready = false }: { text: string; ready?: boolean }) {
  const all = ready ? sentencesOf(text) : finishedSentences(text);
  const [heard, setHeard] = useState(0);
  if (!ready && heard !== all.length) setHeard(all.length);
  return (
    <div
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label="The chapter as it is written"
      className="sr-only"
    >
      {all.map((sentence, index) => (ready && index < heard ? null : <p key={index}>{sentence}</p>))}
      {ready && <p key="ready">{CHAPTER_READY}</p>}
    </div>
  );
}
