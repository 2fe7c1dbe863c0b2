/**
 * The platform connectors, built once per app from settings, and the per-platform health each
 * search reports (decisions §8): blocked is never shown as "no results".
 */
import { PLATFORM_LABELS as LABEL, SEARCHABLE_PLATFORMS, type PlatformQueries, type RawItem, type SearchablePlatform } from '@firstsignal/core';
import { BUDGET_SPENT, connectSources, PlatformError, REFUSED_ADDRESS, SOURCE_DISPLAY, type Connectors, type PlatformSearchRequest, type SourceCache } from '@firstsignal/sources';
import type { Env } from '../env';
import type { SearchBudget } from './budget';

export type PlatformState = 'ok' | 'not configured' | 'rate limited' | 'failed';

export interface PlatformHealth {
  status: PlatformState;
  results?: number;
  message?: string;
  /** What the founder should know about a search that worked (a named competitor app the store does not have). */
  notes?: string[];
  missingSettings?: string[];
  retryAfterSeconds?: number;
  /** Results this search's exclusions removed here, before anything was stored or charged. */
  excluded?: number;
  /** Items fetched per community ("r/SaaS": 12), which a stored run keeps for its audiences. */
  communities?: Record<string, number>;
}

export type { Connectors };

/**
 * Calls out at once per platform from this process, shared by every search. One search fans out
 * to a handful a wave (query alternatives, then the best threads), so it never waits on its own
 * calls; 32 lets about four new searches go at full speed together, where 8 made twenty founders'
 * searches queue behind each other's Reddit calls (19 a search: five seconds of queue at 100 ms a
 * call). The platforms' own limits are counts per minute (their headers pause every call, http.ts),
 * except Stack Exchange's per second, which its connector keeps to.
 */
const CALLS_AT_ONCE = 32;

/** Every registered source's connector, from the settings (the registry in packages/sources). */
export function createConnectors(env: Env, cache: SourceCache): Connectors {
  return connectSources(env, { cache, maxConcurrency: CALLS_AT_ONCE });
}

/** Each registered platform, in the registry's order: configured or the settings it lacks, and how the web shows it. */
export function platformStatus(connectors: Connectors) {
  return SEARCHABLE_PLATFORMS.map((id) => ({
    id,
    label: LABEL[id],
    configured: connectors[id].configured,
    missingSettings: connectors[id].missingSettings,
    ...(connectors[id].notes?.length ? { notes: connectors[id].notes } : {}),
    ...SOURCE_DISPLAY[id],
  }));
}

export function healthOf(platform: SearchablePlatform, error: unknown): PlatformHealth {
  if (!(error instanceof PlatformError)) return { status: 'failed', message: `${LABEL[platform]} could not be searched right now` };
  switch (error.kind) {
    case 'not_configured':
      return { status: 'not configured', message: error.message };
    case 'rate_limited':
      return {
        status: 'rate limited',
        // Our own count of its quota says when it resets; the platform's 429 says only "soon".
        message: error.reason === BUDGET_SPENT ? error.message : `${LABEL[platform]} is rate limiting us right now. Please try again shortly.`,
        ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      };
    case 'auth_failed':
      return { status: 'failed', message: error.message };
    case 'timeout':
      return { status: 'failed', message: `${LABEL[platform]} did not answer in time` };
    default:
      // A forum refused for where it points: the founder can fix that, so say which and why.
      if (error.reason === REFUSED_ADDRESS) return { status: 'failed', message: error.message };
      return { status: 'failed', message: `${LABEL[platform]} answered with an error` };
  }
}

/**
 * Searches the chosen platforms at once; one platform failing never sinks the others. `opened`:
 * the threads each platform opened for comments, for a later pass of the same search. A
 * configured platform with nothing planned for this search (Forums when the search names no
 * forum) is not searched and not reported: an "ok" from it would pass for a search that worked.
 */
export async function fetchPlatforms(
  connectors: Connectors,
  platforms: readonly SearchablePlatform[],
  queries: PlatformQueries,
  options: Omit<PlatformSearchRequest, 'queries' | 'broader' | 'signal' | 'openedThreads' | 'onThreadsOpened' | 'reserve'> & {
    /** A later pass: the threads each platform's earlier pass opened (see PlatformSearchRequest). */
    openedThreads?: ThreadsOpened;
    /** A search's: reserves each platform's pass in its shared budget (monitoring reserves its own before). */
    budget?: SearchBudget;
    /** Told each platform's items and health as its pass ends, without waiting for the slower platforms (a streamed search's first signals). */
    onPassEnded?: (platform: SearchablePlatform, items: readonly RawItem[], health: PlatformHealth) => void;
  },
): Promise<{ items: RawItem[]; health: Partial<Record<SearchablePlatform, PlatformHealth>>; opened: ThreadsOpened }> {
  const { openedThreads, budget, onPassEnded, ...shared } = options;
  const searched = platforms.filter((p) => !connectors[p].configured || (queries[p]?.queries.length ?? 0) > 0);
  const settled = await Promise.all(
    searched.map(async (platform) => {
      const connector = connectors[platform];
      const opened: string[] = [];
      const notes: string[] = [];
      if (!connector.configured) {
        return { platform, opened, items: [] as RawItem[], health: { status: 'not configured', message: `${LABEL[platform]} is not configured: set ${connector.missingSettings.join(' and ')}`, missingSettings: connector.missingSettings } satisfies PlatformHealth };
      }
      const earlier = openedThreads?.[platform];
      const reserve = budget?.(platform, queries[platform]);
      const request = {
        queries: [],
        ...queries[platform],
        ...shared,
        ...(earlier ? { openedThreads: earlier } : {}),
        ...(reserve ? { reserve } : {}),
        onThreadsOpened: (ids: readonly string[]) => opened.push(...ids),
        onNote: (note: string) => notes.push(note),
      };
      try {
        const items = await connector.search(request);
        return { platform, opened, items, health: { status: 'ok', results: items.length, ...(notes.length ? { notes } : {}) } satisfies PlatformHealth };
      } catch (error) {
        return { platform, opened, items: [] as RawItem[], health: healthOf(platform, error) };
      }
    }).map((pass) => pass.then((ended) => (onPassEnded?.(ended.platform, ended.items, ended.health), ended))),
  );
  return {
    items: settled.flatMap((s) => s.items),
    health: Object.fromEntries(settled.map((s) => [s.platform, s.health])),
    opened: Object.fromEntries(settled.map((s) => [s.platform, s.opened])),
  };
}

export type ThreadsOpened = Partial<Record<SearchablePlatform, readonly string[]>>;

/**
 * Every platform searched failed, so the search (or monitored run) failed. One with nothing to
 * search anywhere (every plan empty) did not fail: it found nothing.
 */
export function everySearchFailed(health: Partial<Record<SearchablePlatform, PlatformHealth>>): boolean {
  const statuses = Object.values(health);
  return statuses.length > 0 && !statuses.some((h) => h.status === 'ok');
}
