/**
 * The registry: every source FirstSignal can search, in core's SEARCHABLE_PLATFORMS order (a
 * platform there without a source here does not compile). Search, monitoring, the CLI, the
 * health endpoint and the platform picker follow this list; adding a source is its entry here,
 * its settings in apps/api/src/env.ts, its id and label in core's list, and its colour in the web.
 */
import {
  communitiesOn,
  NOTHING_PLANNED,
  parseKeywords,
  queryFacets,
  SEARCHABLE_PLATFORMS,
  type FeedbackTerm,
  type BudgetWindow,
  type PlatformQueries,
  type SearchablePlatform,
  type SearchParams,
  type SearchPlan,
  type SearchType,
} from '@firstsignal/core';
import { blueskySource } from './bluesky';
import { discourseSource } from './discourse';
import { hackernewsSource } from './hackernews';
import { lemmySource } from './lemmy';
import { redditSource } from './reddit';
import type { ChosenPlaces, SharedConnectorOptions, Source, SourceBudget, SourceDisplay } from './source';
import { stackexchangeSource } from './stackexchange';
import { githubSource } from './github';
import { appstoreSource } from './appstore';
import type { Connector } from './types';
import { youtubeSource } from './youtube';

const REGISTRY = {
  reddit: redditSource,
  youtube: youtubeSource,
  hackernews: hackernewsSource,
  stackexchange: stackexchangeSource,
  github: githubSource,
  lemmy: lemmySource,
  bluesky: blueskySource,
  appstore: appstoreSource,
  discourse: discourseSource,
  // Each source reads its own part of the settings.
} satisfies Record<SearchablePlatform, Source<any>>;

type Registered = (typeof REGISTRY)[SearchablePlatform];
type SettingsOf<S> = S extends Source<infer T> ? (x: T) => void : never;
/** Every setting some source reads: the API's settings must have them all. */
export type SourceSettings = SettingsOf<Registered> extends (x: infer T) => void ? T : never;

export type Connectors = Record<SearchablePlatform, Connector>;

/** What the web shows of each source (the API's config status sends it). */
export const SOURCE_DISPLAY = Object.fromEntries(SEARCHABLE_PLATFORMS.map((p) => [p, REGISTRY[p].display])) as Record<
  SearchablePlatform,
  SourceDisplay
>;

/** One connector per source, built from the settings. */
export function connectSources(settings: SourceSettings, shared: SharedConnectorOptions): Connectors {
  return Object.fromEntries(
    SEARCHABLE_PLATFORMS.map((p) => [p, (REGISTRY[p] as Source<SourceSettings>).connect(settings, shared)]),
  ) as Connectors;
}

/**
 * A platform's plan inside the communities a search is restricted to (Source.within): nothing
 * where none of them is, the plan as it is where the platform cannot search inside one.
 */
function within(p: SearchablePlatform, plan: SearchPlan, communities: readonly string[] | undefined): SearchPlan {
  const here = communitiesOn(p, communities);
  if (here === null) return plan;
  if (here.length === 0) return NOTHING_PLANNED;
  const source: Source<never> = REGISTRY[p];
  return source.within ? source.within(plan, here) : plan;
}

/**
 * Each chosen platform's plan for the query (spec §5), from core's facets; `named`: the places the
 * search names itself (its forums and competitor apps), absent from searches that name none;
 * `communities`: the search's restriction, absent from a search (or a monitored group) without one.
 */
export function planQueries(
  queryText: string,
  searchType: SearchType,
  platforms: readonly SearchablePlatform[],
  named: Pick<SearchParams, 'forums' | 'competitorApps'> = {},
  communities?: readonly string[],
): PlatformQueries {
  const facets = queryFacets(queryText, searchType);
  const chosen: ChosenPlaces = { forums: named.forums ?? [], apps: named.competitorApps ?? [] };
  // Checked where it came in (core's schemas): a keyword search's text always parses.
  const expr = searchType === 'keywords' ? parseKeywords(queryText) : null;
  return Object.fromEntries(
    platforms.map((p) => [p, within(p, expr ? REGISTRY[p].keywordPlan(expr, facets, chosen) : REGISTRY[p].plan(facets, chosen), communities)]),
  );
}

/** The second pass's plans of the chosen platforms that have one (see Source.feedbackPlan), inside the search's communities. */
export function feedbackQueries(terms: readonly FeedbackTerm[], platforms: readonly SearchablePlatform[], communities?: readonly string[]): PlatformQueries {
  const plans: PlatformQueries = {};
  for (const p of platforms) {
    const source: Source<never> = REGISTRY[p];
    if (source.feedbackPlan) plans[p] = within(p, source.feedbackPlan(terms), communities);
  }
  return plans;
}

/** A source's budget with the limit its spender may bring a window's spend to, read from the settings. */
export interface BudgetAllowance<Plan = SearchPlan> {
  window(at: Date): BudgetWindow;
  limit: number;
  cost(plan: Plan): number;
}

/** Monitoring's: its share of the window (never more than the whole), primary queries only. */
export type MonitorAllowance = BudgetAllowance<Pick<SearchPlan, 'queries'>>;

function budgetOf(p: SearchablePlatform): SourceBudget<SourceSettings> | undefined {
  return (REGISTRY[p] as Source<SourceSettings>).budget;
}

/** The monitoring budget of each source that has one. */
export function monitorBudgets(settings: SourceSettings): Partial<Record<SearchablePlatform, MonitorAllowance>> {
  const budgets: Partial<Record<SearchablePlatform, MonitorAllowance>> = {};
  for (const p of SEARCHABLE_PLATFORMS) {
    const budget = budgetOf(p);
    if (!budget) continue;
    const whole = budget.limit(settings);
    const share = budget.monitorShare(settings);
    budgets[p] = { window: budget.window, cost: budget.cost, limit: whole === null ? share : Math.min(share, whole) };
  }
  return budgets;
}

/**
 * What a search pass may spend of each source whose whole quota is counted: all of it (monitoring
 * defers to searches), at the most its plan costs, broader fallbacks included.
 */
export function searchBudgets(settings: SourceSettings): Partial<Record<SearchablePlatform, BudgetAllowance>> {
  const budgets: Partial<Record<SearchablePlatform, BudgetAllowance>> = {};
  for (const p of SEARCHABLE_PLATFORMS) {
    const budget = budgetOf(p);
    const limit = budget?.limit(settings) ?? null;
    if (!budget || limit === null) continue;
    const perFallback = budget.fallbackCost ?? 0;
    budgets[p] = {
      window: budget.window,
      limit,
      cost: (plan) => {
        const primary = budget.cost(plan);
        return primary === 0 ? 0 : primary + perFallback * plan.broader.flat().length;
      },
    };
  }
  return budgets;
}
