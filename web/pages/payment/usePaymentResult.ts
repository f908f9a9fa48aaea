import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { creditSuccessResponseSchema, subscriptionSuccessResponseSchema } from '#common/contract';
import { confirmCreditPayment, confirmSubscriptionPayment, paymentKeys } from '#web/api/payments';
import { useAuth } from '#web/lib/auth';
import { readPaymentMarker, writePaymentMarker } from '#web/lib/paymentMarker';
import { toast } from '#web/lib/toast';
import { VERIFICATION_ISSUE, isVerificationIssue } from './resultParams';

/** The header's balance catches up a moment after the page shows the result. */
const USER_REFRESH_DELAY_MS = 1000;

type Kind = 'credit' | 'subscription';

/** Confirms a session once per marker lifetime; within it, the kept answer counts as already processed. */
async function confirmOnce<T extends { alreadyProcessed: boolean }>(
  kind: Kind,
  sessionId: string,
  schema: z.ZodType<T>,
  confirm: () => Promise<T>,
): Promise<T> {
  const kept = schema.safeParse(readPaymentMarker(kind, sessionId));
  if (kept.success) return { ...kept.data, alreadyProcessed: true };
  const result = await confirm();
  writePaymentMarker(kind, sessionId, result);
  return result;
}

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

const resultQuery = { staleTime: Number.POSITIVE_INFINITY, gcTime: 0, retry: false } as const;

export function useCreditResult(sessionId: string | null, packageId: string | null, credits: string | null) {
  const query = useQuery({
    queryKey: paymentKeys.creditResult(sessionId ?? ''),
    queryFn: () =>
      confirmOnce('credit', sessionId ?? '', creditSuccessResponseSchema, () =>
        confirmCreditPayment(sessionId ?? '', packageId, credits),
      ),
    enabled: Boolean(sessionId),
    ...resultQuery,
  });
  useResultEffects('credit', query.status, query.error);
  return query;
}

export function useSubscriptionResult(sessionId: string | null, plan: string) {
  const query = useQuery({
    queryKey: paymentKeys.subscriptionResult(sessionId ?? ''),
    queryFn: () =>
      confirmOnce('subscription', sessionId ?? '', subscriptionSuccessResponseSchema, () =>
        confirmSubscriptionPayment(sessionId ?? '', plan),
      ),
    enabled: Boolean(sessionId),
    ...resultQuery,
  });
  useResultEffects('subscription', query.status, query.error);
  return query;
}
