import { audiencesToCsv, type Audience } from '@firstsignal/core';
import { Button } from '@firstsignal/ui';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadFile } from '../../lib/download';
import { useTRPC } from '../../lib/trpc';
import { Quotes } from './Quotes';
import { useSearch } from '../../search/SearchProvider';
import type { InsightsSource } from './useThemes';

const percent = (share: number) => `${Math.round(share * 100)}%`;

function AudienceRow({ audience: a, chosen, onChoose, onExclude }: { audience: Audience; chosen: boolean; onChoose: (on: boolean) => void; onExclude: () => void }) {
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="audience">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 font-medium text-slate-900">
          <input type="checkbox" checked={chosen} onChange={(e) => onChoose(e.target.checked)} />
          <span className="break-all">{a.key}</span>
        </label>
        <span className="text-sm text-slate-700">
          {a.fetched === null ? `${a.signals} signals` : `${a.signals} signals of ${a.fetched} fetched (${percent(a.perFetched ?? 0)})`} · {percent(a.highShare)} High urgency
        </span>
        <Button variant="secondary" size="sm" className="ml-auto" onClick={onExclude}>
          Exclude
        </Button>
      </div>
      <Quotes quotes={a.quotes} />
    </li>
  );
}

/**
 * Audiences (issue 25 §4): the toggle and panel of a results page. The communities of the run or
 * saved search, by signals per item fetched; "Search only these" runs the search again restricted
 * to the chosen ones, "Exclude" runs it again without one (both are new searches, charged as such).
 */
export function useAudiences(source: InsightsSource | null, version: number) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const trpc = useTRPC();
  const search = useSearch();
  const input = source ? { id: source.id } : skipToken;
  const run = useQuery(trpc.search.audiences.queryOptions(source?.kind === 'run' ? input : skipToken, { enabled: open }));
  const saved = useQuery(trpc.saved.searchAudiences.queryOptions(source?.kind === 'saved' ? input : skipToken, { enabled: open }));
  const query = source?.kind === 'saved' ? saved : run;
  const params = search.params;

  const toggle = (
    <Button variant={open ? 'primary' : 'secondary'} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
      Audiences
    </Button>
  );

  const set = query.data;
  const section = open && source && (
    <section aria-label="Audiences" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" data-version={version}>
      <h2 className="text-lg font-semibold text-slate-900">Audiences</h2>
      <p className="text-sm text-slate-600">
        Where these signals come from: each community (subreddit, channel, site, repository, forum…) ranked by how many signals it holds per item the
        search fetched there, with its share of High urgency and two quotes. Computed from the signals you have: free. Choose communities to search only
        them, or exclude one; either runs the search again.
      </p>
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading audiences…
        </p>
      ) : query.isError || !set ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load the audiences: {query.error?.message ?? 'please try again'}.
        </p>
      ) : (
        <>
          {!set.fetchedKnown && <p className="text-sm text-slate-600">This search did not record what it fetched per community: ranked by signals.</p>}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={chosen.length === 0 || !params || search.loading}
              onClick={() => params && void search.runSearch({ ...params, communities: chosen })}
            >
              Search only these{chosen.length ? ` (${chosen.length})` : ''}
            </Button>
            {params?.communities?.length ? (
              <Button size="sm" variant="secondary" disabled={search.loading} onClick={() => void search.runSearch({ ...params, communities: [] })}>
                Search everywhere again
              </Button>
            ) : null}
            <Button size="sm" variant="secondary" onClick={() => downloadFile(`audiences-${new Date().toISOString().slice(0, 10)}.csv`, audiencesToCsv(set), 'text/csv')}>
              Export CSV
            </Button>
          </div>
          {params?.communities?.length ? <p className="text-sm text-slate-700">This search is restricted to {params.communities.join(', ')}.</p> : null}
          <ol className="space-y-2">
            {set.audiences.map((a) => (
              <AudienceRow
                key={a.key}
                audience={a}
                chosen={chosen.includes(a.key)}
                onChoose={(on) => setChosen((c) => (on ? [...c, a.key] : c.filter((k) => k !== a.key)))}
                onExclude={() =>
                  params &&
                  void search.runSearch({
                    ...params,
                    exclusions: { ...params.exclusions, communities: [...(params.exclusions?.communities ?? []), a.key] },
                  })
                }
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );

  return { toggle, section };
}
