/**
 * One job of the runs queue: the runs of one group (identical queries, one slot). It takes them
 * (with a lease), reserves the upstream budget or makes them wait for its next window, fetches
 * the platforms once, newest first since the earliest of the runs, scores through the same code
 * as a search (relevance, noise floor, dedupe, ranking), then delivers each run on its own.
 */
import type { SentenceEncoder } from '@firstsignal/encoder';
import {
  applyExclusions,
  inCommunities,
  itemsBySignalId,
  PLATFORM_LABELS,
  SEARCHABLE_PLATFORMS,
  threadRanker,
  type Platform,
  type PlatformQueries,
  type SearchablePlatform,
  type SearchParams,
} from '@firstsignal/core';
import { claimRuns, failRuns, releaseRuns, reserveUpstream, waitRuns, type Db, type RunContext } from '@firstsignal/db';
import { planQueries, type MonitorAllowance } from '@firstsignal/sources';
import { everySearchFailed, fetchPlatforms, type Connectors } from '../search/platforms';
import { scoreWithSentences } from '../search/sentences';
import { storableSignals, type DropLog } from '../search/storable';
import { deliverRun, type DeliveredRun } from './deliver-run';
import type { RunJob } from './queue';

/** How long a run may take before another process may assume its own died and take it over. */
export const RUN_LEASE_MS = 10 * 60_000;
/** Items a monitored fetch asks each platform for (connectors gather ~2.5x). */
const FETCH_LIMIT = 25;

export interface RunDeps {
  db: Db;
  now: () => Date;
  connectors: Connectors;
  encoder: SentenceEncoder | null;
  /** Each source's share of its upstream quota that monitoring may spend (the registry's monitorBudgets). */
  budgets: Partial<Record<SearchablePlatform, MonitorAllowance>>;
  emailConfigured: boolean;
  /** Where signals left out of a run are counted (search/storable.ts). */
  log: DropLog;
  /** Called after each run that delivered, with its deliveries to send. */
  delivered(run: RunContext, result: DeliveredRun): Promise<void>;
}

/** The primary queries only: a monitored fetch never backs off to broader (costlier) ones. */
function primaryQueries(params: SearchParams): PlatformQueries {
  const plans = planQueries(params.businessIdea, params.searchType, params.platforms, params);
  return Object.fromEntries(Object.entries(plans).map(([platform, plan]) => [platform, { queries: plan.queries, broader: [] }]));
}

/** Reserves the fetch's upstream calls; answers when to try again if a platform's window is spent. */
async function reserveBudget(deps: RunDeps, plans: PlatformQueries, at: Date): Promise<Date | null> {
  // In the registry's order, so concurrent reservations lock the budget rows in the same order.
  const reservations = SEARCHABLE_PLATFORMS.flatMap((platform) => {
    const budget = deps.budgets[platform];
    const plan = plans[platform];
    const cost = budget && plan ? budget.cost(plan) : 0;
    if (!budget || cost === 0 || !deps.connectors[platform].configured) return [];
    const window = budget.window(at);
    // A fetch costlier than a whole window takes a whole window rather than waiting forever.
    return [{ platform, cost: Math.min(cost, Math.max(1, budget.limit)), windowStart: window.start, limit: budget.limit, end: window.end }];
  });
  const spent = await reserveUpstream(deps.db, reservations);
  return spent === null ? null : (reservations.find((r) => r.platform === spent)?.end ?? null);
}

export async function runGroup(deps: RunDeps, job: RunJob): Promise<void> {
  const at = deps.now();
  const contexts = await claimRuns(deps.db, job.runIds, new Date(at.getTime() + RUN_LEASE_MS));
  if (contexts.length === 0) return;
  const pending = new Set(contexts.map((c) => c.run.id));
  try {
    const params = contexts[0]!.searchParams as unknown as SearchParams;
    const plans = primaryQueries(params);
    const runs = contexts.map((c) => c.run);

    const waitUntil = await reserveBudget(deps, plans, at);
    if (waitUntil) {
      await waitRuns(deps.db, runs, waitUntil, at);
      return;
    }

    const since = Math.min(...runs.map((r) => r.since.getTime()));
    const { items, health } = await fetchPlatforms(deps.connectors, params.platforms, plans, {
      timeRange: '',
      since: Math.floor(since / 1000),
      limit: FETCH_LIMIT,
      rankThread: threadRanker(params.businessIdea, params.searchType),
    });
    if (everySearchFailed(health)) {
      const reasons = Object.entries(health).map(([p, h]) => `${PLATFORM_LABELS[p as Platform] ?? p}: ${h.status}`);
      await failRuns(deps.db, runs, `The platforms could not be searched (${reasons.join('; ')})`, deps.now());
      return;
    }
    const context = { queryText: params.businessIdea, searchType: params.searchType, nowUtc: Math.floor(at.getTime() / 1000) };
    const posts = itemsBySignalId(items);
    // Runs of one group share the query, not always their exclusions and restriction (issue 25
    // §2, §4): each filter set drops its items before scoring, as a search does, so an excluded
    // copy never absorbs a kept twin in dedupe and what it matches is never delivered nor charged.
    const scored = new Map<string, Promise<ReturnType<typeof storableSignals>>>();
    for (const target of contexts) {
      const { exclusions, communities } = target.searchParams as unknown as SearchParams;
      const key = JSON.stringify([exclusions ?? null, communities ?? null]);
      if (!scored.has(key)) {
        const kept = inCommunities(applyExclusions(items, exclusions, (item) => item).kept, communities);
        scored.set(key, scoreWithSentences(kept, context, deps.encoder, { background: true }).then((s) => storableSignals(s, deps.log)));
      }
      const result = await deliverRun(deps, target, await scored.get(key)!, posts, at, deps.now());
      pending.delete(target.run.id);
      await deps.delivered(target, result);
    }
  } finally {
    // A failure part-way hands the runs not yet delivered back to the queue for the retry.
    await releaseRuns(deps.db, [...pending]);
  }
}
