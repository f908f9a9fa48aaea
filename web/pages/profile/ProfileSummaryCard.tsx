import { AudioLines, Crown, FileText, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { planTier } from '#common/catalogue/plans';
import type { User } from '#common/contract';
import type { UserStats } from '#common/contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { formatDate, initial, planName } from '#web/lib/format';
import { BadgeChip } from './BadgeChip';

export function ProfileSummaryCard({ user, stats }: { user: User; stats: UserStats | undefined }) {
  const subscriber = planTier(user.subscription) > 0;
  const counts = [
    { label: 'Stories', value: stats?.stories },
    { label: 'Published', value: stats?.published },
  ];
  return (
    <Card className="flex flex-col items-center p-6 text-center">
      <span
        aria-hidden="true"
        className="grid size-24 place-items-center rounded-full bg-gradient-to-br from-wine to-[#b5536f] font-display text-5xl font-semibold shadow-lg shadow-wine/40"
      >
        {initial(user.name)}
      </span>
      <h2 className="mt-4 text-3xl font-semibold break-all" data-testid="profile-name">
        {user.name}
      </h2>
      <p className="text-sm break-all text-muted-foreground">{user.email}</p>
      <p className="mt-1 text-xs text-muted-foreground">Member since {formatDate(user.createdAt)}</p>
      <span className="mt-3 rounded-full border border-border px-3 py-0.5 text-xs font-medium text-foreground/80">
        {user.role === 'admin' ? 'Admin' : 'User'}
      </span>
      {user.badges.length > 0 && (
        <ul aria-label="Badges" className="mt-4 flex flex-wrap justify-center gap-2">
          {user.badges.map((badge) => (
            <li key={badge.id}>
              <BadgeChip badge={badge} />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-6 w-full rounded-xl border border-primary/30 bg-gradient-to-br from-wine/40 to-plum p-4 text-left">
        <p className="flex items-center gap-2 text-xs tracking-wider text-muted-foreground uppercase">
          <Crown className="size-3.5 text-primary" aria-hidden="true" />
          Plan
        </p>
        <p className="mt-1 font-display text-2xl font-semibold" data-testid="plan-name">
          {planName(user.subscription)}
        </p>
        <div className="mt-3 flex gap-5 text-sm">
          <span className="flex items-center gap-1.5">
            <FileText className="size-4 text-primary" aria-hidden="true" />
            {user.textCredits} text credits
          </span>
          <span className="flex items-center gap-1.5">
            <AudioLines className="size-4 text-primary" aria-hidden="true" />
            {user.audioCredits} audio credits
          </span>
        </div>
        {!subscriber && (
          <Button asChild size="sm" className="mt-4 w-full">
            <Link to="/premium-upgrade">
              <Crown aria-hidden="true" />
              Upgrade to Premium
            </Link>
          </Button>
        )}
      </div>

      <dl className="mt-6 grid w-full grid-cols-2 gap-3">
        {counts.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse rounded-xl border border-border/70 bg-background/40 py-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-display text-3xl font-semibold tabular-nums">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      <Button asChild variant="outline" className="mt-6 w-full">
        <Link to="/dashboard">
          <LayoutDashboard aria-hidden="true" />
          View My Stories
        </Link>
      </Button>
    </Card>
  );
}
