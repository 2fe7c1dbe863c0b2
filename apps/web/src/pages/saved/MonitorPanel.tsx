/**
 * The monitor on a saved-search card: its toggle and frequency, and what it did and will do: last
 * run with the new signals it found, next run, and the states that need the founder's eye
 * (paused at the monthly limit with Upgrade, waiting for the upstream budget, a failed run).
 */
import { MONITOR_MESSAGES, type MonitorFrequency } from '@firstsignal/core';
import { toast } from '@firstsignal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { plural } from '../../lib/format';
import { MonitorControls } from '../../monitoring/MonitorControls';
import { browserTimeZone, choiceOf, clockTime, runTime, scheduleText, useSetMonitor, type MonitorView, type ScheduleChoice } from '../../monitoring/monitors';

export function MonitorPanel({ searchId, monitor, frequencies }: { searchId: string; monitor: MonitorView | undefined; frequencies: readonly MonitorFrequency[] }) {
  const setMonitor = useSetMonitor();
  const [pending, setPending] = useState<ScheduleChoice | null>(null);
  const choice = pending ?? choiceOf(monitor);

  const change = async (next: ScheduleChoice) => {
    setPending(next);
    try {
      await setMonitor(searchId, next);
    } catch (error) {
      toast({ title: 'Could not change monitoring', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };

  const on = monitor?.enabled;
  return (
    <section aria-label="Monitoring" data-testid="monitor-panel" className="space-y-2 rounded-lg bg-slate-50 p-3">
      <MonitorControls idPrefix={`monitor-${searchId}`} choice={choice} frequencies={frequencies} disabled={pending !== null} onChange={(c) => void change(c)} />
      {on && monitor && (
        <div className="space-y-1 text-xs text-slate-600" data-testid="monitor-status">
          {/* Set elsewhere (the CLI, another browser) in another zone: say which. */}
          {monitor.timeZone !== browserTimeZone() && <p>{scheduleText(monitor)}</p>}
          {monitor.state === 'paused' && (
            <p className="font-medium text-amber-800" role="status">
              {MONITOR_MESSAGES.paused}.{' '}
              <Link to="/settings/billing" className="text-indigo-700 underline">
                Upgrade
              </Link>
            </p>
          )}
          {monitor.state === 'waiting' && monitor.waitingUntil && (
            <p className="font-medium text-amber-800" role="status">
              Waiting for the platforms&apos; request budget: next try at {clockTime(monitor.waitingUntil)}
            </p>
          )}
          {monitor.state === 'running' && <p role="status">Running now...</p>}
          {monitor.state === 'failed' && monitor.lastError && (
            <p className="text-red-700" role="status">
              Last run failed: {monitor.lastError}
            </p>
          )}
          <p data-testid="monitor-last-run">
            Last run: {monitor.lastRunAt ? `${runTime(monitor.lastRunAt)} · ${plural(monitor.lastRun?.delivered ?? 0, 'new signal')}` : 'not yet'}
          </p>
          {monitor.state !== 'paused' && monitor.nextRunAt && <p data-testid="monitor-next-run">Next run: {runTime(monitor.nextRunAt)}</p>}
        </div>
      )}
    </section>
  );
}
