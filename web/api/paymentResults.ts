import { queryOptions } from '@tanstack/react-query';
import { readPaymentMarker, writePaymentMarker } from '#web/lib/paymentMarker';
import { confirmCreditPayment, confirmSubscriptionPayment, paymentKeys } from './payments';

type Kind = 'credit' | 'subscription';

/** A kept answer is a successful confirmation this page wrote itself; anything else counts as none. */
function isKeptAnswer<T>(value: unknown): value is T {
  return typeof value === 'object' && value !== null && 'success' in value && value.success === true;
}

/** Confirms a session once per marker lifetime; within it, the kept answer counts as already processed. */
async function confirmOnce<T extends { alreadyProcessed: boolean }>(
  kind: Kind,
  sessionId: string,
  confirm: () => Promise<T>,
): Promise<T> {
  const kept = readPaymentMarker(kind, sessionId);
  if (isKeptAnswer<T>(kept)) return { ...kept, alreadyProcessed: true };
  const result = await confirm();
  writePaymentMarker(kind, sessionId, result);
  return result;
}

/** A result is asked for once per visit: never refetched, forgotten when the page is left. */
const once = { staleTime: Number.POSITIVE_INFINITY, gcTime: 0, retry: false } as const;

/** The queries of the pages a paid checkout lands on. */
export const paymentResultQueries = {
  credit: (sessionId: string, packageId: string | null, credits: string | null) =>
    queryOptions({
      queryKey: paymentKeys.creditResult(sessionId),
      queryFn: () => confirmOnce('credit', sessionId, () => confirmCreditPayment(sessionId, packageId, credits)),
      ...once,
    }),
  subscription: (sessionId: string, plan: string) =>
    queryOptions({
      queryKey: paymentKeys.subscriptionResult(sessionId),
      queryFn: () => confirmOnce('subscription', sessionId, () => confirmSubscriptionPayment(sessionId, plan)),
      ...once,
    }),
};
