import { describe, expect, it } from 'vitest';
import { appstorePlan } from '../src/appstore-query';
import { queryFacets } from '../src/query';

describe('App Store searches for the competitors of an idea', () => {
  it.each<[string, string[]]>([
    // A product word the founder wrote goes with the word before it: how apps name themselves.
    ['meal planner for busy parents', ['meal planner', 'meal']],
    ['automatic invoice reminders for freelancers', ['invoice reminders', 'invoice']],
    ['habit tracker for ADHD adults', ['habit tracker', 'habit']],
    ['quantum poetry generator', ['poetry generator', 'poetry']],
    // Without one, the founder's own pair around the best term.
    ['booking app for independent dog walkers', ['dog walkers', 'walkers']],
    ['shift swaps for restaurant staff', ['shift swaps', 'swaps']],
    ['detect flaky tests in CI', ['flaky tests', 'flaky']],
    ['a journal app for gratitude', ['journal gratitude', 'gratitude']],
  ])('%s → %j', (idea, chain) => {
    const plan = appstorePlan(queryFacets(idea, 'business_idea'));
    expect([plan.queries[0], ...plan.broader[0]!]).toEqual(chain);
  });

  it('searches at most two facets, each once, and nothing for an empty idea', () => {
    const facets = ['meal planner for busy parents', 'habit tracker for ADHD adults', 'shift swaps for restaurant staff'].flatMap(
      (idea) => queryFacets(idea, 'business_idea'),
    );
    expect(appstorePlan(facets).queries).toEqual(['meal planner', 'habit tracker']);
    expect(appstorePlan([...facets.slice(0, 1), ...facets.slice(0, 1)]).queries).toEqual(['meal planner']);
    expect(appstorePlan(queryFacets('   ', 'business_idea'))).toEqual({ queries: [], broader: [] });
  });
});
