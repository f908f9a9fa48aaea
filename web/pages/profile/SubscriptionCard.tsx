import { Coins, Crown, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { isPlanId, type PlanId, PLANS, planTier } from '#common/catalogue/plans';
import type { User } from '#common/contract';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card';
import { planName } from '#web/lib/format';
import { BalanceTiles } from '#web/components/credits-card/BalanceTiles';

export function SubscriptionCard({ user }: { user: User }) {
  const subscriber = planTier(user.subscription) > 0;
  const plan = PLANS[isPlanId(user.subscription) ? (user.subscription as PlanId) : 'free'];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription &amp; Credits</CardTitle>
        <CardDescription>
          You are on the <strong className="text-foreground">{planName(user.subscription)}</strong> plan —{' '}
          {plan.tagline}. It brings {plan.monthlyTextCredits} text and {plan.monthlyAudioCredits} audio credits a month.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <BalanceTiles textCredits={user.textCredits} audioCredits={user.audioCredits} />
      </CardContent>
      <CardFooter>
        {subscriber ? (
          <Button asChild variant="outline">
            <Link to="/premium-upgrade">
              <RefreshCw aria-hidden="true" />
              Change Plan
            </Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/premium-upgrade">
              <Crown aria-hidden="true" />
              Upgrade to Premium
            </Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/credits">
            <Coins aria-hidden="true" />
            Buy More Credits
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
