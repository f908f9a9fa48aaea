import { User } from 'lucide-react';
import type { Story } from '#common/contract';
import { AgeGatedNotice } from '#web/components/age/AgeGatedNotice';
import { StoryFrame, StorySections, SummaryCard } from './StoryLayout';

/** A story the age gate keeps closed: its cover, title, author and a safe excerpt, and the call to verify. */
export function AgeGatedStory({ story }: { story: Story }) {
  return (
    <StoryFrame>
      <StorySections>
        <SummaryCard story={story}>
          <div className="bg-gradient-to-br from-wine/40 via-plum/40 to-transparent p-6 sm:p-8">
            <h1 className="text-4xl leading-tight font-semibold break-words sm:text-5xl">{story.title}</h1>
            <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
              <User className="size-4" aria-hidden="true" />
              by <span className="font-medium text-foreground">{story.userName}</span>
            </p>
            {story.content && (
              <p className="mt-5 font-serif text-lg leading-relaxed text-foreground/85">{story.content} …</p>
            )}
          </div>
        </SummaryCard>
        <AgeGatedNotice what="this story" />
      </StorySections>
    </StoryFrame>
  );
}
