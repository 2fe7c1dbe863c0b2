/**
 * One job of the runs queue: the runs of one group (identical queries, one slot). It takes them
 * (with a lease), reserves the upstream budget or makes them wait for its next window, fetches
 * the platforms once, newest first since the earliest of the runs, scores through the same code
 * as a search (relevance, noise floor, dedupe, ranking), then delivers each run on its own.
 */
import type { SentenceEncoder } from '@firstsignal/encoder';
import {
  budgetWindow,
  buildPlatformQueries,
  itemsBySignalId,
  monitorUpstreamCost,
  PLATFORM_LABELS,
  threadRanker,
  type Platform,
  type PlatformQueries,
  type SearchParams,
  type UpstreamBudget,
} from '@firstsignal/core';
import { claimRuns, failRuns, releaseRuns, reserveUpstream, waitRuns, type Db, type RunContext } from '@firstsignal/db';
import { fetchPlatforms, type Connectors } from '../search/platforms';
import { scoreWithSentences } from '../search/sentences';
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
  budget: UpstreamBudget;
  emailConfigured: boolean;
  /** Called after each run that delivered, with its deliveries to send. */
  delivered(run: RunContext, result: DeliveredRun): Promise<void>;
}

/** The primary queries only: a monitored fetch never backs off to broader (costlier) ones. */
function primaryQueries(queries: PlatformQueries, platforms: readonly string[]): PlatformQueries {
  const plans = Object.fromEntries(
    Object.entries(queries).map(([platform, plan]) => [platform, { queries: platforms.includes(platform) ? plan.queries : [], broader: [] }]),
  );
  return plans as unknown as PlatformQueries;
}

/** Reserves the fetch's upstream calls; answers when to try again if a platform's window is spent. */
async function reserveBudget(deps: RunDeps, plans: PlatformQueries, platforms: readonly string[], at: Date): Promise<Date | null> {
  const configured = Object.fromEntries(
    Object.entries(plans).filter(([p]) => platforms.includes(p) && deps.connectors[p as keyof Connectors]?.configured),
  );
  const reservations = Object.entries(monitorUpstreamCost(configured)).flatMap(([platform, cost]) => {
    const window = budgetWindow(platform, at, deps.budget);
    // A fetch costlier than a whole window takes a whole window rather than waiting forever.
    return window ? [{ platform, cost: Math.min(cost, Math.max(1, window.limit)), windowStart: window.start, limit: window.limit, end: window.end }] : [];
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
    const plans = primaryQueries(buildPlatformQueries(params.businessIdea, params.searchType), params.platforms);
    const runs = contexts.map((c) => c.run);

    const waitUntil = await reserveBudget(deps, plans, params.platforms, at);
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
    if (!Object.values(health).some((h) => h.status === 'ok')) {
      const reasons = Object.entries(health).map(([p, h]) => `${PLATFORM_LABELS[p as Platform] ?? p}: ${h.status}`);
      await failRuns(deps.db, runs, `The platforms could not be searched (${reasons.join('; ')})`, deps.now());
      return;
    }
    const context = { queryText: params.businessIdea, searchType: params.searchType, nowUtc: Math.floor(at.getTime() / 1000) };
    const ranked = await scoreWithSentences(items, context, deps.encoder, { background: true });
    const posts = itemsBySignalId(items);
    for (const context of contexts) {
      const result = await deliverRun(deps, context, ranked, posts, at, deps.now());
      pending.delete(context.run.id);
      await deps.delivered(context, result);
    }
  } finally {
    // A failure part-way hands the runs not yet delivered back to the queue for the retry.
    await releaseRuns(deps.db, [...pending]);
  }
}
