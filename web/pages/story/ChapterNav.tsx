import { Feather, Lock } from 'lucide-react';
import type { Chapter } from '#common/contract';
import { cn } from '#web/lib/cn';

interface ChapterNavProps {
  chapters: Chapter[];
  selected: number;
  onSelect: (n: number) => void;
}

/** Every chapter with its first 100 characters; locked ones carry a lock. */
export function ChapterNav({ chapters, selected, onSelect }: ChapterNavProps) {
  return (
    <nav aria-label="Chapters">
      <h2 className="mb-3 px-1 font-sans text-xs font-semibold tracking-widest text-muted-foreground uppercase">
        Chapters
      </h2>
      <ol className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
        {chapters.map((chapter) => {
          const current = chapter.number === selected;
          return (
            <li key={chapter.number} className="w-60 shrink-0 snap-start lg:w-auto">
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(chapter.number)}
                className={cn(
                  'focus-ring flex h-full w-full cursor-pointer flex-col gap-1 rounded-xl border p-3 text-left transition-colors',
                  current ? 'border-primary/70 bg-primary/10' : 'border-border bg-card/60 hover:border-primary/40',
                )}
              >
                <span className="flex items-center gap-2 text-sm font-semibold text-foreground">
                  Chapter {chapter.number}
                  {chapter.isFinal && <span className="text-xs font-normal text-primary">Finale</span>}
                  {chapter.locked && <Lock className="ml-auto size-3.5 text-primary" aria-label="Locked" />}
                  {chapter.status === 'writing' && (
                    <Feather className="ml-auto size-3.5 animate-pulse text-primary" aria-label="Being written" />
                  )}
                </span>
                <span className="line-clamp-2 text-xs leading-relaxed text-muted-foreground">
                  {chapter.preview || (chapter.status === 'writing' ? 'Being written…' : '')}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
