import { exclusionLists, namedPlaces, SEARCH_TYPE_LABELS, TIME_RANGE_LABELS, type MonitorFrequency, type TimeRange } from '@firstsignal/core';
import { Badge, Button, Card } from '@firstsignal/ui';
import { MoreIcon } from '../../components/icons';
import { MenuButton } from '../../components/MenuButton';
import { PlatformChips } from '../../components/results/PlatformStatus';
import { PlatformBadge } from '../../components/signal/parts';
import { formatShortDate, isoOf, plural } from '../../lib/format';
import type { MonitorView } from '../../monitoring/monitors';
import type { SavedSearch } from '../../saved/saving';
import { savedQueryText, shownPlatforms } from './filter';
import { MonitorPanel } from './MonitorPanel';

/** Spec §9: a saved card shows at most 3 signals. */
export const SAVED_CARD_SIGNALS = 3;

/** One saved search on /signals/saved (spec §2). */
export function SavedSearchCard({
  search,
  monitoring,
  onViewAll,
  onRerun,
  onDelete,
  onFeed,
  onEditExclusions,
}: {
  search: SavedSearch;
  /** The card's monitor (undefined while never set) and the frequencies the plan allows. */
  monitoring?: { monitor: MonitorView | undefined; frequencies: readonly MonitorFrequency[] };
  onViewAll: () => void;
  onRerun: () => void;
  onDelete: () => void;
  onFeed?: () => void;
  onEditExclusions?: () => void;
}) {
  const titleId = `saved-${search.id}-name`;
  const params = search.searchParams;
  // What a monitor found first: the new signals stay marked until the founder looks.
  const first = [...search.signals.filter((s) => s.is_new), ...search.signals.filter((s) => !s.is_new)].slice(0, SAVED_CARD_SIGNALS);
  const more = search.signals.length - first.length;
  return (
    <Card role="article" id={`saved-${search.id}`} aria-labelledby={titleId} data-testid="saved-search-card" className="flex h-full flex-col gap-4 p-5">
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="break-words text-base font-semibold text-slate-900">
            {search.name}
          </h2>
          <p className="break-words text-sm text-slate-600" data-testid="saved-search-query">
            {savedQueryText(search)}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {search.lastRunAt && search.newCount > 0 && (
            <Badge className="bg-emerald-100 text-emerald-800">
              <span data-testid="saved-search-new">{search.newCount} new</span>
            </Badge>
          )}
          <MenuButton
            label="Search options"
            items={[
              { label: 'Re-run Search', onSelect: onRerun },
              ...(onFeed ? [{ label: 'RSS feed', onSelect: onFeed }] : []),
              ...(onEditExclusions ? [{ label: 'Edit Exclusions', onSelect: onEditExclusions }] : []),
              { label: 'Delete', onSelect: onDelete, tone: 'danger' as const },
            ]}
          >
            <MoreIcon />
          </MenuButton>
        </div>
      </header>

      <div className="flex flex-wrap items-center gap-2">
        <PlatformChips platforms={shownPlatforms(search)} health={{}} />
        <Badge className="bg-indigo-50 text-indigo-700 ring-1 ring-indigo-200">
          {SEARCH_TYPE_LABELS[params.searchType] ?? params.searchType}
        </Badge>
      </div>

      {/* What the search named itself: searched again on every re-run and monitored run. */}
      {namedPlaces(params).map(({ label, values }) => (
        <div key={label} className="text-xs" data-testid="saved-search-named">
          <p className="font-medium text-slate-500">{label}</p>
          <ul aria-label={label} className="mt-0.5 space-y-0.5">
            {values.map((value) => (
              <li key={value} className="break-words text-slate-700">
                {value}
              </li>
            ))}
          </ul>
        </div>
      ))}

      {/* What it leaves out (issue 25): never shown, re-run or monitored. */}
      {exclusionLists(params.exclusions).map(({ label, values }) => (
        <div key={label} className="text-xs" data-testid="saved-search-excluded">
          <p className="font-medium text-slate-500">{label}</p>
          <p className="mt-0.5 break-words text-slate-700">{values.join(', ')}</p>
        </div>
      ))}

      {first.length === 0 ? (
        <p className="text-sm text-slate-500">No signals saved with this search yet.</p>
      ) : (
        <div className="space-y-2">
          <ul aria-label="Saved signals" className="space-y-2">
            {first.map((signal) => (
              <li key={signal.signal_id} className="flex items-start justify-between gap-2 text-sm">
                <a
                  href={signal.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="line-clamp-2 min-w-0 text-slate-800 hover:text-indigo-700 hover:underline"
                >
                  {/* A comment carries its post's title: its own words tell the signals apart. */}
                  {signal.type === 'comment' && signal.snippet ? `“${signal.snippet}”` : signal.title}
                </a>
                <span className="flex shrink-0 items-center gap-1">
                  {signal.is_new && <Badge className="bg-emerald-50 text-emerald-700">New</Badge>}
                  <PlatformBadge platform={signal.platform} />
                </span>
              </li>
            ))}
          </ul>
          {more > 0 && <p className="text-xs font-medium text-slate-500">+{more} more signals</p>}
        </div>
      )}

      {monitoring && <MonitorPanel searchId={search.id} monitor={monitoring.monitor} frequencies={monitoring.frequencies} />}

      <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-xs">
        <div>
          <dt className="text-slate-500">Results</dt>
          <dd className="font-medium text-slate-800" data-testid="saved-search-results">
            {plural(search.resultCount, 'result')}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Time range</dt>
          <dd className="font-medium text-slate-800">{TIME_RANGE_LABELS[params.timeRange as TimeRange] ?? params.timeRange}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Created</dt>
          <dd className="font-medium text-slate-800">
            <time dateTime={isoOf(search.createdAt)}>{formatShortDate(search.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <Button variant="secondary" onClick={onViewAll}>
        View All ({search.signals.length})
      </Button>
    </Card>
  );
}
