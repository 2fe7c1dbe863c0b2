import { SEARCH_TYPE_LABELS } from '@firstsignal/core';
import { Button, EmptyState } from '@firstsignal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime, plural } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { platformLabel } from '../../search/types';
import { QueryStatus } from '../../components/QueryStatus';

export const RECENT_SEARCHES_LIMIT = 10;

/** The user's real search history (decisions §2), each reopening its stored results. */
export function RecentSearches() {
  const trpc = useTRPC();
  const history = useQuery(trpc.search.history.queryOptions({ limit: RECENT_SEARCHES_LIMIT }, { staleTime: 0 }));

  return (
    <section aria-labelledby="recent-searches" className="space-y-3">
      <h2 id="recent-searches" className="text-lg font-semibold text-slate-900">
        Recent searches
      </h2>
      {history.isPending || history.isError ? (
        <QueryStatus query={history} loading="Loading recent searches..." error="Could not load your recent searches." />
      ) : history.data.length === 0 ? (
        <EmptyState
          title="No searches yet"
          action={
            <Button asChild>
              <Link to="/search">Start a New Search</Link>
            </Button>
          }
        >
          Your searches appear here once you run one, so you can reopen their results at any time.
        </EmptyState>
      ) : (
        <ul
          className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white"
          data-testid="recent-searches"
        >
          {history.data.map((entry) => (
            <li key={entry.id}>
              <Link
                to={`/search/results/${entry.id}`}
                className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{entry.query}</span>
                  <span className="block text-xs text-slate-500">
                    {SEARCH_TYPE_LABELS[entry.searchType as keyof typeof SEARCH_TYPE_LABELS] ?? entry.searchType}
                    {entry.platforms.length > 0 && ` · ${entry.platforms.map(platformLabel).join(', ')}`}
                  </span>
                </span>
                <span className="flex shrink-0 gap-3 text-xs text-slate-500">
                  <span className="font-medium text-slate-700">{plural(entry.results, 'result')}</span>
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
