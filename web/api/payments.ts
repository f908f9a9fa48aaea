import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutResponse } from '#common/contract';
import { billingEndpoints } from '#common/endpoints/billing';
import { libraryEndpoints } from '#common/endpoints/library';
import { useAuth } from '../lib/auth';
import { callEndpoint } from './client';
import { storyKeys } from './stories';

export type CheckoutKind = CheckoutResponse['kind'];

export const paymentKeys = {
  checkout: (kind: CheckoutKind, id: string) => ['payment', 'checkout', kind, id] as const,
  creditResult: (sessionId: string) => ['payment', 'result', 'credit', sessionId] as const,
  subscriptionResult: (sessionId: string) => ['payment', 'result', 'subscription', sessionId] as const,
  subscription: ['payment', 'subscription'] as const,
  premiumStories: storyKeys.premium,
};

/**
 * Opens a checkout for a pack or a plan. We ask for the hosted page rather than the embedded form:
 * the card provider's embedded form needs its script from its own site, which Reverie does not load.
 */
function createCheckout(kind: CheckoutKind, id: string, idempotencyKey?: string) {
  return kind === 'credit'
    ? callEndpoint(billingEndpoints.creditCheckout, {}, { body: { packageId: id, embedded: false }, idempotencyKey })
    : callEndpoint(billingEndpoints.planCheckout, {}, { body: { plan: id, embedded: false }, idempotencyKey });
}

export function payDemoCheckout(sessionId: string) {
  return callEndpoint(billingEndpoints.demoPay, {}, { body: { sessionId } });
}

/** Where a paid checkout lands, exactly as the card provider's return address would be. */
export function resultPath(checkout: CheckoutResponse): string {
  const session = encodeURIComponent(checkout.id);
  return checkout.kind === 'credit'
    ? `/payment/credit-success?type=credit&package=${checkout.productId}&credits=${checkout.textCredits}&session_id=${session}`
    : `/payment/subscription-success?type=subscription&plan=${checkout.productId}&session_id=${session}`;
}

export function confirmCreditPayment(sessionId: string, packageId: string | null, credits: string | null) {
  return callEndpoint(
    billingEndpoints.creditSuccess,
    {},
    { body: { session_id: sessionId, package: packageId ?? undefined, credits: credits ?? undefined } },
  );
}

export function confirmSubscriptionPayment(sessionId: string, plan: string) {
  return callEndpoint(billingEndpoints.subscriptionSuccess, {}, { query: { session_id: sessionId, plan } });
}

const UPGRADE_POLL_MS = 5000;

function fetchSubscription(signal?: AbortSignal) {
  return callEndpoint(billingEndpoints.subscription, {}, { signal });
}

function changePlanRequest(plan: string) {
  return callEndpoint(billingEndpoints.changePlan, {}, { body: { plan } });
}

function cancelPlanRequest() {
  return callEndpoint(billingEndpoints.cancelPlan, {});
}

function fetchPremiumStories(signal?: AbortSignal) {
  return callEndpoint(libraryEndpoints.premiumStories, {}, { signal });
}

/** The queries of payments: every `useQuery` and cache write takes its key (and data type) from here. */
export const paymentQueries = {
  subscription: () =>
    queryOptions({
      queryKey: paymentKeys.subscription,
      queryFn: ({ signal }) => fetchSubscription(signal),
      staleTime: 0,
      refetchOnMount: true,
      // An upgrade waiting for its payment is asked after until it lands, so the page shows the new plan.
      refetchInterval: (query) => (query.state.data?.upgradingPlan ? UPGRADE_POLL_MS : false),
    }),
  premiumStories: () =>
    queryOptions({ queryKey: paymentKeys.premiumStories, queryFn: ({ signal }) => fetchPremiumStories(signal) }),
  /** One checkout session per visit: never refetched, forgotten once the page is left. */
  checkout: (kind: CheckoutKind, id: string, idempotencyKey: string) =>
    queryOptions({
      queryKey: paymentKeys.checkout(kind, id),
      queryFn: () => createCheckout(kind, id, idempotencyKey),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
      retry: false,
    }),
};

export const useSubscription = (enabled = true) => useQuery({ ...paymentQueries.subscription(), enabled });

/** Changes (a plan id) or cancels (`null`) the subscription; the answer replaces the cached view. */
export function usePlanChange() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: (plan: string | null) => (plan === null ? cancelPlanRequest() : changePlanRequest(plan)),
    onSuccess: async (result) => {
      queryClient.setQueryData(paymentQueries.subscription().queryKey, result.subscription);
      await refreshUser();
    },
  });
}
