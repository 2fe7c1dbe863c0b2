/**
 * Usage and quota state. Quota counts results delivered (decisions §7). Free plans reset monthly
 * from sign-up; paid plans follow the Stripe subscription period (invoice.paid resets them).
 */
import { eq, sql } from 'drizzle-orm';
import { isPaidPlan, planOf, remainingResults } from '@firstsignal/core';
import type { DbOrTx } from '../client';
import { billingInfo } from '../schema';

export type BillingRow = typeof billingInfo.$inferSelect;

export interface Usage {
  plan: string;
  planStatus: string;
  used: number;
  limit: number;
  remaining: number;
  paid: boolean;
  periodStart: Date;
  periodEnd: Date;
}

export function usageOf(row: BillingRow): Usage {
  const paid = isPaidPlan(row.plan) && row.planStatus !== 'canceled';
  const limit = row.maxResults || planOf(row.plan).monthlyResults;
  return {
    plan: row.plan,
    planStatus: row.planStatus,
    used: row.monthlyResultsUsed,
    limit,
    remaining: remainingResults(row.monthlyResultsUsed, limit),
    paid,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
  };
}

/**
 * The user's billing row, locked for the rest of the transaction when `lock` is set, with a free
 * plan's elapsed period rolled forward first (usage back to 0).
 */
export async function readBilling(db: DbOrTx, userId: string, now: Date, options: { lock?: boolean } = {}): Promise<BillingRow | undefined> {
  const query = db.select().from(billingInfo).where(eq(billingInfo.userId, userId));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row || isPaidPlan(row.plan) || row.periodEnd.getTime() > now.getTime()) return row;
  // As text: Drizzle's postgres-js client sends timestamp parameters unserialised.
  const at = now.toISOString();
  const [rolled] = await db
    .update(billingInfo)
    .set({
      monthlyResultsUsed: 0,
      // Whole months from the old period end, so the reset day stays the sign-up day.
      periodStart: sql`${billingInfo.periodEnd} + make_interval(months => (extract(year from age(${at}::timestamptz, ${billingInfo.periodEnd}))::int * 12 + extract(month from age(${at}::timestamptz, ${billingInfo.periodEnd}))::int))`,
      periodEnd: sql`${billingInfo.periodEnd} + make_interval(months => (extract(year from age(${at}::timestamptz, ${billingInfo.periodEnd}))::int * 12 + extract(month from age(${at}::timestamptz, ${billingInfo.periodEnd}))::int + 1))`,
      updatedAt: now,
    })
    .where(eq(billingInfo.userId, userId))
    .returning();
  return rolled;
}

export async function getUsage(db: DbOrTx, userId: string, now: Date): Promise<Usage | undefined> {
  const row = await readBilling(db, userId, now);
  return row && usageOf(row);
}

export async function addUsage(db: DbOrTx, userId: string, results: number, now: Date): Promise<void> {
  await db
    .update(billingInfo)
    .set({ monthlyResultsUsed: sql`${billingInfo.monthlyResultsUsed} + ${results}`, updatedAt: now })
    .where(eq(billingInfo.userId, userId));
}
