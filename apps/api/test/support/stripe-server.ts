/**
 * A local stand-in for Stripe's REST API, so the real `stripe` SDK (pointed here through
 * STRIPE_API_URL) is exercised end to end: form-encoded requests, idempotency keys, error bodies.
 * Answers are clones of the recorded objects in ../fixtures/stripe (see PROVENANCE.md) with the
 * request's values filled in. It also serves a stand-in hosted checkout page whose "Pay" button
 * delivers the signed webhook events Stripe would send, then returns to the success URL.
 */
import { readFileSync } from 'node:fs';
import { startUpstream, type RecordedCall, type Reply, type Upstream } from '@firstsignal/sources/testing';
import Stripe from 'stripe';

const FIXTURES = new URL('../fixtures/stripe/', import.meta.url);
type Obj = Record<string, any>;

export function fixture(name: string): Obj {
  return JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')) as Obj;
}

export const STRIPE_TEST_SETTINGS = {
  STRIPE_SECRET_KEY: 'sk_test_firstsignal_local',
  STRIPE_WEBHOOK_SECRET: 'whsec_firstsignal_local',
  STRIPE_PRICE_STARTER: 'price_starter_monthly',
  STRIPE_PRICE_PLUS: 'price_plus_monthly',
  STRIPE_METER_EVENT: 'firstsignal_overage_results',
};

const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);
let sequence = 0;
const nextId = (prefix: string) => `${prefix}_test${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A Stripe form body (`metadata[plan]=starter&line_items[0][price]=…`) as flat key → value. */
export function formOf(call: RecordedCall): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(call.body));
}

export interface StripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  query: Record<string, string>;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  authorization: string | undefined;
}

export interface InjectedFailure {
  status: number;
  count: number;
  type?: string;
  message?: string;
}

// ---- objects and events built from the fixtures ------------------------------------------------

export function subscriptionObject(o: {
  id: string;
  customer: string;
  price: string;
  status?: string;
  periodStart: number;
  periodEnd: number;
  metadata?: Record<string, string>;
}): Obj {
  const sub = fixture('subscription-object-openapi-fixture.json');
  Object.assign(sub, {
    id: o.id,
    customer: o.customer,
    status: o.status ?? 'active',
    metadata: o.metadata ?? {},
    created: o.periodStart,
    start_date: o.periodStart,
    billing_cycle_anchor: o.periodStart,
    cancel_at: null,
    canceled_at: o.status === 'canceled' ? nowSeconds() : null,
    ended_at: o.status === 'canceled' ? nowSeconds() : null,
    cancel_at_period_end: false,
    trial_start: null,
    trial_end: null,
    pause_collection: null,
    pending_update: null,
    next_pending_invoice_item_invoice: null,
    livemode: false,
  });
  const item = sub.items.data[0];
  Object.assign(item, { id: `si_${o.id}`, subscription: o.id, current_period_start: o.periodStart, current_period_end: o.periodEnd });
  Object.assign(item.price, { id: o.price, transform_quantity: null, custom_unit_amount: null });
  sub.items.url = `/v1/subscription_items?subscription=${o.id}`;
  return sub;
}

/** The older shape (API 2020-03-02, as recorded): the period on the subscription itself. */
export function legacySubscriptionObject(o: { id: string; customer: string; price: string; status?: string; periodStart: number; periodEnd: number }): Obj {
  const sub = fixture('event-customer.subscription.updated.json').data.object as Obj;
  Object.assign(sub, { id: o.id, customer: o.customer, status: o.status ?? 'active', current_period_start: o.periodStart, current_period_end: o.periodEnd });
  for (const item of sub.items.data as Obj[]) {
    item.subscription = o.id;
    item.price.id = o.price;
    item.plan.id = o.price;
  }
  sub.plan.id = o.price;
  return sub;
}

export function checkoutSessionObject(o: { id?: string; customer: string; subscription: string; clientReferenceId: string; plan: string; paymentStatus?: string }): Obj {
  const session = fixture('checkout-session-object-subscription-mode-completed.json');
  return Object.assign(session, {
    id: o.id ?? nextId('cs'),
    customer: o.customer,
    subscription: o.subscription,
    client_reference_id: o.clientReferenceId,
    metadata: { plan: o.plan, user_id: o.clientReferenceId },
    payment_status: o.paymentStatus ?? 'paid',
    status: 'complete',
  });
}

export function invoiceObject(o: {
  customer: string;
  subscription: string;
  price: string;
  periodStart: number;
  periodEnd: number;
  billingReason?: string;
}): Obj {
  const invoice = fixture('event-invoice.paid.json').data.object as Obj;
  Object.assign(invoice, {
    id: nextId('in'),
    customer: o.customer,
    subscription: o.subscription,
    billing_reason: o.billingReason ?? 'subscription_cycle',
    // Stripe's invoice-level period is the one *before* the renewal (usage-based items).
    period_start: o.periodStart - 30 * DAY,
    period_end: o.periodStart,
  });
  const line = invoice.lines.data[0] as Obj;
  Object.assign(line, { subscription: o.subscription, period: { start: o.periodStart, end: o.periodEnd } });
  line.price.id = o.price;
  line.plan.id = o.price;
  return invoice;
}

/** An event envelope from the recorded ones, carrying `object`. */
export function stripeEvent(type: string, object: Obj, o: { id?: string; created?: number } = {}): Obj {
  const recorded: Record<string, string> = {
    'checkout.session.completed': 'event-checkout.session.completed.json',
    'customer.subscription.created': 'event-customer.subscription.created.json',
    'customer.subscription.updated': 'event-customer.subscription.updated.json',
    'customer.subscription.deleted': 'event-customer.subscription.deleted.json',
    'invoice.paid': 'event-invoice.paid.json',
  };
  const envelope = fixture(recorded[type] ?? 'event-customer.updated.json');
  return Object.assign(envelope, {
    id: o.id ?? nextId('evt'),
    type,
    created: o.created ?? nowSeconds(),
    livemode: false,
    data: { object, ...(type.endsWith('.updated') ? { previous_attributes: {} } : {}) },
  });
}

/** A delivery the way Stripe makes it: the JSON body and its `Stripe-Signature` header. */
export function signedDelivery(event: Obj, secret = STRIPE_TEST_SETTINGS.STRIPE_WEBHOOK_SECRET, timestamp?: number) {
  const body = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, ...(timestamp ? { timestamp } : {}) });
  return { body, signature };
}

// ---- the server ------------------------------------------------------------------------------------

export interface StripeServer extends Upstream {
  env: typeof STRIPE_TEST_SETTINGS & { STRIPE_API_URL: string };
  /** Requests to the API (not the stand-in pages), decoded. */
  requests(method: string, path: string | RegExp): StripeRequest[];
  customers: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  checkoutSessions: Map<string, Obj>;
  /** The next `count` requests to this route ("POST /v1/billing/meter_events") fail. */
  failNext(route: string, failure?: Partial<InjectedFailure>): void;
  /** Where the stand-in checkout page delivers webhook events when "Pay" is pressed. */
  webhookUrl: string | undefined;
  /** What a completed checkout delivers: checkout.session.completed, subscription created, invoice paid. */
  completeCheckout(sessionId: string): Promise<number[]>;
}

export async function startStripeServer(): Promise<StripeServer> {
  const customers = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const checkoutSessions = new Map<string, Obj>();
  const sessionPrices = new Map<string, string>();
  const failures = new Map<string, InjectedFailure>();
  /** Stripe replays the stored answer for a repeated idempotency key. */
  const idempotent = new Map<string, Reply>();
  /** The server itself, for handlers that need its URL (set once it listens). */
  const self = {} as StripeServer;

  const ok = (json: unknown): Reply => ({ status: 200, json, headers: { 'request-id': nextId('req') } });
  const invalid = (message: string, param?: string): Reply => ({
    status: 400,
    json: { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } },
    headers: { 'request-id': nextId('req') },
  });

  /** Wraps an API handler: injected failures first, then idempotent replays, then the handler. */
  const api =
    (route: string, handler: (call: RecordedCall, form: Record<string, string>) => Reply) =>
    (call: RecordedCall): Reply => {
      if (call.headers.authorization !== `Bearer ${STRIPE_TEST_SETTINGS.STRIPE_SECRET_KEY}`) {
        return { status: 401, json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
      }
      const failure = failures.get(route);
      if (failure && failure.count > 0) {
        failure.count--;
        // Like a rate limit, a failure before the endpoint ran is not stored under the idempotency key.
        return {
          status: failure.status,
          json: { error: { type: failure.type ?? 'api_error', message: failure.message ?? 'Injected failure' } },
          headers: { 'stripe-should-retry': 'false', 'request-id': nextId('req') },
        };
      }
      const key = call.headers['idempotency-key'];
      const stored = typeof key === 'string' ? idempotent.get(`${route} ${key}`) : undefined;
      if (stored) return { ...stored, headers: { ...stored.headers, 'idempotent-replayed': 'true' } };
      const reply = handler(call, formOf(call));
      if (typeof key === 'string') idempotent.set(`${route} ${key}`, reply);
      return reply;
    };

  const upstream = await startUpstream({
    'POST /v1/customers': api('POST /v1/customers', (_call, form) => {
      const customer = Object.assign(fixture('customer-object-openapi-fixture.json'), {
        id: nextId('cus'),
        email: form.email ?? null,
        metadata: metadataOf(form),
        created: nowSeconds(),
        discount: null,
      });
      customers.set(customer.id, customer);
      return ok(customer);
    }),

    'POST /v1/checkout/sessions': api('POST /v1/checkout/sessions', (_call, form) => {
      if (!form.customer || !customers.has(form.customer)) return invalid(`No such customer: '${form.customer}'`, 'customer');
      if (form.mode !== 'subscription') return invalid('mode must be subscription here', 'mode');
      const id = nextId('cs');
      const session = Object.assign(fixture('checkout-session-object-openapi-fixture.json'), {
        id,
        mode: form.mode,
        customer: form.customer,
        client_reference_id: form.client_reference_id ?? null,
        metadata: metadataOf(form),
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        created: nowSeconds(),
        expires_at: nowSeconds() + DAY,
        url: `${self.url}/checkout/${id}`,
      });
      checkoutSessions.set(id, session);
      sessionPrices.set(id, form['line_items[0][price]'] ?? '');
      return ok(session);
    }),

    'POST /v1/billing_portal/sessions': api('POST /v1/billing_portal/sessions', (_call, form) => {
      if (!form.customer || !customers.has(form.customer)) return invalid(`No such customer: '${form.customer}'`, 'customer');
      const id = nextId('bps');
      return ok(
        Object.assign(fixture('billing-portal-session-object-openapi-fixture.json'), {
          id,
          customer: form.customer,
          return_url: form.return_url ?? null,
          created: nowSeconds(),
          livemode: false,
          flow: null,
          url: `${self.url}/portal/${id}`,
        }),
      );
    }),

    'POST /v1/billing/meter_events': api('POST /v1/billing/meter_events', (_call, form) => {
      if (form.event_name !== STRIPE_TEST_SETTINGS.STRIPE_METER_EVENT) return invalid(`No active meter found for event_name ${form.event_name}`, 'event_name');
      return ok({
        object: 'billing.meter_event',
        created: nowSeconds(),
        event_name: form.event_name,
        identifier: form.identifier ?? nextId('mev'),
        livemode: false,
        payload: { stripe_customer_id: form['payload[stripe_customer_id]'], value: form['payload[value]'] },
        timestamp: Number(form.timestamp ?? nowSeconds()),
      });
    }),

    'GET /v1/subscriptions': api('GET /v1/subscriptions', (call) => {
      const customer = call.query.get('customer');
      const data = [...subscriptions.values()].filter((s) => !customer || s.customer === customer);
      return ok({ object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    }),

    'DELETE /v1/subscriptions/:id': api('DELETE /v1/subscriptions/:id', (call) => {
      const sub = subscriptions.get(call.params.id ?? '');
      if (!sub) return { status: 404, json: { error: { type: 'invalid_request_error', message: `No such subscription: '${call.params.id}'` } } };
      Object.assign(sub, { status: 'canceled', canceled_at: nowSeconds(), ended_at: nowSeconds() });
      return ok(sub);
    }),

    // The stand-in hosted pages a browser is sent to.
    'GET /checkout/:id': (call) => {
      const session = checkoutSessions.get(call.params.id ?? '');
      if (!session) return { status: 404, body: 'No such checkout session', headers: { 'content-type': 'text/plain' } };
      return {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: `<!doctype html><title>Stand-in Checkout</title><h1>Stand-in Checkout</h1>
<p>Subscribe to ${escapeHtml(String(session.metadata.plan ?? ''))}</p>
<form method="post" action="/checkout/${escapeHtml(session.id)}/pay"><button type="submit">Pay</button></form>
<a href="${escapeHtml(session.cancel_url)}">Cancel</a>`,
      };
    },
    'POST /checkout/:id/pay': async (call) => {
      const session = checkoutSessions.get(call.params.id ?? '');
      if (!session) return { status: 404, body: 'No such checkout session' };
      await self.completeCheckout(session.id);
      return { status: 303, headers: { location: session.success_url } };
    },
    'GET /portal/:id': { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: '<!doctype html><title>Stand-in Billing Portal</title><h1>Stand-in Billing Portal</h1>' },
  });

  Object.assign(self, upstream, {
    env: { ...STRIPE_TEST_SETTINGS, STRIPE_API_URL: upstream.url },
    customers,
    subscriptions,
    checkoutSessions,
    webhookUrl: undefined as string | undefined,
    requests(method: string, path: string | RegExp): StripeRequest[] {
      return upstream.callsTo(path, method).map((c) => ({
        method: c.method,
        path: c.path,
        form: formOf(c),
        query: Object.fromEntries(c.query),
        idempotencyKey: header(c, 'idempotency-key'),
        stripeVersion: header(c, 'stripe-version'),
        authorization: header(c, 'authorization'),
      }));
    },
    failNext(route: string, failure: Partial<InjectedFailure> = {}) {
      failures.set(route, { status: failure.status ?? 500, count: failure.count ?? 1, ...failure } as InjectedFailure);
    },
    async completeCheckout(sessionId: string): Promise<number[]> {
      const session = checkoutSessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const start = nowSeconds();
      const end = start + 30 * DAY;
      const subscriptionId = nextId('sub');
      const price = sessionPrices.get(sessionId) ?? '';
      const sub = subscriptionObject({ id: subscriptionId, customer: session.customer, price, periodStart: start, periodEnd: end, metadata: session.metadata });
      subscriptions.set(subscriptionId, sub);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscriptionId });
      const events = [
        stripeEvent('customer.subscription.created', sub, { created: start }),
        stripeEvent(
          'checkout.session.completed',
          checkoutSessionObject({ id: session.id, customer: session.customer, subscription: subscriptionId, clientReferenceId: session.client_reference_id, plan: session.metadata.plan }),
          { created: start },
        ),
        stripeEvent('invoice.paid', invoiceObject({ customer: session.customer, subscription: subscriptionId, price, periodStart: start, periodEnd: end, billingReason: 'subscription_create' }), { created: start }),
      ];
      const statuses: number[] = [];
      if (!self.webhookUrl) return statuses;
      for (const event of events) {
        const { body, signature } = signedDelivery(event);
        const res = await fetch(self.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, body });
        statuses.push(res.status);
        await res.arrayBuffer();
      }
      return statuses;
    },
  });
  return self;
}

function header(call: RecordedCall, name: string): string | undefined {
  const value = call.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function metadataOf(form: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m?.[1]) out[m[1]] = value;
  }
  return out;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
