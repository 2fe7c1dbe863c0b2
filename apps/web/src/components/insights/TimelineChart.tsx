import type { ThemeSet, TimelineUnit } from '@firstsignal/core';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { themeColor } from './colors';

// Bucket starts are UTC days (YYYY-MM-DD), so they are read and written in UTC.
const format = (options: Intl.DateTimeFormatOptions) => {
  const f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  return (start: string) => f.format(new Date(`${start}T00:00:00Z`));
};
const DAY = format({ month: 'short', day: 'numeric' });
const DAY_OF_YEAR = format({ month: 'short', day: 'numeric', year: 'numeric' });
const MONTH = format({ month: 'short', year: 'numeric' });
const MONTH_LONG = format({ month: 'long', year: 'numeric' });
const YEAR = (start: string) => start.slice(0, 4);

/** Axis names of the buckets: a week's needs its year when the weeks run into another year. */
const TICK: Record<TimelineUnit, (manyYears: boolean) => (start: string) => string> = {
  week: (manyYears) => (manyYears ? DAY_OF_YEAR : DAY),
  month: () => MONTH,
  year: () => YEAR,
};
const TOOLTIP: Record<TimelineUnit, (start: string) => string> = {
  week: (start) => `Week of ${DAY_OF_YEAR(start)}`,
  month: MONTH_LONG,
  year: YEAR,
};
/** The title says what one bar is, and why it is not a week when it is not. */
const TITLE: Record<TimelineUnit, string> = {
  week: 'Themes over time (signals per week)',
  month: 'Themes over time (signals per month, as they span more than a year)',
  year: 'Themes over time (signals per year, as they span more than four years)',
};

const HEIGHT = 220;
/** One legend line per 2 themes (about what a phone fits). */
const LEGEND_LINE = 20;

/** Each theme's signals per week (or month, year), stacked, every bucket between the first and the last. */
export function TimelineChart({ set }: { set: ThemeSet }) {
  const { unit, buckets } = set.timeline;
  const data = buckets.map((b) => ({ start: b.start, ...b.counts }));
  const manyYears = buckets.length > 0 && buckets[0]!.start.slice(0, 4) !== buckets.at(-1)!.start.slice(0, 4);
  const keys = set.themes.map((t) => t.key);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-3 lg:col-span-2">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{TITLE[unit]}</figcaption>
      <ResponsiveContainer width="100%" height={HEIGHT + LEGEND_LINE * Math.ceil(set.themes.length / 2)}>
        <BarChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -24 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {/* Every bucket is a category, empty ones too, so names Recharts leaves out for room hide no gap. */}
          <XAxis
            dataKey="start"
            tickFormatter={TICK[unit](manyYears)}
            interval="preserveStartEnd"
            minTickGap={8}
            tick={{ fontSize: 11 }}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip labelFormatter={(start) => TOOLTIP[unit](String(start))} />
          {/* In rank order, as the themes are listed (Recharts sorts a legend by name unless told). */}
          <Legend
            wrapperStyle={{ fontSize: 11 }}
            itemSorter={(item) => keys.indexOf(String(item.dataKey))}
            formatter={(value: string) => <span className="text-slate-700">{value}</span>}
          />
          {set.themes.map((t, i) => (
            <Bar
              key={t.key}
              dataKey={t.key}
              name={t.label}
              stackId="time"
              fill={themeColor(t.key, i)}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
