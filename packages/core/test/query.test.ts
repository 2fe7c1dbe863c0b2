import { describe, expect, it } from 'vitest';
import { analyzeQuery, buildPlatformQueries, MAX_PLATFORM_QUERY_LENGTH } from '../src/query';
import type { SearchType } from '../src/query';
import { queryTextOf } from '../src/schemas';

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

  it('builds several short alternatives for a long idea', () => {
    const q = buildPlatformQueries(long, 'business_idea');
    expect(q.reddit.length).toBeGreaterThanOrEqual(2);
    expect(q.reddit.length).toBeLessThanOrEqual(3);
    expect(new Set(q.reddit).size).toBe(q.reddit.length);
    for (const s of [...q.reddit, ...q.youtube.queries]) {
      expect(s.length).toBeLessThanOrEqual(MAX_PLATFORM_QUERY_LENGTH);
      expect(s.length).toBeLessThan(long.length);
      // Never the filler words of the idea.
      expect(s).not.toMatch(/\b(app|helps|that|an)\b/);
    }
    // Reddit gets OR groups (upper-case OR inside parentheses) and a quoted phrase or plain keys.
    expect(q.reddit.some((s) => /\([a-z]+( OR [a-z]+)+\)/.test(s))).toBe(true);
    expect(q.reddit.some((s) => !s.includes(' OR '))).toBe(true);
    // YouTube uses | for OR and at most two (expensive) searches.
    expect(q.youtube.queries.length).toBeGreaterThanOrEqual(1);
    expect(q.youtube.queries.length).toBeLessThanOrEqual(2);
    expect(q.youtube.queries.some((s) => /[a-z]\|[a-z]/.test(s))).toBe(true);
    expect(q.youtube.queries.join(' ')).not.toContain(' OR ');
  });

  it('OR groups hold word forms of a key term', () => {
    const q = buildPlatformQueries('invoicing tool for freelancers', 'business_idea');
    expect(q.reddit[0]).toBe('invoicing freelancers');
    expect(q.reddit.join(' ')).toMatch(/\(freelancers OR freelancer OR freelance\)/);
    expect(q.youtube.queries[0]).toMatch(/freelancers\|freelancer\|freelance/);
  });

  it.each<[string, SearchType]>([
    ['CRM for dentists', 'business_idea'],
    ['kubernetes', 'business_idea'],
    ['manual data entry, chasing late payments, tax deadlines', 'pain_points'],
    ['a simple way to split rent with roommates', 'unmet_needs'],
  ])('comment terms are 1-3 plain words: %s', (text, type) => {
    const q = buildPlatformQueries(text, type);
    const words = q.youtube.commentTerms.split(' ');
    expect(words.length).toBeGreaterThanOrEqual(1);
    expect(words.length).toBeLessThanOrEqual(3);
    for (const w of words) expect(w).toMatch(/^[a-z0-9]+$/);
  });

  it('sends one query per pain point', () => {
    const q = buildPlatformQueries('manual data entry, chasing late payments, tax deadlines', 'pain_points');
    expect(q.reddit).toEqual(['manual data entry', 'chasing late payments', 'tax deadlines']);
    expect(q.youtube.queries).toEqual(['manual data entry', 'chasing late payments']);
  });

  it('keeps a short idea as written and never invents plurals of mass nouns or acronyms', () => {
    const q = buildPlatformQueries('kubernetes', 'business_idea');
    expect(q.reddit).toEqual(['kubernetes']);
    const all = JSON.stringify(buildPlatformQueries('data entry crm', 'business_idea'));
    expect(all).not.toMatch(/datas|crms|kuberneteses/);
  });

  it('returns nothing for an empty query', () => {
    expect(buildPlatformQueries('   ', 'business_idea')).toEqual({ reddit: [], youtube: { queries: [], commentTerms: '' } });
  });

  it('emits only safe characters (no injected operators)', () => {
    const q = buildPlatformQueries('title:(hack) OR "x" -y site:evil.com subreddit:all', 'business_idea');
    for (const s of [...q.reddit, ...q.youtube.queries]) expect(s).toMatch(/^[a-z0-9 ()|"]*( OR [a-z0-9 ()|"]*)*$/);
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
