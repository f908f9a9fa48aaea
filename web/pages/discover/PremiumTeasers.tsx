import { useQuery } from '@tanstack/react-query';
import { Crown, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { ACCESS_RULES } from '#common/catalogue/access';
import { communityQueries } from '#web/api/community';
import { STORY_PLACEHOLDER_IMAGE, coverAlt } from '#web/components/story-card/StoryCard';
import { useAuth } from '#web/lib/auth';

/** Early-access and exclusive stories shown to everyone: a glimpse, and the plan that opens each. */
export function PremiumTeasers() {
  const { user } = useAuth();
  const { data } = useQuery(communityQueries.teasers());
  if (!data?.length) return null;
  return (
    <section className="mt-12" aria-labelledby="premium-teasers">
      <h2 id="premium-teasers" className="inline-flex items-center gap-2 text-3xl font-semibold">
        <Crown className="size-6 text-primary" aria-hidden="true" />
        From the premium library
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((teaser) => {
          const opens = (user?.tier ?? 0) >= ACCESS_RULES[teaser.accessType].readTier;
          return (
            <li
              key={teaser._id}
              data-testid="story-teaser"
              className="flex gap-4 rounded-xl border border-border/80 bg-card/70 p-4"
            >
              <img
                src={teaser.imageUrl ?? STORY_PLACEHOLDER_IMAGE}
                alt={coverAlt(teaser)}
                loading="lazy"
                className="size-20 shrink-0 rounded-lg object-cover"
              />
              <div className="min-w-0">
                <p className="truncate font-semibold">{teaser.title}</p>
                <p className="mt-1 line-clamp-2 text-sm text-foreground/75">{teaser.excerpt}…</p>
                {opens ? (
                  <Link
                    to={`/story/${teaser._id}`}
                    className="focus-ring mt-2 inline-flex rounded-sm text-sm text-primary hover:underline"
                  >
                    Read {teaser.title}
                  </Link>
                ) : (
                  <Link
                    to="/premium-upgrade"
                    className="focus-ring mt-2 inline-flex items-center gap-1 rounded-sm text-sm text-primary hover:underline"
                  >
                    <Lock className="size-3.5" aria-hidden="true" />
                    Opens with {teaser.plan.name}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
