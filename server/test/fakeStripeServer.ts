import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded body, keys as Stripe writes them (`line_items[0][price_data][unit_amount]`). */
  form: Record<string, string>;
}

type Json = Record<string, any>;

export interface FakeStripeServer {
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** Invoices issued by plan changes, shaped as Stripe sends them in `invoice.*` events. */
  invoices: Map<string, Json>;
  /** From now on, charges on this subscription's card are declined. */
  declineCard(subscriptionId: string): void;
  setupIntents: Map<string, Json>;
  verificationSessions: Map<string, Json>;
  /**
   * Completes a session as a buyer would; a subscription checkout gets a subscription and a first
   * invoice, a setup-mode one a succeeded SetupIntent saving a card of that funding (credit by default).
   */
  complete(sessionId: string, options?: { paid?: boolean; cardFunding?: 'credit' | 'debit' | 'prepaid' }): Json;
  /** The person finishes Stripe Identity's hosted flow: the document shows this date of birth. */
  verifyIdentity(sessionId: string, dob: { year: number; month: number; day: number }): Json;
  /** An event as Stripe delivers it to a webhook endpoint: its body and `Stripe-Signature` (signed `secondsAgo` ago). */
  signedEvent(type: string, object: Json, secret: string, secondsAgo?: number): { payload: string; signature: string };
  close(): Promise<void>;
}

/** `metadata[key]=value` form fields as the object Stripe keeps. */
function metadataOf(form: Record<string, string>, prefix = 'metadata'): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    if (key.startsWith(`${prefix}[`) && key.endsWith(']')) metadata[key.slice(prefix.length + 1, -1)] = value;
  }
  return metadata;
}

/** A local imitation of the few Stripe endpoints Reverie calls, for the official SDK. */
export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const declining = new Set<string>();
  const setupIntents = new Map<string, Json>();
  const verificationSessions = new Map<string, Json>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}`;
  const now = () => Math.floor(Date.now() / 1000);

  const routes: Array<
    [string, RegExp, (match: RegExpExecArray, form: Record<string, string>, query: URLSearchParams) => [number, Json]]
  > = [
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_m, form) => {
        const id = nextId('cs');
        const embedded = form.ui_mode === 'embedded_page';
        const session = {
          id,
          object: 'checkout.session',
          mode: form.mode,
          ui_mode: form.ui_mode,
          status: 'open',
          payment_status: 'unpaid',
          // A setup-mode session (a card check) has no line items and no amount.
          amount_total: form.mode === 'setup' ? null : Number(form['line_items[0][price_data][unit_amount]']),
          currency: form['line_items[0][price_data][currency]'],
          metadata: metadataOf(form),
          client_reference_id: form.client_reference_id ?? null,
          setup_intent: null,
          url: embedded ? null : `https://checkout.stripe.test/pay/${id}`,
          client_secret: embedded ? `${id}_secret` : null,
          customer: null,
          subscription: null,
          invoice: null,
          subscriptionMetadata: {
            userId: form['subscription_data[metadata][userId]'],
            plan: form['subscription_data[metadata][plan]'],
          },
        };
        sessions.set(id, session);
        return [200, session];
      },
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([^/?]+)$/,
      (m) => {
        const session = sessions.get(m[1]);
        return session ? [200, session] : missing(m[1]);
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions\/([^/?]+)\/expire$/,
      (m) => {
        const session = sessions.get(m[1]);
        if (!session) return missing(m[1]);
        if (session.status !== 'open') {
          const message = `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`;
          return [400, { error: { type: 'invalid_request_error', message } }];
        }
        session.status = 'expired';
        return [200, session];
      },
    ],
    [
      'POST',
      /^\/v1\/coupons$/,
      (_m, form) => [
        200,
        { id: nextId('coupon'), object: 'coupon', percent_off: Number(form.percent_off), duration: form.duration },
      ],
    ],
    [
      'GET',
      /^\/v1\/subscriptions\/([^/?]+)$/,
      (m) => {
        const sub = subscriptions.get(m[1]);
        return sub ? [200, sub] : missing(m[1]);
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/?]+)$/,
      (m, form) => {
        const sub = subscriptions.get(m[1]);
        if (!sub) return missing(m[1]);
        if (form.cancel_at_period_end !== undefined) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
        const amount = form['items[0][price_data][unit_amount]'];
        if (!amount) return [200, sub];
        if (form.proration_behavior !== 'always_invoice') {
          sub.items.data[0].price.unit_amount = Number(amount);
          return [200, sub];
        }
        // A change billed now: an invoice for it, paid by the card on file unless it declines.
        const paid = !declining.has(sub.id);
        const invoice = invoiceFor(sub, 'subscription_update', paid ? 'paid' : 'open');
        sub.latest_invoice = invoice.id;
        if (!paid && form.payment_behavior === 'pending_if_incomplete') {
          sub.pending_update = { expires_at: now() + 23 * 3600, subscription_items: [{ unit_amount: Number(amount) }] };
          return [200, sub];
        }
        // Stripe's default (allow_incomplete) applies the change whether or not the invoice is paid.
        sub.items.data[0].price.unit_amount = Number(amount);
        if (!paid) sub.status = 'past_due';
        return [200, sub];
      },
    ],
    [
      'POST',
      /^\/v1\/invoices\/([^/?]+)\/void$/,
      (m) => {
        const invoice = invoices.get(m[1]);
        if (!invoice) return missing(m[1]);
        if (invoice.status !== 'open') {
          return [400, { error: { type: 'invalid_request_error', message: 'You can only void an open invoice.' } }];
        }
        invoice.status = 'void';
        // Voiding the invoice of a pending update discards the update.
        const sub = subscriptions.get(invoice.parent.subscription_details.subscription);
        if (sub && sub.latest_invoice === invoice.id) sub.pending_update = null;
        return [200, invoice];
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/?]+)$/,
      (m) => {
        const sub = subscriptions.get(m[1]);
        if (!sub) return missing(m[1]);
        sub.status = 'canceled';
        return [200, sub];
      },
    ],
    [
      'GET',
      /^\/v1\/setup_intents\/([^/?]+)$/,
      (m) => {
        const intent = setupIntents.get(m[1]);
        return intent ? [200, intent] : missing(m[1]);
      },
    ],
    [
      'POST',
      /^\/v1\/identity\/verification_sessions$/,
      (_m, form) => {
        const id = nextId('vs');
        const session = {
          id,
          object: 'identity.verification_session',
          type: form.type,
          status: 'requires_input',
          client_reference_id: form.client_reference_id ?? null,
          metadata: metadataOf(form),
          options: {
            document: { require_matching_selfie: form['options[document][require_matching_selfie]'] === 'true' },
          },
          url: `https://verify.stripe.test/start/${id}`,
          verified_outputs: null,
          dob: null,
        };
        verificationSessions.set(id, session);
        return [200, session];
      },
    ],
    [
      'GET',
      /^\/v1\/identity\/verification_sessions\/([^/?]+)$/,
      (m, _form, query) => {
        const session = verificationSessions.get(m[1]);
        if (!session) return missing(m[1]);
        // Like Stripe, the date of birth is sent only to a request that expands it.
        const expanded = [...query].some(
          ([key, value]) => key.startsWith('expand[') && value === 'verified_outputs.dob',
        );
        const outputs = session.status === 'verified' ? { dob: expanded ? session.dob : undefined } : null;
        return [200, { ...session, dob: undefined, verified_outputs: outputs }];
      },
    ],
  ];

  function invoiceFor(sub: Json, reason: string, status: 'paid' | 'open'): Json {
    const id = nextId('in');
    const periodEnd = sub.items.data[0].current_period_end;
    const invoice = {
      id,
      object: 'invoice',
      status,
      billing_reason: reason,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      lines: { object: 'list', data: [{ id: `il_${id}`, period: { start: now(), end: periodEnd } }] },
    };
    invoices.set(id, invoice);
    return invoice;
  }

  function missing(id: string): [number, Json] {
    return [
      404,
      { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` } },
    ];
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const [path, search] = (req.url ?? '').split('?');
    const query = new URLSearchParams(search);
    const form = Object.fromEntries(new URLSearchParams(raw));
    requests.push({ method: req.method ?? '', path, form });
    const route = routes.find(([method, pattern]) => method === req.method && pattern.test(path));
    const [status, body] = route
      ? route[2](route[1].exec(path)!, form, query)
      : [404, { error: { type: 'invalid_request_error', message: `Unknown route ${req.method} ${path}` } }];
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
    res.end(JSON.stringify(body));
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    subscriptions,
    invoices,
    declineCard: (subscriptionId) => void declining.add(subscriptionId),
    setupIntents,
    verificationSessions,
    complete(sessionId, options = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`unknown session ${sessionId}`);
      if (session.status !== 'open') throw new Error(`session ${sessionId} is ${session.status}: it cannot be paid`);
      session.status = 'complete';
      if (session.mode === 'setup') {
        const id = nextId('seti');
        setupIntents.set(id, {
          id,
          object: 'setup_intent',
          status: 'succeeded',
          metadata: session.metadata,
          payment_method: {
            id: nextId('pm'),
            object: 'payment_method',
            type: 'card',
            card: { brand: 'visa', funding: options.cardFunding ?? 'credit', last4: '4242' },
          },
        });
        session.setup_intent = id;
        session.payment_status = 'no_payment_required';
        return session;
      }
      session.payment_status = options.paid === false ? 'unpaid' : 'paid';
      session.customer = nextId('cus');
      if (session.mode === 'subscription') {
        const id = nextId('sub');
        subscriptions.set(id, {
          id,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: false,
          pending_update: null,
          latest_invoice: null,
          metadata: session.subscriptionMetadata,
          items: {
            object: 'list',
            data: [
              {
                id: nextId('si'),
                object: 'subscription_item',
                current_period_end: now() + 30 * 86_400,
                price: { id: nextId('price'), product: nextId('prod'), unit_amount: session.amount_total },
              },
            ],
          },
        });
        session.subscription = id;
        session.invoice = nextId('in');
      }
      return session;
    },
    verifyIdentity(sessionId, dob) {
      const session = verificationSessions.get(sessionId);
      if (!session) throw new Error(`unknown verification session ${sessionId}`);
      session.status = 'verified';
      session.dob = dob;
      return { ...session, dob: undefined };
    },
    signedEvent(type, object, secret, secondsAgo = 0) {
      const timestamp = Math.floor(Date.now() / 1000) - secondsAgo;
      const payload = JSON.stringify({
        id: nextId('evt'),
        object: 'event',
        type,
        created: timestamp,
        livemode: false,
        pending_webhooks: 1,
        request: null,
        data: { object },
      });
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
