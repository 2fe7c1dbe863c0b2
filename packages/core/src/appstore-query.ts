/**
 * The App Store plan (decisions §11): the iTunes Search API finds the competitors' apps, whose
 * reviews the connector then reads. The Search API matches app names and keywords, where apps
 * name what they are ("Meal Planner", "Habit Tracker"): so unlike the other planners, a product
 * word the founder wrote ("planner", "tracker", "reminders") is kept beside the idea's best
 * topical term. Without one, the two best topical terms; each backs off to the best term alone.
 * Words keep the founder's order ("meal planner", not "planner meal").
 */
import { namedAppQuery } from './competitor-apps';
import { allWordsQueries, bareWords, KEYWORD_QUERY_LIMITS } from './keyword-query';
import type { KeywordExpr } from './keywords';
import { chain, fit, isFillerStem, keyTerms, type QueryFacet, type QueryTerm, type SearchPlan } from './query';
import { stem } from './text';

/** Facets searched: each is one Search API call of a small per-minute allowance. */
const MAX_FACETS = 2;

/** Filler words that say what kind of app it is: how apps name themselves in the store. */
const PRODUCT_KINDS = new Set(
  [
    'tracker',
    'planner',
    'reminder',
    'organizer',
    'scheduler',
    'generator',
    'assistant',
    'dashboard',
    'logger',
    'log',
    'journal',
  ].map(stem),
);

function inFounderOrder(facet: QueryFacet, terms: QueryTerm[]): string {
  const text = facet.text.toLowerCase();
  const at = (t: QueryTerm) => {
    const i = text.indexOf(t.surface.toLowerCase());
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return fit([...terms].sort((a, b) => at(a) - at(b)).map((t) => t.surface));
}

/**
 * One facet's chain, narrow to broad: the product word with the topical word the founder put before
 * it ("habit tracker"), else the founder's own pair around the best term ("dog walkers"), else the
 * two best topical terms; then that topical word alone.
 */
export function appstoreChain(facet: QueryFacet): string[] {
  const keys = keyTerms(facet);
  const [first, second] = keys;
  if (!first) return [];
  const kindAt = facet.terms.findIndex((t) => t.filler && PRODUCT_KINDS.has(t.stem) && t.stem !== first.stem);
  let pair: string | null = null;
  let alone = first;
  if (kindAt >= 0) {
    const before = facet.terms[kindAt - 1];
    if (before && !before.filler) alone = before;
    pair = inFounderOrder(facet, [alone, facet.terms[kindAt]!]);
  } else {
    const bigram = facet.bigrams
      .filter((b) => (b.a === first.stem || b.b === first.stem) && !isFillerStem(b.a) && !isFillerStem(b.b))
      .sort((x, y) => y.weight - x.weight)[0];
    if (bigram) pair = fit([bigram.surface]);
    else if (second && !second.filler) pair = inFounderOrder(facet, [first, second]);
  }
  return chain(pair, alone.surface);
}

/**
 * The apps the founder named first (one query each, nothing broader: `app :: {entry}`, see
 * competitor-apps.ts), then the planner's words, which find the apps for the places left.
 */
export function appstorePlan(facets: readonly QueryFacet[], named: readonly string[] = []): SearchPlan {
  const plan: SearchPlan = { queries: named.map(namedAppQuery), broader: named.map(() => []) };
  for (const facet of facets.slice(0, MAX_FACETS)) {
    const [head, ...rest] = appstoreChain(facet);
    if (!head || plan.queries.includes(head)) continue;
    plan.queries.push(head);
    plan.broader.push(rest.filter((q) => !plan.queries.includes(q)));
  }
  return plan;
}

/**
 * Keyword mode: the competitor apps named first, then the apps the store finds for each
 * alternative of the expression (a brand is usually an app's name); their reviews are then
 * checked against the expression like every other result.
 */
export function appstoreKeywordPlan(expr: KeywordExpr, named: readonly string[] = []): SearchPlan {
  const queries = [...named.map(namedAppQuery)];
  for (const q of allWordsQueries(expr, KEYWORD_QUERY_LIMITS.appstore, bareWords)) if (!queries.includes(q)) queries.push(q);
  return { queries, broader: queries.map(() => []) };
}
