import { describe, expect, it } from 'vitest';
import { scoreItems } from '../src/rank';
import type { RawItem } from '../src/signal';

/** An App Store review as packages/sources' connector hands it over: its rating opens the text. */
const review = (stars: number): RawItem => ({
  platform: 'appstore',
  nativeId: `1500000001-${stars}`,
  type: 'post',
  title: 'Only chicken',
  text: `Rated ${stars} of 5 stars. The meal plan only ever has chicken recipes and my family is vegetarian.`,
  url: 'https://apps.apple.com/us/app/platemate-meal-planner/id1500000001',
  source: 'PlateMate: Meal Planner · review',
  author: 'Dana',
  createdUtc: 1764000000,
  engagement: { upvotes: 0, comments: 0, views: 0 },
});
const typeOf = (stars: number) =>
  scoreItems([review(stars)], { queryText: 'meal planner for busy parents', searchType: 'business_idea', nowUtc: 1764100000 })[0]
    ?.signalType;

describe('an App Store review’s rating', () => {
  it.each([1, 2, 3])('%i star(s): a complaint about the competitor, even in calm words', (stars) => {
    expect(typeOf(stars)).toBe('Complaint');
  });

  it('5 stars: what people value, read from its words, not a complaint', () => {
    expect(typeOf(5)).toBe('Discussion');
  });
});
