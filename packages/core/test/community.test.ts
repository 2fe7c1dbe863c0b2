import { describe, expect, it } from 'vitest';
import { communitiesOn, communityProblem, hasCommunityShape, inCommunity, namedCommunity, parseCommunity, parseWithinQuery, planWithin, searchParamsSchema, siteOfHost, withinQuery } from '../src';

describe('communities a founder writes', () => {
  it.each([
    ['reddit:r/SaaS', { platform: 'reddit', source: 'r/SaaS' }],
    ['  Reddit : r/SaaS ', { platform: 'reddit', source: 'r/SaaS' }],
    ['r/SaaS', { source: 'r/SaaS' }],
    ['stackexchange:parenting', { platform: 'stackexchange', source: 'parenting' }],
    ['Ask HN: who is hiring', { source: 'Ask HN: who is hiring' }],
    ['مجتمع:الآباء', { source: 'مجتمع:الآباء' }],
  ])('%s', (text, ref) => expect(parseCommunity(text)).toEqual(ref));

  it.each([
    [{ platform: 'reddit', source: 'r/SaaS' }, 'r/saas', true],
    [{ platform: 'reddit', source: 'r/SaaS' }, 'reddit:r/SaaS', true],
    [{ platform: 'reddit', source: 'r/SaaS' }, 'lemmy:r/SaaS', false],
    [{ platform: 'lemmy', source: 'Cafe\u0301 🍰' }, 'café 🍰', true],
    [{ platform: 'youtube', source: 'Parents 👨‍👩‍👧' }, 'Parents 👨‍👩', false],
  ] as const)('%o in %s: %s', (signal, text, expected) => expect(inCommunity(signal, parseCommunity(text))).toBe(expected));
});

describe('one rule for how a platform names its communities (validation, restriction plans, local filter)', () => {
  it.each([
    // [platform, what a founder writes, as that platform's items name it (null: not one of its communities)]
    ['lemmy', '!parenting@lemmy.ml', '!parenting@lemmy.ml'],
    ['lemmy', 'parenting@lemmy.ml', '!parenting@lemmy.ml'],
    ['lemmy', '!småföretag@feddit.nu', '!småföretag@feddit.nu'],
    ['lemmy', 'småföretag@feddit.nu', '!småföretag@feddit.nu'],
    ['lemmy', 'parenting', null],
    ['lemmy', '!parenting', null],
    ['lemmy', '!!parenting@lemmy.ml', null],
    ['lemmy', 'parenting@lemmy.ml/c/x', null],
    ['lemmy', 'lemmy.ml/c/parenting', null],
    ['reddit', 'r/SaaS', 'r/SaaS'],
    ['reddit', 'SaaS', null],
    ['github', 'invoiceninja/invoiceninja', 'invoiceninja/invoiceninja'],
    ['github', 'invoice ninja', null],
    // No one form: as written.
    ['stackexchange', 'parenting.stackexchange.com', 'parenting.stackexchange.com'],
    ['youtube', 'Parents 👨‍👩‍👧', 'Parents 👨‍👩‍👧'],
  ] as const)('%s: %s is %s', (platform, typed, named) => {
    expect(namedCommunity(platform, typed)).toBe(named);
    expect(hasCommunityShape(platform, typed)).toBe(named !== null);
    // Validation takes exactly what the platform's restriction can ask for.
    expect(communityProblem(`${platform}:${typed}`) === null).toBe(named !== null);
    expect(communitiesOn(platform, [`${platform}:${typed}`])).toEqual(named === null ? [] : [named]);
  });

  const lemmyItem = { platform: 'lemmy', source: '!parenting@lemmy.ml · kim' } as const;
  it.each([
    ['lemmy:!parenting@lemmy.ml', true],
    ['lemmy:parenting@lemmy.ml', true],
    ['Lemmy: Parenting@Lemmy.ml', true],
    ['!parenting@lemmy.ml', true],
    ['parenting@lemmy.ml', true],
    ['lemmy:parenting', false],
    ['reddit:parenting@lemmy.ml', false],
    ['lemmy:!parenting@lemmy.world', false],
  ] as const)('a Lemmy item in !parenting@lemmy.ml is in %s: %s', (text, expected) => expect(inCommunity(lemmyItem, parseCommunity(text))).toBe(expected));

  it('asks Lemmy once per community, whichever way it was written', () => {
    expect(communitiesOn('lemmy', ['lemmy:!parenting@lemmy.ml', 'lemmy:parenting@lemmy.ml', 'parenting@lemmy.ml', 'r/SaaS'])).toEqual(['!parenting@lemmy.ml']);
  });
});

describe('a search asked inside its communities', () => {
  it.each([
    ['reddit', undefined, null],
    ['reddit', [], null],
    ['reddit', ['reddit:r/SaaS', 'r/Entrepreneur', 'lemmy:!café@lemmy.ml'], ['r/SaaS', 'r/Entrepreneur']],
    ['youtube', ['reddit:r/SaaS'], []],
    ['lemmy', ['Lemmy:!café@lemmy.ml · kim'], ['!café@lemmy.ml']],
  ] as const)('%s of %j: %j', (platform, communities, expected) => expect(communitiesOn(platform, communities)).toEqual(expected));

  const scoped = (scope: string, q: string) => `${q} @${scope}`;
  it.each([
    // Each chain once per scope, the first chain everywhere first, no more chains than the plan had.
    [{ queries: ['a b', 'c'], broader: [['a'], []] }, ['x'], { queries: ['a b @x', 'c @x'], broader: [['a @x'], []] }],
    [{ queries: ['a b', 'c'], broader: [['a'], []] }, ['x', 'y'], { queries: ['a b @x', 'a b @y'], broader: [['a @x'], ['a @y']] }],
    // At least one query per scope, even beyond the plan's number.
    [{ queries: ['a'], broader: [[]] }, ['x', 'y', 'z'], { queries: ['a @x', 'a @y', 'a @z'], broader: [[], [], []] }],
    [{ queries: [], broader: [] }, ['x'], { queries: [], broader: [] }],
  ])('%j inside %j', (plan, scopes, expected) => expect(planWithin(plan, scopes, scoped)).toEqual(expected));

  it.each([
    [withinQuery('freelance+SaaS', '"late invoices" 🧾'), { scope: 'freelance+SaaS', q: '"late invoices" 🧾' }],
    ['reminders OR "nudges"', { scope: null, q: 'reminders OR "nudges"' }],
  ])('reads %s back', (query, expected) => expect(parseWithinQuery(query)).toEqual(expected));

  it.each([
    ['parenting.stackexchange.com', 'parenting'],
    ['SuperUser.com', 'superuser'],
    ['stackoverflow.com', 'stackoverflow'],
    ['example.com', null],
    ['r/SaaS', null],
  ])('Stack Exchange site of %s: %s', (host, site) => expect(siteOfHost(host)).toBe(site));
});

describe('exclusions and communities in search parameters', () => {
  const base = { searchType: 'business_idea', businessIdea: 'meal planner for parents', platforms: ['hackernews'] };

  it('keeps the lists without blanks or repeats', () => {
    const params = searchParamsSchema.parse({
      ...base,
      exclusions: { words: [' crypto ', 'crypto', ''], communities: ['r/SaaS'], authors: [], domains: ['example.com'] },
      communities: ['lemmy:!parenting@lemmy.ml', ' '],
    });
    expect(params.exclusions).toEqual({ words: ['crypto'], communities: ['r/SaaS'], authors: [], domains: ['example.com'] });
    expect(params.communities).toEqual(['lemmy:!parenting@lemmy.ml']);
  });

  it('leaves them out when nothing is listed, as searches saved before them', () => {
    const params = searchParamsSchema.parse({ ...base, exclusions: { words: ['  '] }, communities: [] });
    expect(params).not.toHaveProperty('exclusions');
    expect(params).not.toHaveProperty('communities');
  });

  it('refuses a list that is not one, naming the field', () => {
    const result = searchParamsSchema.safeParse({ ...base, exclusions: { words: 'crypto' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['exclusions', 'words'], message: 'excluded word or phrase must be a list' });
  });
});
