/** Sorts and filters of the results views (spec §2: Results view and Current Signals). */
import type { SearchablePlatform, Signal, UrgencyLevel } from './signal';

export const SIGNAL_SORTS = ['relevance', 'urgency', 'date', 'title', 'platform'] as const;
export type SignalSort = (typeof SIGNAL_SORTS)[number];
/** All, High Urgency, or one platform only. */
export type SignalFilter = 'all' | 'high' | SearchablePlatform;

const URGENCY_RANK: Record<UrgencyLevel, number> = { High: 0, Medium: 1, Low: 2 };

const byRelevance = (a: Signal, b: Signal): number => b.relevanceScore - a.relevanceScore;

const COMPARATORS: Record<SignalSort, (a: Signal, b: Signal) => number> = {
  relevance: byRelevance,
  urgency: (a, b) => URGENCY_RANK[a.urgencyLevel] - URGENCY_RANK[b.urgencyLevel] || byRelevance(a, b),
  date: (a, b) => b.created_utc - a.created_utc,
  title: (a, b) => a.title.localeCompare(b.title, 'en'),
  platform: (a, b) => a.platform.localeCompare(b.platform, 'en') || byRelevance(a, b),
};

/**
 * A sorted copy (stable: equal signals keep their order). relevance: highest first; urgency:
 * High > Medium > Low, then relevance; date: newest first; title: A–Z; platform: A–Z, then relevance.
 */
export function sortSignals(signals: readonly Signal[], sort: SignalSort): Signal[] {
  const cmp = COMPARATORS[sort] ?? COMPARATORS.relevance;
  return [...signals].sort(cmp);
}

/**
 * Signals matching a filter (All Signals, High Urgency, Reddit / YouTube / Hacker News Only) and the quick
 * search: every word of `text` must appear in the title or the snippet, ignoring case.
 */
export function filterSignals(signals: readonly Signal[], filter: SignalFilter, text?: string): Signal[] {
  const words = (text ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  return signals.filter((s) => {
    if (filter === 'high' && s.urgencyLevel !== 'High') return false;
    if (filter !== 'all' && filter !== 'high' && s.platform !== filter) return false;
    if (words.length === 0) return true;
    const hay = `${s.title}\n${s.snippet}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
