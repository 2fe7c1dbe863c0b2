/**
 * Where a new search form starts: the user's saved preferences (default max results and time
 * range, spec §3 Profile), else the fallbacks: 10 results, all time; and the platforms the server
 * can search (with no keys at all, Hacker News alone). When none is configured, all of them, so
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
import { useConfigStatus } from '../lib/config';
import { useTRPC } from '../lib/trpc';

export interface SearchDefaults {
  maxResults: number;
  timeRange: TimeRange;
  platforms: SearchablePlatform[];
}

export const FALLBACK_SEARCH_DEFAULTS: SearchDefaults = { maxResults: DEFAULT_MAX_RESULTS, timeRange: '', platforms: [...SEARCHABLE_PLATFORMS] };

/** The configured platforms, in the app's order; all of them while unknown or when none is. */
function defaultPlatforms(configured: (platform: SearchablePlatform) => boolean | undefined): SearchablePlatform[] {
  const ready = SEARCHABLE_PLATFORMS.filter((p) => configured(p) === true);
  return ready.length > 0 ? ready : [...SEARCHABLE_PLATFORMS];
}

export function useSearchDefaults(): SearchDefaults {
  const trpc = useTRPC();
  const config = useConfigStatus();
  // A failure to load preferences is only logged by the query layer (spec §8); the fallbacks apply.
  const profile = useQuery(trpc.account.get.queryOptions(undefined, { staleTime: 60_000, retry: false }));
  const platforms = defaultPlatforms((p) => config.data?.[p].configured);
  const prefs = profile.data?.search_preferences;
  if (!prefs) return { ...FALLBACK_SEARCH_DEFAULTS, platforms };
  const max = Number(prefs.defaultMaxResults);
  return {
    maxResults: (MAX_RESULTS_OPTIONS as readonly number[]).includes(max) ? max : DEFAULT_MAX_RESULTS,
    timeRange: normalizeTimeRange(prefs.defaultTimeRange),
    platforms,
  };
}
