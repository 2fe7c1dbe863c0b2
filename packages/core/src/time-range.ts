/** Time ranges of the search form (spec §9): '' means all time. */
export const TIME_RANGES = ['', 'day', 'week', 'month', 'year'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

export const TIME_RANGE_LABELS: Record<TimeRange, string> = {
  '': 'All time',
  day: 'Past 24 hours',
  week: 'Past week',
  month: 'Past month',
  year: 'Past year',
};

const SECONDS: Record<Exclude<TimeRange, ''>, number> = {
  day: 86_400,
  week: 7 * 86_400,
  month: 30 * 86_400,
  year: 365 * 86_400,
};

/** Epoch seconds of the oldest item in range, or null for all time. */
export function timeRangeStart(range: TimeRange, nowUtc: number): number | null {
  return range === '' ? null : nowUtc - SECONDS[range];
}

/** Accepts the spellings clients send ('all', 'Past 7 days', …) and falls back to all time. */
export function normalizeTimeRange(value: unknown): TimeRange {
  if (typeof value !== 'string') return '';
  const v = value.trim().toLowerCase();
  if (v === 'all' || v === '') return '';
  if ((TIME_RANGES as readonly string[]).includes(v)) return v as TimeRange;
  if (v.includes('24 hours') || v === '24h') return 'day';
  if (v.includes('7 days') || v.includes('week')) return 'week';
  if (v.includes('month') || v.includes('30 days')) return 'month';
  if (v.includes('year')) return 'year';
  return '';
}
