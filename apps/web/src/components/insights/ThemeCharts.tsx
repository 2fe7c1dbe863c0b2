import { SIGNAL_TYPES, URGENCY_LEVELS, type ThemeSet } from '@firstsignal/core';
import { TYPE_COLORS, URGENCY_COLORS } from './colors';
import { MixChart } from './MixChart';
import { TimelineChart } from './TimelineChart';

/** The themes over time, and each theme's urgency and type mix; all shrink to a phone's width. */
export function ThemeCharts({ set }: { set: ThemeSet }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="theme-charts">
      <TimelineChart set={set} />
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
