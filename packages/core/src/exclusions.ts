/**
 * Exclusions (issue 25 §2): what a search must leave out, matched here once for searches, load
 * more, re-runs, monitored runs and themes. Words and phrases match whole words in the title and
 * text, ignoring case, accents and the invisible characters of real-world text (ZWJ, direction
 * marks); communities match as community.ts says; authors ignore case and a leading `u/` or `@`;
 * a link domain matches the signal's own link and every link in its text, subdomains included.
 */
import { inCommunity, parseCommunity, type CommunityRef, type Exclusions } from './community';
import { domainOf } from './link-domain';
import type { SearchablePlatform, Signal } from './signal';

/** What of a conversation the exclusions look at: a RawItem as it is, a Signal by its snippet. */
export interface Excludable {
  platform: SearchablePlatform;
  source: string;
  title: string;
  text: string;
  url: string;
  author?: string | undefined;
}

export type ExclusionKind = 'word' | 'community' | 'author' | 'domain';
export interface ExclusionHit {
  kind: ExclusionKind;
  /** The exclusion as the founder wrote it. */
  value: string;
}

// Format characters (ZWJ, ZWNJ, direction marks, soft hyphens) and combining marks carry no
// letters of their own: a word with them, or with an accent, is the same word without.
const INVISIBLE = /\p{Cf}/gu;
const MARKS = /\p{M}/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** Case, accents and compatibility forms folded away ("Café" → "cafe", "ﬁle" → "file", "ß" → "ss"). */
function fold(text: string): string {
  return text.replace(INVISIBLE, '').normalize('NFKD').replace(MARKS, '').toLowerCase().replace(/ß/g, 'ss');
}

/** The folded words of a text, space-separated with a space either side, so a phrase is one `includes`. */
function wordLine(text: string): string {
  const words = fold(text).match(WORD);
  return words ? ` ${words.join(' ')} ` : ' ';
}

/** An exclusion with no letters or digits (an emoji, "$$$") matches as written, folded. */
function symbolsOnly(folded: string): boolean {
  return folded.match(WORD) === null;
}

function authorKey(name: string): string {
  return fold(name.trim()).replace(/^\/?u\/|^@/, '');
}

const LINK = /\bhttps?:\/\/[^\s<>"'`)\]}]+|\bwww\.[^\s<>"'`)\]}]+/giu;

function hostsOf(item: Excludable): string[] {
  const links = [item.url, ...(`${item.title}\n${item.text}`.match(LINK) ?? [])];
  return links.map(domainOf).filter((h): h is string => h !== null);
}

export type ExclusionMatcher = (item: Excludable) => ExclusionHit | null;

/** The matcher for a search's exclusions, or null when it excludes nothing (nothing to check). */
export function exclusionMatcher(exclusions: Exclusions | undefined): ExclusionMatcher | null {
  const words = (exclusions?.words ?? []).map((value) => {
    const folded = fold(value).trim();
    return symbolsOnly(folded) ? { value, symbols: folded } : { value, line: wordLine(value) };
  });
  const communities: { value: string; ref: CommunityRef }[] = (exclusions?.communities ?? []).map((value) => ({ value, ref: parseCommunity(value) }));
  const authors = (exclusions?.authors ?? []).map((value) => ({ value, key: authorKey(value) })).filter((a) => a.key);
  const domains = (exclusions?.domains ?? []).flatMap((value) => {
    const host = domainOf(value);
    return host ? [{ value, host }] : [];
  });
  if (words.length + communities.length + authors.length + domains.length === 0) return null;

  return (item) => {
    const community = communities.find((c) => inCommunity(item, c.ref));
    if (community) return { kind: 'community', value: community.value };
    if (item.author) {
      const key = authorKey(item.author);
      const author = authors.find((a) => a.key === key);
      if (author) return { kind: 'author', value: author.value };
    }
    if (words.length > 0) {
      const text = `${item.title}\n${item.text}`;
      const line = wordLine(text);
      const folded = words.some((w) => w.symbols !== undefined) ? fold(text) : '';
      const word = words.find((w) => (w.symbols !== undefined ? folded.includes(w.symbols) : line.includes(w.line!)));
      if (word) return { kind: 'word', value: word.value };
    }
    if (domains.length > 0) {
      const hosts = hostsOf(item);
      const domain = domains.find((d) => hosts.some((h) => h === d.host || h.endsWith(`.${d.host}`)));
      if (domain) return { kind: 'domain', value: domain.value };
    }
    return null;
  };
}

/** A signal as the exclusions see it: its snippet is the text it still has. */
export function excludableSignal(signal: Signal): Excludable {
  return { platform: signal.platform, source: signal.source, title: signal.title, text: signal.snippet, url: signal.url, author: signal.author };
}

/** Splits items into those the exclusions keep and those they remove, in their order. */
export function applyExclusions<T>(items: readonly T[], exclusions: Exclusions | undefined, view: (item: T) => Excludable): { kept: T[]; removed: T[] } {
  const matcher = exclusionMatcher(exclusions);
  if (!matcher) return { kept: [...items], removed: [] };
  const kept: T[] = [];
  const removed: T[] = [];
  for (const item of items) (matcher(view(item)) ? removed : kept).push(item);
  return { kept, removed };
}

/** Both lists of each kind, without repeats: a card's "Hide this author" adds to what a search had. */
export function mergeExclusions(a: Exclusions | undefined, b: Exclusions | undefined): Exclusions {
  const out: Exclusions = {};
  for (const key of ['words', 'communities', 'authors', 'domains'] as const) {
    const list = [...new Set([...(a?.[key] ?? []), ...(b?.[key] ?? [])])];
    if (list.length > 0) out[key] = list;
  }
  return out;
}

/** A search's exclusions as the saved-search page and the re-run report list them: each list only when it has some. */
export function exclusionLists(exclusions: Exclusions | undefined): { label: string; values: string[] }[] {
  const lists = [
    { label: 'Excluded words', values: exclusions?.words ?? [] },
    { label: 'Excluded communities', values: exclusions?.communities ?? [] },
    { label: 'Excluded authors', values: exclusions?.authors ?? [] },
    { label: 'Excluded domains', values: exclusions?.domains ?? [] },
  ];
  return lists.filter((list) => list.values.length > 0);
}

/** How a search says what its exclusions removed, on screen and in the re-run report. */
export function exclusionsRemovedText(count: number): string {
  return `Exclusions removed ${count} result${count === 1 ? '' : 's'}`;
}
