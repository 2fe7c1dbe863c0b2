/**
 * The search state (spec §3) and its transitions (spec §4, §8): running a search, loading more,
 * clearing, reopening a stored search, and the limit and overage dialogs those can open. The
 * state is kept per user in sessionStorage so /signals/current survives a reload.
 */
import {
  applyExclusions,
  communityKey,
  excludableSignal,
  exclusionsRemovedText,
  FREE_RESULTS_LIMIT,
  LOAD_MORE_PAGE_SIZE,
  mergeExclusions,
  queryTextOf,
  type Signal,
} from '@firstsignal/core';
import { toast } from '@firstsignal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/auth';
import { ConfirmOverageDialog } from '../components/dialogs/ConfirmOverageDialog';
import { MonthlyLimitDialog } from '../components/dialogs/MonthlyLimitDialog';
import { scrollToTopSoon } from '../lib/document';
import { errorData, errorMessage, errorStatus, isRateLimited } from '../lib/errors';
import { useTRPC, useTRPCClient } from '../lib/trpc';
import { readSearchState, removeAllSearchStates, storageKeyFor, writeSearchState } from './storage';
import {
  EMPTY_SEARCH_STATE,
  type PageRequest,
  type PlatformHealthMap,
  type SearchParamsBody,
  type SearchResponse,
  type SearchState,
  type StoredSearch,
} from './types';

export const SEARCH_FAILED_MESSAGE = 'Search failed. Please try again.';
export const LOAD_MORE_FAILED_MESSAGE = 'Could not load more results. Please try again.';
/** Spec §7: usage is refreshed 2 s after new results appear. */
export const USAGE_REFRESH_DELAY_MS = 2000;

export interface SearchContextValue extends SearchState {
  loading: boolean;
  /**
   * A new search's first signals (what its first pass has found so far), shown in place of
   * `results` from before the search completes until its final ranking is shown. null when the
   * results are shown as they are.
   */
  firstSignals: Signal[] | null;
  /** The health of the platforms whose first pass had ended when `firstSignals` were ranked. */
  firstPlatforms: PlatformHealthMap;
  /**
   * A newer ranking than the one on screen (a streamed one, or the final answer's, already in
   * `results`), waiting for the page to decide: Current Signals shows it at once unless it would
   * move the cards the founder is reading (decided on the order the page shows), else it waits
   * for "Show them". The list never re-ranks under the pointer.
   */
  update: StreamedUpdate | null;
  showUpdate(): void;
  loadingMore: boolean;
  runSearch(params: SearchParamsBody): Promise<void>;
  loadMore(): Promise<void>;
  clear(): void;
  /** Reopens a stored search (the history's /search/results/{id}); rejects when it cannot be read. */
  loadStored(id: string): Promise<void>;
  /** Puts a saved search's query and signals in the current search ('View All (N)' on Saved Searches). */
  loadSaved(params: SearchParamsBody, signals: Signal[], savedSearchId: string): void;
  /**
   * A card's "Hide this community" / "Hide this author" (issue 25 §2): added to the search's
   * exclusions and applied to the shown results at once, with no new charge; a saved search keeps it.
   */
  hide(kind: 'community' | 'author', signal: Signal): Promise<void>;
}

export const HIDE_FAILED_MESSAGE = 'Could not hide it. Please try again.';

export interface StreamedUpdate {
  signals: Signal[];
  platforms: PlatformHealthMap;
  /** The search's answer: showing it ends the first signals. */
  final: boolean;
}

type PendingOverage = {
  response: SearchResponse;
  /** The stored search to re-send with confirm_overage (spec §3 "Overage info"). */
  searchData: { kind: 'new'; params: SearchParamsBody } | { kind: 'more'; request: PageRequest };
};
type DialogState = { kind: 'limit'; used: number; limit: number } | { kind: 'overage'; pending: PendingOverage } | null;

const SearchContext = createContext<SearchContextValue | null>(null);

const cleared = (
  params: SearchParamsBody | null,
  platforms: PlatformHealthMap = {},
  error: string | null = null,
): SearchState => ({
  ...EMPTY_SEARCH_STATE,
  params,
  platforms,
  error,
});

function platformsOfError(error: unknown): PlatformHealthMap {
  const platforms = errorData(error)?.platforms;
  return platforms && typeof platforms === 'object' && !Array.isArray(platforms) ? (platforms as PlatformHealthMap) : {};
}

function warnIfLimited(response: SearchResponse) {
  const info = response.search_info;
  if (info?.limited_by_quota) {
    console.warn(`You requested ${info.requested_results} results but only have ${info.actual_results} remaining this month`);
  }
}

/** A finished search put back as the current one: a stored run, or a saved search. */
function delivered(
  params: SearchParamsBody,
  results: Signal[],
  source: { id: string; hasMore: boolean; platforms: PlatformHealthMap; excludedResults?: number },
): SearchState {
  const query = queryTextOf(params);
  return {
    params,
    query: results.length > 0 ? query : null,
    results,
    searchInfo: {
      requested_results: params.maxResults,
      actual_results: results.length,
      limited_by_quota: false,
      has_more: source.hasMore,
      search_id: source.id,
      businessIdea: query,
      total_results: results.length,
      offset: 0,
      excluded_results: source.excludedResults ?? 0,
    },
    platforms: source.platforms,
    error: null,
  };
}

function fromStored(stored: StoredSearch): SearchState {
  return delivered(stored.params as SearchParamsBody, stored.results, stored);
}

export function SearchProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const auth = useAuth();

  // The state belongs to the signed-in user; another user (or none) starts from their own.
  const storageKey = auth.user ? storageKeyFor(auth.user.id) : null;
  const [owner, setOwner] = useState(storageKey);
  const [state, setState] = useState<SearchState>(() => readSearchState(storageKey));
  if (owner !== storageKey) {
    setOwner(storageKey);
    setState(readSearchState(storageKey));
  }
  const [loading, setLoading] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [first, setFirst] = useState<{ signals: Signal[]; platforms: PlatformHealthMap } | null>(null);
  const [update, setUpdate] = useState<StreamedUpdate | null>(null);
  const updateRef = useRef(update);
  updateRef.current = update;
  const endFirstSignals = useCallback(() => {
    setFirst(null);
    setUpdate(null);
  }, []);
  const [dialog, setDialog] = useState<DialogState>(null);

  const stateRef = useRef(state);
  stateRef.current = state;
  /** Bumped by every new search, clear and reopen: answers to older requests are dropped. */
  const generation = useRef(0);
  const busy = useRef({ search: false, more: false });
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  // A layout effect so that it runs before any page's effect: React runs a parent's effects after
  // its children's, and a page that mounts with the user (StoredResultsPage opening the run in its
  // URL on a fresh load) would otherwise send its request first and have its answer dropped here.
  useLayoutEffect(() => {
    generation.current++;
    if (storageKey) return;
    if (auth.status === 'unauthenticated') removeAllSearchStates();
  }, [storageKey, auth.status]);

  useEffect(() => {
    if (storageKey && owner === storageKey) writeSearchState(storageKey, state);
  }, [storageKey, owner, state]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const refreshUsageSoon = useCallback(() => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      void queryClient.invalidateQueries({ queryKey: trpc.usage.get.queryKey() });
    }, USAGE_REFRESH_DELAY_MS);
    timers.current.add(timer);
  }, [queryClient, trpc]);

  const openLimit = useCallback((used: number | undefined, limit: number | undefined) => {
    setDialog({ kind: 'limit', used: used ?? 0, limit: limit ?? FREE_RESULTS_LIMIT });
  }, []);

  const sendSearch = useCallback(
    async (params: SearchParamsBody, confirmOverage: boolean) => {
      if (busy.current.search) return;
      busy.current.search = true;
      const gen = ++generation.current;
      setLoading(true);
      endFirstSignals();
      try {
        const events = await client.search.stream.mutate({ ...params, ...(confirmOverage ? { confirm_overage: true } : {}) });
        let response: SearchResponse | null = null;
        let shown = false;
        for await (const event of events) {
          // A newer search, a clear or a reopen: leaving the stream does not stop the search, which completes and charges on the server.
          if (gen !== generation.current) return;
          if (event.kind === 'done') {
            response = event.response;
          } else if (shown) {
            setUpdate({ signals: event.results, platforms: event.platforms, final: false });
          } else if (event.results.length > 0) {
            shown = true;
            setFirst({ signals: event.results, platforms: event.platforms });
            setState({ params, query: queryTextOf(params), results: [], searchInfo: null, platforms: event.platforms, error: null });
            navigate('/signals/current', { state: { afterSearch: true } });
            scrollToTopSoon();
          }
        }
        if (!response) throw new Error(SEARCH_FAILED_MESSAGE);
        if (gen !== generation.current) return;
        if (response.upgrade_required) {
          endFirstSignals();
          openLimit(response.current_usage, response.usage_limit);
          setState(cleared(params));
          return;
        }
        if (response.overage_warning) {
          endFirstSignals();
          setDialog({ kind: 'overage', pending: { response, searchData: { kind: 'new', params } } });
          return;
        }
        warnIfLimited(response);
        setState({
          params,
          query: response.results.length > 0 ? (response.search_info?.businessIdea ?? queryTextOf(params)) : null,
          results: response.results,
          searchInfo: response.search_info,
          platforms: response.platforms,
          ...(response.ai ? { ai: response.ai } : {}),
          error: null,
        });
        refreshUsageSoon();
        // After first signals, the final ranking is one more update for the page to show or hold.
        if (shown) return setUpdate({ signals: response.results, platforms: response.platforms, final: true });
        navigate('/signals/current', { state: { afterSearch: true } });
        scrollToTopSoon();
      } catch (error) {
        if (gen !== generation.current) return;
        endFirstSignals();
        if (isRateLimited(error)) {
          openLimit(FREE_RESULTS_LIMIT, FREE_RESULTS_LIMIT);
          setState(cleared(params));
          return;
        }
        // A rejected input says what to fix; other failures are told by the per-platform health.
        const status = errorStatus(error);
        toast({
          title: SEARCH_FAILED_MESSAGE,
          variant: 'destructive',
          ...(status === 400 ? { description: errorMessage(error) } : {}),
        });
        setState(cleared(params, platformsOfError(error), errorMessage(error)));
      } finally {
        busy.current.search = false;
        if (gen === generation.current) setLoading(false);
      }
    },
    [client, navigate, openLimit, refreshUsageSoon, endFirstSignals],
  );

  const sendPage = useCallback(
    async (request: PageRequest, confirmOverage: boolean) => {
      if (busy.current.more) return;
      busy.current.more = true;
      const gen = generation.current;
      setLoadingMore(true);
      try {
        const response = await client.search.run.mutate({ ...request, ...(confirmOverage ? { confirm_overage: true } : {}) });
        if (gen !== generation.current) return;
        if (response.upgrade_required) return openLimit(response.current_usage, response.usage_limit);
        if (response.overage_warning) {
          return setDialog({ kind: 'overage', pending: { response, searchData: { kind: 'more', request } } });
        }
        warnIfLimited(response);
        setState((s) => {
          const known = new Set(s.results.map((r) => r.id));
          const results = [...s.results, ...response.results.filter((r) => !known.has(r.id))];
          return {
            ...s,
            results,
            query: results.length > 0 ? (s.query ?? (s.params ? queryTextOf(s.params) : null)) : s.query,
            // A page's info says nothing of the sentence model: what the search said stays.
            searchInfo: response.search_info
              ? {
                  ...response.search_info,
                  businessIdea: s.searchInfo?.businessIdea ?? response.search_info.businessIdea,
                  ...(s.searchInfo?.sentence_model ? { sentence_model: s.searchInfo.sentence_model } : {}),
                  ...(s.searchInfo?.classifier_alone ? { classifier_alone: s.searchInfo.classifier_alone } : {}),
                }
              : s.searchInfo,
          };
        });
        refreshUsageSoon();
      } catch (error) {
        if (gen !== generation.current) return;
        if (isRateLimited(error)) return openLimit(FREE_RESULTS_LIMIT, FREE_RESULTS_LIMIT);
        toast({ title: LOAD_MORE_FAILED_MESSAGE, variant: 'destructive' });
      } finally {
        busy.current.more = false;
        if (gen === generation.current) setLoadingMore(false);
      }
    },
    [client, openLimit, refreshUsageSoon],
  );

  const runSearch = useCallback((params: SearchParamsBody) => sendSearch(params, false), [sendSearch]);

  const loadMore = useCallback(async () => {
    const s = stateRef.current;
    if (!s.params || !s.searchInfo?.has_more) return;
    await sendPage(
      { ...s.params, offset: s.results.length, limit: LOAD_MORE_PAGE_SIZE, search_id: s.searchInfo.search_id },
      false,
    );
  }, [sendPage]);

  const showUpdate = useCallback(() => {
    const next = updateRef.current;
    if (!next) return;
    setUpdate(null);
    setFirst(next.final ? null : { signals: next.signals, platforms: next.platforms });
  }, []);

  const clear = useCallback(() => {
    generation.current++;
    endFirstSignals();
    setLoading(false);
    setLoadingMore(false);
    setState(EMPTY_SEARCH_STATE);
  }, [endFirstSignals]);

  const loadStored = useCallback(
    async (id: string) => {
      const gen = ++generation.current;
      setLoadingMore(false);
      endFirstSignals();
      const stored = await queryClient.fetchQuery({ ...trpc.search.stored.queryOptions({ id }), staleTime: 0, retry: false });
      if (gen === generation.current) setState(fromStored(stored));
    },
    [queryClient, trpc, endFirstSignals],
  );

  const loadSaved = useCallback((params: SearchParamsBody, signals: Signal[], savedSearchId: string) => {
    generation.current++;
    setLoading(false);
    setLoadingMore(false);
    endFirstSignals();
    // A saved search has no stored run to page through: everything it holds is here.
    setState({ ...delivered(params, signals, { id: '', hasMore: false, platforms: {} }), savedSearchId });
  }, [endFirstSignals]);

  const hide = useCallback(
    async (kind: 'community' | 'author', signal: Signal) => {
      const s = stateRef.current;
      const value = kind === 'community' ? communityKey(signal) : signal.author;
      if (!s.params || !value) return;
      const added = kind === 'community' ? { communities: [value] } : { authors: [value] };
      const gen = generation.current;
      try {
        let removed: number;
        if (s.savedSearchId) {
          // A saved search keeps the exclusion; its shown signals are filtered here, as the server does.
          const exclusions = mergeExclusions(s.params.exclusions, added);
          await client.saved.setExclusions.mutate({ id: s.savedSearchId, exclusions });
          const split = applyExclusions(s.results, exclusions, excludableSignal);
          removed = split.removed.length;
          if (gen !== generation.current) return;
          setState((cur) => ({
            ...cur,
            params: cur.params && { ...cur.params, exclusions },
            results: split.kept,
            searchInfo: cur.searchInfo && {
              ...cur.searchInfo,
              actual_results: split.kept.length,
              total_results: split.kept.length,
              excluded_results: (cur.searchInfo.excluded_results ?? 0) + removed,
            },
          }));
          void queryClient.invalidateQueries({ queryKey: trpc.saved.listSearches.queryKey() });
        } else if (s.searchInfo?.search_id) {
          // The stored run drops them too, so Load More never reveals (or charges) them.
          const answer = await client.search.exclude.mutate({ id: s.searchInfo.search_id, exclusions: added });
          removed = answer.excluded_results - (s.searchInfo.excluded_results ?? 0);
          if (gen !== generation.current) return;
          setState((cur) => ({
            ...cur,
            params: cur.params && { ...cur.params, exclusions: answer.exclusions },
            results: answer.results,
            searchInfo: cur.searchInfo && {
              ...cur.searchInfo,
              actual_results: answer.results.length,
              total_results: answer.total_results,
              has_more: answer.has_more,
              excluded_results: answer.excluded_results,
            },
          }));
        } else return;
        toast({ title: kind === 'community' ? `Hidden: ${signal.source}` : `Hidden: posts by ${value}`, description: `${exclusionsRemovedText(removed)}.` });
      } catch (error) {
        toast({ title: HIDE_FAILED_MESSAGE, description: errorMessage(error), variant: 'destructive' });
      }
    },
    [client, queryClient, trpc],
  );

  const confirmOverage = useCallback(() => {
    if (dialog?.kind !== 'overage') return;
    const { searchData } = dialog.pending;
    setDialog(null);
    if (searchData.kind === 'new') void sendSearch(searchData.params, true);
    else void sendPage(searchData.request, true);
  }, [dialog, sendSearch, sendPage]);

  const value = useMemo<SearchContextValue>(
    () => ({
      ...state,
      loading,
      loadingMore,
      firstSignals: first?.signals ?? null,
      firstPlatforms: first?.platforms ?? {},
      update,
      showUpdate,
      runSearch,
      loadMore,
      clear,
      loadStored,
      loadSaved,
      hide,
    }),
    [state, loading, loadingMore, first, update, showUpdate, runSearch, loadMore, clear, loadStored, loadSaved, hide],
  );

  const overage = dialog?.kind === 'overage' ? dialog.pending.response : null;
  return (
    <SearchContext.Provider value={value}>
      {children}
      <MonthlyLimitDialog
        open={dialog?.kind === 'limit'}
        onOpenChange={(open) => !open && setDialog(null)}
        used={dialog?.kind === 'limit' ? dialog.used : 0}
        limit={dialog?.kind === 'limit' ? dialog.limit : FREE_RESULTS_LIMIT}
      />
      <ConfirmOverageDialog
        open={overage !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        quota={overage?.usage_limit ?? 0}
        overageCount={overage?.overage_count ?? 0}
        overageBlocks={overage?.overage_blocks ?? 0}
        overageCost={overage?.overage_cost ?? 0}
        resetDate={overage?.next_billing_date ?? null}
        onConfirm={confirmOverage}
      />
    </SearchContext.Provider>
  );
}

/** The search state; only inside SearchProvider (spec §8: outside it, an error). */
export function useSearch(): SearchContextValue {
  const value = useContext(SearchContext);
  if (!value) throw new Error('useSearch must be used inside SearchProvider');
  return value;
}
