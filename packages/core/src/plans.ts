/** Plans and their monthly result quotas (spec §9, decisions §7). */
export const PLAN_IDS = ['free', 'starter', 'plus'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PAID_PLAN_IDS = ['starter', 'plus'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  /** What the UI calls it: free is shown as 'Trial'. */
  label: string;
  priceUsd: number;
  monthlyResults: number;
  popular: boolean;
}

export const PLANS: Record<PlanId, Plan> = {
  free: { id: 'free', label: 'Trial', priceUsd: 0, monthlyResults: 25, popular: false },
  starter: { id: 'starter', label: 'Starter', priceUsd: 7, monthlyResults: 150, popular: false },
  plus: { id: 'plus', label: 'Plus', priceUsd: 15, monthlyResults: 400, popular: true },
};

export const FREE_RESULTS_LIMIT = PLANS.free.monthlyResults;

export function isPaidPlan(plan: string): plan is PaidPlanId {
  return plan === 'starter' || plan === 'plus';
}

export function planOf(plan: string): Plan {
  return isPaidPlan(plan) ? PLANS[plan] : PLANS.free;
}
