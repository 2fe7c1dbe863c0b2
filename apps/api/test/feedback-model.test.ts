/**
 * The feedback model as the API calls it (src/feedback/model.ts): the static table's sentence
 * vectors beside the words, so a post that says what the liked ones say in other words moves up.
 */
import { describe, expect, it } from 'vitest';
import type { FeedbackCandidate, FeedbackJudgement } from '@firstsignal/core';
import { rankWithFeedback } from '../src/feedback/model';

const LIKED = 'I keep forgetting to water my plants and they die';
const SIGNALS: FeedbackCandidate[] = [
  { id: 'bike', text: 'Selling a road bike, barely ridden, price negotiable', relevance: 0.6 },
  { id: 'car', text: 'Which car insurance is cheapest for new drivers in Ohio?', relevance: 0.6 },
  { id: 'ferns', text: 'My ferns and succulents shrivel whenever our family goes on holiday', relevance: 0.6 },
];
const up: FeedbackJudgement = { signalId: 'liked', judgement: 'up', reason: null, text: LIKED, relevance: 0.8 };

describe('rankWithFeedback', () => {
  it.each<[string, FeedbackJudgement[], string]>([
    ['no judgements: the stored order', [], 'bike'],
    ['one thumbs-up: the post about the same trouble in other words comes first', [up], 'ferns'],
  ])('%s', (_name, judgements, first) => {
    const ranked = rankWithFeedback(SIGNALS, judgements, (s) => s);
    expect(ranked[0]!.signal.id).toBe(first);
    // It shares no word with the liked post, so its card claims no likeness.
    expect(ranked.find((r) => r.signal.id === 'ferns')!.why).toBeNull();
  });
});
