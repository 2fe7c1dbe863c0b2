/**
 * Audiences (issue 25 §4): the communities a search's signals come from (a subreddit, a channel,
 * a Hacker News kind, a Stack Exchange site, a Lemmy community, a repository, a forum…), ranked
 * by how many signals each holds per item the search fetched there. Computed from stored signals
 * and the per-community counts a run keeps, so it charges nothing and calls no platform.
 */
import { z } from 'zod';
import { communityKey, communityOf } from './community';
import { csvCell } from './csv';
import type { SavedSignalPayload } from './saved';
import type { SearchablePlatform, Signal, UrgencyLevel } from './signal';
import { truncate } from './unicode';
import { compareIds } from './ids';

/** What the ranking reads of a signal, live or saved. */
export interface AudienceSignal {
  id: string;
  platform: SearchablePlatform;
  source: string;
  urgencyLevel: UrgencyLevel;
  relevanceScore: number;
  /** The signal's own words (a comment's, not its thread's title). */
  text: string;
  url: string;
}

/** Items a search fetched, per platform and then per community ("r/SaaS"), as a run records them. */
export type FetchedCounts = Partial<Record<SearchablePlatform, Record<string, number>>>;

export interface AudienceQuote {
  signalId: string;
  text: string;
  url: string;
}

export interface Audience {
  /** `platform:source`: what "Search only these" and "Exclude" write into the search. */
  key: string;
  platform: SearchablePlatform;
  source: string;
  signals: number;
  /** Items the search fetched there; null when the run did not record it (runs before audiences). */
  fetched: number | null;
  /** signals / fetched, 0..1; null when fetched is unknown. */
  perFetched: number | null;
  /** Share of its signals with High urgency, 0..1. */
  highShare: number;
  /** The two most relevant signals' own words. */
  quotes: AudienceQuote[];
}

export interface AudienceSet {
  audiences: Audience[];
  /** Signals counted (every stored signal of the run or saved search). */
  total: number;
  /** False when no community's fetched count is known: then they are ranked by signals alone. */
  fetchedKnown: boolean;
}

const QUOTES = 2;
const QUOTE_CHARS = 220;

/**
 * Ranked by signals per item fetched, counted as if one more item had been fetched and been a
 * signal and one more had not (Laplace): a community with 1 signal of 1 item then does not
 * outrank one with 8 of 10 on a single lucky find. Unknown counts rank after known ones.
 */
const smoothed = (a: Audience) => (a.fetched === null ? -1 : (a.signals + 1) / (a.fetched + 2));

export function findAudiences(signals: readonly AudienceSignal[], fetched: FetchedCounts | null): AudienceSet {
  const groups = new Map<string, AudienceSignal[]>();
  for (const s of signals) {
    const key = communityKey(s);
    const group = groups.get(key);
    if (group) group.push(s);
    else groups.set(key, [s]);
  }
  let fetchedKnown = false;
  const audiences = [...groups].map(([key, members]): Audience => {
    const { platform } = members[0]!;
    const source = communityOf(members[0]!.source);
    const count = fetched?.[platform]?.[source];
    // A cross-post collapsed into a signal can leave a community with more signals than items.
    const there = count === undefined ? null : Math.max(count, members.length);
    if (there !== null) fetchedKnown = true;
    const best = [...members].sort((a, b) => b.relevanceScore - a.relevanceScore || compareIds(a.id, b.id));
    const quotes: AudienceQuote[] = [];
    const seen = new Set<string>();
    for (const s of best) {
      const text = s.text.trim();
      if (!text || seen.has(text.toLowerCase())) continue;
      seen.add(text.toLowerCase());
      quotes.push({ signalId: s.id, text: truncate(text, QUOTE_CHARS), url: s.url });
      if (quotes.length === QUOTES) break;
    }
    return {
      key,
      platform,
      source,
      signals: members.length,
      fetched: there,
      perFetched: there ? members.length / there : null,
      highShare: members.filter((s) => s.urgencyLevel === 'High').length / members.length,
      quotes,
    };
  });
  audiences.sort((a, b) => smoothed(b) - smoothed(a) || b.signals - a.signals || b.highShare - a.highShare || (a.key < b.key ? -1 : 1));
  return { audiences, total: signals.length, fetchedKnown };
}

const ownWords = (type: 'post' | 'comment', title: string, snippet: string) => (type === 'comment' ? snippet : snippet || title);

export function audienceSignalOf(s: Signal): AudienceSignal {
  return { id: s.id, platform: s.platform, source: s.source, urgencyLevel: s.urgencyLevel, relevanceScore: s.relevanceScore, text: ownWords(s.type, s.title, s.snippet), url: s.url };
}

export function audienceSignalOfSaved(s: SavedSignalPayload): AudienceSignal {
  return {
    id: s.signal_id,
    platform: s.platform,
    source: s.source,
    urgencyLevel: s.urgency_level,
    relevanceScore: s.relevance_score,
    text: ownWords(s.type, s.title, s.snippet),
    url: s.url,
  };
}

/**
 * Counts items per platform and community: what a run records for its audiences. An item a
 * later pass of the same search fetched again counts once.
 */
export function countFetched(items: readonly { platform: SearchablePlatform; nativeId: string; source: string }[]): FetchedCounts {
  const counts: FetchedCounts = {};
  const seen = new Set<string>();
  for (const { platform, nativeId, source } of items) {
    if (seen.has(`${platform}:${nativeId}`)) continue;
    seen.add(`${platform}:${nativeId}`);
    const there = (counts[platform] ??= {});
    const community = communityOf(source);
    there[community] = (there[community] ?? 0) + 1;
  }
  return counts;
}

/**
 * What runs fetched per community, summed from their platform status (each platform's
 * `communities`); null when none recorded it (runs stored before audiences existed).
 */
export function fetchedOfRuns(statuses: readonly Record<string, unknown>[]): FetchedCounts | null {
  let counts: FetchedCounts | null = null;
  for (const status of statuses) {
    for (const [platform, health] of Object.entries(status)) {
      const there = (health as { communities?: Record<string, number> } | null)?.communities;
      if (!there) continue;
      counts ??= {};
      const sum = (counts[platform as SearchablePlatform] ??= {});
      for (const [community, n] of Object.entries(there)) sum[community] = (sum[community] ?? 0) + n;
    }
  }
  return counts;
}

export const AUDIENCE_FORMATS = ['json', 'csv'] as const;
export type AudienceFormat = (typeof AUDIENCE_FORMATS)[number];

/** `?format=` of the audiences paths. */
export const audiencesFormatInput = z.object({
  format: z.enum(AUDIENCE_FORMATS, { error: 'format must be json or csv' }).default('json'),
});

export const AUDIENCE_CSV_COLUMNS = ['Community', 'Platform', 'Source', 'Signals', 'Items fetched', 'Signals per item fetched', 'High urgency', 'Quote 1', 'Quote 2'] as const;

const percent = (share: number | null) => (share === null ? '' : `${Math.round(share * 100)}%`);

export function audiencesToCsv(set: AudienceSet): string {
  const rows = set.audiences.map((a) =>
    [
      a.key,
      a.platform,
      a.source,
      a.signals,
      a.fetched ?? '',
      percent(a.perFetched),
      percent(a.highShare),
      ...[0, 1].map((i) => (a.quotes[i] ? `${a.quotes[i].text} (${a.quotes[i].url})` : '')),
    ]
      .map(csvCell)
      .join(','),
  );
  return [AUDIENCE_CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

/** Audiences as the CLI prints them: one line a community, best first, and what the figures mean. */
export function audiencesToText(set: AudienceSet, title: string): string {
  const lines = [`Audiences: ${title}`, `${set.total} signal${set.total === 1 ? '' : 's'} in ${set.audiences.length} communit${set.audiences.length === 1 ? 'y' : 'ies'}.`];
  if (!set.fetchedKnown) lines.push('Items fetched were not recorded for these runs: ranked by signals.');
  for (const a of set.audiences) {
    const rate = a.fetched === null ? 'fetched unknown' : `${a.signals} of ${a.fetched} fetched (${percent(a.perFetched)})`;
    lines.push(`${a.key}  ${rate}, ${percent(a.highShare)} High urgency`);
    for (const q of a.quotes) lines.push(`  "${q.text}" ${q.url}`);
  }
  return lines.join('\n');
}
