/**
 * Where the app calls the relevance-feedback model (search re-runs, load more, monitored runs;
 * bench/feedback-eval.ts measures this same function). Every signal's and judgement's text gets
 * its sentence vector from the static table here, on this thread (microseconds a text), so
 * core's model stays pure and reads stored signals alike whichever sentence model, if any, their
 * search ran.
 */
import {
  rerankWithFeedback,
  sentenceCloseness,
  type FeedbackCandidate,
  type FeedbackJudgement,
  type SentenceCloseness,
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
  const withVector = embedded();
  return rerankWithFeedback(signals, judgements.map(withVector), (s) => withVector(candidateOf(s)), weights);
}

/**
 * Each candidate's sentence closeness to the search's judgements, by id, for a client that ranks
 * cards without the table (the web: core's model with these beside its words gives the server's
 * order). Rounded: four decimals tell the cards apart.
 */
export function closenessById(candidates: readonly FeedbackCandidate[], judgements: readonly FeedbackJudgement[]): Record<string, SentenceCloseness> {
  if (judgements.length === 0 || candidates.length === 0) return {};
  const withVector = embedded();
  const closeness = sentenceCloseness(candidates.map(withVector), judgements.map(withVector))!;
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  return Object.fromEntries(candidates.map((c, i) => [c.id, { toUp: round(closeness[i]!.toUp), toDown: round(closeness[i]!.toDown) }]));
}

/** A text-bearing value with its text's vector from the shipped table beside it. */
function embedded(): <X extends { text: string }>(x: X) => X & { vector: Float32Array } {
  const table = sharedStaticTable();
  return (x) => ({ ...x, vector: embedStatic(table, x.text) });
}
