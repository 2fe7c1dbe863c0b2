/**
 * Stripe's side of billing_info (decisions §4, §7): the customer link, events applied once and in
 * order, paid periods, and the overage entries of the usage ledger waiting for Stripe's meter.
 */
import { and, asc, eq, gte, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { billingInfo, stripeEvents, usageLedger } from '../schema';
import type { BillingRow } from './usage';

export async function findBillingByUser(db: DbOrTx, userId: string, options: { lock?: boolean } = {}): Promise<BillingRow | undefined> {
  const query = db.select().from(billingInfo).where(eq(billingInfo.userId, userId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findBillingByCustomer(db: DbOrTx, customerId: string, options: { lock?: boolean } = {}): Promise<BillingRow | undefined> {
  const query = db.select().from(billingInfo).where(eq(billingInfo.stripeCustomerId, customerId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/**
 * Links a Stripe customer to the user unless one is linked already; answers the linked id (the
 * existing one wins, so two concurrent checkouts end up sharing one customer).
 */
export async function linkStripeCustomer(db: DbOrTx, userId: string, customerId: string, now: Date): Promise<string | undefined> {
  const [updated] = await db
    .update(billingInfo)
    .set({ stripeCustomerId: customerId, updatedAt: now })
    .where(and(eq(billingInfo.userId, userId), isNull(billingInfo.stripeCustomerId)))
    .returning({ id: billingInfo.stripeCustomerId });
  if (updated?.id) return updated.id;
  return (await findBillingByUser(db, userId))?.stripeCustomerId ?? undefined;
}

/** Records a Stripe event id; false when it was recorded before (a replay). */
export async function recordStripeEvent(db: DbOrTx, event: { id: string; type: string; createdAt: Date }): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, eventCreatedAt: event.createdAt })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

export type BillingUpdate = Partial<
  Pick<BillingRow, 'plan' | 'planStatus' | 'maxResults' | 'periodStart' | 'periodEnd' | 'stripeCustomerId' | 'stripeSubscriptionId'>
>;

/** Applies Stripe state to the user's billing row and moves stripe_state_at forward (never back). */
export async function applyStripeState(db: DbOrTx, userId: string, values: BillingUpdate, eventCreatedAt: Date, now: Date): Promise<void> {
  await db
    .update(billingInfo)
    .set({
      ...values,
      stripeStateAt: sql`greatest(${billingInfo.stripeStateAt}, ${eventCreatedAt.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(billingInfo.userId, userId));
}

/**
 * Starts a paid period (invoice.paid): the period moves to [start, end) and usage restarts from
 * the results already charged to this period (0 unless searches ran after Stripe rolled it).
 */
export async function startPaidPeriod(db: DbOrTx, userId: string, period: { start: Date; end: Date }, now: Date): Promise<void> {
  const [charged] = await db
    .select({ n: sql<number>`coalesce(sum(${usageLedger.results}), 0)::int` })
    .from(usageLedger)
    .where(and(eq(usageLedger.userId, userId), gte(usageLedger.periodStart, period.start)));
  await db
    .update(billingInfo)
    .set({ periodStart: period.start, periodEnd: period.end, monthlyResultsUsed: charged?.n ?? 0, updatedAt: now })
    .where(eq(billingInfo.userId, userId));
}

export interface PendingOverage {
  id: string;
  userId: string;
  overageResults: number;
  createdAt: Date;
  meterAttempts: number;
  stripeCustomerId: string;
}

/** Ledger entries with overage that Stripe's meter has not accepted yet, oldest first. */
export async function pendingOverage(db: DbOrTx, options: { userId?: string | undefined; limit: number }): Promise<PendingOverage[]> {
  const rows = await db
    .select({
      id: usageLedger.id,
      userId: usageLedger.userId,
      overageResults: usageLedger.overageResults,
      createdAt: usageLedger.createdAt,
      meterAttempts: usageLedger.meterAttempts,
      stripeCustomerId: billingInfo.stripeCustomerId,
    })
    .from(usageLedger)
    .innerJoin(billingInfo, eq(billingInfo.userId, usageLedger.userId))
    .where(
      and(
        gt(usageLedger.overageResults, 0),
        isNull(usageLedger.meterReportedAt),
        isNotNull(billingInfo.stripeCustomerId),
        options.userId ? eq(usageLedger.userId, options.userId) : undefined,
      ),
    )
    .orderBy(asc(usageLedger.createdAt))
    .limit(options.limit);
  return rows.map((r) => ({ ...r, stripeCustomerId: r.stripeCustomerId! }));
}

/** One more attempt at reporting this entry; `reportedAt` when Stripe accepted it. */
export async function recordMeterAttempt(db: DbOrTx, ledgerId: string, reportedAt: Date | null): Promise<void> {
  await db
    .update(usageLedger)
    .set({ meterAttempts: sql`${usageLedger.meterAttempts} + 1`, ...(reportedAt ? { meterReportedAt: reportedAt } : {}) })
    .where(and(eq(usageLedger.id, ledgerId), isNull(usageLedger.meterReportedAt)));
}
