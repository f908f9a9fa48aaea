import { Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '#web/lib/auth';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';

/** Premium users see their badge; admins nothing; everyone else an invitation to upgrade. */
export function PremiumStatus() {
  const { isPremium, user } = useAuth();
  if (user?.role === 'admin' && !isPremium) return null;
  if (isPremium) {
    return (
      <Badge variant="premium">
        <Crown aria-hidden="true" />
        Premium
      </Badge>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <Link to="/premium-upgrade">
        <Sparkles aria-hidden="true" />
        Get Premium
      </Link>
    </Button>
  );
}
