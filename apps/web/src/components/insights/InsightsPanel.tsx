import { themesToCsv, themesToMarkdown, type Theme } from '@firstsignal/core';
import { Button } from '@firstsignal/ui';
import { downloadFile } from '../../lib/download';
import { Quotes } from './Quotes';
import { formatShortDate, plural } from '../../lib/format';
import { QueryStatus } from '../QueryStatus';
import { themeColor } from './colors';
import { ThemeCharts } from './ThemeCharts';
import type { ThemesQuery } from './useThemes';

const percent = (share: number) => `${Math.round(share * 100)}%`;

function ThemeRow({
  theme,
  index,
  selected,
  onSelect,
}: {
  theme: Theme;
  index: number;
  selected: boolean;
  onSelect: () => void;
}) {
  const first = formatShortDate(theme.firstUtc);
  const last = formatShortDate(theme.lastUtc);
  return (
    <li
      className={`rounded-xl border bg-white p-4 ${selected ? 'border-indigo-500 ring-2 ring-indigo-200' : 'border-slate-200'}`}
    >
      <button
        type="button"
        className="flex w-full flex-wrap items-baseline gap-x-3 gap-y-1 text-left"
        aria-pressed={selected}
        onClick={onSelect}
      >
        <span
          className="inline-block h-3 w-3 shrink-0 rounded-full"
          style={{ background: themeColor(theme.key, index) }}
          aria-hidden
        />
        <span className="text-base font-semibold text-slate-900">{theme.label}</span>
        <span className="text-sm text-slate-600">
          {plural(theme.size, 'signal')} · {percent(theme.highShare)} High urgency
        </span>
      </button>
      <p className="mt-1 text-xs text-slate-500">
        {theme.types.map((t) => `${t.type} ${t.count}`).join(' · ')}
        {first && ` · ${first === last ? first : `${first} – ${last}`}`}
      </p>
      <Quotes quotes={theme.quotes} />
    </li>
  );
}

/**
 * Insights: the themes behind the signals, ranked by size × urgency, with charts; choosing a
 * theme filters the signal list next to it. Computed by the API from stored signals, free.
 */
export function InsightsPanel({
  themes: query,
  selected,
  onSelect,
}: {
  themes: ThemesQuery;
  /** The chosen theme's key in these themes. */
  selected: string | null;
  onSelect: (theme: Theme | null) => void;
}) {
  const set = query.data;
  const day = new Date().toISOString().slice(0, 10);
  return (
    <section aria-label="Insights" className="space-y-4" data-testid="insights">
      <QueryStatus query={query} loading="Finding the themes…" error="Could not load the themes." />
      {set && (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm text-slate-700">
              {plural(set.themes.filter((t) => t.key !== 'other').length, 'theme')} in {plural(set.total, 'signal')}
            </p>
            <div className="ml-auto flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => downloadFile(`themes-${day}.csv`, themesToCsv(set), 'text/csv')}
              >
                Export themes CSV
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => downloadFile(`themes-${day}.md`, themesToMarkdown(set, set.title), 'text/markdown')}
              >
                Export brief (Markdown)
              </Button>
            </div>
          </div>
          {set.note && (
            <p role="status" className="text-sm text-muted-foreground">
              {set.note}
            </p>
          )}
          {set.total > 0 && <ThemeCharts set={set} />}
          <ol className="space-y-3" aria-label="Themes">
            {set.themes.map((t, i) => (
              <ThemeRow
                key={t.key}
                theme={t}
                index={i}
                selected={selected === t.key}
                onSelect={() => onSelect(selected === t.key ? null : t)}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
