/**
 * The Hacker News query plan (decisions §9). Algolia's HN index requires every word of a query,
 * tolerates a typo or two in each (so "invoices" still finds "invoice") and matches the last word
 * as a prefix; it has no OR. So a long query finds nothing, and a word the people we look for
 * would not write sinks it. Per facet, one chain: the two most informative topical terms, backing
 * off to the best term alone. The best term goes last, in its shortest form ("freelancer" for
 * "freelancers"), so the prefix match also finds its other forms ("freelancers", "freelancer's").
 * Stories and comments are searched with the same words (the connector asks for both).
 */
import { chain, fit, keyTerms, relatedWords, type QueryFacet, type QueryTerm, type SearchPlan } from './query';

/** A second term weaker than this (an everyday word) would only narrow the search: left out. */
const SECOND_TERM_MIN_WEIGHT = 0.6;
/** Shorter prefixes match unrelated words ("log" finds "login"). */
const MIN_PREFIX = 5;

/** The shortest form of the term that its surface starts with: a prefix that finds all of them. */
function prefixForm(term: QueryTerm): string {
  let best = term.surface;
  for (const form of relatedWords(term.surface).forms) {
    if (form.length >= MIN_PREFIX && form.length < best.length && term.surface.startsWith(form)) best = form;
  }
  return best;
}

export function hackernewsPlan(facets: readonly QueryFacet[]): SearchPlan {
  const plan: SearchPlan = { queries: [], broader: [] };
  for (const facet of facets) {
    const [first, second] = keyTerms(facet);
    if (!first) continue;
    const last = prefixForm(first);
    const pair = second && second.weight >= SECOND_TERM_MIN_WEIGHT ? fit([second.surface, last]) : null;
    const [head, ...rest] = chain(pair, last);
    if (!head || plan.queries.includes(head)) continue;
    plan.queries.push(head);
    plan.broader.push(rest.filter((q) => !plan.queries.includes(q)));
  }
  return plan;
}
