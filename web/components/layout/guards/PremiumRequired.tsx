import { Crown, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { NoticeCard } from '../NoticeCard';

export function PremiumRequired() {
  return (
    <NoticeCard
      icon={Lock}
      title="Premium Content"
      actions={
        <Button asChild>
          <Link to="/premium-upgrade">
            <Crown aria-hidden="true" />
            Upgrade to Premium
          </Link>
        </Button>
      }
    >
      This content is reserved for premium members. Upgrade your plan to unlock it.
    </NoticeCard>
  );
}
