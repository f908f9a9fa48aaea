import { useQuery } from '@tanstack/react-query';
import { UserRound, Users } from 'lucide-react';
import { useParams } from 'react-router';
import { communityQueries, useFollowAuthor } from '#web/api/community';
import { StoryCardList } from '#web/components/story-card/StoryCardList';
import { Button } from '#web/components/ui/button';
import { useAuth } from '#web/lib/auth';
import { BadgeChip } from '../profile/BadgeChip';

const followersLabel = (n: number) => `${n} ${n === 1 ? 'follower' : 'followers'}`;

function FollowButton({ authorId, isFollowing }: { authorId: string; isFollowing: boolean }) {
  const follow = useFollowAuthor(authorId);
  return (
    <Button
      variant={isFollowing ? 'outline' : 'default'}
      aria-pressed={isFollowing}
      disabled={follow.isPending}
      onClick={() => follow.mutate(!isFollowing)}
    >
      {isFollowing ? 'Following' : 'Follow'}
    </Button>
  );
}

/** An author's public page: who they are, who follows them, and the stories they share. */
export default function AuthorPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const query = useQuery(communityQueries.author(id));
  const author = query.data;

  if (query.isError) {
    return (
      <div className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-4xl font-semibold">Author not found</h1>
        <p className="mt-3 text-muted-foreground">This author does not exist or no longer shares stories.</p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.25em] text-primary uppercase">
            <UserRound className="size-4" aria-hidden="true" />
            Author
          </p>
          <h1 className="mt-3 text-5xl font-semibold break-words">{author?.name ?? '…'}</h1>
          {author && (
            <>
              <p className="mt-2 inline-flex items-center gap-2 text-sm text-muted-foreground" data-testid="followers">
                <Users className="size-4" aria-hidden="true" />
                {followersLabel(author.followers)}
              </p>
              {author.badges.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label="Badges">
                  {author.badges.map((badge) => (
                    <li key={badge.id}>
                      <BadgeChip badge={badge} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
        {author && user && user._id !== author.id && (
          <FollowButton authorId={author.id} isFollowing={author.isFollowing} />
        )}
      </header>

      <section className="mt-10" aria-labelledby="author-stories">
        <h2 id="author-stories" className="text-3xl font-semibold">
          Stories
        </h2>
        <div className="mt-6">
          <StoryCardList
            stories={author?.stories}
            empty={<p className="text-muted-foreground">No public stories yet.</p>}
          />
        </div>
      </section>
    </div>
  );
}
