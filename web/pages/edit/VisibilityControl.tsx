import { Crown, Globe, Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { Story } from '#common/contract';
import { useVisibilityToggle } from '#web/components/story-card/useVisibilityToggle';
import { Button } from '#web/components/ui/button';
import { Switch } from '#web/components/ui/switch';
import { useAuth } from '#web/lib/auth';

const messages = {
  success: { title: 'Visibility Updated' },
  failure: { title: 'Failed to update visibility. Please try again.' },
};

/** Public/private switch; a non-premium owner of a story that is not public sees the premium prompt instead. */
export function VisibilityControl({ story }: { story: Story }) {
  const { isPremium } = useAuth();
  const { toggle, pendingId } = useVisibilityToggle(messages);

  if (!isPremium && !story.isPublic) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/30 bg-primary/10 p-4">
        <p className="flex items-center gap-2 text-sm">
          <Lock className="size-4 text-primary" aria-hidden="true" />
          Private stories require Premium
        </p>
        <Button asChild size="sm">
          <Link to="/premium-upgrade">
            <Crown aria-hidden="true" />
            Upgrade to Premium
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-border/70 bg-background/40 p-4">
      <div className="flex items-center gap-3">
        {story.isPublic ? (
          <Globe className="size-5 text-primary" aria-hidden="true" />
        ) : (
          <Lock className="size-5 text-primary" aria-hidden="true" />
        )}
        <div>
          <label htmlFor="story-visibility" className="text-sm font-medium">
            Public story
          </label>
          <p className="text-xs text-muted-foreground">
            {story.isPublic ? 'Everyone can read it on Discover.' : 'Only you can read it.'}
          </p>
        </div>
      </div>
      <Switch
        id="story-visibility"
        checked={story.isPublic}
        disabled={pendingId === story._id}
        onCheckedChange={(isPublic) => toggle(story._id, isPublic)}
      />
    </div>
  );
}
