import type { ThemeSet } from '@firstsignal/core';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** One colour per theme, in rank order; Other is grey. */
const PALETTE = ['#4f46e5', '#0891b2', '#ea580c', '#16a34a', '#db2777', '#ca8a04', '#7c3aed', '#0d9488', '#dc2626', '#2563eb'];
export const themeColor = (key: string, index: number) => (key === 'other' ? '#94a3b8' : PALETTE[index % PALETTE.length]!);

const URGENCY_COLORS = { High: '#dc2626', Medium: '#f59e0b', Low: '#94a3b8' } as const;

/** Weekly counts per theme (stacked), and each theme's urgency mix; both shrink to a phone's width. */
export function ThemeCharts({ set }: { set: ThemeSet }) {
  const weeks = set.weeks.map((w) => ({ week: w.week.slice(5), ...w.counts }));
  const mix = set.themes.map((t) => ({ label: t.label, ...t.urgency }));
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
      <figure className="rounded-xl border border-slate-200 bg-white p-3">
        <figcaption className="mb-2 text-sm font-semibold text-slate-800">Urgency mix per theme</figcaption>
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={mix} layout="vertical" margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
            <YAxis type="category" dataKey="label" width={96} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 11 }} />
            {(['High', 'Medium', 'Low'] as const).map((u) => (
              <Bar key={u} dataKey={u} stackId="urgency" fill={URGENCY_COLORS[u]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
