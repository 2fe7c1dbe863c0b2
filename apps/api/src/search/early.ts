/**
 * A streamed search's first signals while its first pass is still out (issue 26 §3): what has
 * arrived, ranked by the classifier (core's scoreSearchSteps, as the first pass is ranked). A
 * platform's posts count as soon as its search calls find them (the connectors' `onPostsFound`,
 * before their threads are opened), and a platform's whole pass once it ends, so the first page
 * can show after the first wave instead of after the slowest platform's threads.
 *
 * Decided by arrivals, never by a timer: everything that arrives within one turn of the event loop
 * is ranked once, on the next turn, when the connector that told it has asked for its threads.
 */
import { inSlices, scoreSearchSteps, type RawItem, type ScoreContext, type SearchablePlatform, type Signal } from '@firstsignal/core';
import { loopTurn } from '@firstsignal/sources';
import type { PlatformHealth } from './platforms';

export interface EarlyRanking {
  ranked: Signal[];
  /** The platforms whose pass has ended; those still searching are not in it. */
  health: Partial<Record<SearchablePlatform, PlatformHealth>>;
}

export function rankAsFound(
  context: ScoreContext,
  /** What a search may show of what it fetched (its exclusions and communities): the same filter its first pass applies. */
  keep: (items: RawItem[]) => RawItem[],
  tell: (early: EarlyRanking) => void,
) {
  // Per platform: its posts found so far, replaced by its whole pass (posts and comments) once it ends.
  const found = new Map<SearchablePlatform, Map<string, RawItem>>();
  const health: Partial<Record<SearchablePlatform, PlatformHealth>> = {};
  const ended = new Set<SearchablePlatform>();
  let queued = false;
  let stopped = false;

  // Scored in slices, as the passes are (gather.ts), so an update never holds the loop; one ranking
  // at a time, so a later one is never told before an earlier one.
  let ranking = Promise.resolve();
  const rank = async () => {
    queued = false;
    if (stopped) return;
    const items = keep([...found.values()].flatMap((byId) => [...byId.values()]));
    if (items.length === 0) return;
    const at = { ...health };
    const { signals } = await inSlices(scoreSearchSteps(items, context), loopTurn);
    if (!stopped) tell({ ranked: signals, health: at });
  };
  const soon = () => {
    if (queued || stopped) return;
    queued = true;
    ranking = ranking.then(loopTurn).then(rank);
  };

  return {
    /** A connector's `onPostsFound`. */
    postsFound(posts: readonly RawItem[]) {
      for (const post of posts) {
        if (ended.has(post.platform)) continue;
        const byId = found.get(post.platform) ?? new Map<string, RawItem>();
        byId.set(post.nativeId, post);
        found.set(post.platform, byId);
      }
      soon();
    },
    /** A platform's pass ended: everything it found, and how it went. */
    passEnded(platform: SearchablePlatform, items: readonly RawItem[], platformHealth: PlatformHealth) {
      ended.add(platform);
      found.set(platform, new Map(items.map((item) => [item.nativeId, item])));
      health[platform] = platformHealth;
      soon();
    },
    /** The whole first pass is ranked by its caller from here on: nothing more is told. */
    stop() {
      stopped = true;
    },
  };
}
