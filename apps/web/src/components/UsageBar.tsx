import { planOf, usageLevel } from '@firstsignal/core';
import { cn } from '@firstsignal/ui';
import { formatCount } from '../lib/format';
import { useUsage } from '../usage/useUsage';
import { WarningIcon } from './icons';

const BAR = { ok: 'bg-emerald-500', warning: 'bg-amber-500', critical: 'bg-red-600' } as const;
const TEXT = { ok: 'text-emerald-700', warning: 'text-amber-700', critical: 'text-red-700' } as const;

/** Spec §2/§9: monthly results used, green below 75 %, amber from 75 %, red with a warning from 90 %. */
export function UsageBar({ className }: { className?: string }) {
  const { usage } = useUsage();
  const level = usageLevel(usage.used, usage.limit);
  const percent = usage.limit > 0 ? Math.min(100, Math.round((usage.used / usage.limit) * 100)) : 100;
  const free = usage.planType === 'free';

  return (
    <section
      aria-label="Monthly usage"
      data-testid="usage-bar"
      data-level={level}
      className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="flex items-center gap-2 font-medium text-slate-800">
          {level === 'critical' && (
            <WarningIcon
              className={cn('size-4', TEXT.critical)}
              aria-label="Almost out of results"
              role="img"
              aria-hidden={false}
            />
          )}
          <span>
            {formatCount(usage.used)} of {formatCount(usage.limit)} results used
          </span>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              free ? 'bg-slate-100 text-slate-600' : 'bg-indigo-50 text-indigo-700',
            )}
          >
            {free ? 'trial' : planOf(usage.planType).label}
          </span>
        </p>
        <p className={cn('text-xs font-medium', TEXT[level])}>{formatCount(usage.remaining)} remaining this month</p>
      </div>
      <div
        role="progressbar"
        aria-label="Results used this month"
        aria-valuemin={0}
        aria-valuemax={usage.limit}
        aria-valuenow={Math.min(usage.used, usage.limit)}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={cn('h-full rounded-full transition-all', BAR[level])} style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
}
