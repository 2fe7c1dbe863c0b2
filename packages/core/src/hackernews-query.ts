/**
 * The Hacker News query plan (decisions §9). Algolia's HN index requires every word of a query,
 * tolerates a typo or two in each (so "invoices" still finds "invoice") and matches the last word
 * as a prefix; it has no OR. So a long query finds nothing, and a word the people we look for
 * would not write sinks it. Per facet, one chain: the two most informative topical terms, backing
 * off to the best term alone. The best term goes last, in its shortest form ("freelancer" for
 * "freelancers"), so the prefix match also finds its other forms ("freelancers", "freelancer's").
 * Stories and comments are searched with the same words (the connector asks for both).
 */
import { chain, fit, keyTerms, planChains, prefixForm, type QueryFacet, type SearchPlan } from './query';

/** A second term weaker than this (an everyday word) would only narrow the search: left out. */
const SECOND_TERM_MIN_WEIGHT = 0.6;

export function hackernewsPlan(facets: readonly QueryFacet[]): SearchPlan {
  return planChains(
    facets.map((facet) => {
      const [first, second] = keyTerms(facet);
      if (!first) return [];
      const last = prefixForm(first);
      return chain(second && second.weight >= SECOND_TERM_MIN_WEIGHT ? fit([second.surface, last]) : null, last);
    }),
  );
}
