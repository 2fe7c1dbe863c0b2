/**
 * The Lemmy query plan. Lemmy's search is no search engine: it turns the query into one SQL
 * pattern, `%word1%word2%`, matched case-insensitively against post titles and bodies and comment
 * text. So every word must be there, in the order sent, as a substring: a word's shortest form
 * ("freelancer") also finds its longer ones ("freelancers", "freelancer's"), and a long query
 * finds nothing. Per facet, one chain: the two most informative topical terms in the order the
 * founder wrote them (people write them in that order too), backing off to the best term alone.
 */
import { chain, fit, keyTerms, planChains, prefixForm, type QueryFacet, type SearchPlan } from './query';

/** A second term weaker than this (an everyday word) would only narrow the search: left out. */
const SECOND_TERM_MIN_WEIGHT = 0.6;

export function lemmyPlan(facets: readonly QueryFacet[]): SearchPlan {
  return planChains(
    facets.map((facet) => {
      const [first, second] = keyTerms(facet);
      if (!first) return [];
      const pair =
        second && second.weight >= SECOND_TERM_MIN_WEIGHT
          ? facet.terms.filter((t) => t === first || t === second).map(prefixForm)
          : null;
      return chain(pair ? fit(pair) : null, prefixForm(first));
    }),
  );
}
