import { describe, expect, it } from 'vitest';
import {
  audiencesToCsv,
  communityKey,
  communityProblem,
  countFetched,
  findAudiences,
  inCommunities,
  searchParamsSchema,
  type AudienceSignal,
} from '../src';

const sig = (id: string, platform: AudienceSignal['platform'], source: string, over: Partial<AudienceSignal> = {}): AudienceSignal => ({
  id,
  platform,
  source,
  urgencyLevel: 'Medium',
  relevanceScore: 0.5,
  text: `words of ${id}`,
  url: `https://example.com/${id}`,
  ...over,
});

describe('the community of a source', () => {
  it.each([
    [{ platform: 'reddit', source: 'r/SaaS' }, 'reddit:r/SaaS'],
    [{ platform: 'stackexchange', source: 'parenting.stackexchange.com · Jane (CC BY-SA)' }, 'stackexchange:parenting.stackexchange.com'],
    [{ platform: 'lemmy', source: 'parenting@lemmy.ml · kim' }, 'lemmy:parenting@lemmy.ml'],
    [{ platform: 'bluesky', source: 'Bluesky · @kim.bsky.social' }, 'bluesky:Bluesky'],
    [{ platform: 'appstore', source: 'Mealime · 2★ review' }, 'appstore:Mealime'],
    [{ platform: 'discourse', source: 'forum.example.org › Help · ana' }, 'discourse:forum.example.org › Help'],
    [{ platform: 'hackernews', source: 'Ask HN' }, 'hackernews:Ask HN'],
    [{ platform: 'youtube', source: 'Parents 👨‍👩‍👧 · قناة' }, 'youtube:Parents 👨‍👩‍👧'],
  ] as const)('%o is %s', (signal, key) => expect(communityKey(signal)).toBe(key));
});

describe('restricting to communities', () => {
  const items = [
    { id: 1, platform: 'reddit', source: 'r/SaaS' },
    { id: 2, platform: 'reddit', source: 'r/startups' },
    { id: 3, platform: 'stackexchange', source: 'parenting.stackexchange.com · Jane (CC BY-SA)' },
    { id: 4, platform: 'lemmy', source: 'r/SaaS · kim' },
  ] as const;
  it.each([
    [undefined, [1, 2, 3, 4]],
    [[], [1, 2, 3, 4]],
    [['reddit:r/saas'], [1]],
    [['r/SaaS'], [1, 4]],
    [['stackexchange:Parenting.StackExchange.com', 'r/startups'], [2, 3]],
    [['youtube:r/SaaS'], []],
  ])('%o keeps %o', (communities, ids) => expect(inCommunities(items, communities).map((i) => i.id)).toEqual(ids));

  it.each([
    ['reddit:r/SaaS', null],
    ['Ask HN: who is hiring', null],
    ['https://forum.example.org', null],
    ['r/SaaS', null],
    ['redit:r/SaaS', /Unknown platform "redit" in "redit:r\/SaaS": write platform:community \(reddit:r\/SaaS\) with one of reddit, youtube/],
    ['reddit:', /Write a community after "reddit:"/],
    ['reddit:SaaS', /^"SaaS" is not a Reddit community: write it like reddit:r\/SaaS$/],
    ['lemmy:!café@lemmy.ml', null],
    ['lemmy:selfhosted', /^"selfhosted" is not a Lemmy community: write it like lemmy:!selfhosted@lemmy\.world$/],
    ['github:invoiceninja/invoiceninja', null],
    ['github:invoice ninja 🧾', /is not a GitHub community: write it like github:owner\/repository$/],
  ])('%s', (text, problem) => (problem ? expect(communityProblem(text)).toMatch(problem) : expect(communityProblem(text)).toBeNull()));

  it('refuses a search restricted to an unknown platform, naming the field', () => {
    const result = searchParamsSchema.safeParse({ searchType: 'business_idea', businessIdea: 'meal planner', platforms: ['reddit'], communities: ['r/SaaS', 'twitter:@x'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['communities'], message: expect.stringContaining('Unknown platform "twitter"') });
  });
});

describe('audiences', () => {
  it('ranks by signals per item fetched, smoothed, with high share and two quotes', () => {
    const signals = [
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => sig(`r${i}`, 'reddit', 'r/SaaS', { urgencyLevel: i <= 2 ? 'High' : 'Low', relevanceScore: i / 10 })),
      sig('b1', 'reddit', 'r/lucky'),
      sig('h1', 'hackernews', 'Ask HN', { urgencyLevel: 'High' }),
      sig('h2', 'hackernews', 'Ask HN', { text: 'WORDS OF H1' }),
    ];
    const fetched = countFetched([
      ...Array.from({ length: 10 }, (_, i) => ({ platform: 'reddit' as const, nativeId: `s${i}`, source: 'r/SaaS' })),
      { platform: 'reddit', nativeId: 's1', source: 'r/SaaS' },
      { platform: 'reddit', nativeId: 'l1', source: 'r/lucky' },
      ...Array.from({ length: 40 }, (_, i) => ({ platform: 'hackernews' as const, nativeId: `h${i}`, source: 'Ask HN · ' + i })),
    ]);
    const set = findAudiences(signals, fetched);
    expect(set).toMatchObject({ total: 11, fetchedKnown: true });
    expect(set.audiences.map((a) => [a.key, a.signals, a.fetched, a.perFetched])).toEqual([
      ['reddit:r/SaaS', 8, 10, 0.8],
      ['reddit:r/lucky', 1, 1, 1],
      ['hackernews:Ask HN', 2, 40, 0.05],
    ]);
    expect(set.audiences[0]).toMatchObject({ highShare: 0.25, quotes: [{ signalId: 'r8', text: 'words of r8' }, { signalId: 'r7' }] });
    // The same words twice are one quote.
    expect(set.audiences[2]!.quotes.map((q) => q.signalId)).toEqual(['h1']);
    expect(set.audiences[2]!.highShare).toBe(0.5);
  });

  it('ranks by signals and says so when a run did not record what it fetched', () => {
    const set = findAudiences([sig('a', 'youtube', 'Chan'), sig('b', 'reddit', 'r/x'), sig('c', 'reddit', 'r/x')], null);
    expect(set.fetchedKnown).toBe(false);
    expect(set.audiences.map((a) => [a.key, a.signals, a.fetched, a.perFetched])).toEqual([
      ['reddit:r/x', 2, null, null],
      ['youtube:Chan', 1, null, null],
    ]);
  });

  it('never reads more signals than items (a cross-post collapsed into one)', () => {
    const set = findAudiences([sig('a', 'reddit', 'r/x'), sig('b', 'reddit', 'r/x')], { reddit: { 'r/x': 1 } });
    expect(set.audiences[0]).toMatchObject({ fetched: 2, perFetched: 1 });
  });

  it('cuts long quotes at whole graphemes and exports CSV', () => {
    const long = `${'👨‍👩‍👧 '.repeat(100)}"quoted", here`;
    const set = findAudiences([sig('a', 'lemmy', 'café@lemmy.ml · kim', { text: long, urgencyLevel: 'High' })], { lemmy: { 'café@lemmy.ml': 4 } });
    const quote = set.audiences[0]!.quotes[0]!.text;
    expect(quote.endsWith('…')).toBe(true);
    expect(quote.length).toBeLessThanOrEqual(221);
    expect(quote.slice(0, -1)).toMatch(/👨‍👩‍👧\s*$/u);
    const csv = audiencesToCsv(set);
    expect(csv.split('\r\n')[0]).toBe('Community,Platform,Source,Signals,Items fetched,Signals per item fetched,High urgency,Quote 1,Quote 2');
    expect(csv.split('\r\n')[1]).toMatch(/^lemmy:café@lemmy\.ml,lemmy,café@lemmy\.ml,1,4,25%,100%,/);
  });
});
