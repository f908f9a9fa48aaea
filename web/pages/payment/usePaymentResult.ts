import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paymentResultQueries } from '#web/api/paymentResults';
import { useAuth } from '#web/lib/auth';
import { toast } from '#web/lib/toast';
import { VERIFICATION_ISSUE, isVerificationIssue } from './resultParams';

/** The header's balance catches up a moment after the page shows the result. */
const USER_REFRESH_DELAY_MS = 1000;

type Kind = 'credit' | 'subscription';

const failureToast = {
  credit: { title: 'Payment Error', description: 'There was a problem processing your payment. Please try again.' },
  subscription: {
    title: 'Subscription Error',
    description: 'There was a problem processing your subscription. Please try again.',
  },
};

/** After a result: the user is refreshed after about a second; a failure is announced once. */
function useResultEffects(kind: Kind, status: 'pending' | 'success' | 'error', error: unknown) {
  const { refreshUser } = useAuth();
  useEffect(() => {
    if (status === 'success') {
      const timer = setTimeout(() => void refreshUser(), USER_REFRESH_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (status === 'error') {
      toast(
        isVerificationIssue(error)
          ? { title: 'Verification Issue', description: VERIFICATION_ISSUE }
          : { variant: 'destructive', ...failureToast[kind] },
      );
    }
  }, [kind, status, error, refreshUser]);
}

export function useCreditResult(sessionId: string | null, packageId: string | null, credits: string | null) {
  const query = useQuery({
    ...paymentResultQueries.credit(sessionId ?? '', packageId, credits),
    enabled: Boolean(sessionId),
  });
  useResultEffects('credit', query.status, query.error);
  return query;
}

export function useSubscriptionResult(sessionId: string | null, plan: string) {
  const query = useQuery({
    ...paymentResultQueries.subscription(sessionId ?? '', plan),
    enabled: Boolean(sessionId),
  });
  useResultEffects('subscription', query.status, query.error);
  return query;
}
