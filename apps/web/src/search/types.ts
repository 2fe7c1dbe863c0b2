import { PLATFORM_LABELS, type SearchParams, type Signal } from '@firstsignal/core';
import type { RouterOutputs } from '../lib/trpc';

export type SearchResponse = RouterOutputs['search']['run'];
export type SearchInfo = NonNullable<SearchResponse['search_info']>;
export type PlatformHealthMap = SearchResponse['platforms'];
export type PlatformHealth = PlatformHealthMap[string];
export type StoredSearch = RouterOutputs['search']['stored'];

/**
 * What a new search sends (the body of POST /api/search without paging): the query text as
 * `businessIdea` for every type (spec §2), plus the items themselves for pain points and unmet
 * needs so the server can check each one's limit.
 */
export type SearchParamsBody = SearchParams & { painPoints?: string[]; unmetNeeds?: string[] };

/** A load-more request: the same search, the next page of the stored run. */
export type PageRequest = SearchParamsBody & { offset: number; limit: number; search_id: string };

/** The search state of spec §3: current query, result list, platform health, error. */
export interface SearchState {
  /**
   * The last search sent, kept to page through it and to re-send it after an overage confirmation;
   * never shown as the current query, which is `query`.
   */
  params: SearchParamsBody | null;
  /** The query text, kept only when the search returned results (spec §4). */
  query: string | null;
  results: Signal[];
  /** null until a search has delivered (an empty search still has search info). */
  searchInfo: SearchInfo | null;
  platforms: PlatformHealthMap;
  /** With an AI provider: what its judge did (a note when it fell back to the local ranking). */
  ai?: SearchResponse['ai'];
  /** The server's message when the last search failed. */
  error: string | null;
  /** Set when the results are a saved search's signals (View All), whose themes span all its runs. */
  savedSearchId?: string;
}

export const EMPTY_SEARCH_STATE: SearchState = {
  params: null,
  query: null,
  results: [],
  searchInfo: null,
  platforms: {},
  error: null,
};

export function platformLabel(platform: string): string {
  return PLATFORM_LABELS[platform as keyof typeof PLATFORM_LABELS] ?? platform;
}
