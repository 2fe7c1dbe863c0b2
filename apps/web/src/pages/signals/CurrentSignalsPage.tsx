import { filterSignals, isPaidPlan, sortSignals, type Signal, type SignalSort } from '@firstsignal/core';
import { Alert, Button, EmptyState, SelectField, TextField } from '@firstsignal/ui';
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAudiences } from '../../components/insights/useAudiences';
import { useInsights } from '../../components/insights/useInsights';
import { CurrentSearchSummary } from '../../components/results/CurrentSearchSummary';
import { AiNote } from '../../components/results/AiNote';
import { FirstSignalsBanner } from '../../components/results/FirstSignalsBanner';
import { ExportCsvButton } from '../../components/results/ExportCsvButton';
import { LoadingSignals } from '../../components/results/LoadingSignals';
import { LoadMoreFooter } from '../../components/results/LoadMoreFooter';
import { PlatformStatusBanners, statusBannersKey } from '../../components/results/PlatformStatus';
import { SaveAllButton } from '../../components/results/SaveAllButton';
import { SignalList } from '../../components/results/SignalList';
import { ViewToggle, type ResultsLayout } from '../../components/results/ViewToggle';
import { ExcludedCount } from '../../components/exclusions/HideMenu';
import { SentenceModelNote } from '../../components/results/SentenceModelNote';
import { CurrentSignalCard } from '../../components/signal/CurrentSignalCard';
import { FeedbackNote, useSignalFeedback } from '../../components/signal/feedback';
import { SignalActions } from '../../components/signal/SignalActions';
import { UsageBar } from '../../components/UsageBar';
import { scrollToTopSoon, usePageMeta } from '../../lib/document';
import { plural } from '../../lib/format';
import { FIRST_SIGNALS_LIST, movesCardsOnScreen, readingFirstSignals } from '../../search/reading';
import { useSearch } from '../../search/SearchProvider';
import { useScrollTopAfterSearch } from '../../search/useScrollTopAfterSearch';
import { useUsage } from '../../usage/useUsage';
import { SaveSignalsButton } from './SaveSignalsButton';

export const PAID_QUOTA_WARNING = "You've reached your monthly quota. Additional results will incur metered billing charges.";

const SORTS: readonly { value: SignalSort; label: string }[] = [
  { value: 'date', label: 'Most Recent' },
  { value: 'title', label: 'Title (A-Z)' },
  { value: 'platform', label: 'Platform' },
  { value: 'relevance', label: 'Relevance Score' },
];

function StartNewSearch() {
  return (
    <Button asChild>
      <Link to="/search">Start a New Search</Link>
    </Button>
  );
}

/** Spec §2 "Current Signals": the results of the current search, shown after it completes. */
export function CurrentSignalsPage() {
  usePageMeta('Current Signals');
  useScrollTopAfterSearch();
  const search = useSearch();
  const { usage, known } = useUsage({ poll: false });
  const [text, setText] = useState('');
  const [sort, setSort] = useState<SignalSort>('relevance');
  const [layout, setLayout] = useState<ResultsLayout>('list');
  // A new search's first signals stand in for its results until the founder asks for the final ranking.
  const list = search.firstSignals ?? search.results;
  const insightsSource = search.firstSignals
    ? null
    : search.savedSearchId
      ? ({ kind: 'saved', id: search.savedSearchId } as const)
      : search.searchInfo && ({ kind: 'run', id: search.searchInfo.search_id } as const);
  const insights = useInsights(list, insightsSource);
  const audiences = useAudiences(insightsSource, search.results.length);
  const runId = search.searchInfo?.search_id;
  const feedback = useSignalFeedback(
    useMemo(() => (search.savedSearchId ? { savedSearchId: search.savedSearchId } : runId ? { searchId: runId } : null), [search.savedSearchId, runId]),
  );
  // The order this page shows a list in: the quick search, the sort, and thumbs up / down
  // re-ranking the relevance order (each card says why it moved).
  const order = useCallback(
    (signals: readonly Signal[]) => feedback.rank(sortSignals(filterSignals(signals, 'all', text), sort), sort === 'relevance'),
    [feedback, text, sort],
  );
  const { signals: shown, why } = useMemo(() => order(insights.themed), [order, insights.themed]);
  const paidWithoutQuota = known && isPaidPlan(usage.planType) && usage.remaining === 0;
  // While first signals are on screen, what is above them is theirs: the final answer's notes come with it.
  const platforms = search.firstSignals ? search.firstPlatforms : search.platforms;

  // A newer ranking goes on screen before it is painted, unless the founder is reading and it
  // would move a card in the window (in this page's order) or what is above the list; then it
  // waits for "Show them". A newer one, or another sort, decides again.
  const { update, showUpdate, searchInfo, ai } = search;
  useLayoutEffect(() => {
    if (!update) return;
    const above = statusBannersKey(platforms) !== statusBannersKey(update.platforms) || (update.final && (Boolean(searchInfo?.excluded_results) || Boolean(ai?.note)));
    if (!readingFirstSignals() || (!above && !movesCardsOnScreen(order(update.signals).signals.map((s) => s.id)))) showUpdate();
  }, [update, order, platforms, searchInfo, ai, showUpdate]);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Current Signals</h1>
      <UsageBar />
      {paidWithoutQuota && <Alert tone="warning">{PAID_QUOTA_WARNING}</Alert>}
      {/* The query is kept only when the search found something (spec §4): `params` is not the query. */}
      {search.query && search.params && <CurrentSearchSummary query={search.query} params={search.params} platforms={platforms} onClear={search.clear} />}
      <PlatformStatusBanners platforms={platforms} />
      {!search.loading && !search.firstSignals && <ExcludedCount count={search.searchInfo?.excluded_results} />}
      {!search.loading && !search.firstSignals && <SentenceModelNote info={search.searchInfo} shown={search.results.length} />}
      {!search.firstSignals && <AiNote ai={search.ai} />}

      {search.loading && !search.firstSignals ? (
        <LoadingSignals />
      ) : !search.searchInfo && !search.firstSignals ? (
        <EmptyState title="Ready to find signals" action={<StartNewSearch />}>
          Run a search and the conversations it finds appear here, scored by relevance and urgency.
        </EmptyState>
      ) : list.length === 0 ? (
        <EmptyState title="No signals found" action={<StartNewSearch />}>
          This search found no conversations above the relevance threshold. Try other words, another time range or more platforms.
        </EmptyState>
      ) : (
        <section aria-label="Signals" className="space-y-4" {...(search.firstSignals ? { [FIRST_SIGNALS_LIST]: '' } : {})}>
          {search.firstSignals && (
            <FirstSignalsBanner
              held={update && { final: update.final, count: update.signals.length }}
              onShow={() => {
                showUpdate();
                scrollToTopSoon();
              }}
            />
          )}
          <SaveSignalsButton />
          <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
            <div className="flex-1">
              <TextField
                id="quick-search"
                label="Quick search"
                type="search"
                placeholder="Filter by words in the title or snippet"
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            </div>
            <div className="flex flex-wrap items-end gap-3">
              <div className="w-48">
                <SelectField
                  id="current-sort"
                  label="Sort by"
                  options={SORTS}
                  value={sort}
                  onChange={(e) => setSort(e.target.value as SignalSort)}
                />
              </div>
              <ViewToggle value={layout} onChange={setLayout} />
              {insights.toggle}
              {audiences.toggle}
              <ExportCsvButton signals={shown} />
            </div>
          </div>
          {insights.section}
          {audiences.section}
          <p className="text-sm text-slate-600" data-testid="result-count" aria-live="polite">
            {shown.length === list.length ? plural(list.length, 'signal') : `${shown.length} of ${plural(list.length, 'signal')}`}
          </p>
          {shown.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-600">
              No signals match{text.trim() && ` “${text.trim()}”`}.
            </p>
          ) : (
            <SignalList
              signals={shown}
              layout={layout}
              label="Current signals"
              renderCard={(signal) => (
                <CurrentSignalCard
                  signal={signal}
                  note={<FeedbackNote why={why.get(signal.id) ?? null} />}
                  actions={<SignalActions signal={signal} feedback={feedback} searchId={search.searchInfo?.search_id || undefined} />}
                />
              )}
            />
          )}
          {search.searchInfo && !search.firstSignals && (
            <LoadMoreFooter
              hasMore={search.searchInfo.has_more}
              loading={search.loadingMore}
              onLoadMore={() => void search.loadMore()}
              label="Load More Signals"
              endText="No more results available for this search."
            >
              <SaveAllButton signals={search.results} />
            </LoadMoreFooter>
          )}
        </section>
      )}
    </div>
  );
}
