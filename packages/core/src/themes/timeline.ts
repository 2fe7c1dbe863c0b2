/**
 * Themes over time: how many signals of each theme were created in each week (or month, or year).
 * Every bucket from the oldest dated signal's to the newest's is listed, the empty ones too, so
 * anything that draws or reads the series sees time spaced evenly, never two distant weeks side
 * by side.
 */

export type TimelineUnit = 'week' | 'month' | 'year';

export interface TimelineBucket {
  /** The bucket's first day (UTC), YYYY-MM-DD: a Monday, the 1st of a month or January 1st. */
  start: string;
  /** Theme key → signals created in the bucket; a theme with none is left out ({} when empty). */
  counts: Record<string, number>;
}

export interface ThemeTimeline {
  unit: TimelineUnit;
  /** Oldest first, consecutive; [] when no signal has a date. */
  buckets: TimelineBucket[];
}

/**
 * Weeks while the signals span at most this many of them (a past-year search touches up to 54),
 * else months while they span at most this many, else years: more bars than this no longer read
 * on a phone.
 */
export const TIMELINE_MAX_BUCKETS = 54;

const UNITS: readonly TimelineUnit[] = ['week', 'month', 'year'];
const WEEK_MS = 7 * 86_400_000;

interface BucketRule {
  /** The start of the bucket holding `d` (UTC). */
  of(d: Date): Date;
  /** The start of the bucket after the one starting at `start`. */
  after(start: Date): Date;
  /** How many buckets from the one holding `first` to the one holding `last`, both counted. */
  between(first: Date, last: Date): number;
}

const BUCKETS: Record<TimelineUnit, BucketRule> = {
  week: {
    of: (d) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7))),
    after: (s) => new Date(Date.UTC(s.getUTCFullYear(), s.getUTCMonth(), s.getUTCDate() + 7)),
    between: (a, b) => Math.round((BUCKETS.week.of(b).getTime() - BUCKETS.week.of(a).getTime()) / WEEK_MS) + 1,
  },
  month: {
    of: (d) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)),
    after: (s) => new Date(Date.UTC(s.getUTCFullYear(), s.getUTCMonth() + 1, 1)),
    between: (a, b) => (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth() + 1,
  },
  year: {
    of: (d) => new Date(Date.UTC(d.getUTCFullYear(), 0, 1)),
    after: (s) => new Date(Date.UTC(s.getUTCFullYear() + 1, 0, 1)),
    between: (a, b) => b.getUTCFullYear() - a.getUTCFullYear() + 1,
  },
};

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The timeline of dated signals, each given as its theme's key and its creation time (epoch
 * seconds). Keys are counted in the order they come, so a bucket's counts follow the themes' rank
 * when the signals come theme by theme.
 */
export function timelineOf(dated: readonly { key: string; utc: number }[]): ThemeTimeline {
  if (dated.length === 0) return { unit: 'week', buckets: [] };
  const times = dated.map((d) => d.utc * 1000);
  const first = new Date(Math.min(...times));
  const last = new Date(Math.max(...times));
  // Years take any span: nothing people wrote online is too old for them.
  const unit = UNITS.find((u) => BUCKETS[u].between(first, last) <= TIMELINE_MAX_BUCKETS) ?? 'year';
  const rule = BUCKETS[unit];

  const buckets: TimelineBucket[] = [];
  const byStart = new Map<string, Record<string, number>>();
  for (let s = rule.of(first); s.getTime() <= last.getTime(); s = rule.after(s)) {
    const bucket = { start: dayOf(s), counts: {} };
    buckets.push(bucket);
    byStart.set(bucket.start, bucket.counts);
  }
  for (const { key, utc } of dated) {
    const counts = byStart.get(dayOf(rule.of(new Date(utc * 1000))))!;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return { unit, buckets };
}
