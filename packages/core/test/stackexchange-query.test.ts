import { describe, expect, it } from 'vitest';
import { queryFacets } from '../src/query';
import { parseStackexchangeQuery, stackexchangePlan, stackexchangeSites } from '../src/stackexchange-query';

describe('Stack Exchange sites for a search', () => {
  it.each<[string, string[]]>([
    ['meal planner for busy parents', ['softwarerecs', 'parenting', 'cooking']],
    ['invoice reminders for freelancers', ['softwarerecs', 'freelancing']],
    ['shift swaps for restaurant staff', ['softwarerecs', 'workplace']],
    ['detect flaky tests in CI', ['softwarerecs', 'stackoverflow']],
    ['booking app for independent dog walkers', ['softwarerecs', 'pets']],
    ['track business expenses and receipts at tax time', ['softwarerecs', 'money']],
    ['quantum poetry generator', ['softwarerecs']],
  ])('%s → %j', (idea, sites) => {
    expect(stackexchangeSites(queryFacets(idea, 'business_idea'))).toEqual(sites);
  });

  it('plans one chain per site, the two best terms backing off to the best alone, each naming its site', () => {
    const plan = stackexchangePlan(queryFacets('invoice reminders for freelancers', 'business_idea'));
    expect(plan.queries.map((q) => parseStackexchangeQuery(q).site)).toEqual(['softwarerecs', 'freelancing']);
    const { q } = parseStackexchangeQuery(plan.queries[0]!);
    expect(q.split(' ')).toHaveLength(2);
    expect(plan.broader.map((b) => b.map((x) => parseStackexchangeQuery(x).q.split(' ').length))).toEqual([[1], [1]]);
    expect(stackexchangePlan(queryFacets('   ', 'business_idea'))).toEqual({ queries: [], broader: [] });
  });
});
