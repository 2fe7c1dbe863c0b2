import { timeRangeStart, type TimeRange } from '@firstsignal/core';
import type { z } from 'zod';
import { PlatformError } from './errors';
import type { PlatformSearchRequest } from './types';

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * How many items a connector aims to collect for a requested `limit`: scoring discards the weak
 * ones, so we gather roughly 2.5x what the caller will keep.
 */
export function fetchTarget(limit: number): number {
  const wanted = Number.isFinite(limit) && limit > 0 ? limit : 1;
  return Math.max(10, Math.ceil(wanted * 2.5));
}

/**
 * Comments to read from each opened thread. One request brings a thread's comments whatever their
 * number (Reddit's `limit`, YouTube's `maxResults`, HN's whole tree), so reading more costs no
 * quota: the people we look for are often three replies down, and scoring discards the rest.
 */
export function commentsPerThread(target: number, threads: number): number {
  return clamp(Math.ceil(target / Math.max(1, threads)), MIN_COMMENTS_PER_THREAD, 100);
}
const MIN_COMMENTS_PER_THREAD = 30;

/** Threads (or videos) a search opens for comments: the connector's own number, or fewer when the request caps it. */
export function threadsToOpen(req: Pick<PlatformSearchRequest, 'maxThreads'>, connectorDefault: number): number {
  return clamp(req.maxThreads ?? connectorDefault, 0, connectorDefault);
}

/** Trimmed, non-empty, first occurrence only: identical alternatives would spend quota twice. */
export function distinctQueries(queries: readonly string[]): string[] {
  return [...new Set(queries.map((q) => q.trim()).filter((q) => q.length > 0))];
}

/** Parses each element on its own, so one odd item in an upstream list cannot sink the whole answer. */
export function parseEach<S extends z.ZodType>(schema: S, values: readonly unknown[]): z.output<S>[] {
  const out: z.output<S>[] = [];
  for (const value of values) {
    const parsed = schema.safeParse(value);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

export function epochSeconds(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : 0;
}

/**
 * Comment threads enrich a result set that already has posts; losing one thread (comments
 * disabled, a private subreddit, a slow answer) should cost those comments, not the search.
 * A caller's own abort is not a PlatformError and still propagates.
 */
export async function bestEffort<T>(work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof PlatformError) return fallback;
    throw err;
  }
}

/**
 * Tells a caller's listener (`onPostsFound`, `onThreadsOpened`) without letting it fail the search:
 * what it does with what it is told is its own business, and the search goes on either way.
 */
export function tell<T>(listener: ((value: T) => void) | undefined, value: T): void {
  try {
    listener?.(value);
  } catch {
    // The listener's failure is its own; the search goes on.
  }
}

/** A query that finds fewer usable items than this backs off to the next, broader one. */
export const FEW_RESULTS = 8;

/**
 * Runs each query of the request at once; a query that finds fewer than `enough` (FEW_RESULTS)
 * usable items is followed by its broader fallbacks, one at a time, until one finds enough.
 * Returns what each chain found, in request order.
 */
export async function runChains<T>(
  req: Pick<PlatformSearchRequest, 'queries' | 'broader'>,
  run: (query: string) => Promise<T[]>,
  usable: (item: T) => boolean = () => true,
  enough = FEW_RESULTS,
): Promise<T[][]> {
  const seen = new Set<string>();
  const chains = req.queries.map((q, i) => [q, ...(req.broader?.[i] ?? [])].map((s) => s.trim()).filter((s) => s && !seen.has(s) && seen.add(s)));
  return Promise.all(
    chains.filter((c) => c.length > 0).map(async (chain) => {
      const found: T[] = [];
      for (const query of chain) {
        found.push(...(await run(query)));
        if (found.filter(usable).length >= enough) break;
      }
      return found;
    }),
  );
}

/**
 * The threads worth opening for comments: each chain's candidates ordered by how well they match
 * the query (`rankThread`, else their platform order), taken in turn from every chain so each
 * facet of the query gets its share; at most `threadsToOpen(req, connectorDefault)` of them, plus
 * what an earlier pass left unused, and none that it opened (`openedThreads`). Tells
 * `onThreadsOpened` which.
 */
export function pickThreads<T>(
  chains: readonly T[][],
  textOf: (item: T) => string,
  idOf: (item: T) => string,
  connectorDefault: number,
  req: Pick<PlatformSearchRequest, 'rankThread' | 'maxThreads' | 'openedThreads' | 'onThreadsOpened'>,
): T[] {
  const { rankThread, openedThreads } = req;
  const unused = openedThreads ? Math.max(0, connectorDefault - openedThreads.length) : 0;
  const max = threadsToOpen(req, connectorDefault) + unused;
  const ranked = chains.map((list) => {
    if (!rankThread) return list;
    const scored = list.map((item, i) => ({ item, i, score: rankThread(textOf(item)) }));
    return scored.sort((a, b) => b.score - a.score || a.i - b.i).map((s) => s.item);
  });
  const picked: T[] = [];
  const ids = new Set<string>(openedThreads);
  for (let depth = 0; picked.length < max && ranked.some((l) => l.length > depth); depth++) {
    for (const list of ranked) {
      const item = list[depth];
      if (item === undefined || ids.has(idOf(item)) || picked.length >= max) continue;
      ids.add(idOf(item));
      picked.push(item);
    }
  }
  tell(req.onThreadsOpened, picked.map(idOf));
  return picked;
}

/** The start of the time range (epoch seconds), rounded down to the hour so repeated searches hit the cache; null for all time. */
export function createdAfter(range: TimeRange): number | null {
  const start = timeRangeStart(range, Math.floor(Date.now() / 1000));
  return start === null ? null : Math.floor(start / 3600) * 3600;
}
