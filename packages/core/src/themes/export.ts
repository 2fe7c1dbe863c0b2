/** Themes as a CSV file and as a Markdown brief a founder can paste into a doc. */
import { z } from 'zod';
import { csvCell } from '../csv';
import type { Theme, ThemeSet } from './cluster';

export const THEME_FORMATS = ['json', 'csv', 'md'] as const;
export type ThemeFormat = (typeof THEME_FORMATS)[number];

/** `?format=` of the themes paths. */
export const themesFormatInput = z.object({
  format: z.enum(THEME_FORMATS, { error: 'format must be json, csv or md' }).default('json'),
});

export const THEME_CSV_COLUMNS = [
  'Theme',
  'Signals',
  'High urgency',
  'Types',
  'First seen',
  'Last seen',
  'Quote 1',
  'Quote 2',
  'Quote 3',
] as const;

const day = (utc: number | null) => (utc === null ? '' : new Date(utc * 1000).toISOString().slice(0, 10));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const percent = (share: number) => `${Math.round(share * 100)}%`;
const typeMix = (t: Theme) => t.types.map((x) => `${x.type} ${x.count}`).join('; ');

export function themesToCsv(set: ThemeSet): string {
  const rows = set.themes.map((t) =>
    [
      t.label,
      t.size,
      percent(t.highShare),
      typeMix(t),
      day(t.firstUtc),
      day(t.lastUtc),
      ...[0, 1, 2].map((i) => (t.quotes[i] ? `${t.quotes[i].text} (${t.quotes[i].url})` : '')),
    ]
      .map(csvCell)
      .join(','),
  );
  return [THEME_CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

/** Scraped text must not turn into Markdown structure (links, headings, emphasis). */
const mdText = (text: string) => text.replace(/\s+/g, ' ').replace(/([\\`*_[\]<>#|])/g, '\\$1');

export function themesToMarkdown(set: ThemeSet, title: string): string {
  const themes = set.themes.filter((t) => t.key !== 'other').length;
  const lines = [`# Themes: ${mdText(title)}`, '', `${plural(set.total, 'signal')}, ${plural(themes, 'theme')}.`, ''];
  for (const t of set.themes) {
    lines.push(`## ${mdText(t.label)} (${plural(t.size, 'signal')}, ${percent(t.highShare)} High urgency)`, '');
    lines.push(`- Types: ${typeMix(t)}`);
    if (t.firstUtc !== null) lines.push(`- Seen: ${day(t.firstUtc)} to ${day(t.lastUtc)}`);
    for (const q of t.quotes) lines.push(`- > "${mdText(q.text)}" ([source](${encodeURI(q.url)}))`);
    lines.push('');
  }
  return lines.join('\n');
}
