import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { communityQueries } from '#web/api/community';

/** The other authors' stories the reader read last, each opening where they left off. */
export function ContinueReading() {
  const { data } = useQuery(communityQueries.continueReading());
  if (!data?.length) return null;
  return (
    <section aria-labelledby="continue-reading">
      <h2 id="continue-reading" className="text-3xl font-semibold">
        Continue reading
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data.slice(0, 6).map(({ story, chapterNumber }) => (
          <li key={story._id}>
            <Link
              to={`/story/${story._id}?chapter=${chapterNumber}`}
              className="focus-ring flex items-center gap-3 rounded-xl border border-border/80 bg-card/70 p-3 hover:border-primary/50"
            >
              <img
                src={story.imageUrl ?? '/story-placeholder.svg'}
                alt=""
                className="size-14 rounded-lg object-cover"
              />
              <span className="min-w-0">
                <span className="block truncate font-semibold">{story.title}</span>
                <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                  <BookOpen className="size-3.5" aria-hidden="true" />
                  Chapter {chapterNumber} of {story.currentChapter}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
