import { LogOut, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useAuth } from '#web/lib/auth';
import { cn } from '#web/lib/cn';
import { Button } from '../ui/button';
import { CreditsChip } from './CreditsChip';
import { GuestActions } from './GuestActions';
import { type NavItem, useLogout } from './navigation';
import { PremiumStatus } from './PremiumStatus';
import { Avatar } from './Avatar';

const itemClasses =
  'focus-ring flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-foreground/90 hover:bg-muted [&_svg]:size-4 [&_svg]:text-primary/80';

function MenuLinks({ items }: { items: NavItem[] }) {
  return items.map(({ to, label, icon: Icon }) => (
    <NavLink key={to} to={to} className={({ isActive }) => cn(itemClasses, isActive && 'bg-muted text-primary')}>
      <Icon aria-hidden="true" />
      {label}
    </NavLink>
  ));
}

/** The header for small screens: closes when the route changes or on a click outside it. */
export function MobileMenu({ main, account }: { main: NavItem[]; account: NavItem[] }) {
  const { user } = useAuth();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // On a change of page, not on the first render: a tap made before the app was drawn is replayed then.
  const shownPage = useRef(location);
  useEffect(() => {
    if (shownPage.current.pathname === location.pathname && shownPage.current.search === location.search) return;
    shownPage.current = location;
    setOpen(false);
  }, [location]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={container} className="md:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      {open && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="absolute inset-x-0 top-full z-40 border-b border-border bg-popover px-4 pt-3 pb-5 shadow-2xl shadow-black/70 animate-slide-up"
        >
          {user && (
            <div className="mb-3 flex items-center justify-between gap-3 rounded-xl bg-card/70 p-3">
              <div className="flex min-w-0 items-center gap-3">
                <Avatar name={user.name} />
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold">{user.name}</p>
                  {user.isPremium && <p className="text-xs text-primary">Premium Member</p>}
                </div>
              </div>
              <CreditsChip user={user} />
            </div>
          )}
          <div className="grid gap-1">
            <MenuLinks items={main} />
            {account.length > 0 && <hr className="my-2 border-border" />}
            <MenuLinks items={account} />
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <PremiumStatus />
            {user ? (
              <Button variant="ghost" size="sm" onClick={() => void logout()}>
                <LogOut aria-hidden="true" />
                Logout
              </Button>
            ) : (
              <GuestActions loginVariant="secondary" />
            )}
          </div>
        </nav>
      )}
    </div>
  );
}
