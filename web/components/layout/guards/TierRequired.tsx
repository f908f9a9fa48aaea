import { Coins, Crown, Gem } from 'lucide-react';
import { Link } from 'react-router';
import { PREMIUM_GALLERY_MIN_TIER } from '#common/catalogue/access';
import { planNamesFrom } from '#common/rules/planNames';
import { Button } from '#web/components/ui/button';
import { NoticeCard } from '../NoticeCard';

export function TierRequired({ planName }: { planName: string }) {
  return (
    <NoticeCard
      icon={Gem}
      title="Premium Gallery Access Required"
      actions={
        <>
          <Button asChild>
            <Link to="/premium-upgrade">
              <Crown aria-hidden="true" />
              Upgrade Plan
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/credits">
              <Coins aria-hidden="true" />
              Buy Credits
            </Link>
          </Button>
        </>
      }
    >
      The Premium Gallery is open to {planNamesFrom(PREMIUM_GALLERY_MIN_TIER)} members. Your current plan:{' '}
      <strong className="text-foreground">{planName}</strong>.
    </NoticeCard>
  );
}
