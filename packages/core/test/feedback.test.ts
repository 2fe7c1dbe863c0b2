import { describe, expect, it } from 'vitest';
import { EXPANSION_SHARE, expansionTerms, feedbackTerms, hackernewsFeedbackPlan, redditFeedbackPlan } from '../src/feedback';
import { priorIdf } from '../src/query';
import { scoreItems } from '../src/rank';
import type { RawItem } from '../src/signal';
import { stem } from '../src/text';

const IDEA = 'App that reminds busy people when to water each houseplant';

/** First-pass results about the idea, in the words people use for it. */
const BEST = [
  'Killed my third pothos this year. I forget to water the plants until the leaves droop.',
  'How do you keep track of watering 30 plants? My pothos and ferns all need different amounts.',
  'Houseplant reminders: my ferns get too much, my pothos too little. Any app that knows each plant?',
  'Going away for two weeks, who waters your plants? My ferns will not survive.',
  'Work was busy today, the weather was nice and I bought coffee.',
];

describe('feedbackTerms: words the best first results share that the founder did not write', () => {
  const terms = feedbackTerms(IDEA, 'business_idea', BEST);
  const words = terms.map((t) => t.surface);

  it.each<[string, string]>([
    ['a rare word shared by three or more results', 'pothos'],
    ['in its most used form', 'ferns'],
    ['a part of a query word that people use alone ("houseplant")', 'plants'],
  ])('takes %s: %s', (_why, word) => {
    expect(words).toContain(word);
  });

  it.each<[string, string]>([
    ['in the query', 'water'],
    ['a form of a query word', 'watering'],
    ['filler that describes any product', 'app'],
    ['an everyday word, however often it appears', 'busy'],
    ['in fewer than three results', 'coffee'],
    ['everyday words', 'two'],
  ])('leaves out a word %s: %s', (_why, word) => {
    expect(words).not.toContain(word);
  });

  it('counts documents, ranks by documents × informativeness, and is deterministic', () => {
    expect(terms.find((t) => t.surface === 'pothos')?.docs).toBe(3);
    expect(feedbackTerms(IDEA, 'business_idea', [...BEST])).toEqual(terms);
    for (let i = 1; i < terms.length; i++) {
      expect(terms[i - 1]!.docs * priorIdf(terms[i - 1]!.stem)).toBeGreaterThanOrEqual(terms[i]!.docs * priorIdf(terms[i]!.stem));
    }
  });

  it('finds nothing in results that share nothing', () => {
    expect(feedbackTerms(IDEA, 'business_idea', ['one cat', 'two dogs', 'a bird'])).toEqual([]);
  });
});

describe('the second pass\'s plans', () => {
  it('pairs the two strongest words and ORs them all on Reddit, pairs them and tries the strongest alone on Hacker News', () => {
    const terms = feedbackTerms(IDEA, 'business_idea', BEST);
    const plan = { reddit: redditFeedbackPlan(terms), hackernews: hackernewsFeedbackPlan(terms) };
    const [first, second] = terms.map((t) => t.surface);
    expect(plan.reddit.queries[0]).toContain(first);
    expect(plan.reddit.queries[0]).toContain(second);
    expect(plan.reddit.queries[1]).toMatch(/ OR /);
    expect(plan.reddit.broader).toEqual(plan.reddit.queries.map(() => []));
    expect(plan.hackernews.queries).toEqual([`${first} ${second}`, first]);
  });

  it('plans nothing when the results agree on fewer than two words', () => {
    const terms = feedbackTerms(IDEA, 'business_idea', BEST.slice(0, 1));
    expect([redditFeedbackPlan(terms), hackernewsFeedbackPlan(terms)]).toEqual([
      { queries: [], broader: [] },
      { queries: [], broader: [] },
    ]);
  });
});

describe('expansion words in relevance', () => {
  const NOW = 1_760_000_000;
  const item = (id: string, title: string, text: string): RawItem => ({
    platform: 'reddit',
    nativeId: id,
    type: 'post',
    title,
    text,
    url: `https://www.reddit.com/r/plants/comments/${id}`,
    source: 'r/plants',
    author: 'someone',
    createdUtc: NOW - 86_400,
    engagement: { upvotes: 3, comments: 2, views: 0 },
  });
  const onTopic = item('a', 'I forget to water my houseplant', 'Every week I forget to water it. Is there an app that reminds me?');
  const ownWords = item('b', 'Killed another pothos', 'My ferns and my pothos keep dying because I forget them for weeks. I need something that tells me.');
  const ctx = { queryText: IDEA, searchType: 'business_idea' as const, nowUtc: NOW, noiseFloor: 0 };
  const score = (expansion: string[] | undefined, of: RawItem) =>
    scoreItems([onTopic, ownWords], { ...ctx, ...(expansion ? { expansion } : {}) }).find((s) => s.id === `reddit:${of.nativeId}`)?.relevanceScore ?? 0;

  it('lift an item in the words people use, and leave one in the founder’s words as it was', () => {
    expect(score(['pothos', 'ferns'], ownWords)).toBeGreaterThan(score(undefined, ownWords));
    expect(score(['pothos', 'ferns'], onTopic)).toBe(score(undefined, onTopic));
  });

  it('never outrank the founder’s own words', () => {
    expect(score(['pothos', 'ferns'], onTopic)).toBeGreaterThan(score(['pothos', 'ferns'], ownWords));
  });

  it('weigh EXPANSION_SHARE of a query word and match their forms', () => {
    const [pothos] = expansionTerms(['pothos']);
    expect(pothos!.weight).toBeCloseTo(EXPANSION_SHARE * priorIdf(stem('pothos')));
    expect(expansionTerms(['plants'])[0]!.stem).toBe(stem('plant'));
  });
});
