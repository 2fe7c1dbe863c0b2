/**
 * Stripe billing over real HTTP with the real SDK, pointed at a local stand-in for Stripe's API:
 * checkout and portal (what Stripe received), the signed webhook (good and bad signatures,
 * replays, out-of-order events, cancellation, renewal), overage reported to the meter, and
 * billing without its settings.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@firstsignal/db';
import { testDbKinds } from '@firstsignal/db/testing';
import { STRIPE_API_VERSION } from '../src/billing/stripe';
import { call, registerUser, startTestServer, TEST_DATABASE_URL, type TestServer } from './support/harness';
import { startPlatformServer, type PlatformServer } from './support/platform-server';
import {
  checkoutSessionObject,
  fixture,
  invoiceObject,
  legacySubscriptionObject,
  signedDelivery,
  startStripeServer,
  stripeEvent,
  subscriptionObject,
  STRIPE_TEST_SETTINGS,
  type StripeServer,
} from './support/stripe-server';

const { STRIPE_PRICE_STARTER: STARTER, STRIPE_PRICE_PLUS: PLUS } = STRIPE_TEST_SETTINGS;
const DAY = 86_400;
const T0 = Math.floor(Date.now() / 1000) - 3 * DAY;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const IDEA = { searchType: 'business_idea', businessIdea: 'automatic invoice reminders for freelancers', platforms: ['reddit', 'youtube'], intentLevel: 'high', timeRange: '' };

describe.each(testDbKinds(TEST_DATABASE_URL))('billing on %s', (kind) => {
  let stripe: StripeServer;
  let platforms: PlatformServer;
  let server: TestServer;
  const db = () => server.app.services.db;

  beforeAll(async () => {
    stripe = await startStripeServer();
    platforms = await startPlatformServer();
    server = await startTestServer({ db: kind, env: { ...stripe.env, ...platforms.env } });
    stripe.webhookUrl = `${server.url}/api/stripe/webhook`;
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
    await platforms?.close();
  });

  const billingRow = async (userId: string) => (await db().select().from(schema.billingInfo).where(eq(schema.billingInfo.userId, userId)))[0]!;
  const setBilling = (userId: string, values: Partial<typeof schema.billingInfo.$inferInsert>) =>
    db().update(schema.billingInfo).set(values).where(eq(schema.billingInfo.userId, userId));
  const usage = async (token: string) => (await call(server, 'GET', '/api/user/usage', { token })).json.data;
  const deliver = (event: object, options: { secret?: string; signature?: string; body?: string } = {}) => {
    const signed = signedDelivery(event, options.secret);
    return call(server, 'POST', '/api/stripe/webhook', {
      rawBody: options.body ?? signed.body,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': options.signature ?? signed.signature },
    });
  };
  /** A signed-up user with a Stripe customer (made by a first checkout). */
  async function customerUser() {
    const account = await registerUser(server);
    const res = await call(server, 'POST', '/api/create-checkout-session', { token: account.token, body: { plan_id: 'starter' } });
    expect(res.status).toBe(200);
    const customer = (await billingRow(account.user.id)).stripeCustomerId!;
    expect(customer).toMatch(/^cus_/);
    return { ...account, customer };
  }
  async function paidUser(plan: 'starter' | 'plus' = 'starter') {
    const u = await customerUser();
    const sub = `sub_${u.user.id.slice(0, 8)}`;
    const res = await deliver(
      stripeEvent('customer.subscription.created', subscriptionObject({ id: sub, customer: u.customer, price: plan === 'plus' ? PLUS : STARTER, periodStart: T0, periodEnd: T0 + 30 * DAY }), { created: T0 }),
    );
    expect(res.json).toEqual({ received: true, outcome: 'applied' });
    return { ...u, sub };
  }

  describe('checkout', () => {
    it('answers 401 JSON when signed out and 400 for a plan that is not sold', async () => {
      const out = await call(server, 'POST', '/api/create-checkout-session', { body: { plan_id: 'starter' } });
      expect(out.status).toBe(401);
      expect(out.json).toEqual({ error: 'Authentication required' });
      const { token } = await registerUser(server);
      for (const body of [{ plan_id: 'free' }, { plan_id: 'enterprise' }, {}]) {
        const res = await call(server, 'POST', '/api/create-checkout-session', { token, body });
        expect(res.status).toBe(400);
        expect(res.json).toEqual({ error: 'plan_id must be starter or plus', field: 'plan_id' });
      }
      expect(stripe.requests('POST', '/v1/checkout/sessions').some((r) => r.form.plan_id)).toBe(false);
    });

    it('creates a subscription checkout with the plan’s price, the user and the return URLs, and a customer once', async () => {
      const { token, user, email } = await registerUser(server);
      const customersBefore = stripe.requests('POST', '/v1/customers').length;
      const sessionsBefore = stripe.requests('POST', '/v1/checkout/sessions').length;

      const res = await call(server, 'POST', '/api/create-checkout-session', { token, body: { plan_id: 'starter' } });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ url: expect.stringMatching(new RegExp(`^${stripe.url}/checkout/cs_`)) });

      const customers = stripe.requests('POST', '/v1/customers').slice(customersBefore);
      expect(customers).toHaveLength(1);
      expect(customers[0]!.form).toEqual({ email, 'metadata[user_id]': user.id });
      expect(customers[0]!.authorization).toBe(`Bearer ${STRIPE_TEST_SETTINGS.STRIPE_SECRET_KEY}`);
      expect(customers[0]!.stripeVersion).toBe(STRIPE_API_VERSION);
      const customer = (await billingRow(user.id)).stripeCustomerId;
      expect(customer).toMatch(/^cus_/);

      const [session] = stripe.requests('POST', '/v1/checkout/sessions').slice(sessionsBefore);
      expect(session!.form).toMatchObject({
        mode: 'subscription',
        customer,
        'line_items[0][price]': STARTER,
        'line_items[0][quantity]': '1',
        client_reference_id: user.id,
        'metadata[plan]': 'starter',
        'metadata[user_id]': user.id,
        'subscription_data[metadata][plan]': 'starter',
        success_url: `${server.url}/settings/billing?success=true`,
        cancel_url: `${server.url}/settings/billing?canceled=true`,
      });
      expect(session!.stripeVersion).toBe(STRIPE_API_VERSION);

      // The second checkout reuses the customer.
      const again = await call(server, 'POST', '/api/create-checkout-session', { token, body: { plan_id: 'plus' } });
      expect(again.status).toBe(200);
      expect(stripe.requests('POST', '/v1/customers').length).toBe(customersBefore + 1);
      const second = stripe.requests('POST', '/v1/checkout/sessions').at(-1)!;
      expect(second.form).toMatchObject({ customer, 'line_items[0][price]': PLUS, 'metadata[plan]': 'plus' });
      expect(second.form).not.toHaveProperty('line_items[1][price]');
    });

    it('adds the metered overage price when STRIPE_PRICE_OVERAGE is set', async () => {
      const metered = await startTestServer({ db: kind, env: { ...stripe.env, STRIPE_PRICE_OVERAGE: 'price_overage_metered' } });
      try {
        const { token } = await registerUser(metered);
        const res = await call(metered, 'POST', '/api/create-checkout-session', { token, body: { plan_id: 'plus' } });
        expect(res.status).toBe(200);
        const session = stripe.requests('POST', '/v1/checkout/sessions').at(-1)!;
        expect(session.form).toMatchObject({ 'line_items[0][price]': PLUS, 'line_items[1][price]': 'price_overage_metered' });
        expect(session.form).not.toHaveProperty('line_items[1][quantity]');
      } finally {
        await metered.close();
      }
    });

    it('uses PUBLIC_URL for the return URLs when it is set', async () => {
      const other = await startTestServer({ db: kind, env: { ...stripe.env, PUBLIC_URL: 'https://app.firstsignal.test' } });
      try {
        const { token } = await registerUser(other);
        expect((await call(other, 'POST', '/api/create-checkout-session', { token, body: { plan_id: 'plus' } })).status).toBe(200);
        expect(stripe.requests('POST', '/v1/checkout/sessions').at(-1)!.form).toMatchObject({
          success_url: 'https://app.firstsignal.test/settings/billing?success=true',
          cancel_url: 'https://app.firstsignal.test/settings/billing?canceled=true',
        });
      } finally {
        await other.close();
      }
    });

    it('sends a paying user to the portal instead of a second subscription', async () => {
      const { token } = await paidUser('starter');
      const sessionsBefore = stripe.requests('POST', '/v1/checkout/sessions').length;
      const res = await call(server, 'POST', '/api/create-checkout-session', { token, body: { plan_id: 'plus' } });
      expect(res.status).toBe(200);
      expect(res.json.url).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
      expect(stripe.requests('POST', '/v1/checkout/sessions').length).toBe(sessionsBefore);
    });

    it('answers a clear 502 when Stripe refuses, without leaking its answer', async () => {
      const { token } = await registerUser(server);
      stripe.failNext('POST /v1/customers', { status: 400, type: 'invalid_request_error', message: 'secret detail from Stripe' });
      const res = await call(server, 'POST', '/api/create-checkout-session', { token, body: { plan_id: 'starter' } });
      expect(res.status).toBe(502);
      expect(res.json).toEqual({ error: 'Could not reach the billing provider. Please try again.' });
    });
  });

  describe('portal', () => {
    it('answers 401 signed out, 400 without a customer, then the portal URL for the customer', async () => {
      expect((await call(server, 'POST', '/api/create-customer-portal-session', { body: {} })).status).toBe(401);
      const fresh = await registerUser(server);
      const none = await call(server, 'POST', '/api/create-customer-portal-session', { token: fresh.token, body: {} });
      expect(none.status).toBe(400);
      expect(none.json.error).toBe('No billing account yet: upgrade to a paid plan first.');
      const summary = await call(server, 'GET', '/trpc/billing.summary', { token: fresh.token });
      expect(summary.json.result.data).toEqual({ configured: true, missingSettings: [], hasBillingAccount: false });

      const { token, customer } = await customerUser();
      const res = await call(server, 'POST', '/api/create-customer-portal-session', { token });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ url: expect.stringMatching(new RegExp(`^${stripe.url}/portal/bps_`)) });
      expect(stripe.requests('POST', '/v1/billing_portal/sessions').at(-1)!.form).toEqual({ customer, return_url: `${server.url}/settings/billing` });
      expect((await call(server, 'GET', '/trpc/billing.summary', { token })).json.result.data.hasBillingAccount).toBe(true);
    });
  });

  describe('webhook', () => {
    it('upgrades the plan from signed events: starter, 150 results, the next billing date', async () => {
      const { token, user, customer } = await customerUser();
      const sub = 'sub_upgrade_1';
      const completed = await deliver(
        stripeEvent('checkout.session.completed', checkoutSessionObject({ customer, subscription: sub, clientReferenceId: user.id, plan: 'starter' }), { created: T0 }),
      );
      expect(completed.status).toBe(200);
      expect(completed.json).toEqual({ received: true, outcome: 'applied' });
      expect(await billingRow(user.id)).toMatchObject({ plan: 'starter', planStatus: 'active', maxResults: 150, stripeSubscriptionId: sub, stripeCustomerId: customer });

      const created = await deliver(
        stripeEvent('customer.subscription.created', subscriptionObject({ id: sub, customer, price: STARTER, periodStart: T0, periodEnd: T0 + 30 * DAY }), { created: T0 }),
      );
      expect(created.json.outcome).toBe('applied');
      expect(await usage(token)).toEqual({
        results_used: 0,
        results_limit: 150,
        plan_type: 'starter',
        plan_status: 'active',
        results_remaining: 150,
        next_billing_date: iso(T0 + 30 * DAY),
      });
    });

    it('refuses a bad signature with 400 and changes nothing', async () => {
      const { user, customer } = await customerUser();
      const before = await billingRow(user.id);
      const event = stripeEvent('customer.subscription.created', subscriptionObject({ id: 'sub_forged', customer, price: PLUS, periodStart: T0, periodEnd: T0 + 30 * DAY }));
      const genuine = signedDelivery(event);
      const cases = [
        await deliver(event, { secret: 'whsec_someone_else' }),
        await deliver(event, { signature: 't=1,v1=deadbeef' }),
        await deliver(event, { body: genuine.body.replace(PLUS, STARTER), signature: genuine.signature }),
        await call(server, 'POST', '/api/stripe/webhook', { rawBody: genuine.body }),
      ];
      for (const res of cases) {
        expect(res.status).toBe(400);
        expect(res.json.error).toMatch(/^(Invalid|Missing) Stripe signature$/);
      }
      expect(await billingRow(user.id)).toEqual(before);
      expect(await db().select().from(schema.stripeEvents).where(eq(schema.stripeEvents.id, event.id))).toHaveLength(0);
    });

    it('answers a signed but malformed event with 400, not a 500, and records nothing', async () => {
      const { user, customer } = await customerUser();
      const before = await billingRow(user.id);
      const good = stripeEvent('customer.subscription.updated', subscriptionObject({ id: 'sub_odd', customer, price: PLUS, periodStart: T0, periodEnd: T0 + 30 * DAY }));
      const malformed = [
        { ...good, id: 'evt_no_time', created: 'yesterday' },
        { ...good, id: 'evt_far_future', created: 1e20 },
        { ...good, id: 'evt_nul\u0000' },
        { ...good, id: 'evt_nul_inside', data: { object: { ...(good.data as { object: object }).object, customer: 'cus_\u0000' } } },
        { type: good.type, created: T0 },
      ];
      for (const event of malformed) {
        const res = await deliver(event);
        expect({ status: res.status, json: res.json }).toEqual({ status: 400, json: { error: 'Invalid Stripe event' } });
      }
      expect(await billingRow(user.id)).toEqual(before);
    });

    it('takes a replayed event once', async () => {
      const { token, user, customer, sub } = await paidUser('starter');
      const paid = stripeEvent('invoice.paid', invoiceObject({ customer, subscription: sub, price: STARTER, periodStart: T0 + 30 * DAY, periodEnd: T0 + 60 * DAY }), { created: T0 + 30 * DAY });
      await setBilling(user.id, { monthlyResultsUsed: 120 });
      expect((await deliver(paid)).json.outcome).toBe('applied');
      expect((await usage(token)).results_used).toBe(0);

      await setBilling(user.id, { monthlyResultsUsed: 7 });
      const replay = await deliver(paid);
      expect(replay.status).toBe(200);
      expect(replay.json).toEqual({ received: true, outcome: 'duplicate' });
      expect((await usage(token)).results_used).toBe(7);
      expect(await db().select().from(schema.stripeEvents).where(eq(schema.stripeEvents.id, paid.id))).toEqual([
        expect.objectContaining({ id: paid.id, type: 'invoice.paid', eventCreatedAt: new Date((T0 + 30 * DAY) * 1000) }),
      ]);

      // Two deliveries of one event at the same moment: one takes effect.
      const twin = stripeEvent('customer.subscription.updated', subscriptionObject({ id: sub, customer, price: PLUS, periodStart: T0, periodEnd: T0 + 30 * DAY }), { created: T0 + 10 });
      const outcomes = (await Promise.all([deliver(twin), deliver(twin), deliver(twin)])).map((r) => r.json.outcome).sort();
      expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate']);
      expect(await db().select().from(schema.stripeEvents).where(eq(schema.stripeEvents.id, twin.id))).toHaveLength(1);
    });

    it('ignores an event older than the state it would overwrite', async () => {
      const { user, customer, sub } = await paidUser('starter');
      const newer = stripeEvent('customer.subscription.updated', subscriptionObject({ id: sub, customer, price: PLUS, periodStart: T0, periodEnd: T0 + 30 * DAY }), { created: T0 + 200 });
      const older = stripeEvent('customer.subscription.updated', subscriptionObject({ id: sub, customer, price: STARTER, status: 'past_due', periodStart: T0, periodEnd: T0 + 30 * DAY }), { created: T0 + 100 });
      expect((await deliver(newer)).json.outcome).toBe('applied');
      const late = await deliver(older);
      expect(late.status).toBe(200);
      expect(late.json.outcome).toBe('stale');
      expect(await billingRow(user.id)).toMatchObject({ plan: 'plus', planStatus: 'active', maxResults: 400, stripeStateAt: new Date((T0 + 200) * 1000) });
    });

    it('returns a cancelled subscription to free with 25 results', async () => {
      const { token, user, customer, sub } = await paidUser('plus');
      expect((await usage(token)).results_limit).toBe(400);
      const deleted = await deliver(
        stripeEvent('customer.subscription.deleted', subscriptionObject({ id: sub, customer, price: PLUS, status: 'canceled', periodStart: T0, periodEnd: T0 + 30 * DAY }), { created: T0 + 500 }),
      );
      expect(deleted.json.outcome).toBe('applied');
      expect(await billingRow(user.id)).toMatchObject({ plan: 'free', planStatus: 'active', maxResults: 25, stripeSubscriptionId: null });
      expect(await usage(token)).toMatchObject({ plan_type: 'free', results_limit: 25, plan_status: 'active' });
    });

    it('starts a new period on invoice.paid with usage back to 0; a late older invoice changes nothing', async () => {
      const { token, user, customer, sub } = await paidUser('starter');
      await setBilling(user.id, { monthlyResultsUsed: 149 });
      const renewal = stripeEvent('invoice.paid', invoiceObject({ customer, subscription: sub, price: STARTER, periodStart: T0 + 30 * DAY, periodEnd: T0 + 61 * DAY }));
      expect((await deliver(renewal)).json.outcome).toBe('applied');
      expect(await usage(token)).toMatchObject({ results_used: 0, results_remaining: 150, next_billing_date: iso(T0 + 61 * DAY) });
      expect((await billingRow(user.id)).periodStart).toEqual(new Date((T0 + 30 * DAY) * 1000));

      await setBilling(user.id, { monthlyResultsUsed: 12 });
      const older = stripeEvent('invoice.paid', invoiceObject({ customer, subscription: sub, price: STARTER, periodStart: T0, periodEnd: T0 + 30 * DAY }));
      expect((await deliver(older)).json.outcome).toBe('stale');
      expect(await usage(token)).toMatchObject({ results_used: 12, next_billing_date: iso(T0 + 61 * DAY) });

      // A proration invoice is not a new period.
      const proration = stripeEvent('invoice.paid', invoiceObject({ customer, subscription: sub, price: PLUS, periodStart: T0 + 40 * DAY, periodEnd: T0 + 61 * DAY, billingReason: 'subscription_update' }));
      expect((await deliver(proration)).json.outcome).toBe('ignored');
      expect((await usage(token)).results_used).toBe(12);
    });

    it('grants the plan only once the first payment went through', async () => {
      const { token, user, customer } = await customerUser();
      const sub = 'sub_pending_1';
      const pending = stripeEvent('customer.subscription.created', subscriptionObject({ id: sub, customer, price: PLUS, status: 'incomplete', periodStart: T0, periodEnd: T0 + 30 * DAY }), { created: T0 });
      expect((await deliver(pending)).json.outcome).toBe('applied');
      expect(await billingRow(user.id)).toMatchObject({ plan: 'free', maxResults: 25, stripeSubscriptionId: sub });
      const active = stripeEvent('customer.subscription.updated', subscriptionObject({ id: sub, customer, price: PLUS, periodStart: T0, periodEnd: T0 + 30 * DAY }), { created: T0 + 5 });
      expect((await deliver(active)).json.outcome).toBe('applied');
      expect(await usage(token)).toMatchObject({ plan_type: 'plus', plan_status: 'active', results_limit: 400 });
    });

    it('reads the older API shape with the period on the subscription', async () => {
      const { token, customer } = await customerUser();
      const event = stripeEvent('customer.subscription.updated', legacySubscriptionObject({ id: 'sub_legacy', customer, price: PLUS, periodStart: T0, periodEnd: T0 + 31 * DAY }));
      expect((await deliver(event)).json.outcome).toBe('applied');
      expect(await usage(token)).toMatchObject({ plan_type: 'plus', results_limit: 400, next_billing_date: iso(T0 + 31 * DAY) });
    });

    it('answers 200 to events it does not handle or cannot place, and records nothing for them', async () => {
      const unknown = fixture('event-customer.updated.json');
      unknown.id = `evt_unknown_${Date.now()}`;
      const res = await deliver(unknown);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ received: true, outcome: 'ignored' });
      expect(await db().select().from(schema.stripeEvents).where(eq(schema.stripeEvents.id, unknown.id))).toHaveLength(0);

      const stranger = await deliver(stripeEvent('customer.subscription.updated', subscriptionObject({ id: 'sub_x', customer: 'cus_not_ours', price: STARTER, periodStart: T0, periodEnd: T0 + 30 * DAY })));
      expect(stranger.json).toEqual({ received: true, outcome: 'unmatched' });
    });

    it('refuses signed events of a handled type whose shape it cannot act on with 400, changes nothing, and ignores other types whatever they carry', async () => {
      const { user, customer, sub } = await paidUser('starter');
      const before = await billingRow(user.id);
      const period = { current_period_start: T0, current_period_end: T0 + 30 * DAY };
      const item = (over: object) => ({ items: { data: [{ price: { id: PLUS }, ...period, ...over }] } });
      const subscriptionCases: [string, unknown][] = [
        ['no object', null],
        ['an array for the object', []],
        ['no customer', { id: sub, status: 'active', ...item({}) }],
        ['a number for the customer', { id: sub, customer: 7, status: 'active', ...item({}) }],
        ['no status', { id: sub, customer, ...item({}) }],
        ['items that are not a list', { id: sub, customer, status: 'active', items: 'x' }],
        ['a null item', { id: sub, customer, status: 'active', items: { data: [null] } }],
        ['a period past the year 9999', { id: sub, customer, status: 'active', ...item({ current_period_end: 1e20 }) }],
        ['a negative period', { id: sub, customer, status: 'active', ...item({ current_period_start: -5 }) }],
      ];
      const table: [string, string, unknown][] = [
        ...['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted'].flatMap((type) =>
          subscriptionCases.map(([name, object]): [string, string, unknown] => [type, name, object]),
        ),
        ['checkout.session.completed', 'no object', null],
        ['checkout.session.completed', 'no mode', { client_reference_id: user.id, customer, subscription: sub }],
        ['checkout.session.completed', 'an object for the user id', { mode: 'subscription', client_reference_id: {}, customer, subscription: sub }],
        ['checkout.session.completed', 'metadata that is not text', { mode: 'subscription', client_reference_id: user.id, customer, subscription: sub, metadata: { plan: 4 } }],
        ['invoice.paid', 'no object', null],
        ['invoice.paid', 'lines that are not a list', { customer, billing_reason: 'subscription_cycle', lines: { data: 'x' } }],
        ['invoice.paid', 'a line without its period end', { customer, billing_reason: 'subscription_cycle', lines: { data: [{ period: { start: T0 } }] } }],
        ['invoice.paid', 'a period in text', { customer, billing_reason: 'subscription_cycle', lines: { data: [{ period: { start: 'x', end: 'y' } }] } }],
      ];
      for (const [type, name, object] of table) {
        const event = stripeEvent(type, {});
        event.data = { object };
        const res = await deliver(event);
        expect({ type, name, status: res.status, json: res.json }).toEqual({ type, name, status: 400, json: { error: 'Invalid Stripe event' } });
        expect(await db().select().from(schema.stripeEvents).where(eq(schema.stripeEvents.id, event.id))).toHaveLength(0);
      }
      for (const data of [null, 'x', {}, { object: null }]) {
        const event = stripeEvent('invoice.paid', {});
        event.data = data;
        expect((await deliver(event)).status).toBe(400);
      }
      expect(await billingRow(user.id)).toEqual(before);

      // Types billing does not act on are acknowledged whatever they carry, so Stripe stops retrying.
      for (const type of ['customer.updated', 'charge.refunded', 'invoice.payment_failed']) {
        for (const data of [null, { object: null }, { object: { customer: 7 } }]) {
          const event = stripeEvent(type, {});
          event.data = data;
          const res = await deliver(event);
          expect({ type, status: res.status, json: res.json }).toEqual({ type, status: 200, json: { received: true, outcome: 'ignored' } });
        }
      }
      expect(await billingRow(user.id)).toEqual(before);
    });

    it('takes every recorded Stripe event as well formed', async () => {
      for (const name of ['checkout.session.completed', 'customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted', 'invoice.paid']) {
        const recorded = fixture(`event-${name}.json`);
        recorded.id = `evt_recorded_${name}_${kind}`;
        const res = await deliver(recorded);
        expect({ name, status: res.status }).toEqual({ name, status: 200 });
        expect(['applied', 'unmatched', 'ignored']).toContain(res.json.outcome);
      }
    });

    it('completes the round trip through the stand-in checkout page', async () => {
      const { token, user } = await registerUser(server);
      const { url } = (await call(server, 'POST', '/api/create-checkout-session', { token, body: { plan_id: 'plus' } })).json;
      const page = await fetch(url);
      expect(await page.text()).toContain('Stand-in Checkout');
      const pay = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
      expect(pay.status).toBe(303);
      expect(pay.headers.get('location')).toBe(`${server.url}/settings/billing?success=true`);
      expect(await billingRow(user.id)).toMatchObject({ plan: 'plus', planStatus: 'active', maxResults: 400, stripeSubscriptionId: expect.stringMatching(/^sub_/) });
      const u = await usage(token);
      expect(u).toMatchObject({ plan_type: 'plus', results_limit: 400, results_used: 0 });
      expect(Date.parse(u.next_billing_date) - Date.now()).toBeGreaterThan(29 * DAY * 1000);
    });
  });

  describe('overage metering', () => {
    beforeEach(async () => {
      // Entries left pending by other tests would be reported here too.
      await server.app.services.billing.reportOverage();
    });

    async function ledgerEntry(userId: string, overageResults: number) {
      const [row] = await db()
        .insert(schema.usageLedger)
        .values({ userId, results: overageResults + 2, overageResults, periodStart: new Date(T0 * 1000) })
        .returning();
      return row!;
    }
    const ledgerRow = async (id: string) => (await db().select().from(schema.usageLedger).where(eq(schema.usageLedger.id, id)))[0]!;

    it('reports each entry with overage once, keyed by the ledger id', async () => {
      const { user, customer } = await paidUser('starter');
      const entry = await ledgerEntry(user.id, 3);
      const none = await ledgerEntry(user.id, 0);
      const before = stripe.requests('POST', '/v1/billing/meter_events').length;

      expect(await server.app.services.billing.reportOverage()).toEqual({ reported: 1, failed: 0 });
      const sent = stripe.requests('POST', '/v1/billing/meter_events').slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.form).toEqual({
        event_name: STRIPE_TEST_SETTINGS.STRIPE_METER_EVENT,
        'payload[stripe_customer_id]': customer,
        'payload[value]': '3',
        identifier: entry.id,
        timestamp: String(Math.floor(entry.createdAt.getTime() / 1000)),
      });
      expect(sent[0]!.idempotencyKey).toBe(entry.id);
      expect(await ledgerRow(entry.id)).toMatchObject({ meterAttempts: 1, meterReportedAt: expect.any(Date) });
      expect(await ledgerRow(none.id)).toMatchObject({ meterAttempts: 0, meterReportedAt: null });

      expect(await server.app.services.billing.reportOverage()).toEqual({ reported: 0, failed: 0 });
      expect(stripe.requests('POST', '/v1/billing/meter_events').length).toBe(before + 1);
    });

    it('keeps an entry Stripe did not accept and retries it with the same key until accepted', async () => {
      const { user } = await paidUser('plus');
      const entry = await ledgerEntry(user.id, 6);
      const before = stripe.requests('POST', '/v1/billing/meter_events').length;
      stripe.failNext('POST /v1/billing/meter_events', { status: 429, type: 'rate_limit_error', message: 'Too many requests' });

      expect(await server.app.services.billing.reportOverage()).toEqual({ reported: 0, failed: 1 });
      expect(await ledgerRow(entry.id)).toMatchObject({ meterAttempts: 1, meterReportedAt: null });

      expect(await server.app.services.billing.reportOverage()).toEqual({ reported: 1, failed: 0 });
      expect(await ledgerRow(entry.id)).toMatchObject({ meterAttempts: 2, meterReportedAt: expect.any(Date) });
      const sent = stripe.requests('POST', '/v1/billing/meter_events').slice(before);
      expect(sent.map((s) => [s.idempotencyKey, s.form.identifier, s.form['payload[value]']])).toEqual([
        [entry.id, entry.id, '6'],
        [entry.id, entry.id, '6'],
      ]);
    });

    it('reports the overage of a confirmed search right after it is charged', async () => {
      const { token, user, customer } = await paidUser('starter');
      await setBilling(user.id, { monthlyResultsUsed: 148 });
      const before = stripe.requests('POST', '/v1/billing/meter_events').length;
      const res = await call(server, 'POST', '/api/search', { token, body: { ...IDEA, maxResults: 10, confirm_overage: true } });
      expect(res.status).toBe(200);
      const overage = res.json.results.length - 2;
      expect(overage).toBeGreaterThan(0);
      await expect.poll(() => stripe.requests('POST', '/v1/billing/meter_events').length - before, { timeout: 60_000 }).toBe(1);
      const sent = stripe.requests('POST', '/v1/billing/meter_events').at(-1)!;
      expect(sent.form).toMatchObject({ 'payload[stripe_customer_id]': customer, 'payload[value]': String(overage) });
      const [ledger] = await db().select().from(schema.usageLedger).where(eq(schema.usageLedger.userId, user.id));
      expect(sent.idempotencyKey).toBe(ledger!.id);
      await expect.poll(async () => (await ledgerRow(ledger!.id)).meterReportedAt).toBeInstanceOf(Date);
    });
  });
});

describe('billing without its settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says billing is not configured, naming the settings, on every billing call', async () => {
    const { token } = await registerUser(server);
    const missingSettings = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_STARTER', 'STRIPE_PRICE_PLUS'];
    const expected = { error: `Billing is not configured: set ${missingSettings.join(', ')}`, missingSettings };
    const checkout = await call(server, 'POST', '/api/create-checkout-session', { token, body: { plan_id: 'starter' } });
    expect(checkout.status).toBe(503);
    expect(checkout.json).toEqual(expected);
    const portal = await call(server, 'POST', '/api/create-customer-portal-session', { token, body: {} });
    expect(portal.status).toBe(503);
    expect(portal.json).toEqual(expected);
    const webhook = await call(server, 'POST', '/api/stripe/webhook', { rawBody: '{}', headers: { 'stripe-signature': 't=1,v1=x' } });
    expect(webhook.status).toBe(503);
    expect((await call(server, 'GET', '/trpc/config.status')).json.result.data.billing).toEqual({ configured: false, missingSettings });
    expect((await call(server, 'GET', '/trpc/billing.summary', { token })).json.result.data).toEqual({ configured: false, missingSettings, hasBillingAccount: false });
    // Signed out is still 401 first.
    expect((await call(server, 'POST', '/api/create-checkout-session', { body: { plan_id: 'starter' } })).status).toBe(401);
  });
});
