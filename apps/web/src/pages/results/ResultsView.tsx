import { filterSignals, PLATFORM_LABELS, SEARCHABLE_PLATFORMS, sortSignals, type SignalFilter, type SignalSort } from '@firstsignal/core';
import { Button, EmptyState, SelectField } from '@firstsignal/ui';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAudiences } from '../../components/insights/useAudiences';
import { useInsights } from '../../components/insights/useInsights';
import { AiNote } from '../../components/results/AiNote';
import { ExportCsvButton } from '../../components/results/ExportCsvButton';
import { LoadingSignals } from '../../components/results/LoadingSignals';
import { LoadMoreFooter } from '../../components/results/LoadMoreFooter';
import { PlatformStatusBanners } from '../../components/results/PlatformStatus';
import { SaveAllButton } from '../../components/results/SaveAllButton';
import { SaveSearchButton } from '../../components/results/SaveSearchButton';
import { SignalList } from '../../components/results/SignalList';
import { ViewToggle, type ResultsLayout } from '../../components/results/ViewToggle';
import { SignalActions } from '../../components/signal/SignalActions';
import { ExcludedCount } from '../../components/exclusions/HideMenu';
import { SentenceModelNote } from '../../components/results/SentenceModelNote';
import { SignalCard } from '../../components/SignalCard';
import { FeedbackNote, useSignalFeedback } from '../../components/signal/feedback';
import { plural } from '../../lib/format';
import { useSearch } from '../../search/SearchProvider';
import { useTrackEvent } from '../../lib/analytics';

const SORTS: readonly { value: SignalSort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'urgency', label: 'Urgency' },
  { value: 'date', label: 'Date' },
];

const FILTERS: readonly { value: SignalFilter; label: string }[] = [
  { value: 'all', label: 'All Signals' },
  { value: 'high', label: 'High Urgency' },
  ...SEARCHABLE_PLATFORMS.map((p) => ({ value: p, label: `${PLATFORM_LABELS[p]} Only` })),
];

/** Spec §2 "Results view": the current search's signals with sorting, filters and export. */
export function ResultsView({ subtitle }: { subtitle?: string }) {
  const search = useSearch();
  const [sort, setSort] = useState<SignalSort>('relevance');
  const [filter, setFilter] = useState<SignalFilter>('all');
  const track = useTrackEvent();
  const [layout, setLayout] = useState<ResultsLayout>('grid');
  const insights = useInsights(search.results, search.searchInfo && { kind: 'run', id: search.searchInfo.search_id });
  const audiences = useAudiences(search.searchInfo && { kind: 'run', id: search.searchInfo.search_id }, search.results.length);
  const runId = search.searchInfo?.search_id;
  const feedback = useSignalFeedback(useMemo(() => (runId ? { searchId: runId } : null), [runId]));
  const sorted = useMemo(() => sortSignals(filterSignals(insights.themed, filter), sort), [insights.themed, filter, sort]);
  // Thumbs up / down re-rank the relevance order; each card says why it moved.
  const { signals: shown, why } = useMemo(() => feedback.rank(sorted, sort === 'relevance'), [feedback, sorted, sort]);
  const total = search.results.length;

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900">Search Results</h1>
        {subtitle && <p className="break-words text-sm text-slate-600">{subtitle}</p>}
        {!search.loading && (
          <p className="text-sm font-medium text-slate-700" data-testid="result-count" aria-live="polite">
            {plural(total, 'signal')} found{shown.length !== total && ` · ${shown.length} shown`}
          </p>
        )}
        {!search.loading && <ExcludedCount count={search.searchInfo?.excluded_results} />}
        {!search.loading && <SentenceModelNote info={search.searchInfo} shown={search.results.length} />}
      </header>
      <PlatformStatusBanners platforms={search.platforms} />
      <AiNote ai={search.ai} />

      {search.loading ? (
        <LoadingSignals />
      ) : (
        <>
          {total > 0 && (
            <div className="flex flex-wrap items-end gap-3">
              <div className="w-44">
                <SelectField
                  id="results-sort"
                  label="Sort by"
                  options={SORTS}
                  value={sort}
                  onChange={(e) => setSort(e.target.value as SignalSort)}
                />
              </div>
              <div className="w-44">
                <SelectField
                  id="results-filter"
                  label="Filter"
                  options={FILTERS}
                  value={filter}
                  onChange={(e) => {
                    setFilter(e.target.value as SignalFilter);
                    track('filter_applied', { filter: e.target.value });
                  }}
                />
              </div>
              <ViewToggle value={layout} onChange={setLayout} />
              {insights.toggle}
              {audiences.toggle}
              <div className="flex flex-wrap gap-2 sm:ml-auto">
                <SaveAllButton signals={search.results} />
                <SaveSearchButton />
                <ExportCsvButton signals={shown} label="Export" />
              </div>
            </div>
          )}
          {total > 0 && insights.section}
          {total > 0 && audiences.section}
          {shown.length === 0 ? (
            <EmptyState
              title="No conversations found"
              action={
                total === 0 ? (
                  <Button asChild>
                    <Link to="/search">Start a New Search</Link>
                  </Button>
                ) : (
                  <Button variant="secondary" onClick={() => setFilter('all')}>
                    Show All Signals
                  </Button>
                )
              }
            >
              {total === 0 ? 'Run a search to find conversations about your idea.' : 'No signal matches this filter.'}
            </EmptyState>
          ) : (
            <SignalList
              signals={shown}
              layout={layout}
              label="Signals"
              renderCard={(signal, index) => (
                <SignalCard
                  signal={signal}
                  number={index + 1}
                  note={<FeedbackNote why={why.get(signal.id) ?? null} />}
                  actions={<SignalActions signal={signal} feedback={feedback} searchId={search.searchInfo?.search_id || undefined} />}
                />
              )}
            />
          )}
          {search.searchInfo && total > 0 && (
            <LoadMoreFooter
              hasMore={search.searchInfo.has_more}
              loading={search.loadingMore}
              onLoadMore={() => void search.loadMore()}
              label="Load More"
            />
          )}
        </>
      )}
    </div>
  );
}
