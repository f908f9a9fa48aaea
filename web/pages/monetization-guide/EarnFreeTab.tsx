import { Award } from 'lucide-react';
import { type Badge, BADGE_IDS, BADGES } from '#common/catalogue/badges';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { GuideSection } from './GuideSection';

function reward(badge: Badge): string {
  const parts = [];
  if (badge.textCredits) parts.push(`+${badge.textCredits} text`);
  if (badge.audioCredits) parts.push(`+${badge.audioCredits} audio`);
  if (badge.premiumDays) parts.push(`${badge.premiumDays} premium days`);
  return parts.length ? parts.join(' · ') : 'Achievement only';
}

export function EarnFreeTab() {
  return (
    <GuideSection
      title="Earn free credits"
      lead="Badges are earned once each, and most come with credits added straight to your balance."
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {BADGE_IDS.map((id) => {
          const badge = BADGES[id];
          return (
            <Card key={id} data-testid={`badge-${id}`}>
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-xl">
                  <Award className="size-5 text-primary" aria-hidden="true" />
                  {badge.name}
                </CardTitle>
              </CardHeader>
              <CardContent className="space-y-1 text-sm">
                <p className="text-foreground/80">{badge.description}</p>
                <p className="font-semibold text-primary">{reward(badge)}</p>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </GuideSection>
  );
}
