import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type PlanId, PLANS } from '#common/catalogue/plans';
import {
  changePlanBodySchema,
  checkoutResponseSchema,
  createCreditCheckoutBodySchema,
  createPlanCheckoutBodySchema,
  createSubscriptionCheckoutBodySchema,
  creditSuccessBodySchema,
  creditSuccessQuerySchema,
  creditSuccessResponseSchema,
  demoPayBodySchema,
  demoPayResponseSchema,
  planChangeResponseSchema,
  subscriptionSuccessQuerySchema,
  subscriptionSuccessResponseSchema,
  subscriptionViewSchema,
  updateCreditsBodySchema,
  updateCreditsResponseSchema,
  type CreditSuccessResponse,
} from '#common/contract';
import { billingEndpoints } from '#common/endpoints/billing';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { bodyOf, routeOf } from '#server/http/endpoints';
import { userOf } from '#server/http/routeAuth';
import { planChangeResult, subscriptionFor } from './planChange.service';
import {
  confirmCheckout,
  createCreditCheckout,
  createPlanCheckout,
  payDemoCheckout,
  type BillingDeps,
  type Confirmation,
} from './billing.service';
import { cancelPlan, changePlan } from './subscriptions.service';
import { registerWebhookRoute } from './webhook.routes';

const errors = errorResponses(400, 401, 404, 409, 502);

function creditSuccess(result: Confirmation): CreditSuccessResponse {
  const { text, audio } = result.granted;
  return {
    success: true,
    alreadyProcessed: result.alreadyReported,
    fulfilledNow: result.fulfilledNow,
    packageId: result.session.productId,
    credits: { text, audio },
    textCredits: text,
    audioCredits: audio,
    balance: result.balance,
    message: result.alreadyReported
      ? 'This purchase was already added to your account.'
      : `${text} text credits and ${audio} audio credits were added to your account.`,
  };
}

export async function registerBillingRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const payments = ctx.providers.payments;
  const billing: BillingDeps = { db, payments, publicUrl: ctx.config.publicUrl };

  const checkout = { response: { 200: checkoutResponseSchema, ...errors } };

  const creditCheckout = routeOf(billingEndpoints.creditCheckout, checkoutResponseSchema);
  app.route({
    method: creditCheckout.method,
    url: creditCheckout.url,
    config: { auth: 'user', readCache: 'ownAccount', idempotent: true },
    schema: {
      body: bodyOf(billingEndpoints.creditCheckout, createCreditCheckoutBodySchema),
      response: { 200: creditCheckout.answer, ...errors },
    },
    handler: async (request) =>
      createCreditCheckout(billing, userOf(request), request.body.packageId, request.body.embedded),
  });

  const planCheckout = routeOf(billingEndpoints.planCheckout, checkoutResponseSchema);
  app.route({
    method: planCheckout.method,
    url: planCheckout.url,
    config: { auth: 'user', readCache: 'ownAccount', idempotent: true },
    schema: {
      body: bodyOf(billingEndpoints.planCheckout, createPlanCheckoutBodySchema),
      response: { 200: planCheckout.answer, ...errors },
    },
    handler: async (request) => createPlanCheckout(billing, userOf(request), request.body.plan, request.body.embedded),
  });

  app.post(
    '/api/payment/create-subscription-checkout',
    {
      config: { auth: 'user', readCache: 'ownAccount', idempotent: true },
      schema: { body: createSubscriptionCheckoutBodySchema, ...checkout },
    },
    async (request) => createPlanCheckout(billing, userOf(request), request.body.planId, request.body.embedded),
  );

  const demoPay = routeOf(billingEndpoints.demoPay, demoPayResponseSchema);
  app.route({
    method: demoPay.method,
    url: demoPay.url,
    config: { auth: 'user', readCache: 'ownAccount' },
    schema: { body: bodyOf(billingEndpoints.demoPay, demoPayBodySchema), response: { 200: demoPay.answer, ...errors } },
    handler: async (request) => {
      const session = await payDemoCheckout(billing, userOf(request), request.body.sessionId);
      return { success: true as const, demo: true as const, sessionId: session.id, kind: session.kind };
    },
  });

  const creditResult = routeOf(billingEndpoints.creditSuccess, creditSuccessResponseSchema);
  app.route({
    method: creditResult.method,
    url: creditResult.url,
    config: { auth: 'user', readCache: 'ownAccount' },
    schema: {
      body: bodyOf(billingEndpoints.creditSuccess, creditSuccessBodySchema),
      response: { 200: creditResult.answer, ...errors },
    },
    handler: async (request) =>
      creditSuccess(await confirmCheckout(billing, userOf(request), request.body.session_id, 'credit')),
  });

  // The same address read with GET, the result's query in its URL (the spec's other form).
  app.get(
    creditResult.url,
    {
      config: { auth: 'user', readCache: 'ownAccount' },
      schema: { querystring: creditSuccessQuerySchema, response: { 200: creditSuccessResponseSchema, ...errors } },
    },
    async (request) =>
      creditSuccess(await confirmCheckout(billing, userOf(request), request.query.session_id, 'credit')),
  );

  const subscriptionResult = routeOf(billingEndpoints.subscriptionSuccess, subscriptionSuccessResponseSchema);
  app.route({
    method: subscriptionResult.method,
    url: subscriptionResult.url,
    config: { auth: 'user', readCache: 'ownAccount' },
    schema: {
      querystring: subscriptionSuccessQuerySchema,
      response: { 200: subscriptionResult.answer, ...errors },
    },
    handler: async (request) => {
      const result = await confirmCheckout(billing, userOf(request), request.query.session_id, 'subscription');
      const plan = result.session.productId as PlanId;
      return {
        success: true as const,
        alreadyProcessed: result.alreadyReported,
        fulfilledNow: result.fulfilledNow,
        plan,
        planName: PLANS[plan].name,
        textCredits: result.granted.text,
        audioCredits: result.granted.audio,
        balance: result.balance,
        message: result.alreadyReported
          ? `Your ${PLANS[plan].name} plan is already active.`
          : `Welcome to ${PLANS[plan].name}!`,
      };
    },
  });

  app.post(
    '/api/payment/update-credits',
    {
      config: { auth: 'user', readCache: 'ownAccount' },
      schema: { body: updateCreditsBodySchema, response: { 403: updateCreditsResponseSchema, ...errorResponses(401) } },
    },
    async (_request, reply) =>
      reply.status(403).send({
        success: false as const,
        code: 'FORBIDDEN',
        message: 'Credits cannot be set from the browser: credits are added only after a confirmed payment.',
      }),
  );

  const subscription = routeOf(billingEndpoints.subscription, subscriptionViewSchema);
  app.route({
    method: subscription.method,
    url: subscription.url,
    config: { auth: 'user', readCache: 'ownAccount' },
    schema: { response: { 200: subscription.answer, ...errorResponses(401) } },
    handler: async (request) => subscriptionFor(db, payments, userOf(request)),
  });

  const change = routeOf(billingEndpoints.changePlan, planChangeResponseSchema);
  app.route({
    method: change.method,
    url: change.url,
    config: { auth: 'user', readCache: 'ownAccount' },
    schema: {
      body: bodyOf(billingEndpoints.changePlan, changePlanBodySchema),
      // 402: the card paying an upgrade was declined (PAYMENT_DECLINED); nothing changed.
      response: { 200: change.answer, ...errorResponses(402), ...errors },
    },
    handler: async (request) => {
      const user = userOf(request);
      return planChangeResult(db, payments, user, await changePlan(db, payments, user.id, request.body.plan));
    },
  });

  const cancel = routeOf(billingEndpoints.cancelPlan, planChangeResponseSchema);
  app.route({
    method: cancel.method,
    url: cancel.url,
    config: { auth: 'user', readCache: 'ownAccount' },
    schema: { response: { 200: cancel.answer, ...errors } },
    handler: async (request) => {
      const user = userOf(request);
      return planChangeResult(db, payments, user, await cancelPlan(db, payments, user.id));
    },
  });

  await registerWebhookRoute(app, billing);
}
