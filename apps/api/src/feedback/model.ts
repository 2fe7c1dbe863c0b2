/**
 * Where the app calls the relevance-feedback model (search re-runs, load more, monitored runs;
 * bench/feedback-eval.ts measures this same function). Every signal's and judgement's text gets
 * its sentence vector from the static table here, on this thread (microseconds a text), so
 * core's model stays pure and reads stored signals alike whichever sentence model, if any, their
 * search ran.
 */
import {
  rerankWithFeedback,
  type FeedbackCandidate,
  type FeedbackWeights,
  type ModelJudgement,
  type RerankedSignal,
} from '@firstsignal/core';
import { embedStatic, sharedStaticTable } from '@firstsignal/encoder';

export function rankWithFeedback<T>(
  signals: readonly T[],
  judgements: readonly ModelJudgement[],
  candidateOf: (s: T) => FeedbackCandidate,
  weights?: FeedbackWeights,
): RerankedSignal<T>[] {
  // Without judgements the order stands: no need to read the table.
  if (judgements.length === 0) return rerankWithFeedback(signals, judgements, candidateOf, weights);
  const table = sharedStaticTable();
  const vectorOf = (text: string) => embedStatic(table, text);
  return rerankWithFeedback(
    signals,
    judgements.map((j) => ({ ...j, vector: vectorOf(j.text) })),
    (s) => {
      const c = candidateOf(s);
      return { ...c, vector: vectorOf(c.text) };
    },
    weights,
  );
}
