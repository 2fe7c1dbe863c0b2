/**
 * The sentence model's say in a signal's type and urgency. A pretrained sentence encoder
 * (Universal Sentence Encoder lite, run by @firstsignal/encoder) turns an item's text into a
 * vector that carries meaning the n-gram classifier cannot see in 2,000 examples ("tried it, the
 * triage is keyword rules in a trench coat" is a complaint, though no word of it says so). Two
 * softmax heads over that vector, trained on the same examples as the classifier, vote with it:
 * their log-probabilities are mixed at SENTENCE_WEIGHT. Whether a person is a signal at all (which
 * decides what is kept and charged) stays the classifier's alone, so the sentence model changes
 * how a kept signal is typed, never which signals are kept.
 *
 * Pure and deterministic given the vectors; the heads ship in sentence-heads.json for the encoder's
 * own vectors and static-heads.json for its distilled static table's (both built by
 * `pnpm --filter @firstsignal/core train`).
 */
import { SIGNAL_TYPES, type SignalType, type UrgencyLevel } from '../signal';
import { headProbabilities, softmax, URGENCIES, type Head, type Prediction } from './classifier';
import HEADS from './sentence-heads.json' with { type: 'json' };
import STATIC_HEADS from './static-heads.json' with { type: 'json' };
import { truncate } from '../unicode';

/** The encoder reads at most this many characters of an item: the opening carries the point. */
export const SENTENCE_TEXT_MAX = 600;

/** How much the sentence heads weigh against the n-gram classifier (log-linear mix). */
export const SENTENCE_WEIGHT = 0.5;

export interface SentenceHeads {
  /** Over the vector, then [is a post, 1]. */
  type: Head;
  urgency: Head;
}

/** The text the encoder reads for an item: a post's title and body, a comment's own words. */
export function sentenceTextOf(item: { kind: 'post' | 'comment'; title: string; text: string }): string {
  return truncate(item.kind === 'post' ? `${item.title}. ${item.text}` : item.text, SENTENCE_TEXT_MAX, '');
}

/** The heads' input: the vector, whether the item is a post, and a constant for the bias. */
export function sentenceFeatures(vector: ArrayLike<number>, kind: 'post' | 'comment'): number[] {
  return [...Array.from(vector), kind === 'post' ? 1 : 0, 1];
}

function mix<K extends string>(
  keys: readonly K[],
  own: Record<K, number>,
  other: readonly number[],
  weight: number,
): Record<K, number> {
  const p = softmax(keys.map((k, i) => (1 - weight) * Math.log(own[k] + 1e-9) + weight * Math.log(other[i]! + 1e-9)));
  return Object.fromEntries(keys.map((k, i) => [k, p[i]!])) as Record<K, number>;
}

/**
 * A classifier this sure of both the type and the urgency is not asked to hear the vote: mixed at
 * SENTENCE_WEIGHT, the heads would have to find another answer at least four times likelier than
 * the classifier's to change it.
 */
export const SETTLED = 0.8;

/**
 * Whether the sentence heads get a vote on this prediction: only where the classifier is unsure of
 * the type or the urgency. About half of what a search keeps is settled, so a search embeds half
 * as many texts, and the search eval's tune figures are the same (bench/README.md).
 */
export function asksSentenceVote(prediction: Prediction): boolean {
  return Math.max(...Object.values(prediction.type)) < SETTLED || Math.max(...Object.values(prediction.urgency)) < SETTLED;
}

/**
 * The heads for a vector: each model's vectors have heads of their own, told apart by their size
 * (the encoder's 512 numbers, the static table's 256).
 */
export function sentenceHeadsFor(dims: number): SentenceHeads {
  const heads = ([HEADS, STATIC_HEADS] as SentenceHeads[]).find((h) => h.type.weights[0]!.length === dims + 2);
  if (!heads) throw new Error(`no sentence heads for ${dims}-number vectors`);
  return heads;
}

/** The classifier's prediction with the sentence heads' vote on type and urgency mixed in, where it asks for one. */
export function withSentence(
  prediction: Prediction,
  vector: ArrayLike<number>,
  kind: 'post' | 'comment',
  heads: SentenceHeads = sentenceHeadsFor(vector.length),
  weight = SENTENCE_WEIGHT,
): Prediction {
  if (!asksSentenceVote(prediction)) return prediction;
  // The heads are the classifier's kind of head over dense features only (no vocabulary).
  const x = { sparse: [], dense: sentenceFeatures(vector, kind) };
  return {
    type: mix<SignalType>(SIGNAL_TYPES, prediction.type, headProbabilities(heads.type, x, 0), weight),
    urgency: mix<UrgencyLevel>(URGENCIES, prediction.urgency, headProbabilities(heads.urgency, x, 0), weight),
    signal: prediction.signal,
  };
}
