/**
 * Monitoring in the app: the monitors of the saved searches and the "New" count (polled, so a run
 * that happens while the page is open shows up), the toggle and frequency, and how schedules and
 * run times read in the founder's time zone.
 */
import { MONITOR_FREQUENCY_LABELS, WEEKDAY_LABELS, type MonitorFrequency } from '@firstsignal/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC, useTRPCClient, type RouterOutputs } from '../lib/trpc';

export type MonitorView = RouterOutputs['monitoring']['list']['monitors'][number];

/** The same rhythm as the usage bar. */
export const MONITOR_POLL_MS = 30_000;

export function useMonitors() {
  const trpc = useTRPC();
  return useQuery(trpc.monitoring.list.queryOptions(undefined, { refetchInterval: MONITOR_POLL_MS, staleTime: 0 }));
}

export function useNewSignalCount(): number {
  const trpc = useTRPC();
  return useQuery(trpc.monitoring.newCount.queryOptions(undefined, { refetchInterval: MONITOR_POLL_MS })).data?.newSignals ?? 0;
}

/** After a change: the monitors, the New count and the saved searches read again. */
export function useRefreshMonitoring() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.monitoring.list.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.monitoring.newCount.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.saved.listSearches.queryKey() }),
      ]),
    [queryClient, trpc],
  );
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export interface ScheduleChoice {
  enabled: boolean;
  frequency: MonitorFrequency;
  hour: number;
  weekday: number;
}

export const DEFAULT_CHOICE: ScheduleChoice = { enabled: false, frequency: 'daily', hour: 9, weekday: 1 };

export function choiceOf(monitor: MonitorView | undefined): ScheduleChoice {
  if (!monitor) return DEFAULT_CHOICE;
  return { enabled: monitor.enabled, frequency: monitor.frequency as MonitorFrequency, hour: monitor.hour, weekday: monitor.weekday };
}

/** Turns a saved search's monitor on or off with a schedule in this browser's time zone. */
export function useSetMonitor() {
  const client = useTRPCClient();
  const refresh = useRefreshMonitoring();
  return useCallback(
    async (id: string, choice: ScheduleChoice) => {
      const { monitor } = await client.monitoring.set.mutate({ id, ...choice, timeZone: browserTimeZone() });
      void refresh();
      return monitor;
    },
    [client, refresh],
  );
}

export function hourLabel(hour: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: hourLabel(h) }));
export const WEEKDAY_OPTIONS = WEEKDAY_LABELS.map((label, value) => ({ value: String(value), label }));

/** 'Every hour', 'Daily at 9:00 AM', 'Weekly on Monday at 9:00 AM', with the zone when it is not this browser's. */
export function scheduleText(m: Pick<MonitorView, 'frequency' | 'hour' | 'weekday' | 'timeZone'>): string {
  if (m.frequency === 'hourly') return MONITOR_FREQUENCY_LABELS.hourly;
  const zone = m.timeZone === browserTimeZone() ? '' : ` (${m.timeZone})`;
  const day = m.frequency === 'weekly' ? ` on ${WEEKDAY_LABELS[m.weekday] ?? ''}` : '';
  return `${MONITOR_FREQUENCY_LABELS[m.frequency as MonitorFrequency] ?? m.frequency}${day} at ${hourLabel(m.hour)}${zone}`;
}

const RUN_TIME = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const CLOCK = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** 'Tue, Nov 25, 9:00 AM' in the browser's time zone. */
export function runTime(iso: string): string {
  return RUN_TIME.format(new Date(iso));
}

export function clockTime(iso: string): string {
  return CLOCK.format(new Date(iso));
}
