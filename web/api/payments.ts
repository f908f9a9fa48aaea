import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckoutResponse,
  CreditSuccessResponse,
  DemoPayResponse,
  ListedStory,
  PlanChangeResponse,
  StoryList,
  SubscriptionSuccessResponse,
  SubscriptionView,
} from '#common/contract';
import { useAuth } from '../lib/auth';
import { apiRequest } from './client';
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
function createCheckout(kind: CheckoutKind, id: string, idempotencyKey?: string): Promise<CheckoutResponse> {
  return kind === 'credit'
    ? apiRequest<CheckoutResponse>('/api/payment/create-credit-checkout', {
        method: 'POST',
        body: { packageId: id, embedded: false },
        idempotencyKey,
      })
    : apiRequest<CheckoutResponse>('/api/payment/create-checkout-session', {
        method: 'POST',
        body: { plan: id, embedded: false },
        idempotencyKey,
      });
}

export function payDemoCheckout(sessionId: string) {
  return apiRequest<DemoPayResponse>('/api/payment/demo/pay', { method: 'POST', body: { sessionId } });
}

/** Where a paid checkout lands, exactly as the card provider's return address would be. */
export function resultPath(checkout: CheckoutResponse): string {
  const session = encodeURIComponent(checkout.id);
  return checkout.kind === 'credit'
    ? `/payment/credit-success?type=credit&package=${checkout.productId}&credits=${checkout.textCredits}&session_id=${session}`
    : `/payment/subscription-success?type=subscription&plan=${checkout.productId}&session_id=${session}`;
}

export function confirmCreditPayment(
  sessionId: string,
  packageId: string | null,
  credits: string | null,
): Promise<CreditSuccessResponse> {
  return apiRequest<CreditSuccessResponse>('/api/payment/credit-success', {
    method: 'POST',
    body: { session_id: sessionId, package: packageId ?? undefined, credits: credits ?? undefined },
  });
}

export function confirmSubscriptionPayment(sessionId: string, plan: string): Promise<SubscriptionSuccessResponse> {
  const query = new URLSearchParams({ session_id: sessionId, plan });
  return apiRequest<SubscriptionSuccessResponse>(`/api/payment/subscription-success?${query}`);
}

const UPGRADE_POLL_MS = 5000;

function fetchSubscription(signal?: AbortSignal): Promise<SubscriptionView> {
  return apiRequest<SubscriptionView>('/api/payment/subscription', { signal });
}

function changePlanRequest(plan: string): Promise<PlanChangeResponse> {
  return apiRequest<PlanChangeResponse>('/api/payment/subscription/change', {
    method: 'POST',
    body: { plan },
  });
}

function cancelPlanRequest(): Promise<PlanChangeResponse> {
  return apiRequest<PlanChangeResponse>('/api/payment/subscription/cancel', { method: 'POST' });
}

function fetchPremiumStories(signal?: AbortSignal): Promise<ListedStory[]> {
  return apiRequest<StoryList>('/api/stories/premium-stories', { signal });
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
