import { z } from 'zod';
import { domainOf } from './link-domain';
import type { SearchPlan } from './query';
import { isSearchablePlatform, PLATFORM_LABELS, SEARCHABLE_PLATFORMS, type SearchablePlatform } from './signal';

/**
 * A community is where a signal was found: its platform and its `source` (a subreddit "r/SaaS",
 * a YouTube channel, a Stack Exchange site, a Lemmy community, a forum…). Founders write one as
 * `platform:source` ("reddit:r/SaaS") or as the source alone ("r/SaaS"), which then matches it on
 * any platform. Exclusions and a search's restriction to chosen communities (issue 25) both use
 * this one notion, so what the audiences view offers to restrict or exclude is what those match.
 */
export interface CommunityRef {
  platform?: SearchablePlatform;
  source: string;
}

const fold = (s: string) => s.normalize('NFC').trim().toLocaleLowerCase('en');

/** What a founder wrote, its community as the platform it names writes it ("lemmy:parenting@lemmy.ml" → "!parenting@lemmy.ml"). */
export function parseCommunity(text: string): CommunityRef {
  const at = text.indexOf(':');
  const head = at > 0 ? text.slice(0, at).trim().toLowerCase() : '';
  if (isSearchablePlatform(head)) return { platform: head, source: asNamedOn(head, text.slice(at + 1).trim()) };
  return { source: text.trim() };
}

/**
 * The community part of a signal's source: several sources name the author after a " · "
 * ("parenting.stackexchange.com · Jane (CC BY-SA)", "lemmy.ml/c/parenting · kim",
 * "Bluesky · @kim.bsky.social", "Meal Planner · 2★ review"); the community is what comes before.
 */
export function communityOf(source: string): string {
  const at = source.indexOf(' · ');
  return (at >= 0 ? source.slice(0, at) : source).trim();
}

/** The key a signal's community is counted and offered under: `platform:community`. */
export function communityKey(signal: { platform: SearchablePlatform; source: string }): string {
  return `${signal.platform}:${communityOf(signal.source)}`;
}

/**
 * Whether a signal was found in the community a founder wrote (case- and form-insensitive; one
 * written without its platform is read as the signal's platform names it, "parenting@lemmy.ml").
 */
export function inCommunity(signal: { platform: SearchablePlatform; source: string }, ref: CommunityRef): boolean {
  if (ref.platform && ref.platform !== signal.platform) return false;
  return fold(communityOf(signal.source)) === fold(asNamedOn(signal.platform, communityOf(ref.source)));
}

/** The items of the communities a search is restricted to; every item when it names none. */
export function inCommunities<T extends { platform: SearchablePlatform; source: string }>(items: readonly T[], communities: readonly string[] | undefined): T[] {
  if (!communities?.length) return [...items];
  const refs = communities.map(parseCommunity);
  return items.filter((item) => refs.some((ref) => inCommunity(item, ref)));
}

/**
 * The communities of a search's restriction that can be on `platform`, as its items name them
 * (namedCommunity, once each): those naming it and those naming no platform. Null when the
 * search is not restricted; empty when none of its communities is on this platform.
 */
export function communitiesOn(platform: SearchablePlatform, communities: readonly string[] | undefined): string[] | null {
  if (!communities?.length) return null;
  const named = communities
    .map(parseCommunity)
    .filter((ref) => !ref.platform || ref.platform === platform)
    .flatMap((ref) => namedCommunity(platform, communityOf(ref.source)) ?? []);
  return [...new Set(named)];
}

/**
 * A plan asked inside `scopes` (what one platform call can be restricted to: a site, a community,
 * a set of subreddits): `scoped` rewrites a query for a scope. Each chain goes once per scope, the
 * first chain in every scope before the next one, and no more chains than the plan had (at least
 * one per scope), so a restricted search spends about what an open one would, inside the scopes.
 */
export function planWithin(plan: SearchPlan, scopes: readonly string[], scoped: (scope: string, query: string) => string): SearchPlan {
  const most = Math.max(plan.queries.length, scopes.length);
  const out: SearchPlan = { queries: [], broader: [] };
  for (const [i, head] of plan.queries.entries()) {
    for (const scope of scopes) {
      const q = scoped(scope, head);
      if (out.queries.length >= most || out.queries.includes(q)) continue;
      out.queries.push(q);
      out.broader.push([...new Set((plan.broader[i] ?? []).map((b) => scoped(scope, b)))].filter((b) => b !== q));
    }
  }
  return out;
}

const WITHIN = ' ⟫ ';

/** A query asked inside one scope of its platform (a set of subreddits, a Lemmy community), read back by its connector. */
export function withinQuery(scope: string, query: string): string {
  return `${scope}${WITHIN}${query}`;
}

/** A planned query's scope (null: the whole platform) and words. */
export function parseWithinQuery(query: string): { scope: string | null; q: string } {
  const at = query.indexOf(WITHIN);
  return at > 0 ? { scope: query.slice(0, at), q: query.slice(at + WITHIN.length) } : { scope: null, q: query };
}

/** Nothing to search: the platform has none of the communities a search is restricted to. */
export const NOTHING_PLANNED: SearchPlan = { queries: [], broader: [] };

const MAX_LIST = 50;
const listOf = (label: string, max = 200, plural = `${label}s`) =>
  z
    .array(z.string().max(max, `Each ${label} must be at most ${max} characters`), { error: `${label} must be a list` })
    .max(MAX_LIST, `At most ${MAX_LIST} ${plural}`)
    .transform((items) => [...new Set(items.map((s) => s.trim()).filter(Boolean))]);

/** Communities as a search's restriction or exclusion lists them ("reddit:r/SaaS", "r/SaaS"). */
export const communityList = listOf('community', 200, 'communities');

/** What a founder wrote that cannot name a community: a platform we do not search, or no community after it. */
export function communityProblem(text: string): string | null {
  const head = /^([a-z][\w-]*)\s*:(?!\/\/)/i.exec(text)?.[1]?.toLowerCase();
  if (head && !isSearchablePlatform(head)) {
    return `Unknown platform "${head}" in "${text}": write platform:community (reddit:r/SaaS) with one of ${SEARCHABLE_PLATFORMS.join(', ')}, or the community alone`;
  }
  const ref = parseCommunity(text);
  if (head && !ref.source) return `Write a community after "${head}:" (for example reddit:r/SaaS)`;
  const shape = ref.platform && COMMUNITY_SHAPES[ref.platform];
  if (shape && !hasCommunityShape(ref.platform!, ref.source)) return `"${ref.source}" is not a ${PLATFORM_LABELS[ref.platform!]} community: write it like ${ref.platform}:${shape.example}`;
  return null;
}

/**
 * How a platform's items name their community, where it has one form: a restriction written
 * otherwise ("reddit:SaaS") would match nothing there and search nothing. `named` turns what a
 * founder may write into that form.
 */
const COMMUNITY_SHAPES: Partial<Record<SearchablePlatform, { pattern: RegExp; example: string; named?: (source: string) => string }>> = {
  reddit: { pattern: /^r\/[A-Za-z0-9_]{2,21}$/i, example: 'r/SaaS' },
  // Lemmy's items say "!parenting@lemmy.ml"; its own search box and links often leave out the "!".
  lemmy: { pattern: /^!?[^\s!@/]+@[^\s@/]+$/, example: '!selfhosted@lemmy.world', named: (source) => (source.startsWith('!') ? source : `!${source}`) },
  github: { pattern: /^[\w.-]+\/[\w.-]+$/, example: 'owner/repository' },
};

/**
 * `source` as `platform`'s items name a community ("parenting@lemmy.ml" → "!parenting@lemmy.ml"),
 * the one rule validation, each platform's restricted requests and the local filter follow; null
 * when it cannot name one there ("reddit:SaaS"). As written where the platform has no one form.
 */
export function namedCommunity(platform: SearchablePlatform, source: string): string | null {
  const shape = COMMUNITY_SHAPES[platform];
  if (!shape) return source;
  if (!shape.pattern.test(source)) return null;
  return shape.named?.(source) ?? source;
}

/** `source` in `platform`'s form where it can be put in it, else as written. */
const asNamedOn = (platform: SearchablePlatform, source: string) => namedCommunity(platform, source) ?? source;

/** Whether `source` names a community as `platform`'s items do, or can be put that way (true where it has no one form). */
export function hasCommunityShape(platform: SearchablePlatform, source: string): boolean {
  return namedCommunity(platform, source) !== null;
}

/** A search's restriction to communities: each one must name a community (communityProblem). */
export const restrictionList = communityList.superRefine((items, ctx) => {
  for (const item of items) {
    const problem = communityProblem(item);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }
});

/**
 * What a search must leave out (issue 25 §2): words and phrases, communities, authors and link
 * domains. Every list is optional; blanks and repeats are dropped.
 */
export const exclusionsInput = z.object({
  words: listOf('excluded word or phrase', 200, 'excluded words or phrases').optional(),
  communities: communityList.optional(),
  authors: listOf('author', 100).optional(),
  // Each domain is kept as the host it names ("https://www.Example.com/x" → "example.com").
  domains: listOf('domain', 253)
    .superRefine((items, ctx) => {
      const bad = items.find((d) => domainOf(d) === null);
      if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `"${bad}" is not a link domain (write it like example.com)` });
    })
    .transform((items) => [...new Set(items.map((d) => domainOf(d)!))])
    .optional(),
});
export type Exclusions = z.output<typeof exclusionsInput>;

/** True when no list holds anything (such a search is stored without exclusions). */
export function noExclusions(e: Exclusions | undefined): boolean {
  return !e || Object.values(e).every((list) => !list?.length);
}
