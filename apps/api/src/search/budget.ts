/**
 * What searches spend of each source's upstream quota (the registry's searchBudgets): a pass
 * reserves its plan's cost in `upstream_budget`, the count monitoring and every instance share,
 * before its first call the cache cannot answer; a pass the cache answers spends nothing. When the
 * window is spent the platform is rate limited until it resets and nothing is called. A pass that
 * turns out cheaper than reserved (a chain that stopped early, fewer threads) is not refunded: the
 * count errs on the quota's side, and the window's reset clears it.
 */
import type { SearchablePlatform, SearchPlan } from '@firstsignal/core';
import { reserveWindow, type Db } from '@firstsignal/db';
import { budgetSpent, searchBudgets, type SourceSettings } from '@firstsignal/sources';

/** The reservation for one platform's pass (its request's `reserve`); none where the source counts no quota. */
export type SearchBudget = (platform: SearchablePlatform, plan: SearchPlan | undefined) => (() => Promise<void>) | undefined;

export function createSearchBudget(db: Db, settings: SourceSettings, now: () => Date): SearchBudget {
  const budgets = searchBudgets(settings);
  return (platform, plan) => {
    const budget = budgets[platform];
    const cost = budget && plan ? budget.cost(plan) : 0;
    if (!budget || cost === 0) return undefined;
    return async () => {
      const at = now();
      const window = budget.window(at);
      // A pass costlier than a whole window takes a whole window rather than never running.
      const reserved = await reserveWindow(db, { platform, windowStart: window.start, cost: Math.min(cost, budget.limit), limit: budget.limit });
      if (!reserved) throw budgetSpent(platform, window, at);
    };
  };
}
