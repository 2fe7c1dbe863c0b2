import { describe, expect, it } from 'vitest';
import type { Theme, ThemeSet } from '../src/themes/cluster';
import { followTheme, type ThemePick } from '../src/themes/follow';

const theme = (key: string, label: string, signalIds: string[]): Theme => ({
  key,
  label,
  size: signalIds.length,
  highShare: 0,
  urgency: { High: 0, Medium: signalIds.length, Low: 0 },
  types: [],
  quotes: [],
  firstUtc: null,
  lastUtc: null,
  signalIds,
});
const setOf = (...themes: Theme[]): ThemeSet => ({
  themes,
  timeline: { unit: 'week', buckets: [] },
  total: themes.reduce((n, t) => n + t.size, 0),
});
const pick = (label: string, signalIds: string[]): ThemePick => ({
  key: label === 'Other' ? 'other' : 'theme-1',
  label,
  signalIds,
});

// After Load More: the picked theme grew and is now ranked second; another took its key.
const grown = setOf(
  theme('theme-1', 'unpaid invoices', ['u1', 'u2', 'u3', 'u4']),
  theme('theme-2', 'late fee', ['f1', 'f2', 'f3', 'f4']),
  theme('other', 'Other', ['o1', 'f5']),
);

describe('followTheme', () => {
  it.each<[string, ThemePick, ThemeSet, string | null]>([
    ['the theme with the same label, whatever its key now', pick('late fee', ['f1', 'f2', 'f3']), grown, 'theme-2'],
    ['a renamed theme that holds most of the picked signals', pick('payment reminders', ['u1', 'u2', 'u3']), grown, 'theme-1'],
    ['no theme when the picked signals scattered', pick('clients', ['u1', 'f1', 'o1']), grown, null],
    ['no theme when only half of them stayed together', pick('clients', ['u1', 'u2', 'f1', 'o1']), grown, null],
    ['never Other for a named theme, though its signals went there', pick('clients', ['o1', 'f5', 'u1']), grown, null],
    ['Other for Other', pick('Other', ['o1']), grown, 'other'],
    [
      'no theme for Other when nothing is left over',
      pick('Other', ['o1']),
      setOf(theme('theme-1', 'unpaid invoices', ['o1', 'u1', 'u2'])),
      null,
    ],
    ['no theme when there are none', pick('late fee', ['f1', 'f2', 'f3']), setOf(), null],
  ])('%s', (_, picked, set, key) => {
    expect(followTheme(picked, set)?.key ?? null).toBe(key);
  });
});
