import type { z } from 'zod';
import type {
  changePlanBodySchema,
  CheckoutResponse,
  createCreditCheckoutBodySchema,
  createPlanCheckoutBodySchema,
  creditSuccessBodySchema,
  CreditSuccessResponse,
  demoPayBodySchema,
  DemoPayResponse,
  PlanChangeResponse,
  SubscriptionSuccessResponse,
  SubscriptionView,
} from '../contract';
import { endpoint } from '../endpoint';

/** Payments: checkouts, their results, the subscription and its plan. */
export const billingEndpoints = {
  creditCheckout: endpoint<CheckoutResponse, z.input<typeof createCreditCheckoutBodySchema>>()(
    'POST',
    '/api/payment/create-credit-checkout',
  ),
  planCheckout: endpoint<CheckoutResponse, z.input<typeof createPlanCheckoutBodySchema>>()(
    'POST',
    '/api/payment/create-checkout-session',
  ),
  demoPay: endpoint<DemoPayResponse, z.input<typeof demoPayBodySchema>>()('POST', '/api/payment/demo/pay'),
  creditSuccess: endpoint<CreditSuccessResponse, z.input<typeof creditSuccessBodySchema>>()(
    'POST',
    '/api/payment/credit-success',
  ),
  subscriptionSuccess: endpoint<SubscriptionSuccessResponse>()('GET', '/api/payment/subscription-success'),
  subscription: endpoint<SubscriptionView>()('GET', '/api/payment/subscription'),
  changePlan: endpoint<PlanChangeResponse, z.input<typeof changePlanBodySchema>>()(
    'POST',
    '/api/payment/subscription/change',
  ),
  cancelPlan: endpoint<PlanChangeResponse>()('POST', '/api/payment/subscription/cancel'),
};
