/**
 * The Bluesky plan. `app.bsky.feed.searchPosts` matches whole words (every word of the query must
 * be in the post; no prefixes, no OR), and a post is at most 300 characters: a query of more than
 * two words finds almost nothing. Per facet, one chain: the two most informative topical terms,
 * backing off to the best term alone; a compound the user hyphenated stays one quoted phrase.
 * At most two facets: Bluesky asks that search serve human-directed queries
 * (bluesky-social/atproto#3423), so a search spends few of them.
 */
import { chain, fit, keyTerms, queryWord, type QueryFacet, type SearchPlan } from './query';

const MAX_FACETS = 2;
/** An everyday second word (weight below this) would only narrow a 300-character post's match. */
const SECOND_TERM_MIN_WEIGHT = 0.6;

export function blueskyPlan(facets: readonly QueryFacet[]): SearchPlan {
  const plan: SearchPlan = { queries: [], broader: [] };
  for (const facet of facets) {
    if (plan.queries.length >= MAX_FACETS) break;
    const [best, second] = keyTerms(facet);
    if (!best) continue;
    const pair = second && second.weight >= SECOND_TERM_MIN_WEIGHT ? fit([queryWord(best), queryWord(second)]) : null;
    const [head, ...broader] = chain(pair, queryWord(best));
    if (!head || plan.queries.includes(head)) continue;
    plan.queries.push(head);
    plan.broader.push(broader.filter((q) => !plan.queries.includes(q)));
  }
  return plan;
}
