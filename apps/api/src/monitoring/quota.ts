/**
 * A monitored run's quota (issue 10): core decides, from the user's usage, "Allow overage for
 * monitoring" with its cap, and the overage monitored runs already charged this period.
 */
import { decideMonitorCharge, type MonitorCharge } from '@firstsignal/core';
import { getNotificationSettings, monitorOverageUsed, readBilling, usageOf, type DbOrTx, type Usage } from '@firstsignal/db';

/** What a run wanting `wanted` new signals may deliver now; `lock` holds the billing row for the caller's transaction. */
export async function monitorCharge(
  db: DbOrTx,
  userId: string,
  at: Date,
  wanted: number,
  options: { lock?: boolean } = {},
): Promise<{ usage: Usage; charge: MonitorCharge } | undefined> {
  const billing = await readBilling(db, userId, at, options);
  if (!billing) return undefined;
  const usage = usageOf(billing);
  const settings = await getNotificationSettings(db, userId);
  const charge = decideMonitorCharge({
    paid: usage.paid,
    used: usage.used,
    limit: usage.limit,
    wanted,
    allowOverage: settings.allowMonitorOverage,
    overageCapUsd: settings.monitorOverageCapUsd,
    monitorOverageUsed: await monitorOverageUsed(db, userId, usage.periodStart),
  });
  return { usage, charge };
}

/** Whether a paused monitor could deliver again (a new period, an upgrade, overage turned on). */
export async function quotaAllows(db: DbOrTx, userId: string, at: Date): Promise<boolean> {
  return ((await monitorCharge(db, userId, at, 1))?.charge.deliver ?? 0) > 0;
}
