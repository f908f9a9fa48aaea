import { Coins, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '#web/lib/auth';
import { Button } from '../ui/button';

/** Shown to everyone who is not premium, guests included; never to premium users or admins. */
export function UpgradeBanner() {
  const { isAuthenticated, isPremium, user } = useAuth();
  if (isPremium || user?.role === 'admin') return null;
  return (
    <aside
      aria-labelledby="upgrade-banner-title"
      className="border-t border-primary/20 bg-gradient-to-r from-plum via-wine/70 to-plum"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 text-center sm:px-6 md:flex-row md:text-left">
        <div className="flex items-center gap-4">
          <span className="hidden size-11 place-items-center rounded-full bg-primary/15 text-primary sm:grid">
            <Crown className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="upgrade-banner-title" className="text-2xl font-semibold text-foreground">
              Upgrade to Premium
            </h2>
            <p className="text-sm text-foreground/75">
              Private stories, expressive voices and monthly credits. First month 50% off.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant="outline">
            <Link to={isAuthenticated ? '/credits' : '/login?redirect=credits'}>
              <Coins aria-hidden="true" />
              Get Credits
            </Link>
          </Button>
          <Button asChild>
            <Link to="/premium-upgrade">
              <Crown aria-hidden="true" />
              Go Premium
            </Link>
          </Button>
        </div>
      </div>
    </aside>
  );
}
