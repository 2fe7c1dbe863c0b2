/**
 * The signal classifier: signal type, urgency and "is this a signal at all" (someone a founder
 * could serve) for one post or comment. A linear model (softmax regression per head) over the
 * item's words and word pairs plus our rule-based cue scores, trained on hand-written examples
 * of our own (packages/core/train; never on ../shared/datasets). The rules stay as features: the
 * model learns how far to trust each of them, which hand-tuning could not.
 *
 * Pure and deterministic; the weights ship in weights.json (built by `pnpm --filter
 * @firstsignal/core train`).
 */
import { SIGNAL_TYPES, type SignalType, type UrgencyLevel } from '../signal';
import { classifySentences, itemSentences, type IntentResult } from '../scoring/intent';
import { tokenize } from '../text';

export const URGENCIES: readonly UrgencyLevel[] = ['High', 'Medium', 'Low'];

export interface ClassifierInput {
  title: string;
  text: string;
  kind: 'post' | 'comment';
}

export interface Head {
  /** weights[class][feature]: vocabulary first, then the dense features. */
  weights: number[][];
  bias: number[];
}

export interface ClassifierWeights {
  vocabulary: string[];
  type: Head;
  urgency: Head;
  /** Two classes: not a signal, a signal. */
  signal: Head;
}

export interface Features {
  /** Indices into the vocabulary of the n-grams present (each once). */
  sparse: number[];
  dense: number[];
}

export interface Prediction {
  type: Record<SignalType, number>;
  urgency: Record<UrgencyLevel, number>;
  /** Probability that a founder could serve this person. */
  signal: number;
}

/** Unigrams, bigrams, and markers for the item's kind and for questions, money and first person. */
export function ngrams(input: ClassifierInput): string[] {
  const out = new Set<string>([`kind:${input.kind}`]);
  for (const [field, value] of [
    ['t', input.kind === 'post' ? input.title : ''],
    ['b', input.text],
  ] as const) {
    const tokens = tokenize(value);
    for (let i = 0; i < tokens.length; i++) {
      out.add(tokens[i]!);
      if (i > 0) out.add(`${tokens[i - 1]} ${tokens[i]}`);
      if (i === 0) out.add(`${field}^${tokens[i]}`);
    }
    if (value.includes('?')) out.add(`${field}:?`);
    if (/[$€£]\s?\d/.test(value)) out.add(`${field}:money`);
  }
  return [...out];
}

/** The rules' reading of an item (scoring/intent), which a caller may already have. */
export function ruleIntent(input: ClassifierInput): IntentResult {
  return classifySentences(itemSentences(input.kind === 'post' ? input.title : '', input.text), { reply: input.kind === 'comment' });
}

/** The rule-based reading of the item, as numbers: cue scores per type and the rules' verdict. */
function ruleFeatures(input: ClassifierInput, intent: IntentResult): number[] {
  const ownTitle = input.kind === 'post' ? input.title : '';
  const words = Math.max(1, tokenize(`${ownTitle} ${input.text}`).length);
  return [
    ...SIGNAL_TYPES.map((t) => Math.min(3, intent.scores[t])),
    ...SIGNAL_TYPES.map((t) => (intent.type === t ? 1 : 0)),
    intent.wantsNow ? 1 : 0,
    intent.switching ? 1 : 0,
    Math.min(2, intent.urgency),
    Math.log10(words) / 3,
  ];
}

export function features(input: ClassifierInput, index: ReadonlyMap<string, number>, intent = ruleIntent(input)): Features {
  const sparse: number[] = [];
  for (const g of ngrams(input)) {
    const i = index.get(g);
    if (i !== undefined) sparse.push(i);
  }
  return { sparse, dense: ruleFeatures(input, intent) };
}

export function softmax(logits: number[]): number[] {
  const max = Math.max(...logits);
  const exp = logits.map((v) => Math.exp(v - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((v) => v / sum);
}

export function headProbabilities(head: Head, f: Features, vocabularySize: number): number[] {
  return softmax(
    head.weights.map((w, c) => {
      let z = head.bias[c]!;
      for (const i of f.sparse) z += w[i]!;
      f.dense.forEach((v, j) => (z += w[vocabularySize + j]! * v));
      return z;
    }),
  );
}

export interface Classifier {
  /** `intent`: the rules' reading of the same item, when the caller has it (saves a pass). */
  predict(input: ClassifierInput, intent?: IntentResult): Prediction;
  /**
   * How much a sentence's own words point to `type` (the type head's word weights, summed):
   * picks the evidence sentence when the model and the rules disagree on the type.
   */
  sentenceLeaning(tokens: readonly string[], type: SignalType): number;
}

export function createClassifier(weights: ClassifierWeights): Classifier {
  const index = new Map(weights.vocabulary.map((g, i) => [g, i]));
  const n = weights.vocabulary.length;
  const typeRow = (type: SignalType) => weights.type.weights[SIGNAL_TYPES.indexOf(type)]!;
  return {
    sentenceLeaning(tokens, type) {
      const row = typeRow(type);
      let z = 0;
      for (let i = 0; i < tokens.length; i++) {
        const uni = index.get(tokens[i]!);
        if (uni !== undefined) z += row[uni]!;
        const bi = i > 0 ? index.get(`${tokens[i - 1]} ${tokens[i]}`) : undefined;
        if (bi !== undefined) z += row[bi]!;
      }
      return z;
    },
    predict(input, intent) {
      const f = features(input, index, intent);
      const type = headProbabilities(weights.type, f, n);
      const urgency = headProbabilities(weights.urgency, f, n);
      const signal = headProbabilities(weights.signal, f, n);
      return {
        type: Object.fromEntries(SIGNAL_TYPES.map((t, i) => [t, type[i]!])) as Record<SignalType, number>,
        urgency: Object.fromEntries(URGENCIES.map((u, i) => [u, urgency[i]!])) as Record<UrgencyLevel, number>,
        signal: signal[1]!,
      };
    },
  };
}
