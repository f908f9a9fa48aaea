import { useState } from 'react';
import type { Chapter } from '#common/contract';

/**
 * A polite status for screen readers while a chapter is written: "Writing chapter…", then "Chapter
 * ready" once it is done, instead of the text word by word. The region is always there, so that
 * assistive technology is listening before its message changes.
 */
export function WritingStatus({ live, status }: { live: boolean; status: Chapter['status'] }) {
  const [seenWriting, setSeenWriting] = useState(live);
  if (live && !seenWriting) setSeenWriting(true);
  const message = live ? 'Writing chapter…' : seenWriting && status === 'ready' ? 'Chapter ready' : '';
  return (
    <p role="status" className="sr-only">
      {message}
    </p>
  );
}
