/** A monitor as the saved-search card shows it: schedule, last and next run, and its state. */
import type { MonitorRow, MonitorRunRow } from '@firstsignal/db';

export type MonitorState = 'off' | 'scheduled' | 'running' | 'waiting' | 'paused' | 'failed';

export function monitorView(monitor: MonitorRow, lastRun: MonitorRunRow | undefined, hasFeed: boolean) {
  const state: MonitorState = !monitor.enabled
    ? 'off'
    : monitor.pausedReason
      ? 'paused'
      : lastRun?.status === 'waiting'
        ? 'waiting'
        : lastRun?.status === 'queued' || lastRun?.status === 'running'
          ? 'running'
          : lastRun?.status === 'failed'
            ? 'failed'
            : 'scheduled';
  return {
    savedSearchId: monitor.savedSearchId,
    enabled: monitor.enabled,
    frequency: monitor.frequency,
    hour: monitor.hour,
    weekday: monitor.weekday,
    timeZone: monitor.timeZone,
    state,
    nextRunAt: monitor.enabled ? (monitor.nextRunAt?.toISOString() ?? null) : null,
    lastRunAt: monitor.lastRunAt?.toISOString() ?? null,
    waitingUntil: state === 'waiting' ? (lastRun?.waitingUntil?.toISOString() ?? null) : null,
    lastError: state === 'failed' ? (lastRun?.error ?? monitor.lastError) : null,
    lastRun: lastRun
      ? {
          slotAt: lastRun.slotAt.toISOString(),
          status: lastRun.status,
          found: lastRun.found,
          newSignals: lastRun.newSignals,
          delivered: lastRun.delivered,
        }
      : null,
    feed: hasFeed,
  };
}

export type MonitorView = ReturnType<typeof monitorView>;
