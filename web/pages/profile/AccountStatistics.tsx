import { BookOpen, Clock, Heart, Play, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { UserStats } from '#common/contract';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';

const STATS: { key: keyof UserStats; label: string; icon: typeof BookOpen }[] = [
  { key: 'stories', label: 'Stories', icon: BookOpen },
  { key: 'plays', label: 'Plays', icon: Play },
  { key: 'likes', label: 'Likes', icon: Heart },
  { key: 'upvotes', label: 'Upvotes', icon: ThumbsUp },
  { key: 'downvotes', label: 'Downvotes', icon: ThumbsDown },
  { key: 'minutesCreated', label: 'Minutes Created', icon: Clock },
];

export function AccountStatistics({ stats }: { stats: UserStats | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Statistics</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {STATS.map(({ key, label, icon: Icon }) => (
            <div
              key={key}
              data-testid={`stat-${key}`}
              className="rounded-xl border border-border/70 bg-background/40 p-4"
            >
              <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Icon className="size-3.5 text-primary" aria-hidden="true" />
                {label}
              </dt>
              <dd className="mt-1 font-display text-3xl font-semibold tabular-nums">
                {stats ? stats[key] : <Skeleton className="mt-2 h-7 w-12" />}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
