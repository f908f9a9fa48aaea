import { Clock, Crown, EyeOff, Feather } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListedStory } from '#common/contract';
import { isTopAuthor } from '#common/rules/badges';
import { listeningMinutes } from '#common/rules/listeningTime';
import { StoryTags } from '#web/components/story/StoryTags';
import { AiGeneratedBadge } from '../story/AiGeneratedBadge';
import { Badge } from '../ui/badge';
import { SaveButton } from './SaveButton';
import { VoteControls } from './VoteControls';

const CARD_PREVIEW_CHARS = 120;

export const STORY_PLACEHOLDER_IMAGE = '/story-placeholder.svg';
const DEFAULT_TONE_LABEL = 'Romance';

export const coverAlt = (story: Pick<ListedStory, 'title'>) => `Cover of ${story.title}`;

function cardPreview(content: string): string {
  return content.length > CARD_PREVIEW_CHARS ? `${content.slice(0, CARD_PREVIEW_CHARS).trimEnd()}…` : content;
}

interface StoryCardProps {
  story: ListedStory;
  /** Vote toasts; the landing page turns them off and only logs failures. */
  notifyVotes?: boolean;
  /** Owner actions under the card (My Stories). */
  footer?: ReactNode;
}

/** A story at a glance; the whole card opens /story/{id}, its buttons stay clickable above that link. */
export function StoryCard({ story, notifyVotes = true, footer }: StoryCardProps) {
  const tone = story.settings?.writingTone || DEFAULT_TONE_LABEL;
  return (
    <article
      data-testid="story-card"
      className="group relative flex flex-col overflow-hidden rounded-xl border border-border/80 bg-card/80 shadow-xl shadow-black/30 transition-all duration-300 hover:-translate-y-1 hover:border-primary/40 hover:shadow-wine/30"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-plum">
        <img
          src={story.imageUrl || STORY_PLACEHOLDER_IMAGE}
          alt={coverAlt(story)}
          loading="lazy"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-card via-transparent to-transparent" />
        {isTopAuthor(story.authorBadges) && (
          <Badge variant="premium" className="absolute top-3 left-3 shadow-lg">
            <Crown aria-hidden="true" />
            Top Author
          </Badge>
        )}
        <Badge variant="muted" className="absolute bottom-3 left-3 bg-background/75 backdrop-blur">
          <Feather aria-hidden="true" />
          {tone}
        </Badge>
        <AiGeneratedBadge className="absolute right-3 bottom-3" />
        {story.hiddenReason && (
          <Badge variant="muted" className="absolute top-3 right-3 bg-background/85 text-danger backdrop-blur">
            <EyeOff aria-hidden="true" />
            Hidden
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 className="line-clamp-2 text-2xl leading-tight font-semibold">
            <Link
              to={`/story/${story._id}`}
              className="focus-ring rounded-sm after:absolute after:inset-0 hover:text-primary"
            >
              {story.title}
            </Link>
          </h3>
          <p className="mt-1 truncate text-xs text-muted-foreground">
            by{' '}
            <Link
              to={`/author/${story.userId}`}
              className="focus-ring relative z-10 rounded-sm underline-offset-2 hover:text-primary hover:underline"
            >
              {story.userName}
            </Link>
          </p>
        </div>
        <p className="line-clamp-3 text-sm leading-relaxed text-foreground/75">{cardPreview(story.content)}</p>
        <StoryTags tags={story.tags} />
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            <Clock className="size-3.5" aria-hidden="true" />
            {listeningMinutes(story.listeningSeconds)} min listen
          </span>
          <div className="relative z-10 -mr-2 flex items-center">
            <SaveButton storyId={story._id} title={story.title} />
            <VoteControls story={story} notify={notifyVotes} />
          </div>
        </div>
        {footer && (
          <div className="relative z-10 -mx-5 -mb-5 border-t border-border/70 bg-black/15 px-5 py-3">{footer}</div>
        )}
      </div>
    </article>
  );
}
