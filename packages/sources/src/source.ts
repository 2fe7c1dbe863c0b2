/**
 * The connector contract: what a place where customers talk must state and do for FirstSignal to
 * search it. The API, monitoring, the CLI, the health endpoint and the web app's platform picker
 * follow the registry (registry.ts) of these; none of them names a platform.
 */
import type { BudgetWindow, FeedbackTerm, KeywordExpr, QueryFacet, SearchPlan } from '@firstsignal/core';
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
  /** Posts of another kind the same search returns, told apart by their link (GitHub's discussions beside its issues). */
  postNounsByLink?: readonly { linkHas: string; noun: string }[];
  engagement: { post: readonly EngagementFigure[]; comment: readonly EngagementFigure[] };
  /** Shown under its name in the picker: what it needs and its limits, in a few words. */
  note: string;
}

/**
 * A platform's upstream quota, counted in `upstream_budget` per window: one row per source and
 * window, shared by every instance through the database. Searches reserve their cost there against
 * the whole `limit`; monitoring reserves in the same row against its share, so it runs only while
 * the window's spend (searches' included) leaves room under its share, and searches come first.
 */
export interface SourceBudget<Settings> {
  /** The window the quota resets in that `at` falls in. */
  window(at: Date): BudgetWindow;
  /**
   * The platform's whole quota per window, from the settings. Null where the platform publishes
   * none a shared count could keep (Lemmy's per-instance buckets, Bluesky's per-account limits):
   * searches are not counted there (they rely on 429 and Retry-After), only monitoring's share.
   */
  limit(settings: Settings): number | null;
  /** How far monitoring may bring the window's spend: a documented fraction of `limit`, or its own setting. */
  monitorShare(settings: Settings): number;
  /** The most one monitored fetch of this plan's primary queries costs, counted before it runs. */
  cost(plan: Pick<SearchPlan, 'queries'>): number;
  /**
   * What each broader fallback a search may send adds to `cost` (monitored fetches send none).
   * Absent where `cost` already counts the whole chain.
   */
  fallbackCost?: number;
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
   * Its queries for a keyword search (core's keyword-query.ts): at least everything the expression
   * matches, in the syntax the platform has, a bounded number of them; what comes back is checked
   * against the whole expression before scoring. `facets`: the expression's alternatives analysed
   * as words (for sources that pick places by topic, as Stack Exchange picks sites).
   */
  keywordPlan(expr: KeywordExpr, facets: readonly QueryFacet[], chosen: ChosenPlaces): SearchPlan;
  /**
   * Its queries for the second pass of a search (the words the best first results share);
   * without one, the source is not searched again.
   */
  feedbackPlan?(terms: readonly FeedbackTerm[]): SearchPlan;
  /**
   * A search restricted to communities (issue 25 §4): its plan asked inside `communities` (those
   * that can be this platform's, as its items name them: core's namedCommunity, "r/SaaS"), put in the
   * query strings like the chosen places (never called with none: the registry then plans
   * nothing there, so nothing is spent). Absent where the API cannot search inside a community: the plan goes
   * out as it is. Either way the search keeps only the chosen communities' items (core's
   * inCommunities), which stays the guarantee.
   */
  within?(plan: SearchPlan, communities: readonly string[]): SearchPlan;
  /** Without one, neither searches nor monitoring spend counted quota there (the cache and the connector's own limits still apply). */
  readonly budget?: SourceBudget<Settings>;
}

/** The figures most sources publish under these names. */
export const UPVOTES: EngagementFigure = { field: 'upvotes', noun: 'upvote' };
export const COMMENTS: EngagementFigure = { field: 'comments', noun: 'comment' };
export const VIEWS: EngagementFigure = { field: 'views', noun: 'view' };
