import type { ReactNode } from 'react';
import type { Story } from '#common/contract';
import { coverAlt } from '#web/components/story-card/StoryCard';
import { Card } from '#web/components/ui/card';

/**
 * The story page's outer layout, shared by the reader and the cover the server sends before the app
 * runs (StoryCoverPreview): the same elements in the same order, so the app takes the sent cover over
 * in place instead of drawing it again.
 */
export function StoryFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">{children}</div>;
}

export function StorySections({ children }: { children: ReactNode }) {
  return <div className="space-y-8">{children}</div>;
}

/** The summary's card, its cover first. */
export function SummaryCard({ story, children }: { story: Pick<Story, 'title' | 'imageUrl'>; children?: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      {story.imageUrl && (
        // Its own clip: the cover paints at the same size whether the card ends below it (the served
        // page) or goes on (the app's), so the app's cover is not a new, larger paint.
        <div className="overflow-hidden">
          <img
            src={story.imageUrl}
            alt={coverAlt(story)}
            width={800}
            height={500}
            className="aspect-[16/6] w-full object-cover object-[center_70%] sm:aspect-[16/5]"
          />
        </div>
      )}
      {children}
    </Card>
  );
}
