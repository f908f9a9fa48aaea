/**
 * A polite status for screen readers while a chapter is written: "Writing chapter…", instead of the
 * text word by word (the text comes a sentence at a time, then "Chapter ready": LiveSentences). The
 * region is always there, so that assistive technology is listening before its message changes.
 */
export function WritingStatus({ live }: { live: boolean }) {
  return (
    <p role="status" className="sr-only">
      {live ? 'Writing chapter…' : ''}
    </p>
  );
}
