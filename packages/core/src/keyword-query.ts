/**
 * Keyword mode's platform queries: each platform is asked, in the syntax it has, for at least
 * everything the expression matches (its positive part, keywords.ts), within a bounded number of
 * queries; what comes back is checked against the whole expression (`matchesKeywords`) before it
 * is scored, so a query may find more than the expression but never needs to find less.
 *
 * - Reddit takes the boolean expression itself (AND, OR, parentheses, quotes) in one query, and
 *   `NOT` for the top-level exclusions.
 * - YouTube takes `|` between alternatives of one word or phrase and `-` to exclude, in one query
 *   (a search costs 100 units): the positive part in conjunctive form, `a|"b c" d -e`.
 * - Platforms that require every word and have no OR (Hacker News' Algolia, Stack Exchange,
 *   GitHub, Lemmy, Bluesky, the App Store, Discourse) get one query per alternative (the
 *   disjunctive form), at most their own bound; past it, alternatives are shortened to their most
 *   specific term (a superset) and merged.
 */
import {
  alternativesOf,
  excludedTerms,
  positivePart,
  quotedTerm,
  type KeywordExpr,
  type KeywordTerm,
  type PositiveExpr,
} from './keywords';
import type { SearchPlan } from './query';

/** YouTube's `q` is best kept short; one search costs 100 of 10,000 daily units. */
const YOUTUBE_MAX_QUERY = 200;
/** Clauses of YouTube's conjunctive form before it falls back to "any of the words". */
const YOUTUBE_MAX_CLAUSES = 8;

/** Queries per platform at most (Reddit and YouTube: one). */
export const KEYWORD_QUERY_LIMITS = {
  hackernews: 6,
  stackexchange: 3,
  github: 2,
  lemmy: 4,
  bluesky: 2,
  appstore: 2,
  discourse: 3,
} as const;

const plainPlan = (queries: string[]): SearchPlan => ({ queries, broader: queries.map(() => []) });

/** The most specific term of an alternative: a phrase, else the longest word. */
function specific(alt: readonly KeywordTerm[]): KeywordTerm {
  return [...alt].sort((a, b) => b.words.length - a.words.length || b.text.length - a.text.length)[0]!;
}

/**
 * At most `max` alternatives that together match everything the given ones do: when there are
 * too many, each keeps only its most specific term (requiring fewer words finds more), repeats
 * merged; if still too many, the first `max`.
 */
export function boundedAlternatives(alternatives: readonly KeywordTerm[][], max: number): KeywordTerm[][] {
  if (alternatives.length <= max) return alternatives.map((a) => [...a]);
  const seen = new Set<string>();
  const out: KeywordTerm[][] = [];
  for (const alt of alternatives) {
    const term = specific(alt);
    const key = term.words.join(' ');
    if (!seen.has(key)) {
      seen.add(key);
      out.push([term]);
    }
  }
  return out.slice(0, max);
}

/**
 * One query string per alternative for a platform that requires every word: `render` writes an
 * alternative's terms (quoted phrases or bare words, as the platform reads them).
 */
export function allWordsQueries(expr: KeywordExpr, max: number, render: (terms: KeywordTerm[]) => string): string[] {
  const queries: string[] = [];
  for (const alt of boundedAlternatives(alternativesOf(expr), max)) {
    const q = render(alt).replace(/\s+/g, ' ').trim();
    if (q && !queries.includes(q)) queries.push(q);
  }
  return queries;
}

/** Terms as bare words (platforms that match words, not phrases: Algolia, Lemmy's pattern). */
export const bareWords = (terms: readonly KeywordTerm[]): string => terms.map((t) => t.text.replace(/"/g, '')).join(' ');
/** Terms with phrases quoted (GitHub, Bluesky, Stack Exchange, Discourse). */
export const quotedWords = (terms: readonly KeywordTerm[]): string => terms.map(quotedTerm).join(' ');

function booleanOf(expr: PositiveExpr, nested: boolean): string {
  if (expr.kind === 'term') return quotedTerm(expr);
  const inner = expr.items.map((e) => booleanOf(e, true)).join(expr.kind === 'or' ? ' OR ' : ' AND ');
  return nested ? `(${inner})` : inner;
}

/** Reddit: the boolean expression, with `NOT` for the top-level exclusions. */
export function redditKeywordPlan(expr: KeywordExpr): SearchPlan {
  const positive = positivePart(expr);
  if (!positive) return plainPlan([]);
  const exclusions = excludedTerms(expr).map((t) => ` NOT ${quotedTerm(t)}`).join('');
  // At most 300 characters and 20 terms written (keywords.ts) stay well under Reddit's 512 with
  // the operators and quotes added.
  return plainPlan([`${booleanOf(positive, false)}${exclusions}`]);
}

/** The positive part as clauses all required, each any of its terms (conjunctive form); null past `max` clauses. */
function clausesOf(expr: PositiveExpr, max: number): KeywordTerm[][] | null {
  if (expr.kind === 'term') return [[expr]];
  const parts = expr.items.map((e) => clausesOf(e, max));
  if (parts.some((p) => p === null)) return null;
  const lists = parts as KeywordTerm[][][];
  if (expr.kind === 'and') {
    const all = lists.flat();
    return all.length > max ? null : all;
  }
  let acc: KeywordTerm[][] = [[]];
  for (const clauses of lists) {
    acc = acc.flatMap((left) => clauses.map((right) => [...left, ...right]));
    if (acc.length > max) return null;
  }
  return acc;
}

/**
 * YouTube: one query, `a|"b c" d -e`: `|` joins the alternatives of one clause, spaces join
 * clauses, `-` excludes. An expression whose conjunctive form is too long asks for any of its
 * words instead (a superset, checked here).
 */
export function youtubeKeywordPlan(expr: KeywordExpr): SearchPlan {
  const positive = positivePart(expr);
  if (!positive) return plainPlan([]);
  const clauses = clausesOf(positive, YOUTUBE_MAX_CLAUSES) ?? [alternativesOf(expr).map(specific)];
  const unique = (terms: KeywordTerm[]) => terms.filter((t, i) => terms.findIndex((o) => o.words.join(' ') === t.words.join(' ')) === i);
  const body = clauses.map((c) => unique(c).map(quotedTerm).join('|')).join(' ');
  const exclusions = excludedTerms(expr).map((t) => ` -${quotedTerm(t)}`).join('');
  const q = `${body}${exclusions}`;
  return plainPlan([q.length <= YOUTUBE_MAX_QUERY ? q : body.slice(0, YOUTUBE_MAX_QUERY).replace(/\s+\S*$/, '')]);
}

/** Hacker News (Algolia requires every word, no OR, no phrases): one query of bare words per alternative. */
export function hackernewsKeywordPlan(expr: KeywordExpr): SearchPlan {
  return plainPlan(allWordsQueries(expr, KEYWORD_QUERY_LIMITS.hackernews, bareWords));
}

/** Lemmy (`%word%word%`: substrings in order): one query of bare words per alternative. */
export function lemmyKeywordPlan(expr: KeywordExpr): SearchPlan {
  return plainPlan(allWordsQueries(expr, KEYWORD_QUERY_LIMITS.lemmy, bareWords));
}

/** Bluesky (every word, quoted phrases, no OR): one query per alternative. */
export function blueskyKeywordPlan(expr: KeywordExpr): SearchPlan {
  return plainPlan(allWordsQueries(expr, KEYWORD_QUERY_LIMITS.bluesky, quotedWords));
}
