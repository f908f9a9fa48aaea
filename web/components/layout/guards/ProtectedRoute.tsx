import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '#web/lib/auth';
import { planName } from '#web/lib/format';
import { PageSpinner } from '../PageSpinner';
import { PremiumRequired } from './PremiumRequired';
import { TierRequired } from './TierRequired';

const GUARD_SPINNER_MS = 1000;

interface ProtectedRouteProps {
  children: ReactNode;
  /** The lowest plan tier allowed in (the premium gallery needs 2). */
  minTier?: number;
  /** Only premium users get in; others see an upgrade prompt. */
  premiumOnly?: boolean;
}

/**
 * The login guard: refreshes the user and, when nobody is signed in, shows a spinner for a
 * second before sending the visitor to /login (which brings them back here afterwards).
 */
export function ProtectedRoute({ children, minTier, premiumOnly = false }: ProtectedRouteProps) {
  const { user, isLoading, refreshUser } = useAuth();
  const location = useLocation();
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    void refreshUser();
    const timer = setTimeout(() => setWaited(true), GUARD_SPINNER_MS);
    return () => clearTimeout(timer);
  }, [refreshUser]);

  if (!user) {
    if (!waited || isLoading) return <PageSpinner label="Checking your session" />;
    const back = `${location.pathname}${location.search}`.slice(1);
    return <Navigate to={back ? `/login?redirect=${encodeURIComponent(back)}` : '/login'} replace />;
  }
  if (minTier !== undefined && user.tier < minTier) {
    return <TierRequired planName={planName(user.subscription)} />;
  }
  if (premiumOnly && !user.isPremium) return <PremiumRequired />;
  return children;
}
