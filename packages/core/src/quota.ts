/** Quota and overage arithmetic (spec §9, decisions §7). Quota counts results delivered. */
export const OVERAGE_BLOCK_SIZE = 5;
export const OVERAGE_BLOCK_PRICE_USD = 0.5;

export interface Overage {
  count: number;
  blocks: number;
  costUsd: number;
}

export function overageFor(extraResults: number): Overage {
  const count = Math.max(0, Math.floor(extraResults));
  const blocks = Math.ceil(count / OVERAGE_BLOCK_SIZE);
  return { count, blocks, costUsd: blocks * OVERAGE_BLOCK_PRICE_USD };
}

/** '$1.50': the dialog shows the estimate with two decimals. */
export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

export function remainingResults(used: number, limit: number): number {
  return Math.max(0, limit - used);
}

export type QuotaDecision =
  | { kind: 'deliver'; deliver: number; limitedByQuota: boolean; overage: Overage }
  | { kind: 'upgrade_required' }
  | { kind: 'overage_warning'; overage: Overage };

/**
 * What a search may deliver. Free plans stop at the quota; paid plans may go past it, but only
 * after the user confirmed the overage they were shown.
 */
export function decideQuota(input: {
  paid: boolean;
  used: number;
  limit: number;
  wanted: number;
  confirmOverage: boolean;
}): QuotaDecision {
  const remaining = remainingResults(input.used, input.limit);
  const wanted = Math.max(0, input.wanted);
  if (!input.paid) {
    if (remaining === 0) return { kind: 'upgrade_required' };
    const deliver = Math.min(wanted, remaining);
    return { kind: 'deliver', deliver, limitedByQuota: deliver < wanted, overage: overageFor(0) };
  }
  const overage = overageFor(wanted - remaining);
  if (overage.count > 0 && !input.confirmOverage) return { kind: 'overage_warning', overage };
  return { kind: 'deliver', deliver: wanted, limitedByQuota: false, overage };
}

export type UsageLevel = 'ok' | 'warning' | 'critical';

/** Usage bar colour: green below 75 %, amber from 75 %, red (with warning icon) from 90 %. */
export function usageLevel(used: number, limit: number): UsageLevel {
  const pct = limit > 0 ? (used / limit) * 100 : 100;
  if (pct >= 90) return 'critical';
  if (pct >= 75) return 'warning';
  return 'ok';
}

/** The relevance bar never shrinks below 20 % so low scores stay visible. */
export function relevanceBarWidth(score: number): number {
  return Math.min(100, Math.max(20, Math.round(score * 100)));
}
