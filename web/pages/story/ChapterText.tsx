import { cn } from '#web/lib/cn';

/** The chapter's paragraphs; while it is being written, a blinking caret follows the last word. */
export function ChapterText({ text, live, className }: { text: string; live: boolean; className?: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((paragraph) => paragraph.trim());
  return (
    <div
      data-testid="chapter-text"
      aria-live={live ? 'polite' : undefined}
      aria-busy={live}
      className={cn('space-y-5 text-foreground/90', className)}
    >
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
          {live && index === paragraphs.length - 1 && <Caret />}
        </p>
      ))}
      {live && paragraphs.length === 0 && (
        <p className="text-muted-foreground italic">
          The writer is gathering their thoughts…
          <Caret />
        </p>
      )}
    </div>
  );
}

function Caret() {
  return (
    <span
      aria-hidden="true"
      data-testid="typing-caret"
      className="ml-0.5 inline-block h-[1.1em] w-0.5 translate-y-[0.2em] animate-pulse bg-primary"
    />
  );
}
