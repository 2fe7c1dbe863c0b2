import type { Signal } from '@firstsignal/core';
import { Button } from '@firstsignal/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { InsightsSource, SelectedTheme } from './InsightsPanel';

// The charts library is loaded only when someone opens Insights.
const InsightsPanel = lazy(() => import('./InsightsPanel').then((m) => ({ default: m.InsightsPanel })));

/**
 * The Insights toggle of a results page and its theme filter: while a theme is chosen, only its
 * signals are listed. One hook so the current search, a stored run and a saved search behave alike.
 */
export function useInsights<S extends Pick<Signal, 'id'>>(signals: readonly S[]) {
  const [open, setOpen] = useState(false);
  const [theme, setTheme] = useState<SelectedTheme | null>(null);
  const themed = useMemo(() => (theme ? signals.filter((s) => theme.signalIds.has(s.id)) : signals), [signals, theme]);

  const toggle = (
    <Button variant={open ? 'primary' : 'secondary'} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
      Insights
    </Button>
  );

  const section = (source: InsightsSource | null) => (
    <>
      {open && source && (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-slate-600">
              Loading insights…
            </p>
          }
        >
          <InsightsPanel source={source} version={signals.length} selected={theme?.key ?? null} onSelect={setTheme} />
        </Suspense>
      )}
      {theme && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="theme-filter">
          <span>
            Theme: <strong>{theme.label}</strong> · {themed.length} of {signals.length} signals
          </span>
          <Button variant="secondary" size="sm" onClick={() => setTheme(null)}>
            Show all signals
          </Button>
        </p>
      )}
    </>
  );

  return { themed, toggle, section };
}
