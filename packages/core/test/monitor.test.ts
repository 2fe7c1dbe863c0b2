/** Monitoring: slots in the user's time zone, plan frequencies, the charge of a monitored run, upstream cost (issue 10). */
import { describe, expect, it } from 'vitest';
import {
  deliveryBackoffMs,
  notificationSettingsInput,
  decideMonitorCharge,
  monitorFrequenciesFor,
  monitorScheduleInput,
  monitorSince,
  minuteWindow,
  pacificDayWindow,
  utcDayWindow,
  utcHourWindow,
  type BudgetWindow,
  redditFetchCost,
  youtubeFetchCost,
  nextSlotAfter,
  overageResultsWithin,
  slotAtOrBefore,
  type MonitorSchedule,
} from '../src';

const at = (iso: string) => new Date(iso);
const schedule = (s: Partial<MonitorSchedule>): MonitorSchedule => ({ frequency: 'daily', hour: 9, weekday: 1, timeZone: 'UTC', ...s });

describe('slots in the user time zone', () => {
  it.each([
    // schedule, now, slot at or before, next slot after
    [{ frequency: 'hourly' }, '2026-11-24T10:37:12.345Z', '2026-11-24T10:00:00.000Z', '2026-11-24T11:00:00.000Z'],
    [{ frequency: 'hourly' }, '2026-11-24T10:00:00.000Z', '2026-11-24T10:00:00.000Z', '2026-11-24T11:00:00.000Z'],
    // India is 5:30 ahead: its top of the hour is half past in UTC.
    [{ frequency: 'hourly', timeZone: 'Asia/Kolkata' }, '2026-11-24T10:37:00.000Z', '2026-11-24T10:30:00.000Z', '2026-11-24T11:30:00.000Z'],
    [{ frequency: 'daily', hour: 9 }, '2026-11-24T10:00:00.000Z', '2026-11-24T09:00:00.000Z', '2026-11-25T09:00:00.000Z'],
    [{ frequency: 'daily', hour: 9 }, '2026-11-24T08:59:59.000Z', '2026-11-23T09:00:00.000Z', '2026-11-24T09:00:00.000Z'],
    [{ frequency: 'daily', hour: 9 }, '2026-11-24T09:00:00.000Z', '2026-11-24T09:00:00.000Z', '2026-11-25T09:00:00.000Z'],
    // 9:00 in Berlin is 8:00 UTC in winter, 7:00 UTC in summer.
    [{ frequency: 'daily', hour: 9, timeZone: 'Europe/Berlin' }, '2026-11-24T12:00:00.000Z', '2026-11-24T08:00:00.000Z', '2026-11-25T08:00:00.000Z'],
    [{ frequency: 'daily', hour: 9, timeZone: 'Europe/Berlin' }, '2026-07-01T12:00:00.000Z', '2026-07-01T07:00:00.000Z', '2026-07-02T07:00:00.000Z'],
    // Across the spring change (29 March 2026): the next 9:00 is an hour earlier in UTC.
    [{ frequency: 'daily', hour: 9, timeZone: 'Europe/Berlin' }, '2026-03-28T12:00:00.000Z', '2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z'],
    // 2:00 does not exist in Berlin on 29 March 2026: the run goes at 3:00 CEST (01:00 UTC).
    [{ frequency: 'daily', hour: 2, timeZone: 'Europe/Berlin' }, '2026-03-29T00:30:00.000Z', '2026-03-28T01:00:00.000Z', '2026-03-29T01:00:00.000Z'],
    // New York, evening: the local date is a day behind UTC.
    [{ frequency: 'daily', hour: 20, timeZone: 'America/New_York' }, '2026-11-25T02:00:00.000Z', '2026-11-25T01:00:00.000Z', '2026-11-26T01:00:00.000Z'],
    // Weekly on Monday 9:00 UTC; 24 November 2026 is a Tuesday.
    [{ frequency: 'weekly', hour: 9, weekday: 1 }, '2026-11-24T10:00:00.000Z', '2026-11-23T09:00:00.000Z', '2026-11-30T09:00:00.000Z'],
    [{ frequency: 'weekly', hour: 9, weekday: 2 }, '2026-11-24T08:00:00.000Z', '2026-11-17T09:00:00.000Z', '2026-11-24T09:00:00.000Z'],
    [{ frequency: 'weekly', hour: 9, weekday: 2 }, '2026-11-24T09:00:00.000Z', '2026-11-24T09:00:00.000Z', '2026-12-01T09:00:00.000Z'],
    // Sunday 23:00 in Tokyo is Sunday 14:00 UTC.
    [{ frequency: 'weekly', hour: 23, weekday: 0, timeZone: 'Asia/Tokyo' }, '2026-11-24T10:00:00.000Z', '2026-11-22T14:00:00.000Z', '2026-11-29T14:00:00.000Z'],
  ] as const)('%o at %s → %s, then %s', (s, now, slot, next) => {
    expect(slotAtOrBefore(schedule(s), at(now)).toISOString()).toBe(slot);
    expect(nextSlotAfter(schedule(s), at(now)).toISOString()).toBe(next);
  });

  it('collapses missed slots: three days down gives one slot, the latest', () => {
    const s = schedule({ frequency: 'daily', hour: 9 });
    const lastRun = at('2026-11-21T09:00:00Z');
    const back = at('2026-11-24T15:00:00Z');
    expect(slotAtOrBefore(s, back).toISOString()).toBe('2026-11-24T09:00:00.000Z');
    // …and it searches everything since the last run's window, not only the last day.
    expect(monitorSince(s, slotAtOrBefore(s, back), lastRun).toISOString()).toBe('2026-11-21T09:00:00.000Z');
  });

  it.each([
    ['hourly', null, '2026-11-24T09:00:00.000Z'],
    ['daily', null, '2026-11-23T10:00:00.000Z'],
    ['weekly', null, '2026-11-17T10:00:00.000Z'],
    ['daily', '2026-11-24T09:30:00Z', '2026-11-24T09:30:00.000Z'],
    // Never more than a week back.
    ['daily', '2026-08-01T00:00:00Z', '2026-11-17T10:00:00.000Z'],
  ] as const)('a %s run after %s searches since %s', (frequency, previous, since) => {
    expect(monitorSince({ frequency }, at('2026-11-24T10:00:00Z'), previous ? at(previous) : null).toISOString()).toBe(since);
  });
});

describe('schedule input', () => {
  it('defaults to daily at 9 in UTC and refuses unknown time zones and hours', () => {
    expect(monitorScheduleInput.parse({})).toEqual({ frequency: 'daily', hour: 9, weekday: 1, timeZone: 'UTC' });
    expect(monitorScheduleInput.safeParse({ timeZone: 'Mars/Olympus' }).error?.issues[0]?.message).toBe(
      'Time zone must be an IANA time zone such as Europe/Berlin',
    );
    expect(monitorScheduleInput.safeParse({ hour: 24 }).error?.issues[0]?.message).toBe('The time must be a whole hour from 0 to 23');
    expect(monitorScheduleInput.safeParse({ frequency: 'minutely' }).error?.issues[0]?.message).toBe('Frequency must be hourly, daily or weekly');
  });

  it.each([
    ['free', ['daily', 'weekly']],
    ['starter', ['hourly', 'daily', 'weekly']],
    ['plus', ['hourly', 'daily', 'weekly']],
  ])('%s plans may pick %o', (plan, frequencies) => {
    expect(monitorFrequenciesFor(plan)).toEqual(frequencies);
  });
});

describe('what a monitored run delivers and charges', () => {
  const base = { paid: false, used: 0, limit: 25, wanted: 0, allowOverage: false, overageCapUsd: 0, monitorOverageUsed: 0 };
  it.each([
    // overrides → deliver, overage, paused
    [{ wanted: 3 }, 3, 0, false],
    [{ wanted: 0 }, 0, 0, false],
    // The free quota runs out: what fits is delivered, and the monitor pauses.
    [{ used: 23, wanted: 5 }, 2, 0, true],
    [{ used: 20, wanted: 5 }, 5, 0, true],
    [{ used: 25, wanted: 5 }, 0, 0, true],
    // Paid without "Allow overage for monitoring": stops at the quota like a free plan.
    [{ paid: true, limit: 150, used: 148, wanted: 5 }, 2, 0, true],
    // Paid with overage up to $1.00 (10 results).
    [{ paid: true, limit: 150, used: 148, wanted: 5, allowOverage: true, overageCapUsd: 1 }, 5, 3, false],
    [{ paid: true, limit: 150, used: 150, wanted: 20, allowOverage: true, overageCapUsd: 1 }, 10, 10, true],
    [{ paid: true, limit: 150, used: 150, wanted: 20, allowOverage: true, overageCapUsd: 1, monitorOverageUsed: 7 }, 3, 3, true],
    [{ paid: true, limit: 150, used: 150, wanted: 4, allowOverage: true, overageCapUsd: 0 }, 0, 0, true],
    // Overage only for paid plans, whatever the flag says.
    [{ used: 25, wanted: 4, allowOverage: true, overageCapUsd: 50 }, 0, 0, true],
  ] as const)('%o → deliver %i, overage %i, paused %s', (overrides, deliver, overage, paused) => {
    expect(decideMonitorCharge({ ...base, ...overrides })).toEqual({ deliver, overage, paused });
  });

  it.each([
    [0, 0],
    [0.49, 0],
    [0.5, 5],
    [1, 10],
    [2.75, 25],
    [-3, 0],
  ])('a cap of $%d pays for %i overage results', (cap, results) => {
    expect(overageResultsWithin(cap)).toBe(results);
  });
});

describe('upstream cost of a monitored fetch', () => {
  it.each([
    // Reddit: 2 pages a query, 8 threads, 3 unfolded; YouTube: 100 a search, 1 videos.list, 5 comment lists.
    [2, 15, 206],
    [1, 13, 106],
    [0, 0, 0],
  ])('%i queries cost Reddit %i requests and YouTube %i units', (queries, reddit, youtube) => {
    expect(redditFetchCost(queries)).toBe(reddit);
    expect(youtubeFetchCost(queries)).toBe(youtube);
  });

  it('counts Reddit per minute and YouTube per Pacific day', () => {
    expect(minuteWindow(at('2026-11-24T10:37:42Z'))).toEqual({ start: at('2026-11-24T10:37:00Z'), end: at('2026-11-24T10:38:00Z') });
    // Midnight Pacific is 08:00 UTC in winter.
    expect(pacificDayWindow(at('2026-11-24T07:59:00Z'))).toEqual({ start: at('2026-11-23T08:00:00Z'), end: at('2026-11-24T08:00:00Z') });
  });

  // The window a budget counts in: its first instant belongs to it, its end to the next one.
  it.each<[string, (at: Date) => BudgetWindow, string, string, string]>([
    ['a minute (Reddit, GitHub, App Store)', minuteWindow, '2026-11-24T10:38:00.000Z', '2026-11-24T10:38:00Z', '2026-11-24T10:39:00Z'],
    ['a minute, its last millisecond', minuteWindow, '2026-11-24T10:38:59.999Z', '2026-11-24T10:38:00Z', '2026-11-24T10:39:00Z'],
    ['a UTC day (Stack Exchange)', utcDayWindow, '2026-11-27T23:59:59.999Z', '2026-11-27T00:00:00Z', '2026-11-28T00:00:00Z'],
    ['a UTC day, from midnight', utcDayWindow, '2026-11-28T00:00:00.000Z', '2026-11-28T00:00:00Z', '2026-11-29T00:00:00Z'],
    ['a UTC hour (Bluesky monitoring)', utcHourWindow, '2026-11-27T21:47:12Z', '2026-11-27T21:00:00Z', '2026-11-27T22:00:00Z'],
    ['a Pacific day (YouTube) in summer time', pacificDayWindow, '2026-07-01T06:59:59Z', '2026-06-30T07:00:00Z', '2026-07-01T07:00:00Z'],
    // The day the clocks go back is 25 hours long; the day they go forward, 23.
    ['the Pacific day the clocks go back', pacificDayWindow, '2026-11-01T12:00:00Z', '2026-11-01T07:00:00Z', '2026-11-02T08:00:00Z'],
    ['the Pacific day the clocks go forward', pacificDayWindow, '2026-03-08T12:00:00Z', '2026-03-08T08:00:00Z', '2026-03-09T07:00:00Z'],
  ])('counts %s', (_name, window, instant, start, end) => {
    expect(window(at(instant))).toEqual({ start: at(start), end: at(end) });
  });
});

describe('notification settings and delivery retries', () => {
  it('accepts channel URLs, blanks as off, and a cap in dollars', () => {
    expect(
      notificationSettingsInput.parse({ slackWebhookUrl: ' https://hooks.slack.com/services/T0/B0/x ', webhookUrl: '', monitorOverageCapUsd: '12.345' }),
    ).toEqual({ slackWebhookUrl: 'https://hooks.slack.com/services/T0/B0/x', webhookUrl: null, monitorOverageCapUsd: 12.35 });
    expect(notificationSettingsInput.safeParse({ webhookUrl: 'javascript:alert(1)' }).error?.issues[0]?.message).toBe(
      'The webhook must be an http(s) URL',
    );
    expect(notificationSettingsInput.safeParse({ monitorOverageCapUsd: -1 }).error?.issues[0]?.message).toBe(
      'The monthly cap must be an amount in dollars from 0 to 10,000',
    );
  });

  it.each([
    [1, 30_000],
    [2, 120_000],
    [3, 600_000],
    [4, 3_600_000],
    [9, 3_600_000],
  ])('after %i failed attempts the next waits %i ms', (failed, wait) => {
    expect(deliveryBackoffMs(failed)).toBe(wait);
  });
});
