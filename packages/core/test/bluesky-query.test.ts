import { describe, expect, it } from 'vitest';
import { blueskyPlan } from '../src/bluesky-query';
import { queryFacets, type SearchType } from '../src/query';

describe('Bluesky queries for a search', () => {
  // searchPosts wants every word in a post of at most 300 characters: two words, then the best alone.
  it.each<[string, SearchType, string[], string[][]]>([
    ['automatic invoice reminders for freelancers', 'business_idea', ['invoice freelancers'], [['invoice']]],
    ['meal planner for busy parents', 'business_idea', ['meal parents'], [['meal']]],
    // A hyphenated compound stays one quoted phrase.
    ['on-call rotation scheduling for small teams', 'business_idea', ['"on call" rotation'], [['"on call"']]],
    ['quantum', 'business_idea', ['quantum'], [[]]],
    ['   ', 'business_idea', [], []],
    [
      'I hate chasing late payments\nMy clients ghost me after the project',
      'pain_points',
      ['payments chasing', 'project clients'],
      [['payments'], ['project']],
    ],
    // Three pain points, two chains: a search spends few of Bluesky's searches.
    ['shift swaps for restaurant staff\nkids screen time\ndog walkers booking', 'pain_points', ['swaps staff', 'screen'], [['swaps'], []]],
  ])('%j (%s) → %j, broader %j', (text, type, queries, broader) => {
    expect(blueskyPlan(queryFacets(text, type))).toEqual({ queries, broader });
  });
});
