/**
 * Settings → Billing (spec §2, §4, §8, §9): the return banners from Stripe Checkout (5 s, then
 * the URL goes back to /settings/billing), current usage, the overage notice, the three plan
 * cards, and the billing portal. Without Stripe settings it says billing is not configured.
 */
import { formatUsd, isPaidPlan, overageFor, PLAN_IDS, PLANS, type PlanId } from '@firstsignal/core';
import { Alert, Badge, Button, Card, cn } from '@firstsignal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { UsageBar } from '../../components/UsageBar';
import { useConfigStatus } from '../../lib/config';
import { errorStatus } from '../../lib/errors';
import { formatCount, formatLongDate } from '../../lib/format';
import { apiFetch } from '../../lib/http';
import { useTRPC } from '../../lib/trpc';
import { useUsage } from '../../usage/useUsage';

export const BILLING_BANNER_MS = 5000;
export const BILLING_PATH = '/settings/billing';

/** Spec §8, word for word. */
export const BILLING_MESSAGES = {
  checkoutLogin: 'Please log in to upgrade your plan.',
  checkoutFailed: 'Unable to start checkout. Please try again.',
  portalLogin: 'Please log in to manage billing.',
  portalFailed: 'Could not access billing portal. Please try again or contact support.',
} as const;

const RANK: Record<PlanId, number> = { free: 0, starter: 1, plus: 2 };

/**
 * POSTs to a billing path and sends the browser to the `url` it answers. Any other outcome
 * (HTTP error, invalid JSON, an `error` field, no url) is a failure; 401 gets the login message.
 */
async function redirectThrough(path: string, body: unknown, messages: { login: string; failed: string }): Promise<string | null> {
  try {
    const answer = await apiFetch<unknown>(path, { method: 'POST', body });
    const record = answer && typeof answer === 'object' ? (answer as { url?: unknown; error?: unknown }) : undefined;
    if (!record || record.error || typeof record.url !== 'string' || !record.url) return messages.failed;
    window.location.assign(record.url);
    return null;
  } catch (error) {
    return errorStatus(error) === 401 ? messages.login : messages.failed;
  }
}

export function BillingTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returned = params.get('success') === 'true' ? 'success' : params.get('canceled') === 'true' ? 'canceled' : null;

  const config = useConfigStatus();
  const summary = useQuery(trpc.billing.summary.queryOptions(undefined, { staleTime: 0 }));
  const { usage } = useUsage({ poll: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<PlanId | 'portal' | null>(null);

  // The return banners stay 5 s, then the URL is reset to /settings/billing (spec §2).
  useEffect(() => {
    if (!returned) return;
    const reset = setTimeout(() => navigate(BILLING_PATH, { replace: true }), BILLING_BANNER_MS);
    return () => clearTimeout(reset);
  }, [returned, navigate]);

  // Stripe's webhook may land a moment after the browser is back: read the plan again shortly.
  useEffect(() => {
    if (returned !== 'success') return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: trpc.usage.get.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.billing.summary.queryKey() });
    };
    refresh();
    const again = setTimeout(refresh, 2500);
    return () => clearTimeout(again);
  }, [returned, queryClient, trpc]);

  const billing = config.data?.billing;
  const notConfigured = billing?.configured === false;
  const ready = billing?.configured === true;
  const currentPlan: PlanId = isPaidPlan(usage.planType) ? usage.planType : 'free';
  const paid = currentPlan !== 'free';
  const hasBillingAccount = summary.data?.hasBillingAccount === true;

  async function upgrade(plan: PlanId) {
    setError(null);
    setBusy(plan);
    const failure = await redirectThrough('/api/create-checkout-session', { plan_id: plan }, { login: BILLING_MESSAGES.checkoutLogin, failed: BILLING_MESSAGES.checkoutFailed });
    if (failure) {
      setError(failure);
      setBusy(null);
    }
  }

  async function manage() {
    setError(null);
    setBusy('portal');
    const failure = await redirectThrough('/api/create-customer-portal-session', {}, { login: BILLING_MESSAGES.portalLogin, failed: BILLING_MESSAGES.portalFailed });
    if (failure) {
      setError(failure);
      setBusy(null);
    }
  }

  const overUsed = Math.max(0, usage.used - usage.limit);
  const overage = overageFor(overUsed);

  return (
    <div className="space-y-6">
      {returned === 'success' && (
        <Alert tone="success" data-testid="payment-success">
          <p className="font-semibold">Payment Successful!</p>
          <p>Thank you! Your new plan is active as soon as Stripe confirms the payment, usually within seconds.</p>
        </Alert>
      )}
      {returned === 'canceled' && (
        <Alert tone="info" data-testid="payment-cancelled">
          <p className="font-semibold">Payment Cancelled</p>
          <p>Nothing was charged. You can upgrade whenever you are ready.</p>
        </Alert>
      )}
      {notConfigured && (
        <Alert tone="warning" data-testid="billing-not-configured">
          <p className="font-semibold">Billing is not configured</p>
          <p>
            Upgrades and the billing portal are off on this server. To turn them on, set {billing?.missingSettings.join(', ')}.
          </p>
        </Alert>
      )}
      {error && <Alert data-testid="billing-error">{error}</Alert>}

      <section className="space-y-3" aria-labelledby="current-usage">
        <h2 id="current-usage" className="text-lg font-semibold text-slate-900">
          Current Usage
        </h2>
        <UsageBar />
        <p className="text-sm text-slate-600">
          {paid ? 'Next billing date' : 'Your monthly results reset on'}: {formatLongDate(usage.nextBillingDate)}
        </p>
        {paid && (
          <Alert tone={overUsed > 0 || usage.remaining === 0 ? 'warning' : 'info'} data-testid="overage-notice">
            {overUsed > 0 ? (
              <>
                You have used {formatCount(overUsed)} results beyond your monthly quota: an estimated {formatUsd(overage.costUsd)} (
                {formatCount(overage.blocks)} × $0.50 per 5 results), billed with your next invoice.
              </>
            ) : usage.remaining === 0 ? (
              "You've reached your monthly quota. Additional results will incur metered billing charges."
            ) : (
              <>
                Past your {formatCount(usage.limit)} monthly results, searches continue at $0.50 per 5 extra results, always after you
                confirm.
              </>
            )}
          </Alert>
        )}
      </section>

      <section className="space-y-3" aria-labelledby="plans">
        <h2 id="plans" className="text-lg font-semibold text-slate-900">
          Plans
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            const current = id === currentPlan;
            return (
              <Card
                key={id}
                data-testid={`plan-${id}`}
                className={cn('relative flex flex-col gap-3 p-5', plan.popular && 'border-indigo-400 ring-2 ring-indigo-200', current && 'bg-indigo-50/40')}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-base font-semibold text-slate-900">{plan.label}</h3>
                  {plan.popular && <Badge className="bg-indigo-600 text-white">POPULAR</Badge>}
                  {current && <Badge className="bg-emerald-100 text-emerald-800">Current Plan</Badge>}
                </div>
                <p className="text-slate-900">
                  <span className="text-3xl font-bold">${plan.priceUsd}</span>
                  <span className="text-sm text-slate-600"> / month</span>
                </p>
                <ul className="flex-1 space-y-1 text-sm text-slate-700">
                  <li>{formatCount(plan.monthlyResults)} results per month</li>
                  <li>Reddit, YouTube and Hacker News signals</li>
                  {id === 'free' ? <li>Stops at the monthly quota</li> : <li>Overage at $0.50 per 5 results, only after you confirm</li>}
                </ul>
                {current ? (
                  <Button variant="secondary" disabled>
                    Current Plan
                  </Button>
                ) : RANK[id] < RANK[currentPlan] ? (
                  // There is no downgrade action (spec §4): the button is inert.
                  <Button variant="secondary" aria-disabled="true" className="cursor-default text-slate-500">
                    Downgrade
                  </Button>
                ) : (
                  <Button onClick={() => void upgrade(id)} disabled={!ready || busy !== null}>
                    {busy === id ? 'Redirecting...' : `Upgrade to ${plan.label}`}
                  </Button>
                )}
              </Card>
            );
          })}
        </div>
        {paid && <p className="text-xs text-slate-500">To switch or cancel a paid plan, use Manage Billing Details.</p>}
      </section>

      <Card className="flex flex-wrap items-center justify-between gap-3 p-5">
        <div>
          <h2 className="text-base font-semibold text-slate-900">Billing details</h2>
          <p className="text-sm text-slate-600">
            {hasBillingAccount ? 'Invoices, payment method and subscription, on Stripe.' : 'Available once you have upgraded to a paid plan.'}
          </p>
        </div>
        <Button variant="secondary" onClick={() => void manage()} disabled={!ready || !hasBillingAccount || busy !== null}>
          {busy === 'portal' ? 'Redirecting...' : 'Manage Billing Details'}
        </Button>
      </Card>
    </div>
  );
}
