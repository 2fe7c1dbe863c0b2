/**
 * Monitoring a saved search (issue 10): the schedule in the user's time zone, which frequencies a
 * plan may pick, what a monitored run may deliver and charge, and the upstream budget a run
 * spends. Pure: callers pass the clock.
 */
import { z } from 'zod';
import { isPaidPlan } from './plans';
import { OVERAGE_BLOCK_PRICE_USD, OVERAGE_BLOCK_SIZE, remainingResults } from './quota';

export const MONITOR_FREQUENCIES = ['hourly', 'daily', 'weekly'] as const;
export type MonitorFrequency = (typeof MONITOR_FREQUENCIES)[number];

export const MONITOR_FREQUENCY_LABELS: Record<MonitorFrequency, string> = {
  hourly: 'Every hour',
  daily: 'Daily',
  weekly: 'Weekly',
};

/** 0 = Sunday, as Date#getDay counts. */
export const WEEKDAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const MONITOR_MESSAGES = {
  paused: 'Paused: monthly limit reached',
  hourlyNeedsPaidPlan: 'Hourly monitoring is part of the paid plans: choose daily or weekly, or upgrade',
  frequency: 'Frequency must be hourly, daily or weekly',
  hour: 'The time must be a whole hour from 0 to 23',
  weekday: 'The weekday must be 0 (Sunday) to 6 (Saturday)',
  timeZone: 'Time zone must be an IANA time zone such as Europe/Berlin',
  cap: 'The monthly cap must be an amount in dollars from 0 to 10,000',
} as const;

/** Free plans watch daily or weekly; paid plans also hourly. */
export function monitorFrequenciesFor(plan: string): readonly MonitorFrequency[] {
  return isPaidPlan(plan) ? MONITOR_FREQUENCIES : ['daily', 'weekly'];
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export interface MonitorSchedule {
  frequency: MonitorFrequency;
  /** Local hour of a daily or weekly run, 0..23. */
  hour: number;
  /** Weekday of a weekly run, 0 = Sunday. */
  weekday: number;
  /** IANA time zone the hour and weekday are in. */
  timeZone: string;
}

export const DEFAULT_MONITOR_SCHEDULE: MonitorSchedule = { frequency: 'daily', hour: 9, weekday: 1, timeZone: 'UTC' };

export const monitorScheduleInput = z.object({
  frequency: z.enum(MONITOR_FREQUENCIES, { error: MONITOR_MESSAGES.frequency }).default(DEFAULT_MONITOR_SCHEDULE.frequency),
  hour: z.coerce
    .number({ error: MONITOR_MESSAGES.hour })
    .int(MONITOR_MESSAGES.hour)
    .min(0, MONITOR_MESSAGES.hour)
    .max(23, MONITOR_MESSAGES.hour)
    .default(DEFAULT_MONITOR_SCHEDULE.hour),
  weekday: z.coerce
    .number({ error: MONITOR_MESSAGES.weekday })
    .int(MONITOR_MESSAGES.weekday)
    .min(0, MONITOR_MESSAGES.weekday)
    .max(6, MONITOR_MESSAGES.weekday)
    .default(DEFAULT_MONITOR_SCHEDULE.weekday),
  timeZone: z
    .string({ error: MONITOR_MESSAGES.timeZone })
    .trim()
    .max(64, MONITOR_MESSAGES.timeZone)
    .refine(isTimeZone, MONITOR_MESSAGES.timeZone)
    .default(DEFAULT_MONITOR_SCHEDULE.timeZone),
});

/** The toggle and frequency of one saved search's monitor. */
export const monitorSettingsInput = monitorScheduleInput.extend({
  id: z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(64, 'id is too long'),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type MonitorSettingsInput = z.output<typeof monitorSettingsInput>;

// ---------------------------------------------------------------------------------------------
// Slots: the instants a monitor is due, in its time zone (daylight saving included)
// ---------------------------------------------------------------------------------------------

export const FREQUENCY_SECONDS: Record<MonitorFrequency, number> = { hourly: 3600, daily: 86_400, weekly: 7 * 86_400 };

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function localTime(ms: number, timeZone: string): LocalTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const p of format.formatToParts(ms)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant. */
function offsetMs(ms: number, timeZone: string): number {
  const t = localTime(ms, timeZone);
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant the zone's clocks read this date at `hour`:00 (days may overflow, as Date.UTC
 * allows). An hour skipped by daylight saving becomes the first hour after the jump.
 */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day, hour);
  const first = wall - offsetMs(wall, timeZone);
  return wall - offsetMs(first, timeZone);
}

/** The latest slot at or before `at`: a monitor that missed several slots runs once, for this one. */
export function slotAtOrBefore(schedule: MonitorSchedule, at: Date): Date {
  const ms = at.getTime();
  const t = localTime(ms, schedule.timeZone);
  if (schedule.frequency === 'hourly') return new Date(Math.floor(ms / 1000) * 1000 - (t.minute * 60 + t.second) * 1000);
  const back = schedule.frequency === 'weekly' ? (t.weekday - schedule.weekday + 7) % 7 : 0;
  const step = schedule.frequency === 'weekly' ? 7 : 1;
  let slot = instantOf(t.year, t.month, t.day - back, schedule.hour, schedule.timeZone);
  if (slot > ms) slot = instantOf(t.year, t.month, t.day - back - step, schedule.hour, schedule.timeZone);
  return new Date(slot);
}

/** The first slot strictly after `at`. */
export function nextSlotAfter(schedule: MonitorSchedule, at: Date): Date {
  const ms = at.getTime();
  if (schedule.frequency === 'hourly') return new Date(slotAtOrBefore(schedule, at).getTime() + 3_600_000);
  const t = localTime(ms, schedule.timeZone);
  const ahead = schedule.frequency === 'weekly' ? (schedule.weekday - t.weekday + 7) % 7 : 0;
  const step = schedule.frequency === 'weekly' ? 7 : 1;
  let slot = instantOf(t.year, t.month, t.day + ahead, schedule.hour, schedule.timeZone);
  if (slot <= ms) slot = instantOf(t.year, t.month, t.day + ahead + step, schedule.hour, schedule.timeZone);
  return new Date(slot);
}

/**
 * Where a monitored run starts looking: right after the previous run's window, or one period
 * back for the first run. Never further back than a week, so a monitor off for months does not
 * fetch (and charge for) everything since.
 */
export function monitorSince(schedule: Pick<MonitorSchedule, 'frequency'>, slot: Date, previousUntil: Date | null): Date {
  const earliest = slot.getTime() - FREQUENCY_SECONDS.weekly * 1000;
  const since = previousUntil ? previousUntil.getTime() : slot.getTime() - FREQUENCY_SECONDS[schedule.frequency] * 1000;
  return new Date(Math.max(earliest, since));
}

// ---------------------------------------------------------------------------------------------
// Charging a monitored run
// ---------------------------------------------------------------------------------------------

/** Signals one monitored run may deliver at most, so one noisy slot cannot spend a month at once. */
export const MONITOR_MAX_PER_RUN = 50;

/** The overage results a monthly dollar cap pays for (whole blocks of 5 at $0.50). */
export function overageResultsWithin(capUsd: number): number {
  if (!(capUsd > 0)) return 0;
  return Math.floor(capUsd / OVERAGE_BLOCK_PRICE_USD + 1e-9) * OVERAGE_BLOCK_SIZE;
}

export interface MonitorChargeInput {
  paid: boolean;
  used: number;
  limit: number;
  /** New, above-noise signals the run found. */
  wanted: number;
  /** "Allow overage for monitoring" (paid plans). */
  allowOverage: boolean;
  overageCapUsd: number;
  /** Overage results monitored runs already charged this period. */
  monitorOverageUsed: number;
}

export interface MonitorCharge {
  deliver: number;
  /** Of `deliver`, how many go past the quota (metered). */
  overage: number;
  /** Nothing more can be delivered this period: the monitor pauses until the quota frees up. */
  paused: boolean;
}

/**
 * What a monitored run delivers and charges. Within the quota it delivers every new signal.
 * Past it, a free plan stops; a paid plan goes on only with "Allow overage for monitoring", up
 * to its monthly dollar cap. Whenever the room is spent the monitor pauses.
 */
export function decideMonitorCharge(input: MonitorChargeInput): MonitorCharge {
  const remaining = remainingResults(input.used, input.limit);
  const overageRoom =
    input.paid && input.allowOverage ? Math.max(0, overageResultsWithin(input.overageCapUsd) - Math.max(0, input.monitorOverageUsed)) : 0;
  const room = remaining + overageRoom;
  const deliver = Math.min(Math.max(0, Math.floor(input.wanted)), room);
  return { deliver, overage: Math.max(0, deliver - remaining), paused: room - deliver === 0 };
}

// ---------------------------------------------------------------------------------------------
// Upstream budget: what a monitored fetch costs each platform, and the windows budgets reset in
// ---------------------------------------------------------------------------------------------

/**
 * Threads (Reddit posts, YouTube videos, Hacker News stories) a connector opens for comments in
 * one pass of a search; packages/sources reads them, so the cost counted here is the cost spent.
 */
export const COMMENT_THREADS = { reddit: 8, youtube: 5, hackernews: 3 } as const;
/**
 * Thin Reddit threads (few comments shown, more folded) a pass unfolds, one /api/morechildren call
 * each: the calls take turns per client, so the number is kept small and the cost bounded.
 */
export const UNFOLDED_THREADS = 3;
/** YouTube's quota units per call (decisions §1). */
export const YOUTUBE_UNITS = { search: 100, videos: 1, commentThreads: 1 } as const;

/**
 * The most a monitored fetch of `queries` primary queries costs Reddit, counted before it runs
 * (monitored fetches send no broader fallbacks): up to two pages per query, then the comment
 * threads and the unfolding of the thin ones. Nothing when there is no query.
 */
export function redditFetchCost(queries: number): number {
  return queries > 0 ? queries * 2 + COMMENT_THREADS.reddit + UNFOLDED_THREADS : 0;
}

/** The same for YouTube, in quota units: search.list per query, one videos.list and the comment threads. */
export function youtubeFetchCost(queries: number): number {
  return queries > 0 ? queries * YOUTUBE_UNITS.search + YOUTUBE_UNITS.videos + COMMENT_THREADS.youtube * YOUTUBE_UNITS.commentThreads : 0;
}

export interface BudgetWindow {
  start: Date;
  end: Date;
}

/** The minute `at` falls in (Reddit counts requests per minute). */
export function minuteWindow(at: Date): BudgetWindow {
  const start = Math.floor(at.getTime() / 60_000) * 60_000;
  return { start: new Date(start), end: new Date(start + 60_000) };
}

/** The UTC day `at` falls in (Stack Exchange's daily quota). */
export function utcDayWindow(at: Date): BudgetWindow {
  const start = Math.floor(at.getTime() / 86_400_000) * 86_400_000;
  return { start: new Date(start), end: new Date(start + 86_400_000) };
}

/** The UTC hour `at` falls in (Bluesky: monitoring's modest hourly share of search). */
export function utcHourWindow(at: Date): BudgetWindow {
  const start = Math.floor(at.getTime() / 3_600_000) * 3_600_000;
  return { start: new Date(start), end: new Date(start + 3_600_000) };
}

/** The Pacific day `at` falls in: YouTube's daily quota resets at midnight Pacific time. */
export function pacificDayWindow(at: Date): BudgetWindow {
  const t = localTime(at.getTime(), 'America/Los_Angeles');
  return {
    start: new Date(instantOf(t.year, t.month, t.day, 0, 'America/Los_Angeles')),
    end: new Date(instantOf(t.year, t.month, t.day + 1, 0, 'America/Los_Angeles')),
  };
}

// ---------------------------------------------------------------------------------------------
// Notification channels
// ---------------------------------------------------------------------------------------------

export const NOTIFICATION_CHANNELS = ['email', 'slack', 'webhook'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_MESSAGES = {
  slackUrl: 'The Slack webhook must be an http(s) URL from Slack → Incoming Webhooks',
  webhookUrl: 'The webhook must be an http(s) URL',
  channel: 'channel must be email, slack or webhook',
} as const;

const outgoingUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2048, message)
    .refine((v) => v === '' || (/^https?:\/\/\S+$/i.test(v) && URL.canParse(v)), message)
    .transform((v) => (v === '' ? null : v))
    .nullish();

/**
 * Settings → Notifications: the Slack incoming webhook, the user's own webhook (a blank URL turns
 * a channel off), and overage for monitoring with its monthly cap.
 */
export const notificationSettingsInput = z.object({
  slackWebhookUrl: outgoingUrl(NOTIFICATION_MESSAGES.slackUrl),
  webhookUrl: outgoingUrl(NOTIFICATION_MESSAGES.webhookUrl),
  rotateWebhookSecret: z.boolean().optional(),
  allowMonitorOverage: z.boolean({ error: 'Allow overage for monitoring must be on or off' }).optional(),
  monitorOverageCapUsd: z.coerce
    .number({ error: MONITOR_MESSAGES.cap })
    .min(0, MONITOR_MESSAGES.cap)
    .max(10_000, MONITOR_MESSAGES.cap)
    .transform((v) => Math.round(v * 100) / 100)
    .optional(),
});
export type NotificationSettingsInput = z.output<typeof notificationSettingsInput>;

export const notificationTestInput = z.object({ channel: z.enum(NOTIFICATION_CHANNELS, { error: NOTIFICATION_MESSAGES.channel }) });

/** Attempts per delivery before it is given up as failed. */
export const DELIVERY_MAX_ATTEMPTS = 5;

/** The wait before attempt n+1 after n failed ones: 30 s, 2 min, 10 min, 1 h. */
export function deliveryBackoffMs(failedAttempts: number): number {
  const steps = [30_000, 120_000, 600_000, 3_600_000];
  return steps[Math.min(steps.length - 1, Math.max(0, failedAttempts - 1))]!;
}
