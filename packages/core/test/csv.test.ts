import { describe, expect, it } from 'vitest';
import { csvFileName, signalsToCsv } from '../src/csv';

const signal = (over: Partial<Parameters<typeof signalsToCsv>[0][number]> = {}) => ({
  platform: 'reddit' as const,
  title: 'Is there a tool for invoice reminders?',
  snippet: 'I spend hours, every month, chasing "late" clients.',
  relevanceScore: 0.876,
  urgencyLevel: 'High' as const,
  signalType: 'Recommendation Request' as const,
  url: 'https://www.reddit.com/r/freelance/comments/abc/x/',
  ...over,
});

describe('CSV export (spec §9)', () => {
  it.each([
    [new Date(2026, 10, 22, 23, 59), 'signal-results-2026-11-22.csv'],
    [new Date(2026, 0, 5, 0, 1), 'signal-results-2026-01-05.csv'],
  ])('names the file after the local day: %s → %s', (date, name) => {
    expect(csvFileName(date)).toBe(name);
  });

  it('writes the spec columns, rounded percent, quoting and neutralised formulas', () => {
    const csv = signalsToCsv([signal(), signal({ title: '=HYPERLINK("http://evil")', relevanceScore: 0.304 })]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Platform,Title,Snippet,Relevance,Urgency,Type,URL');
    expect(lines[1]).toBe(
      'reddit,Is there a tool for invoice reminders?,"I spend hours, every month, chasing ""late"" clients.",88%,High,Recommendation Request,https://www.reddit.com/r/freelance/comments/abc/x/',
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).toContain(',30%,');
    expect(signalsToCsv([])).toBe('Platform,Title,Snippet,Relevance,Urgency,Type,URL\r\n');
  });

  it('names Hacker News signals by their platform id in the Platform column', () => {
    const csv = signalsToCsv([
      signal({ platform: 'hackernews', title: 'Ask HN: How do you chase late invoices?', url: 'https://news.ycombinator.com/item?id=40123456' }),
    ]);
    expect(csv.split('\r\n')[1]).toMatch(/^hackernews,Ask HN: How do you chase late invoices\?,.*,https:\/\/news\.ycombinator\.com\/item\?id=40123456$/);
  });
});
