import type { Signal } from './signal';

/** Spec §9: signal-results-{YYYY-MM-DD}.csv with exactly these columns. */
export const CSV_COLUMNS = ['Platform', 'Title', 'Snippet', 'Relevance', 'Urgency', 'Type', 'URL'] as const;

/** The user's own calendar day: an evening export west of UTC is still dated today. */
export function csvFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `signal-results-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

export function csvCell(value: string | number): string {
  const text = String(value);
  // Formula-looking cells are neutralised so a spreadsheet never executes scraped text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

type CsvSignal = Pick<Signal, 'platform' | 'title' | 'snippet' | 'relevanceScore' | 'urgencyLevel' | 'signalType' | 'url'>;

export function signalsToCsv(signals: readonly CsvSignal[]): string {
  const rows = signals.map((s) =>
    [s.platform, s.title, s.snippet, `${Math.round(s.relevanceScore * 100)}%`, s.urgencyLevel, s.signalType, s.url]
      .map(csvCell)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}
