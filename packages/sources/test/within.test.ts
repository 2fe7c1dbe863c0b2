/**
 * A search restricted to communities (issue 25 §4) is asked inside them where the platform can be:
 * the registry's plans carry the communities, and each connector's requests name them. The local
 * filter (core's inCommunities) stays the guarantee; these tests show the requests are spent there.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  createGitHubConnector,
  createLemmyConnector,
  createRedditConnector,
  createStackExchangeConnector,
  feedbackQueries,
  planQueries,
  type Connector,
  type PlatformSearchRequest,
} from '../src/index';
import { fixture } from './support/fixtures';
import { startUpstream, type RouteTable, type Upstream } from './support/upstream';

const IDEA = 'invoice reminders for freelancers';

let upstream: Upstream | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

async function serve(routes: RouteTable): Promise<Upstream> {
  upstream = await startUpstream(routes);
  return upstream;
}

/** Runs the platform's plan for the idea restricted to `communities` through its connector. */
async function searchWithin(connector: Connector, communities: string[], searchType: 'business_idea' | 'keywords' = 'business_idea', idea = IDEA) {
  const plan = planQueries(idea, searchType, [connector.platform], {}, communities)[connector.platform]!;
  const req: PlatformSearchRequest = { ...plan, timeRange: '', limit: 10 };
  await connector.search(req);
  return plan;
}

describe('plans of a search restricted to communities', () => {
  it.each([
    // [communities, platform, what its first query asks]
    [['reddit:r/freelance', 'reddit:r/SaaS'], 'reddit', /^freelance\+SaaS ⟫ /],
    [['r/freelance'], 'reddit', /^freelance ⟫ /],
    [['lemmy:!freelance@lemmy.ml'], 'lemmy', /^freelance@lemmy\.ml ⟫ /],
    [['lemmy:freelance@lemmy.ml'], 'lemmy', /^freelance@lemmy\.ml ⟫ /],
    [['freelance@lemmy.ml'], 'lemmy', /^freelance@lemmy\.ml ⟫ /],
    [['stackexchange:freelancing.stackexchange.com'], 'stackexchange', /^freelancing: /],
    [['stackexchange:superuser.com'], 'stackexchange', /^superuser: /],
    [['github:invoiceninja/invoiceninja'], 'github', / repo:invoiceninja\/invoiceninja$/],
    [['appstore:Invoice Simple'], 'appstore', /Invoice Simple/],
  ] as const)('%j asks %s inside them', (communities, platform, first) => {
    const plan = planQueries(IDEA, 'business_idea', [platform], { competitorApps: [] }, communities)[platform]!;
    expect(plan.queries.length).toBeGreaterThan(0);
    for (const q of plan.queries) expect(q).toMatch(first);
    // A restricted search spends no more searches than an open one, at least one per community.
    const open = planQueries(IDEA, 'business_idea', [platform])[platform]!;
    expect(plan.queries.length).toBeLessThanOrEqual(Math.max(open.queries.length, communities.length));
    expect(plan.broader).toHaveLength(plan.queries.length);
  });

  it('plans nothing where none of the communities is (that platform is not searched)', () => {
    const plans = planQueries(IDEA, 'business_idea', ['reddit', 'hackernews', 'youtube', 'stackexchange', 'lemmy', 'github'], {}, ['reddit:r/freelance']);
    for (const p of ['hackernews', 'youtube', 'stackexchange', 'lemmy', 'github'] as const) expect(plans[p]).toEqual({ queries: [], broader: [] });
    // A community without its platform that names nothing on one: nothing there either.
    expect(planQueries(IDEA, 'business_idea', ['lemmy', 'stackexchange'], {}, ['r/freelance'])).toEqual({ lemmy: { queries: [], broader: [] }, stackexchange: { queries: [], broader: [] } });
  });

  it('leaves the plan as it is where the platform cannot search inside a community (Hacker News, Bluesky, YouTube)', () => {
    for (const [p, community] of [['hackernews', 'hackernews:Ask HN'], ['bluesky', 'bluesky:Bluesky'], ['youtube', 'youtube:Freelance Tips 🎬']] as const) {
      expect(planQueries(IDEA, 'business_idea', [p], {}, [community])[p]).toEqual(planQueries(IDEA, 'business_idea', [p])[p]);
    }
  });

  it('keeps only the named forums among the chosen ones', () => {
    const forums = ['https://forum.example.org', 'https://community.other.net'];
    const plan = planQueries(IDEA, 'business_idea', ['discourse'], { forums }, ['discourse:community.other.net › Billing']).discourse!;
    expect(plan.queries.length).toBeGreaterThan(0);
    for (const q of plan.queries) expect(q.startsWith('https://community.other.net :: ')).toBe(true);
    expect(planQueries(IDEA, 'business_idea', ['discourse'], { forums }, ['discourse:elsewhere.org']).discourse).toEqual({ queries: [], broader: [] });
  });

  it('restricts the second pass too', () => {
    const terms = [{ stem: 'overdu', surface: 'overdue', docs: 3 }, { stem: 'nudg', surface: 'nudges', docs: 2 }];
    const queries = feedbackQueries(terms, ['reddit', 'hackernews'], ['reddit:r/freelance']);
    expect(queries.reddit!.queries.length).toBeGreaterThan(0);
    for (const q of queries.reddit!.queries) expect(q).toMatch(/^freelance ⟫ /);
    expect(queries.hackernews).toEqual({ queries: [], broader: [] });
  });
});

describe('connector requests inside the chosen communities', () => {
  it('Reddit searches the chosen subreddits as one multireddit, restrict_sr on', async () => {
    const up = await serve({
      'POST /api/v1/access_token': { json: fixture('reddit/oauth-token-client-credentials.json') },
      'GET /r/:subs/search': { json: fixture('reddit/search-sitewide-oauth-empty-result-2020.json') },
    });
    const reddit = createRedditConnector({ clientId: 'id', clientSecret: 'secret', userAgent: 'web:firstsignal-tests:1.0', apiUrl: up.url, authUrl: up.url });
    await searchWithin(reddit, ['reddit:r/freelance', 'r/SaaS', 'youtube:Freelance Tips']);
    const searches = up.calls.filter((c) => c.path.endsWith('/search'));
    expect(searches.length).toBeGreaterThan(0);
    for (const call of searches) {
      expect(call.path).toBe('/r/freelance+SaaS/search');
      expect(call.query.get('restrict_sr')).toBe('on');
      expect(call.query.get('q')).not.toContain('⟫');
    }
  });

  it('Lemmy asks each chosen community by name', async () => {
    const up = await serve({ 'GET /api/v3/search': { json: { posts: [], comments: [] } } });
    const lemmy = createLemmyConnector({ instanceUrl: up.url });
    await searchWithin(lemmy, ['lemmy:!freelance@lemmy.ml', 'lemmy:!småföretag@feddit.nu']);
    const names = up.callsTo('/api/v3/search').map((c) => c.query.get('community_name'));
    expect(new Set(names)).toEqual(new Set(['freelance@lemmy.ml', 'småföretag@feddit.nu']));
  });

  it.each([
    // [the restriction as a founder writes it, the community_name Lemmy is asked]
    [['lemmy:!parenting@lemmy.ml'], ['parenting@lemmy.ml']],
    [['lemmy:parenting@lemmy.ml'], ['parenting@lemmy.ml']],
    [['parenting@lemmy.ml'], ['parenting@lemmy.ml']],
    // Both spellings of one community: asked once.
    [['lemmy:!parenting@lemmy.ml', 'lemmy:parenting@lemmy.ml'], ['parenting@lemmy.ml']],
  ])('Lemmy asks %j as community_name %j', async (communities, expected) => {
    const up = await serve({ 'GET /api/v3/search': { json: { posts: [], comments: [] } } });
    const lemmy = createLemmyConnector({ instanceUrl: up.url });
    await searchWithin(lemmy, communities);
    // Every search call names it (none goes out over the whole instance).
    const names = up.callsTo('/api/v3/search').map((c) => c.query.get('community_name'));
    expect(names.length).toBeGreaterThan(0);
    expect([...new Set(names)]).toEqual(expected);
  });

  it('Stack Exchange searches the chosen sites (site=) instead of the planner’s', async () => {
    const up = await serve({ 'GET /2.3/search/advanced': { json: { items: [], has_more: false, quota_max: 300, quota_remaining: 299 } } });
    const sx = createStackExchangeConnector({ apiUrl: up.url });
    await searchWithin(sx, ['stackexchange:freelancing.stackexchange.com', 'stackexchange:superuser.com']);
    expect(new Set(up.callsTo('/2.3/search/advanced').map((c) => c.query.get('site')))).toEqual(new Set(['freelancing', 'superuser']));
  });

  it('GitHub qualifies its issue searches with the chosen repositories', async () => {
    const up = await serve({ 'GET /search/issues': { json: { total_count: 0, incomplete_results: false, items: [] } } });
    const gh = createGitHubConnector({ apiUrl: up.url, enabled: true });
    await searchWithin(gh, ['github:invoiceninja/invoiceninja', 'github:solidinvoice/solidinvoice'], 'keywords', '"late payment" OR reminder');
    const qs = up.callsTo('/search/issues').map((c) => c.query.get('q')!);
    expect(qs.length).toBeGreaterThan(0);
    for (const q of qs) expect(q).toContain('repo:invoiceninja/invoiceninja repo:solidinvoice/solidinvoice');
  });

  it('GitHub asks again without the repositories when one of them cannot be searched (422), rather than failing', async () => {
    const up = await serve({
      'GET /search/issues': (call) =>
        call.query.get('q')!.includes('repo:')
          ? { status: 422, json: { message: 'Validation Failed', errors: [{ message: 'The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.' }] } }
          : { json: { total_count: 0, incomplete_results: false, items: [] } },
    });
    const gh = createGitHubConnector({ apiUrl: up.url, enabled: true });
    await searchWithin(gh, ['github:gone-owner/deleted-repo']);
    const qs = up.callsTo('/search/issues').map((c) => c.query.get('q')!);
    expect(qs.some((q) => q.includes('repo:gone-owner/deleted-repo'))).toBe(true);
    expect(qs.some((q) => !q.includes('repo:'))).toBe(true);
  });
});
