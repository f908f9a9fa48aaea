import {
  Bookmark,
  Compass,
  Gem,
  LayoutDashboard,
  type LucideIcon,
  PenLine,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAuth } from '#web/lib/auth';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The header's links, shared by the desktop bar and the mobile menu so both always agree. */
export function useNavigation() {
  const { user } = useAuth();
  const main: NavItem[] = [
    { to: '/discover', label: 'Discover', icon: Compass },
    { to: '/create', label: 'Create', icon: PenLine },
  ];
  if (user?.can.premiumGallery) {
    main.push({ to: '/premium-gallery', label: 'Premium Gallery', icon: Gem });
  }
  const account: NavItem[] = user
    ? [
        { to: '/profile', label: 'My Profile', icon: UserRound },
        { to: '/dashboard', label: 'My Dashboard', icon: LayoutDashboard },
        { to: '/reading-list', label: 'Reading List', icon: Bookmark },
        ...(user.role === 'admin' ? [{ to: '/admin', label: 'Admin Dashboard', icon: ShieldCheck }] : []),
      ]
    : [];
  return { main, account };
}

/** Signs out, then returns to the landing page. */
export function useLogout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await logout();
    navigate('/');
  };
}
