import type { Story } from '#common/contract';
import { StoryFrame, StorySections, SummaryCard } from './StoryLayout';

/**
 * A story's page while it loads, when the server sent its cover: the cover, the page's largest paint,
 * where the reader draws it. The server sends it drawn, before the app runs (scripts/prerenderWeb.ts
 * draws it with placeholders it fills in). Only what is the same for every reader.
 */
export function StoryCoverPreview({ story }: { story: Pick<Story, 'title' | 'imageUrl'> }) {
  return (
    <StoryFrame>
      <StorySections>
        <SummaryCard story={story} />
        <p role="status" className="sr-only">
          Loading story
        </p>
      </StorySections>
    </StoryFrame>
  );
}
