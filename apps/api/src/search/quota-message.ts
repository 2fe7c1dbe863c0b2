/**
 * A search answer that delivered nothing because of the quota, in words, for the clients that
 * have no dialog to open: the CLI's re-run and the MCP tools. The numbers are the search
 * service's own (core's decideQuota); only how to confirm differs per client.
 */
import { formatUsd, OVERAGE_BLOCK_SIZE } from '@firstsignal/core';
import type { SearchResponse } from './service';

export interface QuotaWords {
  /** The action as a sentence starts: "This re-run". */
  what: string;
  /** What an upgrade lets the user do: "re-run searches". */
  upgradeTo: string;
  /** How this client confirms an overage. */
  confirm: string;
}

/** Undefined when the answer was not stopped by the quota. */
export function quotaMessage(r: SearchResponse, { what, upgradeTo, confirm }: QuotaWords): string | undefined {
  if (r.upgrade_required) {
    return `Monthly Limit Reached: you've used ${r.current_usage} of ${r.usage_limit} monthly results. Upgrade your plan in Settings → Billing to ${upgradeTo}.`;
  }
  if (r.overage_warning) {
    const resets = r.next_billing_date
      ? new Date(r.next_billing_date).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
      : 'Unknown';
    return (
      `${what} goes past your monthly quota of ${r.usage_limit} results: ${r.overage_count} extra results ` +
      `(${r.overage_blocks} ${r.overage_blocks === 1 ? 'block' : 'blocks'} of ${OVERAGE_BLOCK_SIZE}), estimated ${formatUsd(r.overage_cost)}; your billing cycle resets ${resets}.\n` +
      confirm
    );
  }
  return undefined;
}
