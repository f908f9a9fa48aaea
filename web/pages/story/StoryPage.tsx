import { BookX, Compass, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { isAgeRefusal } from '#web/api/ageRefusal';
import { ApiRequestError, messageOf } from '#web/api/client';
import { servedCoverOf } from '#web/api/servedStory';
import { useChapters, useStory } from '#web/api/stories';
import { NoticeCard } from '#web/components/layout/NoticeCard';
import { PageSpinner } from '#web/components/layout/PageSpinner';
import { Button } from '#web/components/ui/button';
import { keepStoryForOffline } from '#web/lib/offline';
import { AgeGatedStory } from './AgeGatedStory';
import { StoryCoverPreview } from './StoryCoverPreview';
import { StoryReader } from './StoryReader';

export default function StoryPage() {
  const { id = '' } = useParams();
  const story = useStory(id);
  const chapters = useChapters(id);
  // Opened once, the story reads again offline; kept anew whenever it or its chapters change.
  useEffect(() => {
    if (story.data && chapters.data) void keepStoryForOffline(story.data, chapters.data);
  }, [story.data, chapters.data]);

  if (story.isPending || chapters.isPending) {
    const cover = servedCoverOf(id);
    return cover ? <StoryCoverPreview story={cover} /> : <PageSpinner label="Loading story" />;
  }
  if (story.data && isAgeRefusal(chapters.error)) return <AgeGatedStory story={story.data} />;
  const error = story.error ?? chapters.error;
  if (error instanceof ApiRequestError && error.status === 404) {
    return (
      <NoticeCard
        icon={BookX}
        title="Story Not Found"
        actions={
          <Button asChild>
            <Link to="/discover">
              <Compass aria-hidden="true" />
              Discover Stories
            </Link>
          </Button>
        }
      >
        This story does not exist, or it is not shared with you.
      </NoticeCard>
    );
  }
  if (error || !story.data || !chapters.data) {
    return (
      <NoticeCard
        icon={BookX}
        title="Could not load this story"
        actions={
          <Button variant="outline" onClick={() => void Promise.all([story.refetch(), chapters.refetch()])}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        }
      >
        {messageOf(error, 'Please check your connection and try again.')}
      </NoticeCard>
    );
  }
  return <StoryReader story={story.data} chapters={chapters.data} />;
}
