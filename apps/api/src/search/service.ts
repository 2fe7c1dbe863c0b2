/**
 * One search, end to end (decisions §3), on input its callers have checked against the shared
 * schema (searchRequestInput): build queries → fetch platforms at once →
 * score, dedupe, rank → store the ranked run and charge the quota in one transaction → answer.
 * Load more reads the stored run and charges only results revealed for the first time.
 */
import {
  decideQuota,
  LOAD_MORE_PAGE_SIZE,
  MAX_RESULTS_LIMIT,
  PLATFORM_LABELS,
  type Overage,
  type SearchParams,
  type SearchablePlatform,
  type SearchRequest,
  type Signal,
} from '@firstsignal/core';
import {
  findLatestRunFor,
  findRun,
  findRunWithResults,
  insertRun,
  readBilling,
  recordUsage,
  runResults,
  setDelivered,
  addUsage,
  usageOf,
  trackEvent,
  type Db,
  type SearchRunRow,
  type Tx,
  type Usage,
} from '@firstsignal/db';
import { HttpError, notFound } from '../http/errors';
import type { SentenceEncoder } from '@firstsignal/encoder';
import type { SearchBudget } from './budget';
import { gatherSignals, type Gathered } from './gather';
import { everySearchFailed, type Connectors, type PlatformHealth } from './platforms';
import { storableSignals, type DropLog } from './storable';

/** Ranked results kept per run: enough for every load-more page the API allows. */
const STORED_RESULTS = MAX_RESULTS_LIMIT;

export interface SearchResponse {
  results: Signal[];
  search_info: {
    requested_results: number;
    actual_results: number;
    limited_by_quota: boolean;
    has_more: boolean;
    search_id: string;
    businessIdea: string;
    total_results: number;
    offset: number;
  } | null;
  platforms: Record<string, PlatformHealth>;
  upgrade_required: boolean;
  current_usage: number;
  usage_limit: number;
  overage_warning: boolean;
  overage_count: number;
  overage_blocks: number;
  overage_cost: number;
  plan_type: string;
  next_billing_date: string | null;
}

/**
 * A streamed search's first signals (the first pass, before the second pass and the sentence
 * model): at most what the quota lets this search deliver, neither stored nor charged: the
 * search's one charge comes with its final answer.
 */
export interface FirstSignals {
  results: Signal[];
  platforms: Record<string, PlatformHealth>;
}

type Outcome =
  | { kind: 'upgrade_required'; usage: Usage }
  | { kind: 'overage_warning'; usage: Usage; overage: Overage }
  | { kind: 'delivered'; usage: Usage; run: SearchRunRow; results: Signal[]; limitedByQuota: boolean; offset: number };

function answer(outcome: Outcome, params: Pick<SearchParams, 'maxResults' | 'businessIdea'>, platforms: Record<string, PlatformHealth>, requested: number): SearchResponse {
  const { usage } = outcome;
  const overage = outcome.kind === 'overage_warning' ? outcome.overage : { count: 0, blocks: 0, costUsd: 0 };
  return {
    results: outcome.kind === 'delivered' ? outcome.results : [],
    search_info:
      outcome.kind === 'delivered'
        ? {
            requested_results: requested,
            actual_results: outcome.results.length,
            limited_by_quota: outcome.limitedByQuota,
            has_more: outcome.run.deliveredResults < outcome.run.rankedResults,
            search_id: outcome.run.id,
            businessIdea: params.businessIdea,
            total_results: outcome.run.deliveredResults,
            offset: outcome.offset,
          }
        : null,
    platforms,
    upgrade_required: outcome.kind === 'upgrade_required',
    current_usage: usage.used,
    usage_limit: usage.limit,
    overage_warning: outcome.kind === 'overage_warning',
    overage_count: overage.count,
    overage_blocks: overage.blocks,
    overage_cost: overage.costUsd,
    plan_type: usage.plan,
    next_billing_date: usage.paid ? usage.periodEnd.toISOString() : null,
  };
}

export function createSearchService(deps: {
  db: Db;
  connectors: Connectors;
  encoder: SentenceEncoder | null;
  now: () => Date;
  /** What each platform's pass may spend of its shared upstream budget (budget.ts); uncounted without. */
  budget?: SearchBudget;
  /** Called (not awaited) after a search delivered results and its charge committed: billing reports overage. */
  afterCharge?: (userId: string) => void;
  /** Where results left out of a run are counted (storable.ts). */
  log?: DropLog;
}) {
  const { db, connectors, encoder, now } = deps;

  async function billingFor(tx: Tx | Db, userId: string, lock: boolean) {
    const row = await readBilling(tx, userId, now(), { lock });
    if (!row) throw new HttpError(403, 'No billing record for this account');
    return usageOf(row);
  }

  /**
   * Charges `wanted` new results against the quota inside the caller's transaction, with the
   * billing row locked so concurrent searches see each other's charges.
   */
  async function charge(tx: Tx, userId: string, wanted: number, confirmOverage: boolean, runId: string | null) {
    const usage = await billingFor(tx, userId, true);
    const decision = decideQuota({ paid: usage.paid, used: usage.used, limit: usage.limit, wanted, confirmOverage });
    if (decision.kind !== 'deliver') return { decision, usage };
    const at = now();
    await addUsage(tx, userId, decision.deliver, at);
    await recordUsage(tx, {
      userId,
      runId,
      results: decision.deliver,
      overageResults: Math.min(decision.deliver, decision.overage.count),
      periodStart: usage.periodStart,
    });
    return { decision, usage: { ...usage, used: usage.used + decision.deliver, remaining: Math.max(0, usage.remaining - decision.deliver) } };
  }

  async function newSearch(userId: string, params: SearchParams, confirmOverage: boolean, onFirst?: (first: FirstSignals) => void): Promise<SearchResponse> {
    // Ask before spending platform quota: a search that cannot deliver never calls out.
    const before = await billingFor(db, userId, false);
    const early = decideQuota({ paid: before.paid, used: before.used, limit: before.limit, wanted: params.maxResults, confirmOverage });
    if (early.kind === 'upgrade_required') return answer({ kind: 'upgrade_required', usage: before }, params, {}, params.maxResults);
    if (early.kind === 'overage_warning') return answer({ kind: 'overage_warning', usage: before, overage: early.overage }, params, {}, params.maxResults);

    const showFirst =
      onFirst &&
      (({ ranked, health }: Gathered) => {
        if (everySearchFailed(health)) return;
        onFirst({ results: storableSignals(ranked, undefined).slice(0, Math.min(params.maxResults, early.deliver)), platforms: health as Record<string, PlatformHealth> });
      });
    const gathered = await gatherSignals(connectors, encoder, params, Math.floor(now().getTime() / 1000), deps.budget, showFirst);
    const health = gathered.health;
    const platforms = health as Record<string, PlatformHealth>;
    if (everySearchFailed(health)) {
      const retryAfter = Math.max(0, ...Object.values(health).map((h) => h.retryAfterSeconds ?? 0));
      const reasons = Object.entries(health).map(([p, h]) => `${PLATFORM_LABELS[p as SearchablePlatform]}: ${h.status}`);
      await trackEvent(db, 'search_failed', userId, { reasons });
      throw new HttpError(503, `Search failed. ${reasons.join('; ')}.`, {
        ...(retryAfter ? { retryAfter } : {}),
        body: { platforms },
      });
    }

    const ranked = storableSignals(gathered.ranked, deps.log).slice(0, STORED_RESULTS);
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const wanted = Math.min(params.maxResults, ranked.length);
      // Decide on what can actually be delivered: a search that found 3 charges 3.
      const { decision, usage } = await charge(tx, userId, wanted, confirmOverage, null);
      if (decision.kind === 'upgrade_required') return { kind: 'upgrade_required', usage };
      if (decision.kind === 'overage_warning') return { kind: 'overage_warning', usage, overage: decision.overage };
      const run = await insertRun(
        tx,
        {
          userId,
          searchType: params.searchType,
          queryText: params.businessIdea,
          params: params as unknown as Record<string, unknown>,
          requestedResults: params.maxResults,
          deliveredResults: decision.deliver,
          platformStatus: platforms,
        },
        ranked,
      );
      return {
        kind: 'delivered',
        usage,
        run,
        results: ranked.slice(0, decision.deliver),
        limitedByQuota: decision.limitedByQuota && decision.deliver < params.maxResults,
        offset: 0,
      };
    });
    if (outcome.kind === 'delivered') {
      await trackEvent(db, 'search_completed', userId, { search_id: outcome.run.id, results: outcome.results.length, platforms: params.platforms });
    }
    return answer(outcome, params, platforms, params.maxResults);
  }

  async function loadMore(userId: string, request: SearchRequest): Promise<SearchResponse> {
    const offset = request.offset ?? 0;
    const limit = request.limit ?? LOAD_MORE_PAGE_SIZE;
    const target = request.search_id
      ? await findRun(db, userId, request.search_id)
      : await findLatestRunFor(db, userId, request.businessIdea);
    if (!target) throw notFound('Search not found. Please run the search again.');
    const params = target.params as unknown as SearchParams;

    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const run = (await findRun(tx, userId, target.id, { lock: true }))!;
      const end = Math.min(run.rankedResults, offset + limit);
      const fresh = Math.max(0, end - run.deliveredResults);
      if (fresh === 0) {
        const usage = await billingFor(tx, userId, false);
        return { kind: 'delivered', usage, run, results: await runResults(tx, run.id, offset, end), limitedByQuota: false, offset };
      }
      const { decision, usage } = await charge(tx, userId, fresh, request.confirm_overage ?? false, run.id);
      if (decision.kind === 'upgrade_required') return { kind: 'upgrade_required', usage };
      if (decision.kind === 'overage_warning') return { kind: 'overage_warning', usage, overage: decision.overage };
      const delivered = run.deliveredResults + decision.deliver;
      await setDelivered(tx, run.id, delivered);
      return {
        kind: 'delivered',
        usage,
        run: { ...run, deliveredResults: delivered },
        results: await runResults(tx, run.id, offset, Math.min(end, delivered)),
        limitedByQuota: decision.limitedByQuota,
        offset,
      };
    });
    await trackEvent(db, 'load_more_clicked', userId, { search_id: target.id, offset, delivered: outcome.kind === 'delivered' ? outcome.results.length : 0 });
    return answer(outcome, params, target.platformStatus as Record<string, PlatformHealth>, limit);
  }

  return {
    /**
     * POST /api/search and search.run: a new search, or the next page of a stored one.
     * search.stream passes `onFirst` to be told a new search's first signals before it completes.
     */
    async search(userId: string, request: SearchRequest, onFirst?: (first: FirstSignals) => void): Promise<SearchResponse> {
      const response = (request.offset ?? 0) > 0 ? await loadMore(userId, request) : await newSearch(userId, request, request.confirm_overage ?? false, onFirst);
      if (response.search_info) deps.afterCharge?.(userId);
      return response;
    },

    /** A stored run with the results already delivered, for reopening it from the history. */
    async storedRun(userId: string, runId: string) {
      const found = await findRunWithResults(db, userId, runId);
      if (!found) throw notFound('Search not found');
      const { run, results } = found;
      return {
        id: run.id,
        params: run.params as unknown as SearchParams,
        createdAt: run.createdAt.toISOString(),
        platforms: run.platformStatus as Record<string, PlatformHealth>,
        results,
        hasMore: run.deliveredResults < run.rankedResults,
        totalRanked: run.rankedResults,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
