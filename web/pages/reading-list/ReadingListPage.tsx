import { useQuery } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { communityQueries } from '#web/api/community';
import { StoryCardList } from '#web/components/story-card/StoryCardList';
import { Button } from '#web/components/ui/button';

/** The reader's saved stories and the authors they follow. */
export default function ReadingListPage() {
  const saved = useQuery(communityQueries.saved());
  const following = useQuery(communityQueries.following());

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="max-w-2xl">
        <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.25em] text-primary uppercase">
          <Bookmark className="size-4" aria-hidden="true" />
          Reading list
        </p>
        <h1 className="mt-3 text-5xl font-semibold">My Reading List</h1>
        <p className="mt-3 text-foreground/70">The stories you saved to read, and the authors you follow.</p>
      </header>

      <section className="mt-10" aria-labelledby="saved-stories">
        <h2 id="saved-stories" className="text-3xl font-semibold">
          Saved stories
        </h2>
        <div className="mt-6">
          <StoryCardList
            stories={saved.data}
            empty={
              <div className="rounded-xl border border-dashed border-border px-6 py-12 text-center">
                <p className="text-muted-foreground">Nothing saved yet. Save a story from its card to read it later.</p>
                <Button asChild variant="outline" className="mt-4">
                  <Link to="/discover">Discover stories</Link>
                </Button>
              </div>
            }
          />
        </div>
      </section>

      <section className="mt-12" aria-labelledby="followed-authors">
        <h2 id="followed-authors" className="text-3xl font-semibold">
          Authors you follow
        </h2>
        {following.data?.length ? (
          <ul className="mt-4 flex flex-wrap gap-2">
            {following.data.map((author) => (
              <li key={author.id}>
                <Link
                  to={`/author/${author.id}`}
                  className="focus-ring inline-flex rounded-full border border-border px-4 py-2 text-sm hover:border-primary hover:text-primary"
                >
                  {author.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-muted-foreground">You follow no authors yet.</p>
        )}
      </section>
    </div>
  );
}
