import { type Ref, useEffect, useRef, useState } from 'react';
import type { SpeechMark } from '#common/contract';
import { activeMarkIndex, useReadAlong } from '#web/components/audio/readAlong';
import { cn } from '#web/lib/cn';
import { LiveSentences } from './LiveSentences';
import { paragraphRanges, piecesOf } from './readAlongPieces';

interface ChapterTextProps {
  text: string;
  live: boolean;
  /** The chapter is written to its end (not failed): once its stream ends, screen readers hear its last sentence. */
  ready?: boolean;
  className?: string;
  /** The blinking caret at the end of the live text, which the view follows. */
  caretRef?: Ref<HTMLSpanElement>;
}

/**
 * The chapter's paragraphs; while it is being written, a blinking caret follows the last word, and
 * screen readers hear the text a finished sentence at a time from a polite live region (the growing
 * text itself is hidden from them until it is done). While its narration plays (and only then), the
 * sentence being spoken is highlighted and kept in view; tapping a sentence plays from there.
 */
export function ChapterText({ text, live, ready = false, className, caretRef }: ChapterTextProps) {
  const [streamed, setStreamed] = useState(live);
  if (live && !streamed) setStreamed(true);
  const readAlong = useReadAlong();
  const marks = !live && readAlong?.marks.length && readAlong.marks.at(-1)!.end <= text.length ? readAlong.marks : [];
  // Highlighted only while the narration plays: paused, no sentence is singled out.
  const active = readAlong?.playing ? activeMarkIndex(marks, readAlong.time) : -1;
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (active < 0) return;
    const element = container.current?.querySelector(`[data-mark="${active}"]`);
    element?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [active]);

  const paragraphs = paragraphRanges(text);
  return (
    <>
      {/* Beside the text, not in it: what it announced is not read again as part of the chapter. */}
      {(live || (streamed && ready)) && <LiveSentences text={text} ready={!live && ready} />}
      <div ref={container} data-testid="chapter-text" className={cn('space-y-5 text-foreground/90', className)}>
        {paragraphs.map((range, index) => (
          <p key={index} className="whitespace-pre-line" aria-hidden={live || undefined}>
            {marks.length ? (
              <MarkedParagraph
                text={text}
                range={range}
                marks={marks}
                active={active}
                onSeek={(seconds) => readAlong?.seek(seconds)}
              />
            ) : (
              text.slice(range[0], range[1])
            )}
            {live && index === paragraphs.length - 1 && <Caret ref={caretRef} />}
          </p>
        ))}
        {live && paragraphs.length === 0 && (
          <p className="text-muted-foreground italic">
            The writer is gathering their thoughts…
            <Caret ref={caretRef} />
          </p>
        )}
      </div>
    </>
  );
}

interface MarkedParagraphProps {
  text: string;
  range: [number, number];
  marks: readonly SpeechMark[];
  active: number;
  onSeek(seconds: number): void;
}

function MarkedParagraph({ text, range, marks, active, onSeek }: MarkedParagraphProps) {
  return piecesOf(range, marks).map((piece) =>
    piece.mark === undefined ? (
      text.slice(piece.start, piece.end)
    ) : (
      <span
        key={piece.start}
        data-mark={piece.mark}
        data-active={piece.mark === active || undefined}
        title="Listen from here"
        onClick={() => onSeek(marks[piece.mark!].time)}
        className={cn(
          'cursor-pointer rounded-sm transition-colors hover:bg-primary/10',
          piece.mark === active && 'bg-primary/25 text-foreground',
        )}
      >
        {text.slice(piece.start, piece.end)}
      </span>
    ),
  );
}

function Caret({ ref }: { ref?: Ref<HTMLSpanElement> }) {
  return (
    <span
      ref={ref}
      aria-hidden="true"
      data-testid="typing-caret"
      className="ml-0.5 inline-block scroll-mb-32 h-[1.1em] w-0.5 translate-y-[0.2em] animate-pulse bg-primary"
    />
  );
}
