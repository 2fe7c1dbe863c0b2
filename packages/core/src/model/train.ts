/**
 * Training for the signal classifier (classifier.ts): softmax regression per head with L2,
 * mini-batch-free SGD over a fixed, seeded order, so the same examples always give the same
 * weights. Small enough to run in seconds on a laptop; pure, so it is tested like the rest.
 */
import { seededRandom } from '../random';
import { SIGNAL_TYPES, type SignalType, type UrgencyLevel } from '../signal';
import { features, headProbabilities, ngrams, URGENCIES, type ClassifierInput, type ClassifierWeights, type Features, type Head } from './classifier';
import { sentenceFeatures, type SentenceHeads } from './sentence';

export interface LabelledExample extends ClassifierInput {
  type: SignalType;
  urgency: UrgencyLevel;
  signal: 0 | 1;
}

export interface TrainOptions {
  epochs?: number;
  learningRate?: number;
  l2?: number;
  /** An n-gram must occur in at least this many examples to get a weight. */
  minCount?: number;
  seed?: number;
}

function newHead(classes: number, size: number): Head {
  return { weights: Array.from({ length: classes }, () => new Array<number>(size).fill(0)), bias: new Array<number>(classes).fill(0) };
}

function step(head: Head, f: Features, vocabularySize: number, target: number, lr: number, l2: number): void {
  const p = headProbabilities(head, f, vocabularySize);
  head.weights.forEach((w, c) => {
    const g = p[c]! - (c === target ? 1 : 0);
    head.bias[c]! -= lr * g;
    for (const i of f.sparse) w[i]! -= lr * (g + l2 * w[i]!);
    f.dense.forEach((v, j) => {
      const k = vocabularySize + j;
      w[k]! -= lr * (g * v + l2 * w[k]!);
    });
  });
}

/** Epochs over the examples in a fixed, seeded order each, with a decaying learning rate. */
function sgd(n: number, o: { epochs: number; learningRate: number; seed: number }, visit: (k: number, lr: number) => void): void {
  const random = seededRandom(o.seed);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const lr = o.learningRate / (1 + epoch * 0.1);
    for (const k of order) visit(k, lr);
  }
}

const round = (v: number) => Math.round(v * 1e4) / 1e4;
const compact = (h: Head): Head => ({ weights: h.weights.map((w) => w.map(round)), bias: h.bias.map(round) });

export function trainClassifier(examples: readonly LabelledExample[], options: TrainOptions = {}): ClassifierWeights {
  const { epochs = 25, learningRate = 0.05, l2 = 1e-4, minCount = 2, seed = 7 } = options;
  const counts = new Map<string, number>();
  for (const e of examples) for (const g of ngrams(e)) counts.set(g, (counts.get(g) ?? 0) + 1);
  const vocabulary = [...counts].filter(([, c]) => c >= minCount).map(([g]) => g).sort();
  const index = new Map(vocabulary.map((g, i) => [g, i]));
  const data = examples.map((e) => ({ f: features(e, index), e }));
  const size = vocabulary.length + (data[0]?.f.dense.length ?? 0);
  const heads = { type: newHead(SIGNAL_TYPES.length, size), urgency: newHead(URGENCIES.length, size), signal: newHead(2, size) };
  sgd(data.length, { epochs, learningRate, seed }, (k, lr) => {
    const { f, e } = data[k]!;
    step(heads.type, f, vocabulary.length, SIGNAL_TYPES.indexOf(e.type), lr, l2);
    step(heads.urgency, f, vocabulary.length, URGENCIES.indexOf(e.urgency), lr, l2);
    step(heads.signal, f, vocabulary.length, e.signal, lr, l2);
  });
  return { vocabulary, type: compact(heads.type), urgency: compact(heads.urgency), signal: compact(heads.signal) };
}

/** An example for the sentence heads: the encoder's vector of its text, and its labels. */
export interface SentenceExample {
  vector: ArrayLike<number>;
  kind: 'post' | 'comment';
  type: SignalType;
  urgency: UrgencyLevel;
}

/** The sentence heads (sentence.ts): softmax regression over the vector, seeded like the classifier. */
export function trainSentenceHeads(examples: readonly SentenceExample[], options: TrainOptions = {}): SentenceHeads {
  const { epochs = 40, learningRate = 0.1, l2 = 1e-4, seed = 7 } = options;
  const data = examples.map((e) => ({ f: { sparse: [], dense: sentenceFeatures(e.vector, e.kind) } as Features, e }));
  const size = data[0]?.f.dense.length ?? 0;
  const heads = { type: newHead(SIGNAL_TYPES.length, size), urgency: newHead(URGENCIES.length, size) };
  sgd(data.length, { epochs, learningRate, seed }, (k, lr) => {
    const { f, e } = data[k]!;
    step(heads.type, f, 0, SIGNAL_TYPES.indexOf(e.type), lr, l2);
    step(heads.urgency, f, 0, URGENCIES.indexOf(e.urgency), lr, l2);
  });
  return { type: compact(heads.type), urgency: compact(heads.urgency) };
}
