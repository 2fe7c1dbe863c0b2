/**
 * The search state survives a reload through sessionStorage (per tab, per user). Anything that
 * does not look like our own state is ignored rather than trusted.
 */
import { EMPTY_SEARCH_STATE, type SearchState } from './types';

const PREFIX = 'firstsignal.search.v1.';

export function storageKeyFor(userId: string): string {
  return PREFIX + userId;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

export function readSearchState(key: string | null): SearchState {
  if (!key) return EMPTY_SEARCH_STATE;
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return EMPTY_SEARCH_STATE;
    const v: unknown = JSON.parse(raw);
    if (!isObject(v) || !Array.isArray(v.results) || !isObject(v.platforms)) return EMPTY_SEARCH_STATE;
    return {
      params: isObject(v.params) ? (v.params as unknown as SearchState['params']) : null,
      query: typeof v.query === 'string' ? v.query : null,
      results: v.results.filter(
        (r): r is SearchState['results'][number] => isObject(r) && typeof r.id === 'string' && typeof r.title === 'string',
      ),
      searchInfo: isObject(v.searchInfo) ? (v.searchInfo as unknown as SearchState['searchInfo']) : null,
      platforms: v.platforms as SearchState['platforms'],
      error: typeof v.error === 'string' ? v.error : null,
    };
  } catch {
    return EMPTY_SEARCH_STATE;
  }
}

export function writeSearchState(key: string, state: SearchState) {
  try {
    sessionStorage.setItem(key, JSON.stringify(state));
  } catch {
    // Storage full or unavailable: the state still lives in memory for this page.
  }
}

/** Forgets every user's stored search in this tab (on sign-out). */
export function removeAllSearchStates() {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
