import { describe, expect, it } from 'vitest';
import { hackernewsPlan } from '../src/hackernews-query';
import { lemmyPlan } from '../src/lemmy-query';
import { queryFacets, type SearchPlan } from '../src/query';

const plan = (idea: string, type: 'business_idea' | 'pain_points' = 'business_idea') => lemmyPlan(queryFacets(idea, type));

describe('Lemmy queries: every word a substring, in the order sent', () => {
  it.each<[string, SearchPlan]>([
    // The founder's order ("invoice … freelancers"), the shortest form of each word.
    ['invoice reminders for freelancers', { queries: ['invoice freelance'], broader: [['freelance']] }],
    ['meal planner for busy parents', { queries: ['meal parent'], broader: [['meal']] }],
    ['detect flaky tests in CI', { queries: ['flaky tests'], broader: [['flaky']] }],
    ['track business expenses and receipts at tax time', { queries: ['expense receipt'], broader: [['receipt']] }],
    // A hyphenated compound stays one part: `%self%hosted%` also finds "selfhosted".
    ['self-hosted password manager for families', { queries: ['self hosted password'], broader: [['self hosted']] }],
    ['quantum poetry generator', { queries: ['quantum poetry'], broader: [['quantum']] }],
    // Only a filler word: it is all there is to send, with nothing broader.
    ['an app', { queries: ['app'], broader: [[]] }],
    ['   ', { queries: [], broader: [] }],
  ])('%s → %j', (idea, expected) => {
    expect(plan(idea)).toEqual(expected);
  });

  it('takes the two most informative words of a long complaint, backing off to the best one', () => {
    expect(plan('I hate chasing clients for late payments. Tracking invoices by hand is tedious', 'pain_points')).toEqual({
      queries: ['invoice tedious'],
      broader: [['invoice']],
    });
  });

  it('keeps the words in the founder’s order, where Hacker News puts the best word last for its prefix match', () => {
    const idea = 'freelancers who forget invoice reminders';
    expect(plan(idea).queries).toEqual(['freelance invoice']);
    expect(hackernewsPlan(queryFacets(idea, 'business_idea')).queries).toEqual(['freelancers invoice']);
  });
});
