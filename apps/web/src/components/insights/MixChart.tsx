import type { Theme, ThemeSet } from '@firstsignal/core';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Text,
  Tooltip,
  usePlotArea,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
} from 'recharts';

/** Height per theme: its name on a line of its own, then its bar. */
const ROW = 44;
const BAR = 14;
/** The number axis, and one legend line per 3 parts (a phone fits about 3 type names a line). */
const AXIS = 40;
const LEGEND_LINE = 20;

/**
 * A theme's name above its bar, across the whole plot: a phone has no room for names beside the
 * bars, and Recharts drops axis names that collide. A name too long for one line ends in an
 * ellipsis, whole in its tooltip.
 */
function ThemeName({ y, payload }: YAxisTickContentProps) {
  const plot = usePlotArea();
  if (!plot) return null;
  const label = String(payload.value);
  return (
    <g className="theme-name">
      <title>{label}</title>
      <Text
        x={plot.x}
        y={Number(y) - BAR / 2 - 4}
        width={plot.width}
        maxLines={1}
        textAnchor="start"
        verticalAnchor="end"
        fontSize={12}
        fill="#334155"
      >
        {label}
      </Text>
    </g>
  );
}

/** One horizontal stacked bar per theme, split into parts (urgency levels or signal types). */
export function MixChart<P extends string>({
  title,
  set,
  parts,
  colors,
  count,
}: {
  title: string;
  set: ThemeSet;
  /** In the order they stack and are listed in the legend. */
  parts: readonly P[];
  colors: Record<P, string>;
  count: (theme: Theme, part: P) => number;
}) {
  const data = set.themes.map((t) => ({ label: t.label, ...Object.fromEntries(parts.map((p) => [p, count(t, p)])) }));
  const used = parts.filter((p) => set.themes.some((t) => count(t, p) > 0));
  const height = ROW * set.themes.length + AXIS + LEGEND_LINE * Math.ceil(used.length / 3);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-3">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={data} layout="vertical" barSize={BAR} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
          {/* Mirrored, it takes no room beside the plot: the names go above the bars, every one of them. */}
          <YAxis
            type="category"
            dataKey="label"
            mirror
            interval={0}
            axisLine={false}
            tickLine={false}
            tick={(props: YAxisTickContentProps) => <ThemeName {...props} />}
          />
          <Tooltip />
          {/* Recharts sorts a legend by name unless told: keep the order the bars stack in. */}
          <Legend
            wrapperStyle={{ fontSize: 11 }}
            itemSorter={(item) => parts.indexOf(item.dataKey as P)}
            formatter={(value: string) => <span className="text-slate-700">{value}</span>}
          />
          {used.map((p) => (
            <Bar key={p} dataKey={p} stackId="mix" fill={colors[p]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
