/**
 * Billing through Stripe (spec §7, decisions §4, §7): hosted checkout and portal, the signed
 * webhook, overage reported to Stripe's meter, and cancelling a subscription. Without its
 * settings billing is "not configured": the calls answer 503 naming the missing settings.
 */
import { checkoutInput, isStorable, type PaidPlanId } from '@firstsignal/core';
import { findBillingByUser, linkStripeCustomer, recordStripeEvent, type Db, type UserRow } from '@firstsignal/db';
import type { Env } from '../env';
import { badRequest, HttpError, parseBody } from '../http/errors';
import { createMeterReporter } from './metering';
import { createStripeClient, stripeErrorFields, type BillingLogger, type StripeClient } from './stripe';
import { handledEvent, HANDLED_EVENTS, malformedFields } from './events';
import { applyEvent, type EventOutcome } from './webhook';

export const BILLING_PATH = '/settings/billing';

/** Statuses of a subscription that still bills (or may bill) the customer. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused']);

export interface BillingDeps {
  env: Env;
  db: Db;
  now: () => Date;
  /** Settings billing needs and does not have (env.ts's missingSettings(env).billing). */
  missingSettings: string[];
}

export function createBillingService(deps: BillingDeps) {
  const { env, db, now, missingSettings } = deps;
  const client = createStripeClient(env);
  const stripe = missingSettings.length === 0 ? client : undefined;
  let log: BillingLogger = { info() {}, warn() {}, error() {} };
  // The meter needs only the key and the meter's event name.
  const meter = createMeterReporter({ db, now, stripe: client, eventName: env.STRIPE_METER_EVENT, log: () => log });

  function requireStripe(): StripeClient {
    if (!stripe) {
      throw new HttpError(503, `Billing is not configured: set ${missingSettings.join(', ')}`, { body: { missingSettings } });
    }
    return stripe;
  }

  function planForPrice(priceId: string | null): PaidPlanId | null {
    if (!priceId) return null;
    if (priceId === env.STRIPE_PRICE_STARTER) return 'starter';
    if (priceId === env.STRIPE_PRICE_PLUS) return 'plus';
    return null;
  }

  function stripeFailed(error: unknown, what: string): HttpError {
    log.error({ stripe: stripeErrorFields(error) }, `Stripe ${what} failed`);
    return new HttpError(502, 'Could not reach the billing provider. Please try again.');
  }

  /** A new Stripe customer for the user (email, metadata.user_id), linked to their billing row. */
  async function createCustomer(client: StripeClient, user: UserRow): Promise<string> {
    // The idempotency key makes a double click (or a retry after a failed link) reuse one customer.
    const customer = await client.customers.create({ email: user.email, metadata: { user_id: user.id } }, { idempotencyKey: `customer-${user.id}` });
    const linked = await linkStripeCustomer(db, user.id, customer.id, now());
    if (!linked) throw new HttpError(403, 'No billing record for this account');
    return linked;
  }

  async function portalUrl(client: StripeClient, customer: string, origin: string): Promise<string> {
    const session = await client.billingPortal.sessions.create({ customer, return_url: `${origin}${BILLING_PATH}` });
    return session.url;
  }

  return {
    get configured() {
      return Boolean(stripe);
    },
    missingSettings,

    /**
     * POST /api/create-checkout-session {plan_id}: a hosted checkout for the plan's monthly
     * price. A user who already pays is sent to the portal to change plans instead, so nobody
     * ends up with two subscriptions.
     */
    async createCheckoutSession(user: UserRow, body: unknown, origin: string): Promise<{ url: string }> {
      const client = requireStripe();
      const { plan_id: plan } = parseBody(checkoutInput, body);
      const price = plan === 'starter' ? env.STRIPE_PRICE_STARTER! : env.STRIPE_PRICE_PLUS!;
      const row = await findBillingByUser(db, user.id);
      if (!row) throw new HttpError(403, 'No billing record for this account');
      try {
        const customer = row.stripeCustomerId ?? (await createCustomer(client, user));
        if (row.stripeSubscriptionId && row.plan !== 'free' && LIVE_STATUSES.has(row.planStatus)) {
          return { url: await portalUrl(client, customer, origin) };
        }
        const session = await client.checkout.sessions.create({
          mode: 'subscription',
          customer,
          // The metered overage price rides along so reported overage lands on the same invoice.
          line_items: [{ price, quantity: 1 }, ...(env.STRIPE_PRICE_OVERAGE ? [{ price: env.STRIPE_PRICE_OVERAGE }] : [])],
          client_reference_id: user.id,
          metadata: { plan, user_id: user.id },
          subscription_data: { metadata: { plan, user_id: user.id } },
          success_url: `${origin}${BILLING_PATH}?success=true`,
          cancel_url: `${origin}${BILLING_PATH}?canceled=true`,
        });
        if (!session.url) throw new Error('checkout session without url');
        return { url: session.url };
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw stripeFailed(error, 'checkout');
      }
    },

    /** POST /api/create-customer-portal-session: Stripe's billing portal for the user's customer. */
    async createPortalSession(userId: string, origin: string): Promise<{ url: string }> {
      const client = requireStripe();
      const row = await findBillingByUser(db, userId);
      if (!row?.stripeCustomerId) throw badRequest('No billing account yet: upgrade to a paid plan first.');
      try {
        return { url: await portalUrl(client, row.stripeCustomerId, origin) };
      } catch (error) {
        throw stripeFailed(error, 'billing portal');
      }
    },

    /** Whether the user has a Stripe customer (the portal has something to show). */
    async hasBillingAccount(userId: string): Promise<boolean> {
      return Boolean((await findBillingByUser(db, userId))?.stripeCustomerId);
    },

    /**
     * POST /api/stripe/webhook: verifies the signature on the raw body, then records the event
     * id and applies its effect in one transaction, so a replay changes nothing.
     */
    async handleWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true; outcome: EventOutcome }> {
      const client = requireStripe();
      if (!rawBody?.length || !signature) throw badRequest('Missing Stripe signature');
      let signed: { id?: unknown; type?: unknown };
      try {
        signed = client.webhooks.constructEvent(rawBody, signature, env.STRIPE_WEBHOOK_SECRET!) as unknown as typeof signed;
      } catch {
        throw badRequest('Invalid Stripe signature');
      }
      if (typeof signed.type !== 'string' || !HANDLED_EVENTS.has(signed.type)) {
        log.info({ stripeEvent: String(signed.id), type: String(signed.type), outcome: 'ignored' }, 'Stripe event');
        return { received: true, outcome: 'ignored' };
      }
      // Signed is not the same as well formed: an event whose shape we cannot act on, or holding
      // text PostgreSQL cannot store, is a 400 that changes nothing, never a 500.
      const parsed = handledEvent.safeParse(signed);
      if (!parsed.success || !isStorable(signed)) {
        const fields = parsed.success ? ['text PostgreSQL cannot store'] : malformedFields(parsed.error);
        log.warn({ stripeEvent: String(signed.id), type: signed.type, fields }, 'Malformed Stripe event refused');
        throw badRequest('Invalid Stripe event');
      }
      const event = parsed.data;
      const outcome = await db.transaction(async (tx): Promise<EventOutcome> => {
        const fresh = await recordStripeEvent(tx, { id: event.id, type: event.type, createdAt: new Date(event.created * 1000) });
        if (!fresh) return 'duplicate';
        return applyEvent({ tx, now: now(), planForPrice }, event);
      });
      log.info({ stripeEvent: event.id, type: event.type, outcome }, 'Stripe event');
      return { received: true, outcome };
    },

    /**
     * Cancels every live subscription of the user's customer (account deletion, decisions §2),
     * reporting pending overage first and invoicing it now. Best effort: failures are logged.
     */
    async cancelSubscriptions(userId: string): Promise<void> {
      const row = await findBillingByUser(db, userId);
      if (!stripe || !row?.stripeCustomerId) return;
      const failed = (step: string) => (error: unknown) =>
        log.error({ stripe: stripeErrorFields(error) }, `Deleting an account: ${step} failed`);
      await meter.report({ userId }).catch(failed('reporting overage'));
      // The stored subscription, and any other live one of the customer (a checkout whose
      // webhook has not arrived yet): each step on its own, so one failure skips nothing else.
      const ids = new Set<string>(row.stripeSubscriptionId ? [row.stripeSubscriptionId] : []);
      try {
        const listed = await stripe.subscriptions.list({ customer: row.stripeCustomerId, status: 'all', limit: 100 });
        for (const s of listed.data) {
          if (LIVE_STATUSES.has(s.status)) ids.add(s.id);
          else ids.delete(s.id);
        }
      } catch (error) {
        failed('listing Stripe subscriptions')(error);
      }
      for (const id of ids) await stripe.subscriptions.cancel(id, { invoice_now: true }).catch(failed('cancelling a Stripe subscription'));
    },

    /** Reports pending overage to Stripe's meter now (all users, or one). */
    reportOverage: meter.report,

    /** Fire-and-forget after a charging search: the search never waits for Stripe. */
    reportOverageSoon(userId: string): void {
      meter.reportSoon(userId);
    },

    /** Starts the periodic meter run and routes billing logs to the app's logger. */
    start(logger: BillingLogger) {
      log = logger;
      if (stripe && !meter.configured) log.warn('STRIPE_METER_EVENT is not set: overage results stay pending and are not billed');
      meter.start();
    },
    stop: meter.stop,
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
