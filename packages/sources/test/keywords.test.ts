/**
 * Keyword mode per platform: each source's plan for an expression (core's keyword-query.ts), and
 * what the local stand-ins of Reddit, YouTube and Hacker News receive when a connector runs it.
 */
import { SEARCHABLE_PLATFORMS, type SearchablePlatform } from '@firstsignal/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createHackerNewsConnector, createRedditConnector, createYouTubeConnector, planQueries } from '../src/index';
import { fixture } from './support/fixtures';
import { startUpstream, type Upstream } from './support/upstream';

const EXPR = '("acme corp" OR globex) invoice NOT jobs';

describe('keyword plans of every source', () => {
  it('asks each platform in its own syntax, within its bound', () => {
    const plans = planQueries(EXPR, 'keywords', SEARCHABLE_PLATFORMS, { forums: ['https://forum.example.org'], competitorApps: ['Mealime'] });
    const queries = Object.fromEntries(Object.entries(plans).map(([p, plan]) => [p, plan!.queries])) as Record<SearchablePlatform, string[]>;
    expect(queries).toEqual({
      reddit: ['("acme corp" OR globex) AND invoice NOT jobs'],
      youtube: ['"acme corp"|globex invoice -jobs'],
      hackernews: ['acme corp invoice', 'globex invoice'],
      stackexchange: ['softwarerecs: "acme corp" invoice', 'softwarerecs: globex invoice', 'freelancing: "acme corp" invoice'],
      github: ['"acme corp" invoice NOT jobs in:title,body', 'globex invoice NOT jobs in:title,body'],
      lemmy: ['acme corp invoice', 'globex invoice'],
      bluesky: ['"acme corp" invoice', 'globex invoice'],
      appstore: ['app :: Mealime', 'acme corp invoice', 'globex invoice'],
      discourse: ['https://forum.example.org :: "acme corp" invoice', 'https://forum.example.org :: globex invoice'],
    });
    // Nothing broader: an exact keyword is never loosened.
    for (const plan of Object.values(plans)) expect(plan!.broader.flat()).toEqual([]);
  });
});

let upstream: Upstream | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

describe('keyword queries as the stand-ins receive them', () => {
  it('Reddit gets the boolean expression in one search', async () => {
    upstream = await startUpstream({
      'POST /api/v1/access_token': { json: fixture('reddit/oauth-token-client-credentials.json') },
      'GET /search': { json: fixture('reddit/search-sitewide-oauth-empty-result-2020.json') },
    });
    const reddit = createRedditConnector({ clientId: 'id', clientSecret: 'secret', userAgent: 'test', apiUrl: upstream.url, authUrl: upstream.url });
    const plan = planQueries(EXPR, 'keywords', ['reddit']).reddit!;
    await reddit.search({ ...plan, timeRange: '', limit: 10 });
    expect(upstream.callsTo('/search').map((c) => c.query.get('q'))).toEqual(['("acme corp" OR globex) AND invoice NOT jobs']);
  });

  it('YouTube gets one search (100 units) with | and -', async () => {
    upstream = await startUpstream({ 'GET /youtube/v3/search': { json: { kind: 'youtube#searchListResponse', items: [], pageInfo: { totalResults: 0, resultsPerPage: 0 } } } });
    const youtube = createYouTubeConnector({ apiKey: 'key', apiUrl: `${upstream.url}/youtube/v3` });
    const plan = planQueries(EXPR, 'keywords', ['youtube']).youtube!;
    await youtube.search({ ...plan, timeRange: '', limit: 10 });
    expect(upstream.callsTo('/youtube/v3/search').map((c) => c.query.get('q'))).toEqual(['"acme corp"|globex invoice -jobs']);
  });

  it('Hacker News gets one all-words query per alternative, stories and comments each', async () => {
    upstream = await startUpstream({ 'GET /api/v1/search': { json: { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20 } } });
    const hn = createHackerNewsConnector({ apiUrl: `${upstream.url}/api/v1` });
    const plan = planQueries(EXPR, 'keywords', ['hackernews']).hackernews!;
    await hn.search({ ...plan, timeRange: '', limit: 10 });
    const asked = upstream.callsTo('/api/v1/search').map((c) => `${c.query.get('tags')}: ${c.query.get('query')}`);
    expect(asked.sort()).toEqual(['comment: acme corp invoice', 'comment: globex invoice', 'story: acme corp invoice', 'story: globex invoice']);
  });
});
