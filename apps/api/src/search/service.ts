/**
 * One search, end to end (decisions §3), on input its callers have checked against the shared
 * schema (searchRequestInput): build queries → fetch platforms at once →
 * score, dedupe, rank → store the ranked run and charge the quota in one transaction → answer.
 * Load more reads the stored run and charges only results revealed for the first time.
 */
import {
  applyExclusions,
  decideQuota,
  excludableSignal,
  mergeExclusions,
  noExclusions,
  LOAD_MORE_PAGE_SIZE,
  MAX_RESULTS_LIMIT,
  PLATFORM_LABELS,
  type Exclusions,
  type FeedbackJudgement,
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
  reorderUnrevealed,
  replaceRunResults,
  runResults,
  unrevealedResults,
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
import { applyCachedJudgements, judgeSignals, type AiNote } from '../ai/judge';
import type { AiProvider } from '../ai/provider';
import type { SearchBudget } from './budget';
import { gatherSignals, type Gathered } from './gather';
import { everySearchFailed, type Connectors, type PlatformHealth } from './platforms';
import { sentenceModelState, withVotes } from './sentences';
import { storableSignals, type DropLog } from './storable';
import { rankedByJudgements, rerankUnrevealed, unrevealedInOrder } from '../feedback/service';
import { LRUCache } from 'lru-cache';

/** Ranked results kept per run: enough for every load-more page the API allows. */
const STORED_RESULTS = MAX_RESULTS_LIMIT;
/**
 * Runs whose later results' vote this process keeps: each holds its search's scoring (about
 * 200 KB: the app's memory grew 14 MB over 70 searches of the new-questions bench).
 */
const PENDING_VOTES = 200;
/** How long after its search a run's later results still get the vote: a founder's reading session. */
const PENDING_VOTES_TTL_MS = 2 * 3_600_000;

/**
 * `ranked` with the sentence model's vote on its first `n`: the search voted on its own first
 * `n`, and a re-run's judgements or the AI judge can move others there.
 */
async function votedFirst(ranked: Signal[], n: number, voteFor: Gathered['voteFor']): Promise<Signal[]> {
  const voted = await voteFor?.(ranked.slice(0, n).map((s) => s.id));
  return voted ? [...withVotes(ranked.slice(0, n), voted), ...ranked.slice(n)] : ranked;
}

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
    /** Results the search's exclusions removed (issue 25 §2): never stored, counted or charged. */
    excluded_results: number;
    /** A new search's: whether the sentence model had its say (sentences.ts sentenceModelState); `busy`: not on every signal. */
    sentence_model?: 'on' | 'busy' | 'loading' | 'off';
    /** With `busy`: the delivered signals the classifier alone typed, of how many. */
    classifier_alone?: { signals: number; of: number };
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
  /** With an AI provider: what its judge did (issue 28). */
  ai?: AiNote;
}

/** How a caller follows a new search: the re-run's judgements it ranks by, and the streamed first signals. */
export interface SearchOptions {
  /** Read by the caller, which also reports them: one read serves the ranking and its count. */
  feedback?: readonly FeedbackJudgement[];
  /** Told each new ranking of the first signals, as the first pass finds more (an update may come after the caller's last read: keep the latest). */
  onFirst?: (first: FirstSignals) => void;
}

/**
 * A streamed search's first signals (what its first pass has found so far, before the second pass
 * and the sentence model): at most what the quota lets this search deliver, neither stored nor
 * charged: the search's one charge comes with its final answer. `platforms`: those whose first
 * pass has ended.
 */
export interface FirstSignals {
  results: Signal[];
  platforms: Record<string, PlatformHealth>;
}

type Outcome =
  | { kind: 'upgrade_required'; usage: Usage }
  | { kind: 'overage_warning'; usage: Usage; overage: Overage }
  | { kind: 'delivered'; usage: Usage; run: SearchRunRow; results: Signal[]; limitedByQuota: boolean; offset: number };

/**
 * What a search's info says of the sentence model: `busy` when its vote missed some of the signals
 * it delivers (sentences.ts typeWithSentences). Those it has not revealed yet take the votes that
 * come later (typeUnrevealedLate).
 */
function sentenceVote(state: 'on' | 'loading' | 'off', unvoted: readonly string[] = [], delivered: readonly Signal[]) {
  const missed = new Set(unvoted);
  const signals = state === 'on' ? delivered.filter((s) => missed.has(s.id)).length : 0;
  return signals > 0 ? { sentence_model: 'busy' as const, classifier_alone: { signals, of: delivered.length } } : { sentence_model: state };
}

/** The results a run's exclusions removed, summed over its platforms (stored with their health). */
export function excludedResults(platforms: Record<string, PlatformHealth>): number {
  return Object.values(platforms).reduce((sum, h) => sum + (h.excluded ?? 0), 0);
}

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
            excluded_results: excludedResults(platforms),
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
  /** The optional AI judge of the best local results (src/ai/judge.ts) and its limits. */
  ai?: { provider: AiProvider; topN: number; timeoutMs: number; tokenBudget: number } | null;
}) {
  const { db, connectors, encoder, now } = deps;
  /**
   * The vote a delivered run's search left for its results not yet revealed, by run: held in this
   * process for as long as a founder reads a page and asks for more. A run whose entry has gone
   * (restart, another instance, evicted) reveals them typed by the classifier alone.
   */
  const pendingVotes = new LRUCache<string, NonNullable<Gathered['voteFor']>>({ max: PENDING_VOTES, ttl: PENDING_VOTES_TTL_MS });

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

  /** A new search; `onFirst` is told its first signals before it completes (search.stream). */
  async function newSearch(userId: string, params: SearchParams, confirmOverage: boolean, options: SearchOptions = {}): Promise<SearchResponse> {
    const { feedback, onFirst } = options;
    // Ask before spending platform quota: a search that cannot deliver never calls out.
    const before = await billingFor(db, userId, false);
    const early = decideQuota({ paid: before.paid, used: before.used, limit: before.limit, wanted: params.maxResults, confirmOverage });
    if (early.kind === 'upgrade_required') return answer({ kind: 'upgrade_required', usage: before }, params, {}, params.maxResults);
    if (early.kind === 'overage_warning') return answer({ kind: 'overage_warning', usage: before, overage: early.overage }, params, {}, params.maxResults);

    // Read before the search: a model that finishes loading meanwhile may still have had its say.
    const sentenceModel = sentenceModelState(encoder);
    let told = '';
    const showFirst =
      onFirst &&
      (({ ranked, health }: Gathered) => {
        if (everySearchFailed(health)) return;
        const results = storableSignals(ranked, undefined).slice(0, Math.min(params.maxResults, early.deliver));
        // Nothing to show yet, or what was shown last: no update.
        const shown = JSON.stringify([results.map((s) => s.id), health]);
        if (results.length === 0 || shown === told) return;
        told = shown;
        onFirst({ results, platforms: health as Record<string, PlatformHealth> });
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

    const stored = storableSignals(gathered.ranked, deps.log);
    // A re-run ranks by its saved search's thumbs up / thumbs down.
    const local = (feedback ? rankedByJudgements(stored, feedback) : stored).slice(0, STORED_RESULTS);
    const judged = deps.ai ? await judgeSignals(deps.ai.provider, params, local, deps.ai) : null;
    const ranked = await votedFirst(judged?.signals ?? local, params.maxResults, gathered.voteFor);
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
      if (gathered.voteFor && outcome.run.deliveredResults < outcome.run.rankedResults) pendingVotes.set(outcome.run.id, gathered.voteFor);
      // Token use per search, once every judge call is back (some may finish after the answer).
      const runId = outcome.run.id;
      void judged?.settled
        .then((tokens) => trackEvent(db, 'ai_tokens', userId, { search_id: runId, model: judged.ai.model, tokens }))
        .catch(() => undefined);
    }
    const base = answer(outcome, params, platforms, params.maxResults);
    const response = base.search_info ? { ...base, search_info: { ...base.search_info, ...sentenceVote(sentenceModel, gathered.unvoted, base.results) } } : base;
    return judged ? { ...response, ai: judged.ai } : response;
  }

  /**
   * Before load more reveals a run's next results up to `end`: the sentence model's vote on those
   * its search left for later (sentences.ts voteFor), written to the stored rows, so they are
   * revealed typed as if voted on with the first page. The order stands, and so does a type an
   * AI judge gave. Embedded outside the transaction: the run's lock is held only for the write.
   */
  async function voteBeforeReveal(userId: string, run: SearchRunRow, end: number) {
    const voteFor = pendingVotes.get(run.id);
    if (!voteFor || end <= run.deliveredResults) return;
    const next = (await unrevealedInOrder(db, userId, run)).slice(0, end - run.deliveredResults);
    const voted = await voteFor(next.map((s) => s.id));
    if (!voted) return;
    await db.transaction(async (tx) => {
      const locked = await findRun(tx, userId, run.id, { lock: true });
      if (!locked) return;
      const stored = await unrevealedResults(tx, locked.id, locked.deliveredResults);
      const typed = withVotes(stored, voted);
      if (typed.some((s, i) => s !== stored[i])) await reorderUnrevealed(tx, locked.id, locked.deliveredResults, typed);
    });
  }

  async function loadMore(userId: string, request: SearchRequest): Promise<SearchResponse> {
    const offset = request.offset ?? 0;
    const limit = request.limit ?? LOAD_MORE_PAGE_SIZE;
    const target = request.search_id
      ? await findRun(db, userId, request.search_id)
      : await findLatestRunFor(db, userId, request.businessIdea);
    if (!target) throw notFound('Search not found. Please run the search again.');
    const params = target.params as unknown as SearchParams;
    // Best effort: without the vote the page is revealed as stored, typed by the classifier (a
    // database that failed here fails the transaction below, which says so).
    await voteBeforeReveal(userId, target, Math.min(target.rankedResults, offset + limit)).catch(() => undefined);

    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const run = (await findRun(tx, userId, target.id, { lock: true }))!;
      const end = Math.min(run.rankedResults, offset + limit);
      const fresh = Math.max(0, end - run.deliveredResults);
      if (fresh > 0) await rerankUnrevealed(tx, userId, run);
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
    // A judgement that came back after the first page answered applies now (from the cache).
    if (outcome.kind === 'delivered' && deps.ai) outcome.results = await applyCachedJudgements(deps.ai.provider, params, outcome.results);
    return answer(outcome, params, target.platformStatus as Record<string, PlatformHealth>, limit);
  }

  return {
    /**
     * POST /api/search and search.run: a new search, or the next page of a stored one.
     * search.stream passes `onFirst` to be told a new search's first signals before it completes.
     */
    async search(userId: string, request: SearchRequest, options: SearchOptions = {}): Promise<SearchResponse> {
      const response = (request.offset ?? 0) > 0 ? await loadMore(userId, request) : await newSearch(userId, request, request.confirm_overage ?? false, options);
      if (response.search_info) deps.afterCharge?.(userId);
      return response;
    },

    /**
     * Adds to a stored run's exclusions (a card's "Hide this community" / "Hide this author"):
     * its results they match leave the run, those already revealed too, so load more never
     * reveals or charges them. Nothing is charged or refunded; no platform is called.
     */
    async excludeFromRun(userId: string, runId: string, added: Exclusions) {
      const run = await db.transaction(async (tx) => {
        const found = await findRun(tx, userId, runId, { lock: true });
        if (!found) throw notFound('Search not found');
        const params = found.params as unknown as SearchParams;
        const exclusions = mergeExclusions(params.exclusions, added);
        const all = await runResults(tx, found.id, 0, found.rankedResults);
        const revealed = new Set(all.slice(0, found.deliveredResults));
        const { kept, removed } = applyExclusions(all, exclusions, excludableSignal);
        if (removed.length === 0 && noExclusions(added)) return found;
        const platformStatus = { ...(found.platformStatus as Record<string, PlatformHealth>) };
        for (const signal of removed) {
          const h = platformStatus[signal.platform];
          if (h) platformStatus[signal.platform] = { ...h, excluded: (h.excluded ?? 0) + 1 };
        }
        return replaceRunResults(tx, found.id, kept, {
          params: { ...params, exclusions } as unknown as Record<string, unknown>,
          deliveredResults: kept.filter((s) => revealed.has(s)).length,
          platformStatus,
        });
      });
      const platforms = run.platformStatus as Record<string, PlatformHealth>;
      return {
        results: await runResults(db, run.id, 0, run.deliveredResults),
        exclusions: (run.params as unknown as SearchParams).exclusions ?? {},
        excluded_results: excludedResults(platforms),
        total_results: run.deliveredResults,
        has_more: run.deliveredResults < run.rankedResults,
      };
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
        excludedResults: excludedResults(run.platformStatus as Record<string, PlatformHealth>),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
