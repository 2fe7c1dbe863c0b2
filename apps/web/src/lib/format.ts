/** Display formats shared by the pages: dates and counts, always in US English. */

const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const COUNT = new Intl.NumberFormat('en-US');

function toDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // Signals carry epoch seconds; stored payloads may carry a text date (spec §3).
  const date =
    typeof value === 'number' ? new Date(value * 1000) : /^\d+$/.test(value) ? new Date(Number(value) * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'December 22, 2026', or 'Unknown' when there is no date (the overage dialog's reset date). */
export function formatLongDate(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? LONG_DATE.format(date) : 'Unknown';
}

/** 'Mar 4, 2026' for a signal's created_utc. */
export function formatShortDate(value: string | number | null | undefined): string | null {
  const date = toDate(value);
  return date ? SHORT_DATE.format(date) : null;
}

/** 'Mar 4, 2026, 10:12 AM' for history entries (ISO timestamps). */
export function formatDateTime(value: string): string {
  const date = toDate(value);
  return date ? DATE_TIME.format(date) : value;
}

export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** The noun for a count: "comment" for 1, "comments" otherwise. */
export function nounFor(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${nounFor(count, one, many)}`;
}

/** ISO `datetime` attribute for a <time> element. */
export function isoOf(value: string | number | null | undefined): string | undefined {
  return toDate(value)?.toISOString();
}
