/**
 * What each Stripe event does to billing_info (decisions §4, §7). Called inside the transaction
 * that records the event id, so an event takes effect exactly once. Events arrive already checked
 * against events.ts's shapes; they come in the account's API version, and older ones put the
 * period on the subscription instead of its items.
 */
import { isPaidPlan, PLANS, type PaidPlanId } from '@firstsignal/core';
import {
  applyStripeState,
  findBillingByCustomer,
  findBillingByUser,
  startPaidPeriod,
  type BillingRow,
  type Tx,
} from '@firstsignal/db';
import type { CheckoutSession, HandledEvent, Invoice, Subscription } from './events';

type SubscriptionItem = NonNullable<Subscription['items']>['data'][number];

/** What happened to an event: shown in the webhook's answer and the logs. */
export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'unmatched' | 'ignored';

export interface WebhookContext {
  tx: Tx;
  now: Date;
  /** Price id → plan, from STRIPE_PRICE_STARTER / STRIPE_PRICE_PLUS. */
  planForPrice(priceId: string | null): PaidPlanId | null;
}

const fromSeconds = (s: number) => new Date(s * 1000);

/** Subscription statuses after which the subscription bills nothing: the user is on free again. */
const ENDED = new Set(['canceled', 'incomplete_expired']);
/** Invoices that open a new paid period (not prorations or one-off invoices). */
const NEW_PERIOD_REASONS = new Set(['subscription_create', 'subscription_cycle']);

/** An event created before the newest one applied would overwrite newer state: it is skipped. */
function isStale(row: BillingRow, eventCreatedAt: Date): boolean {
  return row.stripeStateAt !== null && eventCreatedAt.getTime() < row.stripeStateAt.getTime();
}

export async function applyEvent(ctx: WebhookContext, event: HandledEvent): Promise<EventOutcome> {
  const createdAt = fromSeconds(event.created);
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(ctx, event.data.object, createdAt);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(ctx, event.data.object, createdAt, event.type === 'customer.subscription.deleted');
    case 'invoice.paid':
      return invoicePaid(ctx, event.data.object);
  }
}

/** client_reference_id is our user id; metadata.plan the plan bought (decisions §4). */
async function checkoutCompleted(ctx: WebhookContext, session: CheckoutSession, createdAt: Date): Promise<EventOutcome> {
  if (session.mode !== 'subscription') return 'ignored';
  const userId = session.client_reference_id;
  if (!userId) return 'unmatched';
  const row = await findBillingByUser(ctx.tx, userId, { lock: true });
  if (!row) return 'unmatched';
  if (isStale(row, createdAt)) return 'stale';
  const plan = session.metadata?.plan;
  const paid = session.payment_status !== 'unpaid';
  const subscriptionId = session.subscription;
  await applyStripeState(
    ctx.tx,
    row.userId,
    {
      stripeCustomerId: row.stripeCustomerId ?? session.customer ?? null,
      ...(subscriptionId ? { stripeSubscriptionId: subscriptionId } : {}),
      ...(plan && isPaidPlan(plan) && paid ? { plan, planStatus: 'active', maxResults: PLANS[plan].monthlyResults } : {}),
    },
    createdAt,
    ctx.now,
  );
  return 'applied';
}

/** Plan from the price, status, and the current period (period end = next billing date). */
async function subscriptionChanged(ctx: WebhookContext, subscription: Subscription, createdAt: Date, deleted: boolean): Promise<EventOutcome> {
  const subscriptionId = subscription.id;
  const row = await findBillingByCustomer(ctx.tx, subscription.customer, { lock: true });
  if (!row) return 'unmatched';
  if (isStale(row, createdAt)) return 'stale';

  if (deleted || ENDED.has(subscription.status)) {
    // The end of an older subscription must not cancel the one that replaced it.
    if (row.stripeSubscriptionId && row.stripeSubscriptionId !== subscriptionId) return 'ignored';
    await applyStripeState(
      ctx.tx,
      row.userId,
      { plan: 'free', planStatus: 'active', maxResults: PLANS.free.monthlyResults, stripeSubscriptionId: null },
      createdAt,
      ctx.now,
    );
    return 'applied';
  }

  const planOf = (i: SubscriptionItem) => ctx.planForPrice(i.price ?? i.plan ?? null);
  const item = subscription.items?.data.find(planOf);
  const plan = item ? planOf(item) : null;
  if (!item || !plan) return 'ignored';
  const status = subscription.status || 'active';
  const start = item.current_period_start ?? subscription.current_period_start;
  const end = item.current_period_end ?? subscription.current_period_end;
  const period = start != null && end != null ? { periodStart: fromSeconds(start), periodEnd: fromSeconds(end) } : {};
  // Not paid yet (first payment pending) or paused: the subscription is on record, the plan is not granted.
  const granted =
    status === 'incomplete'
      ? {}
      : status === 'paused'
        ? { plan: 'free', planStatus: 'active', maxResults: PLANS.free.monthlyResults }
        : { plan, planStatus: status, maxResults: PLANS[plan].monthlyResults, ...period };
  await applyStripeState(ctx.tx, row.userId, { stripeSubscriptionId: subscriptionId, ...granted }, createdAt, ctx.now);
  return 'applied';
}

/** A paid invoice of a new period: the period from its subscription line, usage back to 0. */
async function invoicePaid(ctx: WebhookContext, invoice: Invoice): Promise<EventOutcome> {
  if (!NEW_PERIOD_REASONS.has(invoice.billing_reason ?? '')) return 'ignored';
  const customerId = invoice.customer;
  if (!customerId) return 'ignored';
  const row = await findBillingByCustomer(ctx.tx, customerId, { lock: true });
  if (!row) return 'unmatched';

  const lines = invoice.lines?.data ?? [];
  const subscriptionLines = lines.filter((l) => l.type === 'subscription' || l.parent?.type === 'subscription_item_details' || l.subscription);
  const period = (subscriptionLines.length ? subscriptionLines : lines)
    .flatMap((l) => (l.period && l.period.end > l.period.start ? [l.period] : []))
    .sort((a, b) => b.end - a.end)[0];
  if (!period) return 'ignored';
  const start = fromSeconds(period.start);
  const end = fromSeconds(period.end);

  const subscriptionId =
    invoice.subscription ??
    invoice.parent?.subscription_details?.subscription ??
    subscriptionLines.map((l) => l.subscription ?? l.parent?.subscription_item_details?.subscription).find(Boolean) ??
    null;
  if (row.stripeSubscriptionId && subscriptionId && row.stripeSubscriptionId !== subscriptionId) return 'ignored';
  // A renewal for a period older than the current one arrived late: it must not reset usage.
  if (invoice.billing_reason === 'subscription_cycle' && (!isPaidPlan(row.plan) || start.getTime() < row.periodStart.getTime())) {
    return 'stale';
  }
  await startPaidPeriod(ctx.tx, row.userId, { start, end }, ctx.now);
  return 'applied';
}
