import { Suspense, lazy } from 'react';
import { NavLink } from 'react-router';
import { useAuth } from '#web/lib/auth';
import { cn } from '#web/lib/cn';
import { CreditsChip } from './CreditsChip';
import { GuestActions } from './GuestActions';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { useNavigation } from './navigation';
import { PremiumStatus } from './PremiumStatus';

// Signed-in only: Radix's dropdown stays out of a visitor's first load.
const UserMenu = lazy(() => import('./UserMenu'));
const NotificationBell = lazy(() => import('./NotificationBell'));

export function Header() {
  const { user } = useAuth();
  const { main, account } = useNavigation();
  return (
    <header className="glass sticky top-0 z-40 border-b border-border/70">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-8">
          <Logo />
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {main.map(({ to, label }) => (
              <NavLink
                key={to}
                to={to}
                className={({ isActive }) =>
                  cn(
                    'focus-ring rounded-full px-3 py-1.5 text-sm text-foreground/80 transition-colors hover:text-foreground',
                    isActive && 'bg-muted text-primary',
                  )
                }
              >
                {label}
              </NavLink>
            ))}
          </nav>
        </div>
        <div className="flex items-center gap-3">
          {user && (
            <Suspense>
              <NotificationBell />
            </Suspense>
          )}
          <div className="hidden items-center gap-3 md:flex">
            <PremiumStatus />
            {user ? (
              <>
                <CreditsChip user={user} />
                <Suspense>
                  <UserMenu user={user} items={account} />
                </Suspense>
              </>
            ) : (
              <GuestActions loginVariant="ghost" />
            )}
          </div>
          <MobileMenu main={main} account={account} />
        </div>
      </div>
    </header>
  );
}
