/**
 * What a search finds and how it ranks it: the planned queries on every chosen platform, then a
 * smaller second pass for the words the best first results share (core's feedback.ts), scored
 * together. Shared by the search service; pure of storage and quota.
 */
import {
  applyExclusions,
  countFetched,
  FEEDBACK_DOCS,
  feedbackTerms,
  inCommunities,
  inSlices,
  scoreItems,
  scoreSearchSteps,
  threadRanker,
  type RawItem,
  type ScoreContext,
  type Scoring,
  type SearchParams,
  type SearchablePlatform,
  type Signal,
} from '@firstsignal/core';
import type { SentenceEncoder } from '@firstsignal/encoder';
import { feedbackQueries, loopTurn, planQueries } from '@firstsignal/sources';
import type { SearchBudget } from './budget';
import { fetchPlatforms, type Connectors, type PlatformHealth } from './platforms';
import { rankAsFound } from './early';
import { embedAhead, toVoteAmong, typeWithSentences, type Typed } from './sentences';

/** Threads the second pass opens per platform: its words are a guess, so it spends less. */
const FEEDBACK_THREADS = 3;

/** What a search found: its signals ranked, and each platform's health. */
export interface Gathered {
  ranked: Signal[];
  health: Partial<Record<SearchablePlatform, PlatformHealth>>;
  /** The delivered signals the sentence model's vote did not reach (sentences.ts typeWithSentences). */
  unvoted?: string[];
  /** The vote for signals beyond the delivered ones, asked before they are revealed (sentences.ts). */
  voteFor?: Typed['voteFor'];
}

export async function gatherSignals(
  connectors: Connectors,
  encoder: SentenceEncoder | null,
  params: Pick<SearchParams, 'businessIdea' | 'searchType' | 'platforms' | 'forums' | 'competitorApps' | 'communities' | 'timeRange' | 'maxResults' | 'exclusions'>,
  nowUtc: number,
  budget?: SearchBudget,
  /**
   * Told the ranking (classifier only) of what the first pass has found so far each time more
   * arrives (early.ts), the whole first pass's last, before the second pass goes out: a streamed
   * search shows them.
   */
  onFirstPass?: (first: Gathered) => void,
): Promise<Gathered> {
  const context = { queryText: params.businessIdea, searchType: params.searchType, nowUtc };
  const options = {
    timeRange: params.timeRange,
    limit: Math.max(25, params.maxResults * 2),
    rankThread: threadRanker(params.businessIdea, params.searchType),
    ...(budget ? { budget } : {}),
  };
  // The sentence model votes on the signals the answer delivers (sentences.ts); the first pass's
  // are embedded while the second pass is out. `ahead` names the search's texts in the encoder's
  // queue, and its budget there is a multiple of its own time (sentences.ts WAIT_FACTOR).
  const ahead = new AbortController();
  const search = { owner: ahead, startedAt: performance.now() };
  const typed = async (items: RawItem[], ctx: ScoreContext, scoring: Scoring) => {
    const { signals, ...votes } = await typeWithSentences(items, ctx, encoder, { scoring, search, deliver: params.maxResults });
    return { ranked: signals, ...votes };
  };
  // Excluded items leave before scoring (issue 25 §2): they never steer the second pass, are
  // never embedded, stored or charged; each platform's health counts those that were signals.
  const removed: RawItem[] = [];
  const exclude = (items: RawItem[]) => {
    const split = applyExclusions(items, params.exclusions, asItem);
    removed.push(...split.removed);
    return split.kept;
  };
  const withExcluded = (health: Partial<Record<SearchablePlatform, PlatformHealth>>) => {
    if (removed.length === 0) return health;
    const out = { ...health };
    for (const signal of scoreItems(removed, context)) {
      const h = out[signal.platform];
      if (h) out[signal.platform] = { ...h, excluded: (h.excluded ?? 0) + 1 };
    }
    return out;
  };
  // What arrives before the first pass ends, ranked as it comes, under the same exclusions and communities.
  const early = onFirstPass && rankAsFound(context, (items) => inCommunities(applyExclusions(items, params.exclusions, asItem).kept, params.communities), onFirstPass);
  try {
    const first = await fetchPlatforms(connectors, params.platforms, planQueries(params.businessIdea, params.searchType, params.platforms, params, params.communities), {
      ...options,
      ...(early ? { onPostsFound: early.postsFound, onPassEnded: early.passEnded } : {}),
    });
    early?.stop();
    first.items = exclude(first.items);
    // A search restricted to communities was asked inside them where the platform can be (the
    // registry's plans); it keeps only their items, before anything is scored or charged.
    const firstItems = inCommunities(first.items, params.communities);
    // Each scoring runs in slices of a few milliseconds, each on a turn of the loop of its own
    // (loopTurn), so the requests waiting (other users' reads, /health) go between them, not after
    // the whole pass.
    await loopTurn();
    const firstScoring = await inSlices(scoreSearchSteps(firstItems, context), loopTurn);
    const ranked = firstScoring.signals;
    onFirstPass?.({ ranked, health: first.health });

    const byId = new Map(firstItems.map((item) => [`${item.platform}:${item.nativeId}`, item]));
    const best = ranked.slice(0, FEEDBACK_DOCS).map((s) => byId.get(s.id)).filter((item): item is RawItem => item !== undefined);
    const expansion = feedbackTerms(params.businessIdea, params.searchType, best.map((item) => `${item.title}\n${item.text}`));
    // A keyword search asks for exactly its expression: no second pass for words it did not name.
    const feedback = params.searchType === 'keywords' ? {} : feedbackQueries(expansion, params.platforms, params.communities);
    const again = params.platforms.filter((p) => first.health[p]?.status === 'ok' && (feedback[p]?.queries.length ?? 0) > 0);
    if (again.length === 0) return { ...(await typed(firstItems, context, firstScoring)), health: withFetched(withExcluded(first.health), firstItems) };

    // Best effort: a platform failing now keeps what its first pass found and its health.
    const words = expansion.map((t) => t.surface);
    const secondContext = { ...context, expansion: words };
    embedAhead(toVoteAmong(firstScoring, params.maxResults), encoder, ahead.signal, ahead);
    const second = await fetchPlatforms(connectors, again, feedback, {
      ...options,
      maxThreads: FEEDBACK_THREADS,
      openedThreads: first.opened,
      rankThread: threadRanker(params.businessIdea, params.searchType, words),
    });
    second.items = exclude(second.items);
    const health = { ...first.health };
    for (const p of again) {
      const h = second.health[p];
      if (h?.status === 'ok') health[p] = { ...health[p]!, results: (health[p]!.results ?? 0) + (h.results ?? 0) };
    }
    const items = [...firstItems, ...inCommunities(second.items, params.communities)];
    await loopTurn();
    const scoring = await inSlices(scoreSearchSteps(items, secondContext), loopTurn);
    return { ...(await typed(items, secondContext, scoring)), health: withFetched(withExcluded(health), items) };
  } finally {
    ahead.abort();
    early?.stop();
  }
}

const asItem = (item: RawItem) => item;

/** Each platform's health with the items fetched per community, which a stored run keeps for its audiences. */
function withFetched(health: Partial<Record<SearchablePlatform, PlatformHealth>>, items: readonly RawItem[]) {
  const fetched = countFetched(items);
  return Object.fromEntries(Object.entries(health).map(([p, h]) => [p, fetched[p as SearchablePlatform] ? { ...h, communities: fetched[p as SearchablePlatform] } : h])) as typeof health;
}
