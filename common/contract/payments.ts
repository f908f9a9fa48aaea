import { z } from 'zod';
import { PLAN_IDS } from '../catalogue/plans';

const balanceSchema = z.object({ textCredits: z.number().int(), audioCredits: z.number().int() });

// ---- Checkout ----------------------------------------------------------------------------

/** `embedded` (default true) asks for an embedded form's client secret rather than a redirect URL. */
export const createCreditCheckoutBodySchema = z.object({ packageId: z.string(), embedded: z.boolean().optional() });
export const createPlanCheckoutBodySchema = z.object({ plan: z.string(), embedded: z.boolean().optional() });
/** `priceId` is accepted for the spec's payload and ignored: prices come from the catalogue. */
export const createSubscriptionCheckoutBodySchema = z.object({
  planId: z.string(),
  priceId: z.string().optional(),
  embedded: z.boolean().optional(),
});

export const checkoutResponseSchema = z.object({
  /** The checkout session id (also the `session_id` the result pages verify). */
  id: z.string(),
  /** The provider's hosted page, when not embedded. */
  url: z.string().optional(),
  /** For the provider's embedded form. */
  clientSecret: z.string().optional(),
  publishableKey: z.string().optional(),
  /** True with the demo provider: nothing is charged; pay with POST /api/payment/demo/pay. */
  demo: z.boolean(),
  kind: z.enum(['credit', 'subscription']),
  productId: z.string(),
  productName: z.string(),
  /** Charged now, discounts included, in euro cents. */
  amountCents: z.number().int(),
  listPriceCents: z.number().int(),
  discount: z.enum(['premium', 'first_subscription']).nullable(),
  currency: z.literal('eur'),
  textCredits: z.number().int(),
  audioCredits: z.number().int(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const demoPayBodySchema = z.object({ sessionId: z.string().min(1) });
export const demoPayResponseSchema = z.object({
  success: z.literal(true),
  demo: z.literal(true),
  sessionId: z.string(),
  kind: z.enum(['credit', 'subscription']),
});
export type DemoPayResponse = z.infer<typeof demoPayResponseSchema>;

// ---- Results -----------------------------------------------------------------------------

export const creditSuccessBodySchema = z.object({
  session_id: z.string().min(1),
  /** Accepted from the spec's payload and ignored: what was bought comes from our records. */
  package: z.string().optional(),
  credits: z.union([z.number(), z.string()]).optional(),
});
export const creditSuccessQuerySchema = z.object({ session_id: z.string().min(1), credits: z.string().optional() });

/** Both forms of the credit success call answer this. */
export const creditSuccessResponseSchema = z.object({
  success: z.literal(true),
  /**
   * True when an earlier result page had already reported this purchase (a repeat visit). The
   * first report answers false, even when the webhook or the demo payment added the credits.
   */
  alreadyProcessed: z.boolean(),
  /** True when this very call fulfilled the purchase; false when the webhook or an earlier call had. */
  fulfilledNow: z.boolean(),
  packageId: z.string(),
  /** Credits the purchase added. */
  credits: z.object({ text: z.number().int(), audio: z.number().int() }),
  textCredits: z.number().int(),
  audioCredits: z.number().int(),
  /** The balance now. */
  balance: balanceSchema,
  message: z.string(),
});
export type CreditSuccessResponse = z.infer<typeof creditSuccessResponseSchema>;

export const subscriptionSuccessQuerySchema = z.object({ session_id: z.string().min(1), plan: z.string().optional() });
export const subscriptionSuccessResponseSchema = z.object({
  success: z.literal(true),
  /** As for credits: true only when an earlier result page had already reported this subscription. */
  alreadyProcessed: z.boolean(),
  fulfilledNow: z.boolean(),
  plan: z.enum(PLAN_IDS),
  planName: z.string(),
  /** The plan's monthly credits, granted for this first period. */
  textCredits: z.number().int(),
  audioCredits: z.number().int(),
  balance: balanceSchema,
  message: z.string(),
});
export type SubscriptionSuccessResponse = z.infer<typeof subscriptionSuccessResponseSchema>;

export const updateCreditsBodySchema = z.object({ credits: z.unknown().optional() });
/** Sent with status 403: credits are never set on the client's word. */
export const updateCreditsResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
});

// ---- Plan management ---------------------------------------------------------------------

export const subscriptionViewSchema = z.object({
  plan: z.enum(PLAN_IDS),
  planName: z.string(),
  /**
   * `none` for a user who never subscribed, `canceled` once a subscription has ended, `past_due`
   * while a payment is due and not collected (the plan's benefits wait for it).
   */
  status: z.enum(['active', 'past_due', 'canceled', 'none']),
  isPremium: z.boolean(),
  /** When the current period ends: the renewal date, or the end of access once cancelled. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** A downgrade that applies at currentPeriodEnd. */
  pendingPlan: z.enum(PLAN_IDS).nullable(),
  /** An upgrade the provider accepted whose invoice is not paid yet: the plan and its credits follow the payment. */
  upgradingPlan: z.enum(PLAN_IDS).nullable(),
  /** Whether a new subscription would get FIRST_SUBSCRIPTION_DISCOUNT off its first month. */
  firstSubscriptionDiscount: z.boolean(),
  demo: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const changePlanBodySchema = z.object({ plan: z.string() });
export const planChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: subscriptionViewSchema,
  balance: balanceSchema,
});
export type PlanChangeResponse = z.infer<typeof planChangeResponseSchema>;

export const webhookResponseSchema = z.object({ received: z.literal(true) });
