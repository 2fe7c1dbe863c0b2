/**
 * Where a new search form starts: the user's saved preferences (default max results and time
 * range, spec §3 Profile), else the fallbacks: 10 results, all time; and the platforms the server
 * can search (with no keys at all, the ones that need none). When none is configured, all of them, so
 * the search says what each one is missing.
 */
import {
  DEFAULT_MAX_RESULTS,
  MAX_RESULTS_OPTIONS,
  normalizeTimeRange,
  SEARCHABLE_PLATFORMS,
  type SearchablePlatform,
  type TimeRange,
} from '@firstsignal/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';
import { configuredPlatforms, usePlatforms } from './platforms';

export interface SearchDefaults {
  maxResults: number;
  timeRange: TimeRange;
  platforms: SearchablePlatform[];
}

export const FALLBACK_SEARCH_DEFAULTS: SearchDefaults = { maxResults: DEFAULT_MAX_RESULTS, timeRange: '', platforms: [...SEARCHABLE_PLATFORMS] };

export function useSearchDefaults(): SearchDefaults {
  const trpc = useTRPC();
  // A failure to load preferences is only logged by the query layer (spec §8); the fallbacks apply.
  const profile = useQuery(trpc.account.get.queryOptions(undefined, { staleTime: 60_000, retry: false }));
  const platforms = configuredPlatforms(usePlatforms());
  const prefs = profile.data?.search_preferences;
  if (!prefs) return { ...FALLBACK_SEARCH_DEFAULTS, platforms };
  const max = Number(prefs.defaultMaxResults);
  return {
    maxResults: (MAX_RESULTS_OPTIONS as readonly number[]).includes(max) ? max : DEFAULT_MAX_RESULTS,
    timeRange: normalizeTimeRange(prefs.defaultTimeRange),
    platforms,
  };
}
