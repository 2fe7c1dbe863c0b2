/**
 * The Stack Exchange plan. Questions there live on one site each, so the planner picks the sites
 * whose audience fits the idea: always Software Recommendations (people asking for a tool), plus
 * up to three whose audience the facets' words name (parents, money, freelancers, the workplace…).
 * `/search/advanced` matches its `q` loosely over titles and bodies, so a query is the facet's two
 * most informative terms, backing off to the best one alone. Each query string carries its site
 * (`site: words`), read back by the connector with `parseStackexchangeQuery`.
 */
import { allWordsQueries, KEYWORD_QUERY_LIMITS, quotedWords } from './keyword-query';
import type { KeywordExpr } from './keywords';
import { bestTwoThenOne, type QueryFacet, type SearchPlan } from './query';
import { stem } from './text';

export const ALWAYS_SITE = 'softwarerecs';
const MAX_AUDIENCE_SITES = 3;

/** Each site and words its audience uses about what they do; the order breaks ties. */
const AUDIENCES: readonly { site: string; words: readonly string[] }[] = [
  {
    site: 'parenting',
    words: ['parent', 'kid', 'child', 'children', 'baby', 'toddler', 'family', 'school', 'teen', 'mom', 'dad'],
  },
  {
    site: 'money',
    words: ['money', 'budget', 'tax', 'expense', 'saving', 'finance', 'bank', 'debt', 'invest', 'retirement', 'receipt', 'bill'],
  },
  { site: 'freelancing', words: ['freelancer', 'freelance', 'client', 'contractor', 'invoice', 'gig', 'consultant'] },
  {
    site: 'workplace',
    words: [
      'employee',
      'manager',
      'boss',
      'coworker',
      'colleague',
      'hire',
      'hiring',
      'shift',
      'office',
      'job',
      'staff',
      'meeting',
    ],
  },
  { site: 'cooking', words: ['meal', 'recipe', 'cook', 'cooking', 'food', 'kitchen', 'grocery', 'dinner', 'baking'] },
  { site: 'diy', words: ['home', 'house', 'repair', 'renovation', 'plumbing', 'contractor', 'garden', 'wiring'] },
  { site: 'pets', words: ['pet', 'dog', 'cat', 'puppy', 'kitten', 'vet', 'walker'] },
  { site: 'travel', words: ['travel', 'trip', 'flight', 'hotel', 'visa', 'vacation', 'itinerary'] },
  { site: 'apple', words: ['mac', 'macbook', 'iphone', 'ipad', 'macos', 'ios'] },
  { site: 'superuser', words: ['windows', 'laptop', 'computer', 'backup', 'pc', 'linux', 'desktop', 'spreadsheet'] },
  {
    site: 'stackoverflow',
    words: ['api', 'code', 'developer', 'programming', 'database', 'deploy', 'bug', 'git', 'kubernetes', 'flaky', 'ci'],
  },
];
const AUDIENCE_STEMS = AUDIENCES.map(({ site, words }) => ({ site, stems: new Set(words.map(stem)) }));

/** Software Recommendations, then the sites whose audience's words the facets use most (at most three). */
export function stackexchangeSites(facets: readonly QueryFacet[]): string[] {
  // The words as written: synonyms (invoice → bill) would pull in audiences the idea does not name.
  const stems = new Set(facets.flatMap((f) => f.terms.map((t) => t.stem)));
  const fits = AUDIENCE_STEMS.map(({ site, stems: words }, order) => ({
    site,
    order,
    hits: [...words].filter((w) => stems.has(w)).length,
  }))
    .filter((s) => s.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.order - b.order);
  return [ALWAYS_SITE, ...fits.slice(0, MAX_AUDIENCE_SITES).map((s) => s.site)];
}

export function stackexchangeQuery(site: string, words: string): string {
  return `${site}: ${words}`;
}

/**
 * The API's name of the site at a host, as a question's source names it ("parenting.stackexchange.com"
 * → parenting, "superuser.com" → superuser); null for a host that is no Stack Exchange site.
 */
export function siteOfHost(host: string): string | null {
  const h = host.trim().toLowerCase();
  return (/^([a-z]+)\.stackexchange\.com$/.exec(h) ?? /^(stackoverflow|superuser|serverfault|askubuntu)\.com$/.exec(h))?.[1] ?? null;
}

/** A planned query's site and words; a string without a site searches Software Recommendations. */
export function parseStackexchangeQuery(query: string): { site: string; q: string } {
  const m = /^([a-z.]+): (.+)$/.exec(query.trim());
  return m ? { site: m[1]!, q: m[2]! } : { site: ALWAYS_SITE, q: query.trim() };
}

/** One chain per chosen site, for the first facet's terms (each query costs a request of a small daily quota). */
export function stackexchangePlan(facets: readonly QueryFacet[]): SearchPlan {
  const words = bestTwoThenOne(facets);
  if (words.length === 0) return { queries: [], broader: [] };
  const sites = stackexchangeSites(facets);
  return {
    queries: sites.map((site) => stackexchangeQuery(site, words[0]!)),
    broader: sites.map((site) => words.slice(1).map((w) => stackexchangeQuery(site, w))),
  };
}

/**
 * Keyword mode: `/search/advanced` wants every word of `q` and has no OR, so one query per
 * alternative of the expression (keyword-query.ts), on the sites its words point to; at most
 * KEYWORD_QUERY_LIMITS.stackexchange queries in all, the always-searched site's first.
 */
export function stackexchangeKeywordPlan(expr: KeywordExpr, facets: readonly QueryFacet[]): SearchPlan {
  const max = KEYWORD_QUERY_LIMITS.stackexchange;
  const words = allWordsQueries(expr, max, quotedWords);
  const queries: string[] = [];
  for (const site of stackexchangeSites(facets)) for (const w of words) queries.push(stackexchangeQuery(site, w));
  const kept = queries.slice(0, max);
  return { queries: kept, broader: kept.map(() => []) };
}
