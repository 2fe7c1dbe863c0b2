import { SEARCHABLE_PLATFORMS } from '@firstsignal/core';
import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../src/cache';
import {
  connectSources,
  feedbackQueries,
  monitorBudgets,
  planQueries,
  searchBudgets,
  SOURCE_DISPLAY,
  type SourceSettings,
} from '../src/registry';

const SETTINGS: SourceSettings = {
  REDDIT_USER_AGENT: 'test',
  REDDIT_API_URL: 'http://127.0.0.1:9',
  REDDIT_AUTH_URL: 'http://127.0.0.1:9',
  YOUTUBE_API_URL: 'http://127.0.0.1:9',
  HN_ENABLED: true,
  HN_API_URL: 'http://127.0.0.1:9',
  STACKEXCHANGE_ENABLED: true,
  STACKEXCHANGE_API_URL: 'http://127.0.0.1:9',
  GITHUB_API_URL: 'http://127.0.0.1:9',
  LEMMY_ENABLED: true,
  LEMMY_URL: 'http://127.0.0.1:9',
  BLUESKY_SERVICE_URL: 'http://127.0.0.1:9',
  APPSTORE_ENABLED: true,
  APPSTORE_API_URL: 'http://127.0.0.1:9',
  APPSTORE_COUNTRY: 'us',
  MONITOR_REDDIT_REQUESTS_PER_MINUTE: 60,
  YOUTUBE_UNITS_PER_DAY: 10_000,
  MONITOR_YOUTUBE_UNITS_PER_DAY: 6000,
  DISCOURSE_ENABLED: true,
  DISCOURSE_ALLOW_PRIVATE_URLS: false,
};

describe('the registry of sources', () => {
  it('connects every searchable platform from the settings, each naming the settings it lacks', () => {
    const connectors = connectSources(SETTINGS, { cache: createMemoryCache(), maxConcurrency: 4 });
    expect(Object.keys(connectors)).toEqual(SEARCHABLE_PLATFORMS);
    expect(Object.fromEntries(SEARCHABLE_PLATFORMS.map((p) => [p, connectors[p].missingSettings]))).toEqual({
      reddit: ['REDDIT_CLIENT_ID', 'REDDIT_CLIENT_SECRET'],
      youtube: ['YOUTUBE_API_KEY'],
      hackernews: [],
      stackexchange: [],
      github: ['GITHUB_TOKEN or GITHUB_ENABLED=true'],
      lemmy: [],
      bluesky: ['BLUESKY_HANDLE', 'BLUESKY_APP_PASSWORD'],
      appstore: [],
      discourse: [],
    });
    expect(
      connectSources({ ...SETTINGS, HN_ENABLED: false }, { cache: createMemoryCache(), maxConcurrency: 4 }).hackernews.configured,
    ).toBe(false);
    // GitHub: a token turns it on, GITHUB_ENABLED decides either way.
    const github = (s: Partial<SourceSettings>) =>
      connectSources({ ...SETTINGS, ...s }, { cache: createMemoryCache(), maxConcurrency: 4 }).github.missingSettings;
    expect(github({ GITHUB_TOKEN: 't' })).toEqual([]);
    expect(github({ GITHUB_ENABLED: true })).toEqual([]);
    expect(github({ GITHUB_TOKEN: 't', GITHUB_ENABLED: false })).toEqual(['GITHUB_ENABLED=true']);
  });

  it('plans queries only for the chosen platforms, and a second pass only where a source has one', () => {
    const plans = planQueries('invoice reminders for freelancers', 'business_idea', ['hackernews', 'youtube']);
    expect(Object.keys(plans)).toEqual(['hackernews', 'youtube']);
    expect(plans.hackernews!.queries.length).toBeGreaterThan(0);
    // Forums are searched only where the search names them, each query naming its forum.
    expect(planQueries('invoice reminders', 'business_idea', ['discourse']).discourse).toEqual({ queries: [], broader: [] });
    const forums = planQueries('invoice reminders', 'business_idea', ['discourse'], { forums: ['https://forum.example.org'] });
    expect(forums.discourse!.queries).toHaveLength(1);
    expect(forums.discourse!.queries[0]).toMatch(/^https:\/\/forum\.example\.org :: invoice/);
    // Competitor apps a search names go to the App Store's plan only, ahead of the planner's words.
    const apps = planQueries('meal planner', 'business_idea', ['appstore', 'discourse'], { competitorApps: ['Mealime'] });
    expect(apps.appstore!.queries).toEqual(['app :: Mealime', 'meal planner']);
    expect(apps.discourse).toEqual({ queries: [], broader: [] });
    const terms = [
      { stem: 'invoic', surface: 'invoices', docs: 4 },
      { stem: 'client', surface: 'clients', docs: 3 },
    ];
    expect(Object.keys(feedbackQueries(terms, SEARCHABLE_PLATFORMS))).toEqual(['reddit', 'hackernews']);
  });

  it('counts monitoring against the budgets of the sources that have one, with the limits from the settings', () => {
    const budgets = monitorBudgets(SETTINGS);
    expect(Object.keys(budgets)).toEqual(['reddit', 'youtube', 'stackexchange', 'github', 'lemmy', 'bluesky', 'appstore']);
    // Searches a minute: 6 of the 10 an address gets, 20 of the 30 a token gets; a chain may run all three of its queries.
    expect(budgets.github!.limit).toBe(6);
    expect(monitorBudgets({ ...SETTINGS, GITHUB_TOKEN: 't' }).github!.limit).toBe(20);
    expect(budgets.github!.cost({ queries: ['a', 'b'] })).toBe(6);
    // Half of an instance's default 60 searches per 10 minutes, one search per query.
    expect(budgets.lemmy!.limit).toBe(3);
    expect(budgets.lemmy!.cost({ queries: ['a', 'b'] })).toBe(2);
    // Half of the Search API's ~20 calls a minute; one call per planned query.
    expect(budgets.appstore!.limit).toBe(10);
    expect(budgets.appstore!.cost({ queries: ['meal planner', 'grocery list'] })).toBe(2);
    // Half of the 300 requests an address gets a day, or of the 10,000 a key gets.
    expect(budgets.stackexchange!.limit).toBe(150);
    expect(monitorBudgets({ ...SETTINGS, STACKEXCHANGE_KEY: 'k' }).stackexchange!.limit).toBe(5000);
    expect(budgets.reddit!.limit).toBe(60);
    expect(budgets.youtube!.limit).toBe(6000);
    // Two Reddit queries: 2 pages each, 8 threads, 3 unfolded.
    expect(budgets.reddit!.cost({ queries: ['a', 'b'] })).toBe(15);
    expect(budgets.youtube!.cost({ queries: [] })).toBe(0);
    // Bluesky asks that search serve people, not machines (atproto#3423): a small hourly share.
    expect(budgets.bluesky!.limit).toBe(60);
    expect(budgets.bluesky!.window(new Date('2026-11-27T21:47:12Z'))).toEqual({
      start: new Date('2026-11-27T21:00:00Z'),
      end: new Date('2026-11-27T22:00:00Z'),
    });
    // Two queries, each maybe backing off once, and four threads.
    expect(budgets.bluesky!.cost({ queries: ['a', 'b'] })).toBe(8);
  });

  it("counts searches against each published quota's whole window, broader fallbacks included", () => {
    const budgets = searchBudgets(SETTINGS);
    // Lemmy's limits are each instance's own and Bluesky's per account: searches rely on their 429s.
    expect(Object.keys(budgets)).toEqual(['reddit', 'youtube', 'stackexchange', 'github', 'appstore']);
    const limits = (settings: SourceSettings) => Object.fromEntries(Object.entries(searchBudgets(settings)).map(([p, b]) => [p, b.limit]));
    expect(limits(SETTINGS)).toEqual({ reddit: 100, youtube: 10_000, stackexchange: 300, github: 10, appstore: 20 });
    expect(limits({ ...SETTINGS, STACKEXCHANGE_KEY: 'k', GITHUB_TOKEN: 't', YOUTUBE_UNITS_PER_DAY: 50_000 })).toMatchObject({
      stackexchange: 10_000,
      github: 30,
      youtube: 50_000,
    });
    const plan = { queries: ['a', 'b'], broader: [['a wider'], ['b wider', 'b widest']] };
    // Reddit: 15 for the two queries (as monitoring) and two pages for each of the three fallbacks.
    expect(budgets.reddit!.cost(plan)).toBe(21);
    // YouTube: 100 units a search.list, fallbacks too.
    expect(budgets.youtube!.cost(plan)).toBe(206 + 300);
    // Stack Exchange: a search and two thread calls per query, one search per fallback.
    expect(budgets.stackexchange!.cost(plan)).toBe(9);
    // GitHub's cost already counts each query's whole chain.
    expect(budgets.github!.cost(plan)).toBe(6);
    expect(budgets.appstore!.cost(plan)).toBe(5);
    expect(budgets.reddit!.cost({ queries: [], broader: [] })).toBe(0);
    expect(budgets.stackexchange!.window(new Date('2026-11-27T21:47:12Z'))).toEqual({
      start: new Date('2026-11-27T00:00:00Z'),
      end: new Date('2026-11-28T00:00:00Z'),
    });
  });

  it("keeps monitoring's share within the whole quota however its setting is raised", () => {
    expect(monitorBudgets({ ...SETTINGS, MONITOR_YOUTUBE_UNITS_PER_DAY: 20_000 }).youtube!.limit).toBe(10_000);
    expect(monitorBudgets({ ...SETTINGS, MONITOR_YOUTUBE_UNITS_PER_DAY: 20_000, YOUTUBE_UNITS_PER_DAY: 50_000 }).youtube!.limit).toBe(20_000);
  });

  it('says what a post is called and which figures each source publishes', () => {
    expect(SOURCE_DISPLAY.hackernews.postNoun).toBe('Story');
    expect(SOURCE_DISPLAY.hackernews.engagement.comment.map((f) => f.noun)).toEqual(['comment']);
    expect(SOURCE_DISPLAY.reddit.engagement.post.map((f) => f.field)).not.toContain('views');
    expect(SOURCE_DISPLAY.youtube.engagement.post.map((f) => f.field)).toContain('views');
  });
});
