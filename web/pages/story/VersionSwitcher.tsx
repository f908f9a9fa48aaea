import { Check, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useChapterVersions } from '#web/api/tree';
import { Button } from '#web/components/ui/button';

interface VersionSwitcherProps {
  storyId: string;
  chapter: number;
  keeping: boolean;
  onKeep: (version: number) => void;
}

/** The owner browses the versions of a chapter, newest first, and keeps one: free, the others stay. */
export function VersionSwitcher({ storyId, chapter, keeping, onKeep }: VersionSwitcherProps) {
  const versions = useChapterVersions(storyId, chapter, true).data ?? [];
  const selectedIndex = Math.max(
    0,
    versions.findIndex((v) => v.selected),
  );
  const [browsing, setBrowsing] = useState<number>();
  if (versions.length < 2) return null;
  const index = Math.min(browsing ?? selectedIndex, versions.length - 1);
  const shown = versions[index];
  // Newest first: the earlier version is to the left.
  const go = (step: number) => setBrowsing(Math.max(0, Math.min(versions.length - 1, index + step)));

  return (
    <section
      aria-label="Versions of this chapter"
      className="space-y-3 rounded-xl border border-border bg-card/60 p-4"
      onTouchStart={(event) => (event.currentTarget.dataset.x = String(event.touches[0].clientX))}
      onTouchEnd={(event) => {
        const dx = event.changedTouches[0].clientX - Number(event.currentTarget.dataset.x);
        if (Math.abs(dx) > 40) go(dx > 0 ? 1 : -1);
      }}
    >
      <div className="flex items-center justify-between gap-2">
        <Button
          size="icon"
          variant="ghost"
          aria-label="Earlier version"
          disabled={index === versions.length - 1}
          onClick={() => go(1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="text-sm font-medium" aria-live="polite">
          Version {shown.version} of {versions.length}
          {shown.selected && <span className="ml-2 text-xs text-primary">(shown)</span>}
        </p>
        <Button size="icon" variant="ghost" aria-label="Later version" disabled={index === 0} onClick={() => go(-1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {!shown.selected && (
        <>
          <p className="line-clamp-4 text-sm text-muted-foreground">{shown.excerpt}</p>
          <Button size="sm" disabled={keeping} onClick={() => onKeep(shown.version)}>
            <Check aria-hidden="true" />
            Keep this one
          </Button>
        </>
      )}
    </section>
  );
}
