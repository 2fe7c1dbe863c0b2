import { payloadToSignal } from '@firstsignal/core';
import { Button, EmptyState, TextField } from '@firstsignal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageMeta } from '../../lib/document';
import { plural } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { MONITOR_POLL_MS, useMonitors, useRefreshMonitoring } from '../../monitoring/monitors';
import type { SavedSearch } from '../../saved/saving';
import { useSearch } from '../../search/SearchProvider';
import { DeleteSearchDialog } from './DeleteSearchDialog';
import { ExclusionsDialog } from './ExclusionsDialog';
import { FeedDialog } from './FeedDialog';
import { matchesFilter } from './filter';
import { RerunSearchDialog } from './RerunSearchDialog';
import { SavedSearchCard } from './SavedSearchCard';
import { QueryStatus } from '../../components/QueryStatus';

type Pending = { kind: 'rerun' | 'delete' | 'feed' | 'exclusions'; search: SavedSearch } | null;

/** Spec §2 "Saved Searches" (/signals/saved): the user's saved searches, filter, re-run, delete. */
export function SavedSearchesPage() {
  usePageMeta('Saved Searches');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { loadSaved } = useSearch();
  // Polled like the monitors: a run that happens while the page is open shows its new signals.
  const list = useQuery(trpc.saved.listSearches.queryOptions(undefined, { staleTime: 0, refetchInterval: MONITOR_POLL_MS }));
  const monitors = useMonitors();
  const markSeen = useMutation(trpc.monitoring.markSeen.mutationOptions());
  const refreshMonitoring = useRefreshMonitoring();
  const [filter, setFilter] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const searches = useMemo(() => list.data?.searches ?? [], [list.data]);
  const shown = useMemo(() => searches.filter((s) => matchesFilter(s, filter)), [searches, filter]);

  const viewAll = (search: SavedSearch) => {
    // Looked at: its signals are no longer marked new.
    if (search.newCount > 0) markSeen.mutate({ id: search.id }, { onSettled: () => void refreshMonitoring() });
    loadSaved(search.searchParams, search.signals.map(payloadToSignal), search.id);
    navigate('/signals/current', { state: { afterSearch: true } });
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Saved Searches</h1>
          {list.isSuccess && searches.length > 0 && (
            <p className="text-sm text-slate-600" data-testid="saved-count" aria-live="polite">
              {shown.length === searches.length
                ? plural(searches.length, 'saved search', 'saved searches')
                : `${shown.length} of ${plural(searches.length, 'saved search', 'saved searches')}`}
            </p>
          )}
        </div>
        <Button asChild>
          <Link to="/search">New Search</Link>
        </Button>
      </header>

      {list.isPending || list.isError ? (
        <QueryStatus query={list} loading="Loading saved searches..." error="Could not load your saved searches." />
      ) : searches.length === 0 ? (
        <EmptyState
          title="No Saved Searches Yet"
          action={
            <Button asChild>
              <Link to="/search">Start Your First Search</Link>
            </Button>
          }
        >
          Tip: after a search, use Save Search on the results (or Save Signals on Current Signals) to keep it here, then re-run it
          later to find what is new.
        </EmptyState>
      ) : (
        <>
          <div className="max-w-md">
            <TextField
              id="saved-filter"
              label="Filter saved searches"
              type="search"
              placeholder="Filter by name, query or platform"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
          {shown.length === 0 ? (
            <EmptyState
              title="No matching searches found"
              action={
                <Button variant="secondary" onClick={() => setFilter('')}>
                  Clear Filter
                </Button>
              }
            >
              No saved search matches “{filter.trim()}” in its name, query or platforms.
            </EmptyState>
          ) : (
            <ul aria-label="Saved searches" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((search) => (
                <li key={search.id}>
                  <SavedSearchCard
                    search={search}
                    monitoring={
                      monitors.data && {
                        monitor: monitors.data.monitors.find((m) => m.savedSearchId === search.id),
                        frequencies: monitors.data.frequencies,
                      }
                    }
                    onViewAll={() => viewAll(search)}
                    onRerun={() => setPending({ kind: 'rerun', search })}
                    onDelete={() => setPending({ kind: 'delete', search })}
                    onEditExclusions={() => setPending({ kind: 'exclusions', search })}
                    onFeed={() => setPending({ kind: 'feed', search })}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {pending?.kind === 'exclusions' && (
        <ExclusionsDialog key={pending.search.id} search={pending.search} onClose={() => setPending(null)} />
      )}
      {pending?.kind === 'rerun' && (
        <RerunSearchDialog key={pending.search.id} search={pending.search} onClose={() => setPending(null)} />
      )}
      {pending?.kind === 'feed' && (
        <FeedDialog
          key={pending.search.id}
          search={pending.search}
          hasFeed={Boolean(monitors.data?.feeds.includes(pending.search.id))}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'delete' && (
        <DeleteSearchDialog key={pending.search.id} search={pending.search} onClose={() => setPending(null)} />
      )}
    </div>
  );
}
