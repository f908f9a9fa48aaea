import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Gem, RotateCcw, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { isAgeRefusal } from '#web/api/ageRefusal';
import { ApiRequestError } from '#web/api/client';
import { AgeGatedNotice } from '#web/components/age/AgeGatedNotice';
import { paymentQueries } from '#web/api/payments';
import { PremiumRequired } from '#web/components/layout/guards/PremiumRequired';
import { StoryCard } from '#web/components/story-card/StoryCard';
import { StoryGridSkeleton } from '#web/components/story-card/StoryCardSkeleton';
import { StoryGrid } from '#web/components/story-card/StoryGrid';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { useAuth } from '#web/lib/auth';
import { galleryCopy } from './galleryCopy';

function errorText(error: unknown) {
  return error instanceof ApiRequestError && error.status === 403
    ? 'Premium subscription required'
    : 'Failed to fetch premium stories';
}

function Upsell() {
  return (
    <Card className="flex flex-col items-start gap-4 border-primary/40 bg-gradient-to-r from-wine/40 to-plum p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="flex items-center gap-2 text-xl font-semibold">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          Unlock the full library
        </p>
        <p className="text-sm text-foreground/75">
          Intimacy members read every exclusive story, with the most credits each month.
        </p>
      </div>
      <Button asChild>
        <Link to="/premium-upgrade">Upgrade to Intimacy</Link>
      </Button>
    </Card>
  );
}

export default function PremiumGalleryPage() {
  const { user, isPremium } = useAuth();
  const stories = useQuery({
    ...paymentQueries.premiumStories(),
    enabled: isPremium,
  });
  if (!isPremium) return <PremiumRequired />;
  const copy = galleryCopy(user?.subscription);

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-12 sm:px-6">
      <header className="space-y-3">
        <Badge variant="premium">
          <Gem aria-hidden="true" />
          {copy.badge}
        </Badge>
        <h1 className="text-5xl font-semibold">{copy.title}</h1>
        <p className="max-w-2xl text-foreground/75">{copy.intro}</p>
      </header>
      {copy.upsell && <Upsell />}
      {stories.isPending && <StoryGridSkeleton count={6} />}
      {isAgeRefusal(stories.error) && <AgeGatedNotice what="the premium gallery" />}
      {stories.isError && !isAgeRefusal(stories.error) && (
        <Card className="mx-auto max-w-lg text-center">
          <CardHeader className="items-center">
            <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
            <CardTitle>{errorText(stories.error)}</CardTitle>
            <CardDescription>The premium stories could not be loaded.</CardDescription>
            <Button className="mt-2" onClick={() => void stories.refetch()}>
              <RotateCcw aria-hidden="true" />
              Try Again
            </Button>
          </CardHeader>
        </Card>
      )}
      {stories.data?.length === 0 && (
        <p className="rounded-xl border border-dashed border-border p-12 text-center text-muted-foreground">
          No premium stories available yet. Check back soon!
        </p>
      )}
      {stories.data && stories.data.length > 0 && (
        <StoryGrid>
          {stories.data.map((story) => (
            <StoryCard key={story._id} story={story} />
          ))}
        </StoryGrid>
      )}
    </div>
  );
}
