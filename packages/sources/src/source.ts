/**
 * The connector contract: what a place where customers talk must state and do for FirstSignal to
 * search it. The API, monitoring, the CLI, the health endpoint and the web app's platform picker
 * follow the registry (registry.ts) of these; none of them names a platform.
 */
import type { BudgetWindow, FeedbackTerm, QueryFacet, SearchPlan } from '@firstsignal/core';
import type { SourceCache } from './cache';
import type { Connector } from './types';

/** The engagement figures a source really publishes, per kind of item, in its own words. */
export interface EngagementFigure {
  field: 'upvotes' | 'comments' | 'views';
  /** Singular noun ("upvote", "point", "answer"); the web makes the plural by adding "s"… */
  noun: string;
  /** …unless it is irregular ("replies"). */
  plural?: string;
}

/** What the web app needs to show a source's items and status (sent by the API's config status). */
export interface SourceDisplay {
  /** What a post is called there ("Post", "Story", "Question"). */
  postNoun: string;
  engagement: { post: readonly EngagementFigure[]; comment: readonly EngagementFigure[] };
  /** Shown under its name in the picker: what it needs and its limits, in a few words. */
  note: string;
}

/**
 * A share of an upstream quota that monitoring may spend, counted in `upstream_budget` (shared by
 * every instance through the database) per window.
 */
export interface MonitorBudget<Settings> {
  /** The window the quota resets in that `at` falls in. */
  window(at: Date): BudgetWindow;
  /** How much of each window monitoring may spend, from the settings. */
  limit(settings: Settings): number;
  /** The most one monitored fetch of this plan's primary queries costs, counted before it runs. */
  cost(plan: Pick<SearchPlan, 'queries'>): number;
}

/**
 * What a search names beyond its words: the Discourse forums to search (core's `forums`) and the
 * competitor apps whose App Store reviews to read (core's `competitorApps`).
 */
export interface ChosenPlaces {
  forums: readonly string[];
  apps: readonly string[];
}

/** Shared by every connector an app builds: the cache of answers, and how many calls may be out at once. */
export interface SharedConnectorOptions {
  cache: SourceCache;
  maxConcurrency: number;
}

/**
 * One source, registered under its platform id. `Settings` is the part of the API's settings (apps/api/src/env.ts) it reads: the
 * app passes its whole settings object, so a setting the source reads but env.ts lacks fails to
 * compile.
 */
export interface Source<Settings = never> {
  readonly display: SourceDisplay;
  /**
   * The connector built from the settings. It reports itself not configured (naming the settings
   * to set) when they are missing or the source is turned off; its `search` searches by relevance,
   * or newest first from `since` (monitoring), opens the best threads for their comments, and
   * throws a PlatformError for not configured, rate limited (429 + Retry-After, or the API's own
   * backoff), auth failures, time-outs and other upstream errors.
   */
  connect(settings: Settings, shared: SharedConnectorOptions): Connector;
  /**
   * Its queries for a search's facets (core's query analysis), narrow to broad. `chosen`: the
   * places the founder named for this search (forums, competitor apps); a source that searches them puts each in
   * its query strings (as Stack Exchange names its site), so the request stays the same for all.
   */
  plan(facets: readonly QueryFacet[], chosen: ChosenPlaces): SearchPlan;
  /**
   * Its queries for the second pass of a search (the words the best first results share);
   * without one, the source is not searched again.
   */
  feedbackPlan?(terms: readonly FeedbackTerm[]): SearchPlan;
  /** Without one, monitoring spends no counted quota there (the cache and the connector's own limits still apply). */
  readonly monitorBudget?: MonitorBudget<Settings>;
}

/** The figures most sources publish under these names. */
export const UPVOTES: EngagementFigure = { field: 'upvotes', noun: 'upvote' };
export const COMMENTS: EngagementFigure = { field: 'comments', noun: 'comment' };
export const VIEWS: EngagementFigure = { field: 'views', noun: 'view' };
