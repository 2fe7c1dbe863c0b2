/**
 * Where a new search form starts. The user's saved preferences (default max results and time
 * range, spec §3 Profile) plug in here; until they exist the fallbacks apply: 10 results, all time.
 */
import { DEFAULT_MAX_RESULTS, type TimeRange } from '@firstsignal/core';

export interface SearchDefaults {
  maxResults: number;
  timeRange: TimeRange;
}

export const FALLBACK_SEARCH_DEFAULTS: SearchDefaults = { maxResults: DEFAULT_MAX_RESULTS, timeRange: '' };

export function useSearchDefaults(): SearchDefaults {
  return FALLBACK_SEARCH_DEFAULTS;
}
