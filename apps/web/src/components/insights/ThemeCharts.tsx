import { SIGNAL_TYPES, URGENCY_LEVELS, type SignalType, type Theme, type ThemeSet, type UrgencyLevel } from '@firstsignal/core';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** One colour per theme, in rank order; Other is grey. */
const PALETTE = ['#4f46e5', '#0891b2', '#ea580c', '#16a34a', '#db2777', '#ca8a04', '#7c3aed', '#0d9488', '#dc2626', '#2563eb'];
export const themeColor = (key: string, index: number) => (key === 'other' ? '#94a3b8' : PALETTE[index % PALETTE.length]!);

const URGENCY_COLORS: Record<UrgencyLevel, string> = { High: '#dc2626', Medium: '#f59e0b', Low: '#94a3b8' };
const TYPE_COLORS: Record<SignalType, string> = Object.fromEntries(SIGNAL_TYPES.map((t, i) => [t, PALETTE[i]!])) as Record<
  SignalType,
  string
>;

/** One horizontal stacked bar per theme, split into parts (urgency levels or signal types). */
function MixChart<P extends string>({
  title,
  set,
  parts,
  colors,
  count,
}: {
  title: string;
  set: ThemeSet;
  parts: readonly P[];
  colors: Record<P, string>;
  count: (theme: Theme, part: P) => number;
}) {
  const data = set.themes.map((t) => ({ label: t.label, ...Object.fromEntries(parts.map((p) => [p, count(t, p)])) }));
  const used = parts.filter((p) => set.themes.some((t) => count(t, p) > 0));
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-3">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      <ResponsiveContainer width="100%" height={Math.max(160, 40 + 28 * set.themes.length)}>
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
          <YAxis type="category" dataKey="label" width={96} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 11 }} />
          {used.map((p) => (
            <Bar key={p} dataKey={p} stackId="mix" fill={colors[p]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** Weekly counts per theme (stacked), and each theme's urgency mix; both shrink to a phone's width. */
export function ThemeCharts({ set }: { set: ThemeSet }) {
  const weeks = set.weeks.map((w) => ({ week: w.week.slice(5), ...w.counts }));
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="theme-charts">
      <figure className="rounded-xl border border-slate-200 bg-white p-3">
        <figcaption className="mb-2 text-sm font-semibold text-slate-800">Themes over time (signals per week)</figcaption>
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={weeks} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="week" tick={{ fontSize: 11 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
            <Tooltip />
            {set.themes.map((t, i) => (
              <Bar
                key={t.key}
                dataKey={t.key}
                name={t.label}
                stackId="weeks"
                fill={themeColor(t.key, i)}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <MixChart
        title="Urgency mix per theme"
        set={set}
        parts={URGENCY_LEVELS}
        colors={URGENCY_COLORS}
        count={(t, u) => t.urgency[u]}
      />
      <MixChart
        title="Type mix per theme"
        set={set}
        parts={SIGNAL_TYPES}
        colors={TYPE_COLORS}
        count={(t, type) => t.types.find((x) => x.type === type)?.count ?? 0}
      />
    </div>
  );
}
