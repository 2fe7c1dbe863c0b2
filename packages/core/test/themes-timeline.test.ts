import { describe, expect, it } from 'vitest';
import { TIMELINE_MAX_BUCKETS, timelineOf, type TimelineUnit } from '../src/themes/timeline';

/** Epoch seconds of a UTC time written as ISO. */
const at = (iso: string) => Date.parse(`${iso}Z`) / 1000;
const dated = (...items: [key: string, iso: string][]) => items.map(([key, iso]) => ({ key, utc: at(iso) }));

describe('timelineOf', () => {
  it('is empty when no signal has a date', () => {
    expect(timelineOf([])).toEqual({ unit: 'week', buckets: [] });
  });

  it.each<[string, [string, string][], TimelineUnit, string[]]>([
    ['one signal: its week', [['a', '2026-09-23T12:00:00']], 'week', ['2026-09-21']],
    [
      'a week starts on Monday 00:00 UTC',
      [
        ['a', '2026-09-20T23:59:59'],
        ['a', '2026-09-21T00:00:00'],
      ],
      'week',
      ['2026-09-14', '2026-09-21'],
    ],
    [
      'the empty weeks between two signals three weeks apart',
      [
        ['a', '2026-08-31T08:00:00'],
        ['b', '2026-09-24T08:00:00'],
      ],
      'week',
      ['2026-08-31', '2026-09-07', '2026-09-14', '2026-09-21'],
    ],
    [
      'a week across new year starts in the old year',
      [
        ['a', '2026-01-01T00:00:00'],
        ['a', '2026-01-05T00:00:00'],
      ],
      'week',
      ['2025-12-29', '2026-01-05'],
    ],
    [
      `weeks up to ${TIMELINE_MAX_BUCKETS} (a past-year search)`,
      [
        ['a', '2025-09-21T00:00:00'],
        ['a', '2026-09-21T00:00:00'],
      ],
      'week',
      Array.from({ length: 54 }, (_, i) => new Date(Date.UTC(2025, 8, 15 + 7 * i)).toISOString().slice(0, 10)),
    ],
    [
      'months past that, from the first signal’s month to the last’s',
      [
        ['a', '2025-09-15T00:00:00'],
        ['a', '2026-09-30T00:00:00'],
      ],
      'month',
      Array.from({ length: 13 }, (_, i) => new Date(Date.UTC(2025, 8 + i, 1)).toISOString().slice(0, 10)),
    ],
    [
      `months up to ${TIMELINE_MAX_BUCKETS}`,
      [
        ['a', '2022-01-01T00:00:00'],
        ['a', '2026-06-30T23:59:59'],
      ],
      'month',
      Array.from({ length: 54 }, (_, i) => new Date(Date.UTC(2022, i, 1)).toISOString().slice(0, 10)),
    ],
    [
      'years past that, the empty ones too',
      [
        ['a', '2012-03-01T00:00:00'],
        ['a', '2016-07-01T00:00:00'],
        ['a', '2026-11-27T00:00:00'],
      ],
      'year',
      Array.from({ length: 15 }, (_, i) => `${2012 + i}-01-01`),
    ],
  ])('%s', (_, items, unit, starts) => {
    const timeline = timelineOf(dated(...items));
    expect(timeline.unit).toBe(unit);
    expect(timeline.buckets.map((b) => b.start)).toEqual(starts);
    const counted = timeline.buckets.reduce((n, b) => n + Object.values(b.counts).reduce((x, y) => x + y, 0), 0);
    expect(counted).toBe(items.length);
  });

  it('counts each key in its bucket, keys in the order they come, empty buckets as {}', () => {
    const timeline = timelineOf(
      dated(
        ['theme-1', '2026-08-31T10:00:00'],
        ['theme-2', '2026-09-02T10:00:00'],
        ['theme-1', '2026-09-23T10:00:00'],
        ['other', '2026-09-01T10:00:00'],
        ['theme-1', '2026-09-06T23:00:00'],
      ),
    );
    expect(timeline.buckets).toEqual([
      { start: '2026-08-31', counts: { 'theme-1': 2, 'theme-2': 1, other: 1 } },
      { start: '2026-09-07', counts: {} },
      { start: '2026-09-14', counts: {} },
      { start: '2026-09-21', counts: { 'theme-1': 1 } },
    ]);
  });
});
