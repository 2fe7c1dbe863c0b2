/**
 * Re-running a saved search (spec §2, §9): through the same search service as a new search, so
 * quota and overage apply alike, at intent level medium. New signals are those the saved search
 * did not hold; they join the earlier finds, which stay. A response that delivered nothing (upgrade
 * required, overage to confirm) is passed back untouched and nothing is stored.
 */
import { rerunParams, signalToPayload, type RerunSavedSearchInput, type SearchParams, type Signal } from '@firstsignal/core';
import { applyRerun, getSavedSearch, listJudgements } from '@firstsignal/db';
import { notFound } from '../http/errors';
import type { SearchResponse } from '../search/service';
import type { Services } from '../services';
import { SAVED_SEARCH_NOT_FOUND, savedSearchView, type SavedSearchView } from './service';

export interface RerunResult {
  search: SavedSearchView;
  newSignals: Signal[];
  response: SearchResponse;
  /** The saved search's thumbs up / thumbs down that ranked this re-run (issue 25 §1). */
  judgements: { up: number; down: number };
}

export async function rerunSavedSearch(
  services: Pick<Services, 'db' | 'search' | 'now'>,
  userId: string,
  input: Pick<RerunSavedSearchInput, 'id' | 'maxResults' | 'timeRange' | 'confirmOverage'>,
): Promise<RerunResult> {
  const { db } = services;
  // Owner first: another user's id never starts a search or spends quota.
  const saved = await getSavedSearch(db, userId, input.id);
  if (!saved) throw notFound(SAVED_SEARCH_NOT_FOUND);
  const params = rerunParams(saved.searchParams as unknown as SearchParams, {
    maxResults: input.maxResults,
    timeRange: input.timeRange,
  });
  // Read once: the search ranks by exactly the judgements the answer counts (one given while
  // the platforms are asked waits for the next re-run).
  const judged = await listJudgements(db, userId, { savedSearchId: saved.id });
  const judgements = { up: judged.filter((j) => j.judgement === 'up').length, down: judged.filter((j) => j.judgement === 'down').length };
  // The stored parameters passed the shared schema when the search was saved.
  const response = await services.search.search(userId, {
    ...params,
    ...(input.confirmOverage ? { confirm_overage: true } : {}),
  }, { feedback: judged });
  if (!response.search_info) return { search: savedSearchView(saved), newSignals: [], response, judgements };

  const applied = await applyRerun(db, userId, saved.id, {
    searchParams: params,
    signals: response.results.map(signalToPayload),
    at: services.now(),
  });
  if (!applied) throw notFound(SAVED_SEARCH_NOT_FOUND);
  const fresh = new Set(applied.newSignalIds);
  return { search: savedSearchView(applied.search), newSignals: response.results.filter((s) => fresh.has(s.id)), response, judgements };
}
