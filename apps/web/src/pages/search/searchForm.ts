/** The search form's state and its client-side checks (spec §5), in the spec's order and words. */
import {
  competitorAppList,
  firstIssue,
  forumList,
  keywordsProblem,
  MESSAGES,
  queryTextOf,
  SEARCH_TYPES,
  SEARCHABLE_PLATFORMS,
  type SearchablePlatform,
  type TimeRange,
} from '@firstsignal/core';
import { checkExclusions, EMPTY_EXCLUSIONS_TEXT, type ExclusionsText } from '../../components/exclusions/exclusionsText';
import type { SearchDefaults } from '../../search/defaults';
import type { SearchParamsBody } from '../../search/types';

export type SearchType = (typeof SEARCH_TYPES)[number];
export type ItemList = [string, string, string];

export interface SearchForm {
  searchType: SearchType | null;
  businessIdea: string;
  painPoints: ItemList;
  unmetNeeds: ItemList;
  /** null until the user picks: the configured platforms apply. */
  platforms: SearchablePlatform[] | null;
  /** null until the user picks one: the defaults (later the user's preferences) apply. */
  maxResults: number | null;
  timeRange: TimeRange | null;
  /** The Forums field: forum addresses, one a line, searched when Forums is picked. */
  forums: string;
  /** The Competitor apps field: App Store links, ids or names, one a line, read when App Store reviews is picked. */
  competitorApps: string;
  /** The Exclude section's comma lists (issue 25 §2). */
  exclusions: ExclusionsText;
}

export function initialSearchForm(prefill: string | null): SearchForm {
  return {
    searchType: prefill ? 'business_idea' : null,
    businessIdea: prefill ?? '',
    painPoints: ['', '', ''],
    unmetNeeds: ['', '', ''],
    platforms: null,
    maxResults: null,
    timeRange: null,
    forums: '',
    competitorApps: '',
    exclusions: EMPTY_EXCLUSIONS_TEXT,
  };
}

const EMPTY_QUERY_MESSAGE: Record<SearchType, string> = {
  business_idea: MESSAGES.businessIdeaRequired,
  pain_points: MESSAGES.painPointRequired,
  unmet_needs: MESSAGES.unmetNeedRequired,
  keywords: MESSAGES.keywordsRequired,
};

export type Checked = { ok: true; params: SearchParamsBody } | { ok: false; message: string };

export function checkSearchForm(form: SearchForm, defaults: SearchDefaults): Checked {
  const { searchType } = form;
  if (!searchType) return { ok: false, message: MESSAGES.searchTypeRequired };
  const items = searchType === 'pain_points' ? form.painPoints : searchType === 'unmet_needs' ? form.unmetNeeds : null;
  const lists = items
    ? { [searchType === 'pain_points' ? 'painPoints' : 'unmetNeeds']: items.map((s) => s.trim()).filter(Boolean) }
    : {};
  const businessIdea = queryTextOf({ searchType, businessIdea: form.businessIdea, ...lists });
  if (!businessIdea) return { ok: false, message: EMPTY_QUERY_MESSAGE[searchType] };
  const keywordProblem = searchType === 'keywords' ? keywordsProblem(businessIdea) : null;
  if (keywordProblem) return { ok: false, message: keywordProblem };
  const platforms = form.platforms ?? defaults.platforms;
  if (platforms.length === 0) return { ok: false, message: MESSAGES.platformRequired };
  // The same checks and messages as the server's; forums only go with the Forums platform,
  // competitor apps with App Store reviews.
  const forums = forumList.safeParse(platforms.includes('discourse') ? form.forums.split('\n') : []);
  if (!forums.success) return { ok: false, message: firstIssue(forums.error).message };
  const apps = competitorAppList.safeParse(platforms.includes('appstore') ? form.competitorApps.split('\n') : []);
  if (!apps.success) return { ok: false, message: firstIssue(apps.error).message };
  const excluded = checkExclusions(form.exclusions);
  if (!excluded.ok) return { ok: false, message: excluded.message };
  return {
    ok: true,
    params: {
      searchType,
      businessIdea,
      ...lists,
      platforms: SEARCHABLE_PLATFORMS.filter((p) => platforms.includes(p)),
      ...(forums.data.length > 0 ? { forums: forums.data } : {}),
      ...(apps.data.length > 0 ? { competitorApps: apps.data } : {}),
      ...(Object.keys(excluded.exclusions).length > 0 ? { exclusions: excluded.exclusions } : {}),
      intentLevel: 'high',
      timeRange: form.timeRange ?? defaults.timeRange,
      maxResults: form.maxResults ?? defaults.maxResults,
    },
  };
}
