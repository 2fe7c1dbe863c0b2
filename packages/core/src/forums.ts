/**
 * Forums a founder names (Discourse): the search's `forums` list and the plan that searches them.
 * Each planned query string carries its forum (`https://forum.example.org :: words`), the way
 * Stack Exchange's carry their site: the registry and `PlatformSearchRequest` stay the same for
 * every source, and a plan's queries and their broader fallbacks stay aligned per forum.
 */
import { z } from 'zod';
import { namesPrivateHost, privateAddressMessage } from './private-address';
import { allWordsQueries, KEYWORD_QUERY_LIMITS, quotedWords } from './keyword-query';
import type { KeywordExpr } from './keywords';
import { facetBestTwoThenOne, planChains, type QueryFacet, type SearchPlan } from './query';

export const MAX_FORUMS = 5;

export const FORUM_MESSAGES = {
  notAList: 'Forums must be a list of forum addresses',
  tooMany: `At most ${MAX_FORUMS} forums can be searched at once`,
  notUrl: (value: string) => `“${value.slice(0, 80)}” is not a forum address: use its web address, like https://forum.example.org`,
} as const;

/** A forum's address as searched and stored: its origin and path (a forum may live under /forum), no query, no trailing slash. */
export function forumAddress(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The `forums` of a search: web addresses (http or https), at most MAX_FORUMS, none naming a
 * private network address (the webhooks' rule; host names are checked each time they are called).
 * Blank lines are dropped and repeats kept once.
 */
export const forumList = z
  .array(z.string({ error: FORUM_MESSAGES.notAList }).max(300, FORUM_MESSAGES.notUrl('…')), { error: FORUM_MESSAGES.notAList })
  .transform((list, ctx) => {
    const forums: string[] = [];
    for (const [i, value] of list.entries()) {
      if (!value.trim()) continue;
      const address = forumAddress(value);
      const host = address && namesPrivateHost(address);
      if (!address || host) {
        ctx.addIssue({ code: 'custom', path: [i], message: address ? privateAddressMessage(host!) : FORUM_MESSAGES.notUrl(value.trim()) });
        return z.NEVER;
      }
      if (!forums.includes(address)) forums.push(address);
    }
    if (forums.length > MAX_FORUMS) {
      ctx.addIssue({ code: 'custom', message: FORUM_MESSAGES.tooMany });
      return z.NEVER;
    }
    return forums;
  });

const SEPARATOR = ' :: ';

export function discourseQuery(forum: string, words: string): string {
  return `${forum}${SEPARATOR}${words}`;
}

/** A planned query's forum and words; null for a string that names no forum (nothing to search). */
export function parseDiscourseQuery(query: string): { forum: string; q: string } | null {
  const at = query.indexOf(SEPARATOR);
  if (at < 0) return null;
  const forum = forumAddress(query.slice(0, at));
  const q = query.slice(at + SEPARATOR.length).trim();
  return forum && q ? { forum, q } : null;
}

/**
 * Facets (pain points or needs) searched on each forum at most: with a chain of two per facet, a
 * forum gets at most 2 × 3 = 6 searches (3 at once, a fallback only where a facet's found nothing).
 */
export const FORUM_FACETS = 3;

/**
 * Per named forum, one chain per facet (up to FORUM_FACETS): the facet's two most informative
 * terms, backing off to the best one alone (Discourse's search wants every word). Without forums,
 * nothing is searched.
 */
export function discoursePlan(facets: readonly QueryFacet[], forums: readonly string[]): SearchPlan {
  const perFacet = planChains(facets.slice(0, FORUM_FACETS).map(facetBestTwoThenOne));
  const plan: SearchPlan = { queries: [], broader: [] };
  for (const forum of forums) {
    perFacet.queries.forEach((words, i) => {
      plan.queries.push(discourseQuery(forum, words));
      plan.broader.push(perFacet.broader[i]!.map((w) => discourseQuery(forum, w)));
    });
  }
  return plan;
}

/** Keyword mode: per named forum, one search per alternative of the expression (Discourse wants every word). */
export function discourseKeywordPlan(expr: KeywordExpr, forums: readonly string[]): SearchPlan {
  const words = allWordsQueries(expr, KEYWORD_QUERY_LIMITS.discourse, quotedWords);
  const queries = forums.flatMap((forum) => words.map((w) => discourseQuery(forum, w)));
  return { queries, broader: queries.map(() => []) };
}
