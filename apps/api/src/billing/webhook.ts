/**
 * What each Stripe event does to billing_info (decisions §4, §7). Called inside the transaction
 * that records the event id, so an event takes effect exactly once. Objects are read defensively:
 * events come in the account's API version, and older ones put the period on the subscription
 * instead of its items.
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

export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
]);

/** What happened to an event: shown in the webhook's answer and the logs. */
export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'unmatched' | 'ignored';

export interface WebhookEvent {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}

export interface WebhookContext {
  tx: Tx;
  now: Date;
  /** Price id → plan, from STRIPE_PRICE_STARTER / STRIPE_PRICE_PLUS. */
  planForPrice(priceId: string | null): PaidPlanId | null;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** An expandable field: the id, or the expanded object's id. */
const idOf = (v: unknown): string | null => str(v) ?? str(obj(v).id);
const list = (v: unknown): Obj[] => (Array.isArray(obj(v).data) ? (obj(v).data as unknown[]).map(obj) : []);
const fromSeconds = (s: number) => new Date(s * 1000);

/** Subscription statuses after which the subscription bills nothing: the user is on free again. */
const ENDED = new Set(['canceled', 'incomplete_expired']);
/** Invoices that open a new paid period (not prorations or one-off invoices). */
const NEW_PERIOD_REASONS = new Set(['subscription_create', 'subscription_cycle']);

/** An event created before the newest one applied would overwrite newer state: it is skipped. */
function isStale(row: BillingRow, eventCreatedAt: Date): boolean {
  return row.stripeStateAt !== null && eventCreatedAt.getTime() < row.stripeStateAt.getTime();
}

export async function applyEvent(ctx: WebhookContext, event: WebhookEvent): Promise<EventOutcome> {
  const object = obj(event.data.object);
  const createdAt = fromSeconds(event.created);
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(ctx, object, createdAt);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(ctx, object, createdAt, event.type === 'customer.subscription.deleted');
    case 'invoice.paid':
      return invoicePaid(ctx, object);
    default:
      return 'ignored';
  }
}

/** client_reference_id is our user id; metadata.plan the plan bought (decisions §4). */
async function checkoutCompleted(ctx: WebhookContext, session: Obj, createdAt: Date): Promise<EventOutcome> {
  if (session.mode !== 'subscription') return 'ignored';
  const userId = str(session.client_reference_id);
  if (!userId) return 'unmatched';
  const row = await findBillingByUser(ctx.tx, userId, { lock: true });
  if (!row) return 'unmatched';
  if (isStale(row, createdAt)) return 'stale';
  const plan = str(obj(session.metadata).plan);
  const paid = session.payment_status !== 'unpaid';
  const subscriptionId = idOf(session.subscription);
  await applyStripeState(
    ctx.tx,
    row.userId,
    {
      stripeCustomerId: row.stripeCustomerId ?? idOf(session.customer),
      ...(subscriptionId ? { stripeSubscriptionId: subscriptionId } : {}),
      ...(plan && isPaidPlan(plan) && paid ? { plan, planStatus: 'active', maxResults: PLANS[plan].monthlyResults } : {}),
    },
    createdAt,
    ctx.now,
  );
  return 'applied';
}

/** Plan from the price, status, and the current period (period end = next billing date). */
async function subscriptionChanged(ctx: WebhookContext, subscription: Obj, createdAt: Date, deleted: boolean): Promise<EventOutcome> {
  const customerId = idOf(subscription.customer);
  const subscriptionId = str(subscription.id);
  if (!customerId || !subscriptionId) return 'ignored';
  const row = await findBillingByCustomer(ctx.tx, customerId, { lock: true });
  if (!row) return 'unmatched';
  if (isStale(row, createdAt)) return 'stale';

  if (deleted || ENDED.has(String(subscription.status))) {
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

  const items = list(subscription.items);
  const item = items.find((i) => ctx.planForPrice(idOf(i.price) ?? idOf(i.plan)));
  const plan = item ? ctx.planForPrice(idOf(item.price) ?? idOf(item.plan)) : null;
  if (!item || !plan) return 'ignored';
  const status = str(subscription.status) ?? 'active';
  const start = num(item.current_period_start) ?? num(subscription.current_period_start);
  const end = num(item.current_period_end) ?? num(subscription.current_period_end);
  const period = start !== null && end !== null ? { periodStart: fromSeconds(start), periodEnd: fromSeconds(end) } : {};
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
async function invoicePaid(ctx: WebhookContext, invoice: Obj): Promise<EventOutcome> {
  if (!NEW_PERIOD_REASONS.has(String(invoice.billing_reason))) return 'ignored';
  const customerId = idOf(invoice.customer);
  if (!customerId) return 'ignored';
  const row = await findBillingByCustomer(ctx.tx, customerId, { lock: true });
  if (!row) return 'unmatched';

  const lines = list(invoice.lines);
  const subscriptionLines = lines.filter(
    (l) => l.type === 'subscription' || obj(l.parent).type === 'subscription_item_details' || idOf(l.subscription),
  );
  const period = (subscriptionLines.length ? subscriptionLines : lines)
    .map((l) => ({ start: num(obj(l.period).start), end: num(obj(l.period).end) }))
    .filter((p): p is { start: number; end: number } => p.start !== null && p.end !== null && p.end > p.start)
    .sort((a, b) => b.end - a.end)[0];
  if (!period) return 'ignored';
  const start = fromSeconds(period.start);
  const end = fromSeconds(period.end);

  const subscriptionId =
    idOf(invoice.subscription) ??
    idOf(obj(obj(invoice.parent).subscription_details).subscription) ??
    subscriptionLines.map((l) => idOf(l.subscription) ?? idOf(obj(obj(l.parent).subscription_item_details).subscription)).find(Boolean) ??
    null;
  if (row.stripeSubscriptionId && subscriptionId && row.stripeSubscriptionId !== subscriptionId) return 'ignored';
  // A renewal for a period older than the current one arrived late: it must not reset usage.
  if (invoice.billing_reason === 'subscription_cycle' && (!isPaidPlan(row.plan) || start.getTime() < row.periodStart.getTime())) {
    return 'stale';
  }
  await startPaidPeriod(ctx.tx, row.userId, { start, end }, ctx.now);
  return 'applied';
}
