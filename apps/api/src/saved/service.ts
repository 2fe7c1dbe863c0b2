/**
 * Saving, shared by the REST adapters and the tRPC procedures: each takes input already checked
 * by the shared schemas (core), calls the query layer (db) and answers the spec's shapes.
 */
import { applyExclusions, excludableSignal, noExclusions, payloadToSignal, type Exclusions, type SavedSearchInput, type SavedSignalPayload, type SearchParams } from '@firstsignal/core';
import {
  createSavedSearch,
  findRun,
  deleteSavedSearch,
  getSavedSearch,
  listSavedSearches,
  saveSignal,
  saveSignals,
  trackEvent,
  updateSavedSearchParams,
  type Db,
  type SavedSearchWithSignals,
  type SavedSignalRow,
} from '@firstsignal/db';
import { notFound } from '../http/errors';

/** A saved signal as answered: the payload (spec §3), whether a re-run found it first, when. */
export type SavedSignalView = SavedSignalPayload & { is_new: boolean; saved_at: string };

export function savedSignalView(row: SavedSignalRow): SavedSignalView {
  return { ...(row.payload as unknown as SavedSignalPayload), is_new: row.isNew, saved_at: row.createdAt.toISOString() };
}

/**
 * Spec §3's saved search: `query` and `searchParams` are the same parameters, both spellings of the
 * date. Its exclusions apply to what it shows (issue 25): signals saved before an exclusion was
 * added stay stored and show again if it is taken out.
 */
export function savedSearchView(s: SavedSearchWithSignals) {
  const searchParams = s.searchParams as unknown as SearchParams;
  const createdAt = s.createdAt.toISOString();
  const { kept, removed } = applyExclusions(s.signals, searchParams.exclusions, (row) =>
    excludableSignal(payloadToSignal(row.payload as unknown as SavedSignalPayload)),
  );
  return {
    id: s.id,
    name: s.name,
    query: searchParams,
    searchParams,
    signals: kept.map(savedSignalView),
    resultCount: Math.max(0, s.resultCount - removed.length),
    newCount: kept.filter((r) => r.isNew).length,
    createdAt,
    created_at: createdAt,
    lastRunAt: s.lastRunAt?.toISOString() ?? null,
  };
}
export type SavedSearchView = ReturnType<typeof savedSearchView>;

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';

/** Save All Signals (the list form of POST /api/signals/save): saving one again keeps its one row. */
export async function saveSignalsFor(db: Db, userId: string, payloads: readonly SavedSignalPayload[]) {
  const rows = await saveSignals(db, userId, payloads);
  await trackEvent(db, 'save_all_signals', userId, { signals: rows.length });
  return { success: true as const, saved: rows.length, signals: rows.map(savedSignalView) };
}

/** A card's save action (the single form of POST /api/signals/save). */
export async function saveSignalFor(db: Db, userId: string, payload: SavedSignalPayload) {
  const row = await saveSignal(db, userId, payload);
  await trackEvent(db, 'signal_saved', userId, { signal_id: row.signalId, platform: payload.platform });
  return { success: true as const, saved: 1, signal: savedSignalView(row) };
}

export async function createSearchFor(db: Db, userId: string, input: SavedSearchInput) {
  // The run whose judgements it keeps must be the caller's, as every id a request names.
  if (input.searchId !== undefined && !(await findRun(db, userId, input.searchId))) throw notFound('Search not found');
  const search = await createSavedSearch(db, userId, input);
  return { search: savedSearchView(search) };
}

export async function listSearchesFor(db: Db, userId: string) {
  return { searches: (await listSavedSearches(db, userId)).map(savedSearchView) };
}

export async function getSearchFor(db: Db, userId: string, id: string) {
  const search = await getSavedSearch(db, userId, id);
  if (!search) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return { search: savedSearchView(search) };
}

/** Sets a saved search's exclusions (the whole lists): later re-runs and monitored runs apply them too. */
export async function setSearchExclusionsFor(db: Db, userId: string, id: string, exclusions: Exclusions, at: Date) {
  const search = await updateSavedSearchParams(
    db,
    userId,
    id,
    ({ exclusions: _previous, ...params }) => ({ ...params, ...(noExclusions(exclusions) ? {} : { exclusions }) }),
    at,
  );
  if (!search) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return { search: savedSearchView(search) };
}

export async function deleteSearchFor(db: Db, userId: string, id: string) {
  if (!(await deleteSavedSearch(db, userId, id))) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return { success: true as const };
}
