import { followTheme, type Signal, type Theme, type ThemePick } from '@firstsignal/core';
import { Button } from '@firstsignal/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useThemes, type InsightsSource } from './useThemes';

// The charts library is loaded only when someone opens Insights.
const InsightsPanel = lazy(() => import('./InsightsPanel').then((m) => ({ default: m.InsightsPanel })));

/**
 * The filter's line: the theme listed (and what it was called when chosen, if the new themes
 * renamed it), or that the chosen theme is gone and every signal is listed again.
 */
function ThemeFilter({
  picked,
  theme,
  shown,
  total,
  onClear,
}: {
  picked: string;
  theme: Theme | null;
  shown: number;
  total: number;
  onClear: () => void;
}) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="theme-filter" aria-live="polite">
      {theme ? (
        <span>
          Theme: <strong>{theme.label}</strong>
          {theme.label !== picked && ` (was “${picked}”)`} · {shown} of {total} signals
        </span>
      ) : (
        <span>
          “{picked}” is no longer a theme of these signals: showing all {total} signals.
        </span>
      )}
      <Button variant="secondary" size="sm" onClick={onClear}>
        {theme ? 'Show all signals' : 'Dismiss'}
      </Button>
    </p>
  );
}

/** A picked theme, of the source it was picked in (a new search forgets it). */
interface Picked extends ThemePick {
  sourceId: string;
}

/**
 * The Insights toggle of a results page and its theme filter: while a theme is chosen, only its
 * signals are listed. One hook so the current search, a stored run and a saved search behave alike.
 *
 * The themes are found again whenever the signals change, so the chosen theme is looked up anew in
 * every answer (`followTheme`): the filter and the highlighted theme always come from the same
 * themes, and a theme that is gone clears the filter, saying so.
 */
export function useInsights<S extends Pick<Signal, 'id'>>(signals: readonly S[], source: InsightsSource | null) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Picked | null>(null);
  const pick = picked && picked.sourceId === source?.id ? picked : null;
  const themes = useThemes(source, signals.length, open || pick !== null);
  const theme = pick && themes.data ? followTheme(pick, themes.data) : null;
  const gone = pick !== null && themes.data !== undefined && theme === null;

  const themed = useMemo(() => {
    if (!theme) return signals;
    const ids = new Set(theme.signalIds);
    return signals.filter((s) => ids.has(s.id));
  }, [signals, theme]);

  const toggle = (
    <Button variant={open ? 'primary' : 'secondary'} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
      Insights
    </Button>
  );

  const section = (
    <>
      {open && source && (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-slate-600">
              Loading insights…
            </p>
          }
        >
          <InsightsPanel
            themes={themes}
            selected={theme?.key ?? null}
            onSelect={(t) => setPicked(t && { key: t.key, label: t.label, signalIds: t.signalIds, sourceId: source.id })}
          />
        </Suspense>
      )}
      {pick && (theme || gone) && (
        <ThemeFilter
          picked={pick.label}
          theme={theme}
          shown={themed.length}
          total={signals.length}
          onClear={() => setPicked(null)}
        />
      )}
    </>
  );

  return { themed, toggle, section };
}
