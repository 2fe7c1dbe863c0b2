/**
 * The GitHub issues plan. GitHub's issue search requires every word of its query (it has no
 * loose match) and matches titles, bodies and comments unless `in:` narrows it; a quoted phrase
 * must appear as written. The people we look for file feature requests and complaints about the
 * tools in the idea's space, in the words the founder used, so per facet one chain runs from
 * narrow to broad: the facet's best two-word phrase as the user wrote it, quoted; then its two
 * most informative terms anywhere in the title or body; then the best term alone. A compound
 * ("on-call") is always a quoted phrase. The connector adds `is:issue` and the date qualifiers.
 *
 * Each query is one search request, and search allows 10 a minute without a token (30 with
 * one), so only the first two facets are searched and no intent words ("feature request") are
 * added: they would narrow a query that is already rare, and each empty narrow query spends a
 * request before its fallback runs.
 */
import { allWordsQueries, KEYWORD_QUERY_LIMITS, quotedWords } from './keyword-query';
import { excludedTerms, quotedTerm, type KeywordExpr } from './keywords';
import { chain, fit, keyTerms, queryWord, type QueryFacet, type SearchPlan } from './query';

/** Matches in the title or the body: comments would bring in long threads that mention a word once. */
export const GITHUB_SCOPE = 'in:title,body';
const MAX_FACETS = 2;
/** A second term weaker than this (an everyday word) would only narrow the search: left out. */
const SECOND_TERM_MIN_WEIGHT = 0.6;

const scoped = (words: string | null): string | null => (words ? `${words} ${GITHUB_SCOPE}` : null);

/** The facet's strongest adjacent pair as the founder wrote it ("flaky tests"), for a quoted phrase. */
function phraseOf(facet: QueryFacet): string | null {
  const text = facet.text.toLowerCase();
  // A compound's bigram is stored joined ("opensource alternative"): only pairs found in the text.
  const written = facet.bigrams.filter((b) => text.includes(b.surface.toLowerCase()));
  const best = written.sort((a, b) => b.weight - a.weight)[0];
  return best ? `"${best.surface}"` : null;
}

/** One chain per facet (the first two), narrowest first; the connector adds `is:issue`. */
export function githubPlan(facets: readonly QueryFacet[]): SearchPlan {
  const plan: SearchPlan = { queries: [], broader: [] };
  for (const facet of facets.slice(0, MAX_FACETS)) {
    const [first, second] = keyTerms(facet);
    if (!first) continue;
    const pair = second && second.weight >= SECOND_TERM_MIN_WEIGHT ? fit([queryWord(first), queryWord(second)]) : null;
    const [head, ...rest] = chain(scoped(phraseOf(facet)), scoped(pair), scoped(queryWord(first)));
    if (!head || plan.queries.includes(head)) continue;
    plan.queries.push(head);
    plan.broader.push(rest.filter((q) => !plan.queries.includes(q)));
  }
  return plan;
}

/**
 * Keyword mode: GitHub requires every word and takes quoted phrases and `NOT`, so one query per
 * alternative of the expression (at most two: search has 10 a minute without a token), the
 * top-level exclusions as `NOT`; the connector adds `is:issue` and the date qualifiers.
 */
export function githubKeywordPlan(expr: KeywordExpr): SearchPlan {
  const exclusions = excludedTerms(expr).map((t) => `NOT ${quotedTerm(t)}`);
  const queries = allWordsQueries(expr, KEYWORD_QUERY_LIMITS.github, (terms) => [quotedWords(terms), ...exclusions, GITHUB_SCOPE].join(' '));
  return { queries, broader: queries.map(() => []) };
}
