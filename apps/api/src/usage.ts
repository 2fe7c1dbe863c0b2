import { getUsage } from '@firstsignal/db';
import { HttpError } from './http/errors';
import type { Services } from './services';

/** Spec §7's usage answer: `{success, data:{results_used, results_limit, plan_type, plan_status, results_remaining}}`. */
export async function usageResponse(services: Services, userId: string) {
  const usage = await getUsage(services.db, userId, services.now());
  if (!usage) throw new HttpError(404, 'No billing record for this account');
  return {
    success: true as const,
    data: {
      results_used: usage.used,
      results_limit: usage.limit,
      plan_type: usage.plan,
      plan_status: usage.planStatus,
      results_remaining: usage.remaining,
      next_billing_date: usage.periodEnd.toISOString(),
    },
  };
}
