import { queryTextOf } from '@firstsignal/core';
import type { SavedSearch } from '../../saved/saving';
import { platformLabel } from '../../search/types';

/** Spec §2: the card shows every platform of the search but Quora. */
export function shownPlatforms(search: SavedSearch): string[] {
  return search.searchParams.platforms.filter((p: string) => p !== 'quora');
}

export function savedQueryText(search: SavedSearch): string {
  return queryTextOf(search.searchParams);
}

/** The filter box matches the name, the query text or a platform (by id or label), ignoring case. */
export function matchesFilter(search: SavedSearch, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  const platforms = search.searchParams.platforms.flatMap((p: string) => [p, platformLabel(p)]);
  return [search.name, savedQueryText(search), ...platforms].some((text) => text.toLowerCase().includes(needle));
}
