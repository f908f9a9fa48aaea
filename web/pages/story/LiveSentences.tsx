const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

/** The sentences of a text still being written that are finished: all but the last, which may yet grow. */
export function finishedSentences(text: string): string[] {
  const all = Array.from(sentences.segment(text), (part) => part.segment.trim()).filter(Boolean);
  return all.slice(0, -1);
}

/**
 * A polite live region for screen readers that receives the chapter being written one finished
 * sentence at a time: each sentence is an element of its own, added once, so it is announced once,
 * whole, instead of word by word.
 */
export function LiveSentences({ text }: { text: string }) {
  return (
    <div
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label="The chapter as it is written"
      className="sr-only"
    >
      {finishedSentences(text).map((sentence, index) => (
        <p key={index}>{sentence}</p>
      ))}
    </div>
  );
}
