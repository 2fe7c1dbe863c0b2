import { describe, expect, it } from 'vitest';
import { hackernewsPlan } from '../src/hackernews-query';
import { analyzeQuery, MAX_PLATFORM_QUERY_LENGTH, queryFacets, redditPlan, youtubePlan } from '../src/query';
import type { SearchType } from '../src/query';
import { queryTextOf } from '../src/schemas';

/** The three plans of a query, from the same facets (packages/sources' registry pairs each platform with its plan). */
function buildPlatformQueries(text: string, type: SearchType) {
  const facets = queryFacets(text, type);
  return { reddit: redditPlan(facets), youtube: youtubePlan(facets), hackernews: hackernewsPlan(facets) };
}

describe('queryTextOf (spec §5)', () => {
  it.each<[string, Parameters<typeof queryTextOf>[0], string]>([
    ['trims the business idea', { searchType: 'business_idea', businessIdea: '  CRM for dentists \n' }, 'CRM for dentists'],
    ['empty idea', { searchType: 'business_idea', businessIdea: '   ' }, ''],
    ['missing idea', { searchType: 'business_idea' }, ''],
    ['ignores arrays for business ideas', { searchType: 'business_idea', businessIdea: 'x', painPoints: ['y'] }, 'x'],
    [
      'joins non-blank pain points with ", "',
      { searchType: 'pain_points', painPoints: ['late payments', '', '  manual invoicing  '] },
      'late payments, manual invoicing',
    ],
    ['blank pain points', { searchType: 'pain_points', painPoints: [' ', ''] }, ''],
    [
      'blank pain points do not fall back to a leftover business idea',
      { searchType: 'pain_points', painPoints: [' '], businessIdea: 'CRM for dentists' },
      '',
    ],
    ['accepts the snake_case business_idea', { searchType: 'business_idea', business_idea: ' CRM ' }, 'CRM'],
    ['unmet needs', { searchType: 'unmet_needs', unmetNeeds: ['a', 'b', 'c'] }, 'a, b, c'],
    ['unmet needs ignore pain points', { searchType: 'unmet_needs', painPoints: ['x'], unmetNeeds: ['y'] }, 'y'],
    [
      'falls back to the joined text sent as businessIdea',
      { searchType: 'pain_points', businessIdea: ' late payments, taxes ' },
      'late payments, taxes',
    ],
  ])('%s', (_name, input, expected) => {
    expect(queryTextOf(input)).toBe(expected);
  });
});

describe('buildPlatformQueries', () => {
  const long =
    'An app that helps freelance designers automatically track unpaid invoices and send polite payment reminders to late clients';
  const redditQueries = (q: ReturnType<typeof buildPlatformQueries>) => [...q.reddit.queries, ...q.reddit.broader.flat()];
  /** Top-level clauses Reddit ANDs: OR groups and quoted phrases count as one. */
  const clauses = (query: string) => query.match(/\([^)]*\)|"[^"]*"|\S+/g) ?? [];

  it.each<[string, SearchType, RegExp]>([
    ['Staff scheduling app for restaurants that handles shift swaps without group texts', 'unmet_needs', /\b(handles?|app|staff|without)\b/],
    ['booking and payments app for independent dog walkers', 'business_idea', /\b(app|booking|independent)\b/],
    ['detect flaky tests in CI and quarantine them automatically', 'business_idea', /\b(detect|automatically|them)\b/],
    [long, 'business_idea', /\b(app|helps|that|an|automatically|send)\b/],
  ])('never requires a non-topical word: %s', (text, type, banned) => {
    const q = buildPlatformQueries(text, type);
    expect(q.reddit.queries.length).toBeGreaterThan(0);
    expect(redditQueries(q).some((s) => /^\w+( OR \w+)+$/.test(s))).toBe(true);
    for (const s of redditQueries(q)) {
      // A wide query (a OR b OR c) requires none of its words in particular.
      if (/^\w+( OR \w+)+$/.test(s)) continue;
      expect(s).not.toMatch(banned);
      expect(clauses(s).length).toBeLessThanOrEqual(2);
      expect(s.length).toBeLessThanOrEqual(MAX_PLATFORM_QUERY_LENGTH);
    }
  });

  it('goes from narrow to broad: two key terms, then the best one alone; any of the key nouns beside them', () => {
    const q = buildPlatformQueries('booking and payments app for independent dog walkers', 'business_idea');
    expect(q.reddit.queries).toEqual(['(payments OR payment OR paying) (walkers OR walker)', 'payments OR walkers OR independent']);
    expect(q.reddit.broader).toEqual([['(payments OR payment OR paying)'], []]);
  });

  it('OR groups hold the forms English uses, never invented plurals', () => {
    expect(buildPlatformQueries('invoicing tool for freelancers', 'business_idea').reddit.queries[0]).toBe(
      '(freelancers OR freelancer OR freelance) (invoicing OR invoice OR invoices)',
    );
    const flaky = JSON.stringify(buildPlatformQueries('detect flaky tests in CI', 'business_idea'));
    expect(flaky).not.toMatch(/flakies/);
    expect(JSON.stringify(buildPlatformQueries('data entry crm', 'business_idea'))).not.toMatch(/datas|crms/);
  });

  it('plans each pain point on its own', () => {
    const q = buildPlatformQueries('losing paper receipts for business expenses, expense reports take forever at tax time', 'pain_points');
    expect(q.reddit.queries).toEqual([
      '(receipts OR receipt) (expenses OR expense OR spending)',
      'receipts OR expenses OR paper',
      '(expense OR expenses OR spending) (reports OR report)',
      'expense OR reports OR tax',
    ]);
  });

  it('spends one YouTube search (100 quota units) on the key terms: with OR matching, a narrower one finds nothing new', () => {
    const q = buildPlatformQueries('hive monitoring sensors for backyard beekeepers', 'business_idea');
    expect(q.youtube).toEqual({ queries: ['beekeepers hive sensors'], broader: [[]] });
  });

  it('keeps a one-word idea as written', () => {
    expect(buildPlatformQueries('kubernetes', 'business_idea')).toEqual({
      reddit: { queries: ['kubernetes'], broader: [[]] },
      youtube: { queries: ['kubernetes'], broader: [[]] },
      hackernews: { queries: ['kubernetes'], broader: [[]] },
    });
  });

  it.each<[string, string, RegExp]>([
    ['on-call alert fatigue at small startups', '"on call"', /^"on call"/],
    ['no-show clients at hair salons', '"no show"', /"no show"/],
    ['self-employed quarterly taxes', '"self employed"', /"self employed"/],
  ])('searches a hyphenated compound as one phrase, never its parts alone: %s', (text, phrase, first) => {
    const q = buildPlatformQueries(text, 'pain_points');
    expect(q.reddit.queries[0]).toMatch(first);
    expect(q.youtube.queries[0]).toContain(phrase);
    expect(q.hackernews.queries.join(' ')).toContain(phrase.replace(/"/g, ''));
    const words = phrase.replace(/"/g, '').split(' ');
    for (const s of [...q.reddit.queries, ...q.reddit.broader.flat()]) {
      for (const w of words) expect(s.replace(phrase, '')).not.toMatch(new RegExp(`\\b${w}\\b`));
    }
  });

  it.each<[string, string]>([
    ['pager alerts that are noise at 3am', '3am'],
    ['restaurant staff calling in sick on friday', 'friday'],
  ])('a time is not the topic: %s', (text, time) => {
    const terms = analyzeQuery(text, 'pain_points').terms;
    const weightOf = (w: string) => terms.find((t) => t.surface === w)?.weight ?? 0;
    const best = Math.max(...terms.map((t) => t.weight));
    expect(weightOf(time)).toBeLessThan(best / 2);
    expect(buildPlatformQueries(text, 'pain_points').reddit.queries[0]).not.toMatch(new RegExp(`\\b${time}\\b`));
  });

  it('returns nothing for an empty query', () => {
    const none = { queries: [], broader: [] };
    expect(buildPlatformQueries('   ', 'business_idea')).toEqual({ reddit: none, youtube: none, hackernews: none });
  });

  it('emits only safe characters (no injected operators)', () => {
    const q = buildPlatformQueries('title:(hack) OR "x" -y site:evil.com subreddit:all', 'business_idea');
    for (const s of [...redditQueries(q), ...q.youtube.queries]) expect(s).toMatch(/^[a-z0-9 ()|"]*( OR [a-z0-9 ()|"]*)*$/);
    for (const s of [...q.hackernews.queries, ...q.hackernews.broader.flat()]) expect(s).toMatch(/^[a-z0-9 ]+$/);
  });
});

describe('Hacker News plan (Algolia requires every word and has no OR)', () => {
  const long =
    'An app that helps freelance designers automatically track unpaid invoices and send polite payment reminders to late clients';

  it.each<[string, SearchType, { queries: string[]; broader: string[][] }]>([
    // Two key terms, the best last in its shortest form (a prefix finds "freelancers", "freelancer's"), then it alone.
    ['automatic invoice reminders for freelancers', 'business_idea', { queries: ['freelancers invoice'], broader: [['invoice']] }],
    ['app for beekeepers to log hive inspections', 'business_idea', { queries: ['hive beekeeper'], broader: [['beekeeper']] }],
    // One chain per pain point.
    [
      'flaky tests in CI, slow docker builds, kubernetes costs',
      'pain_points',
      { queries: ['tests flaky', 'slow docker', 'costs kubernetes'], broader: [['flaky'], ['docker'], ['kubernetes']] },
    ],
    ['kubernetes', 'business_idea', { queries: ['kubernetes'], broader: [[]] }],
  ])('%s', (text, type, plan) => {
    expect(buildPlatformQueries(text, type).hackernews).toEqual(plan);
  });

  it('never sends more than two words, nor a filler word, however long the idea', () => {
    const q = buildPlatformQueries(long, 'business_idea').hackernews;
    expect(q.queries.length).toBeGreaterThan(0);
    for (const s of [...q.queries, ...q.broader.flat()]) {
      expect(s.split(' ').length).toBeLessThanOrEqual(2);
      expect(s).not.toMatch(/\b(app|helps|that|an|automatically|send)\b/);
    }
  });
});

describe('analyzeQuery', () => {
  it('weighs topical words above filler', () => {
    const q = analyzeQuery('An app that helps freelancers track invoices', 'business_idea');
    const w = Object.fromEntries(q.terms.map((t) => [t.surface, t.weight]));
    expect(w.freelancers).toBeGreaterThan(w.app! * 3);
    expect(w.invoices).toBeGreaterThan(w.helps! * 3);
  });

  it('splits pain points into facets', () => {
    const q = analyzeQuery('late payments, tax deadlines', 'pain_points');
    expect(q.facets.map((f) => f.text)).toEqual(['late payments', 'tax deadlines']);
  });
});
