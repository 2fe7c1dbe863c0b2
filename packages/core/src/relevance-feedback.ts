/**
 * Relevance feedback (issue 25 §1): a founder's thumbs up / thumbs down on a search's signals
 * re-rank the rest of that search. Stored signals carry no embeddings, so each signal is a TF-IDF
 * vector of its own words (stems of title and snippet) and, when the caller gives one, a sentence
 * vector of the same text (apps/api embeds it with the static table, which reads synonyms and
 * paraphrases words alone miss). The per-search model is Rocchio in both spaces (closeness to
 * what was marked relevant minus closeness to what was marked not relevant) plus a small logistic
 * correction of the stored relevance score, fitted on the judgements with a strong prior so 2–3
 * of them move it a little, never wildly. Pure and deterministic: the same signals, judgements
 * and vectors give the same order.
 */
import { z } from 'zod';
import { contentTerms } from './text';
import { truncate } from './unicode';
import type { Signal } from './signal';
import type { SavedSignalPayload } from './saved';

export const JUDGEMENTS = ['up', 'down'] as const;
export type Judgement = (typeof JUDGEMENTS)[number];

/** The optional "why" of a thumbs-down, and how a card names it. */
export const DOWN_REASON_LABELS = {
  off_topic: 'off-topic',
  wrong_audience: 'wrong audience',
  spam: 'spam or self-promotion',
  already_solved: 'already solved',
} as const;
export type DownReason = keyof typeof DOWN_REASON_LABELS;
export const DOWN_REASONS = Object.keys(DOWN_REASON_LABELS) as [DownReason, ...DownReason[]];

/** What a judgement keeps of its signal, so the model learns without reading the run again. */
export const FEEDBACK_TEXT_MAX = 2000;

export const FEEDBACK_MESSAGES = {
  search: 'Give exactly one of searchId (a search you ran) or savedSearchId (a saved search)',
  signalId: 'signalId is required',
  judgement: 'judgement must be up, down or null (to undo)',
  reason: `reason must be one of ${DOWN_REASONS.join(', ')}`,
  reasonOnlyDown: 'A reason goes with a thumbs-down only',
  unknownSignal: 'This signal is not one of the search’s results',
  searchNotFound: 'Search not found',
} as const;

const id = (name: string) =>
  z.string({ error: `${name} must be text` }).trim().min(1, `${name} is required`).max(64, `${name} is too long`);

const searchRef = z.object({ searchId: id('searchId').optional(), savedSearchId: id('savedSearchId').optional() });
const oneSearch: [(v: z.output<typeof searchRef>) => boolean, { message: string; path: string[] }] = [
  (v) => (v.searchId === undefined) !== (v.savedSearchId === undefined),
  { message: FEEDBACK_MESSAGES.search, path: ['searchId'] },
];

/** Which search a judgement belongs to: a stored run (the current search) or a saved search. */
export const feedbackSearchInput = searchRef.refine(...oneSearch);
export type FeedbackSearch = z.output<typeof feedbackSearchInput>;

/** Thumbs up or down on one signal of a search; `judgement: null` undoes it. */
export const setFeedbackInput = searchRef
  .extend({
    signalId: z.string({ error: FEEDBACK_MESSAGES.signalId }).trim().min(1, FEEDBACK_MESSAGES.signalId).max(300, 'signalId is too long'),
    judgement: z.enum(JUDGEMENTS, { error: FEEDBACK_MESSAGES.judgement }).nullable(),
    reason: z.enum(DOWN_REASONS, { error: FEEDBACK_MESSAGES.reason }).nullable().optional(),
  })
  .refine(...oneSearch)
  .refine((v) => !v.reason || v.judgement === 'down', { message: FEEDBACK_MESSAGES.reasonOnlyDown, path: ['reason'] })
  .meta({ examples: [{ searchId: 'a-run-id', signalId: 'reddit:abc123', judgement: 'down', reason: 'spam' }] });
export type SetFeedbackInput = z.output<typeof setFeedbackInput>;

/** One stored judgement as the API answers it and the model learns from it. */
export interface FeedbackJudgement {
  signalId: string;
  judgement: Judgement;
  reason: DownReason | null;
  /** Title and snippet of the signal when judged. */
  text: string;
  /** Its stored (calibrated) relevance, 0–1. */
  relevance: number;
}

/** A signal as the model reads it: any shape with these (Signal and saved payloads map to it). */
export interface FeedbackCandidate {
  id: string;
  text: string;
  relevance: number;
  /** The text's sentence vector, when the caller embeds it (apps/api feedback/model.ts embeds it with the static table). */
  vector?: ArrayLike<number>;
  /**
   * Or its sentence closeness to what was marked, already worked out where the vectors are (the
   * server, for the web's cards: the table stays there). Used when every candidate has it.
   */
  closeness?: SentenceCloseness;
}

/** A text's sentence-vector closeness to the liked and to the disliked judgements, each relative to the results' mean. */
export interface SentenceCloseness {
  toUp: number;
  toDown: number;
}

/** A judgement as the model reads it: its text's sentence vector beside it, when the caller embeds it. */
export type ModelJudgement = FeedbackJudgement & { vector?: ArrayLike<number> };

/** The text a judgement keeps of a signal: its title and snippet, cut whole. */
export function feedbackTextOf(s: { title: string; snippet: string }): string {
  return truncate([s.title, s.snippet].filter(Boolean).join('\n'), FEEDBACK_TEXT_MAX);
}

// ---------------------------------------------------------------------------------------------
// The model
// ---------------------------------------------------------------------------------------------

/**
 * Weights of the Rocchio terms on the logit scale of relevance: closeness to the liked signals
 * counts more than closeness to the disliked ones (a disliked signal's words are often the
 * topic's words too). Tuned on the search eval's tune topics (bench/feedback-eval.ts).
 */
export const ROCCHIO_UP = 12;
export const ROCCHIO_DOWN = 2.5;
/**
 * The same on the sentence vectors (each text's cosine to the centroid, less the results'
 * mean), beside the TF-IDF terms: on the tune topics the two together beat either alone
 * (bench/README.md). Where there are no vectors (a caller that embeds nothing) the TF-IDF terms
 * alone are the model as it was tuned before, so their weights did not move.
 */
export const SENTENCE_UP = 10;
export const SENTENCE_DOWN = 2.5;

export interface FeedbackWeights {
  up: number;
  down: number;
  sentenceUp: number;
  sentenceDown: number;
}
export const FEEDBACK_WEIGHTS: FeedbackWeights = { up: ROCCHIO_UP, down: ROCCHIO_DOWN, sentenceUp: SENTENCE_UP, sentenceDown: SENTENCE_DOWN };
/** Cosine above which a signal is said to be "like" a judged one on its card. */
export const LIKE_AT = 0.15;
/** Prior strength of the logistic correction: with 2–3 judgements it moves little. */
const PRIOR = 4;
const EPS = 1e-4;

type Vector = Map<string, number>;

function logit(p: number): number {
  const q = Math.min(1 - EPS, Math.max(EPS, p));
  return Math.log(q / (1 - q));
}
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** TF-IDF vectors (log tf, smoothed idf over these texts), L2-normalised. */
function vectors(texts: readonly string[]): Vector[] {
  const bags = texts.map((t) => {
    const bag = new Map<string, number>();
    for (const term of contentTerms(t)) bag.set(term, (bag.get(term) ?? 0) + 1);
    return bag;
  });
  const df = new Map<string, number>();
  for (const bag of bags) for (const term of bag.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const n = bags.length;
  return bags.map((bag) => {
    const v: Vector = new Map();
    let norm = 0;
    for (const [term, tf] of bag) {
      const w = (1 + Math.log(tf)) * Math.log((n + 1) / (df.get(term)! + 0.5));
      if (w <= 0) continue;
      v.set(term, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (const [term, w] of v) v.set(term, w / norm);
    return v;
  });
}

function cosine(a: Vector, b: Vector): number {
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, w] of small) dot += w * (large.get(term) ?? 0);
  return dot;
}

/** Mean of unit vectors, renormalised (Rocchio's centroid); null for none. */
function centroid(vs: readonly Vector[]): Vector | null {
  if (vs.length === 0) return null;
  const c: Vector = new Map();
  for (const v of vs) for (const [t, w] of v) c.set(t, (c.get(t) ?? 0) + w);
  const norm = Math.sqrt([...c.values()].reduce((s, w) => s + w * w, 0));
  if (norm > 0) for (const [t, w] of c) c.set(t, w / norm);
  return c;
}

/** The unit vector of `v`; null for a zero vector (a text with no word the table knows). */
export function unitVector(v: ArrayLike<number>): Float64Array | null {
  let norm = 0;
  for (let j = 0; j < v.length; j++) norm += v[j]! * v[j]!;
  if (!(norm > 0)) return null;
  const length = Math.sqrt(norm);
  const out = new Float64Array(v.length);
  for (let j = 0; j < v.length; j++) out[j] = v[j]! / length;
  return out;
}

/** The direction of the sum of unit vectors (Rocchio's centroid); null for none or for vectors that cancel out. */
export function denseCentroid(vs: readonly Float64Array[]): Float64Array | null {
  if (vs.length === 0) return null;
  const sum = new Float64Array(vs[0]!.length);
  for (const v of vs) for (let j = 0; j < sum.length; j++) sum[j]! += v[j]!;
  return unitVector(sum);
}

/**
 * Each unit vector's cosine to `towards` minus the mean of them (how much closer than the
 * average result it is); a text without a vector gets 0, neither pulled nor pushed, so a post in
 * words the table does not know is not sunk for it. All zeros without `towards`.
 */
export function relativeCloseness(vs: readonly (Float64Array | null)[], towards: Float64Array | null): number[] {
  if (!towards) return vs.map(() => 0);
  const cos = vs.map((v) => (v ? v.reduce((s, x, j) => s + x * towards[j]!, 0) : null));
  const known = cos.filter((c): c is number => c !== null);
  const mean = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 0;
  return cos.map((c) => (c === null ? 0 : c - mean));
}

/**
 * Each candidate's closeness to the liked and to the disliked judgements' centroids, relative to
 * the candidates' mean; null unless every candidate and judgement has a vector (one search's
 * texts all come from one caller, so it is all or none).
 */
export function sentenceCloseness(candidates: readonly FeedbackCandidate[], judgements: readonly ModelJudgement[]): SentenceCloseness[] | null {
  if (!candidates.every((c) => c.vector) || !judgements.every((j) => j.vector)) return null;
  const vs = candidates.map((c) => unitVector(c.vector!));
  const centroidOf = (kind: Judgement) =>
    denseCentroid(judgements.flatMap((j) => (j.judgement === kind ? [unitVector(j.vector!)].filter((v) => v !== null) : [])));
  const [toUp, toDown] = [relativeCloseness(vs, centroidOf('up')), relativeCloseness(vs, centroidOf('down'))];
  return candidates.map((_, i) => ({ toUp: toUp[i]!, toDown: toDown[i]! }));
}

/** The sentence-vector terms of each candidate: given, worked out from vectors, or zeros (words alone). */
function sentenceTerms(candidates: readonly FeedbackCandidate[], judgements: readonly ModelJudgement[]): readonly SentenceCloseness[] {
  if (candidates.every((c) => c.closeness)) return candidates.map((c) => c.closeness!);
  return sentenceCloseness(candidates, judgements) ?? candidates.map(() => ({ toUp: 0, toDown: 0 }));
}

/**
 * The logistic correction: P(relevant) = σ(a + b·logit(relevance)), fitted by Newton steps on
 * the judgements with a Gaussian prior at (a, b) = (0, 1), the stored score unchanged. When the
 * founder disagrees with the score (marks high-scored signals down), b flattens and a shifts.
 */
export function fitCorrection(examples: readonly { relevance: number; up: boolean }[]): { a: number; b: number } {
  let a = 0;
  let b = 1;
  for (let step = 0; step < 8; step++) {
    // Gradient and Hessian of the negative log posterior.
    let ga = a * PRIOR;
    let gb = (b - 1) * PRIOR;
    let haa = PRIOR;
    let hab = 0;
    let hbb = PRIOR;
    for (const e of examples) {
      const x = logit(e.relevance);
      const p = sigmoid(a + b * x);
      const r = p - (e.up ? 1 : 0);
      ga += r;
      gb += r * x;
      const w = p * (1 - p);
      haa += w;
      hab += w * x;
      hbb += w * x * x;
    }
    const det = haa * hbb - hab * hab;
    if (det <= 0) break;
    a -= (hbb * ga - hab * gb) / det;
    b -= (haa * gb - hab * ga) / det;
  }
  return { a, b };
}

export interface RerankedSignal<T> {
  signal: T;
  /** The founder's own judgement of it, if any. */
  judgement: Judgement | null;
  reason: DownReason | null;
  /** Why feedback moved it, for its card; null when feedback says nothing about it. */
  why: string | null;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Re-ranks `signals` (in their stored order) with a search's judgements. Judged-down signals
 * sink to the end; a judged-up signal never moves down (it keeps its place or better, so it is
 * never hidden below the fold); the rest are ordered by the model. Without judgements the order
 * is unchanged and no signal says why.
 */
export function rerankWithFeedback<T>(
  signals: readonly T[],
  judgements: readonly ModelJudgement[],
  candidateOf: (s: T) => FeedbackCandidate,
  weights: FeedbackWeights = FEEDBACK_WEIGHTS,
): RerankedSignal<T>[] {
  const byId = new Map(judgements.map((j) => [j.signalId, j]));
  const candidates = signals.map(candidateOf);
  if (judgements.length === 0)
    return signals.map((signal) => ({ signal, judgement: null, reason: null, why: null }));

  const vs = vectors([...candidates.map((c) => c.text), ...judgements.map((j) => j.text)]);
  const judgedVs = vs.slice(candidates.length);
  const ups = judgements.flatMap((j, i) => (j.judgement === 'up' ? [{ j, v: judgedVs[i]! }] : []));
  const downs = judgements.flatMap((j, i) => (j.judgement === 'down' ? [{ j, v: judgedVs[i]! }] : []));
  const upC = centroid(ups.map((u) => u.v));
  const downC = centroid(downs.map((d) => d.v));
  const { a, b } = fitCorrection(judgements.map((j) => ({ relevance: j.relevance, up: j.judgement === 'up' })));
  const sentences = sentenceTerms(candidates, judgements);

  const scored = candidates.map((c, index) => {
    const v = vs[index]!;
    const toUp = upC ? cosine(v, upC) : 0;
    const toDown = downC ? cosine(v, downC) : 0;
    // The stored order is the prior (it weighs more than relevance: signal-ness, engagement,
    // duplicates); the correction adds only where the founder's judgements disagree with the score.
    const pullUp = weights.up * toUp + weights.sentenceUp * sentences[index]!.toUp;
    const pullDown = weights.down * toDown + weights.sentenceDown * sentences[index]!.toDown;
    const score = -Math.log1p(index) + a + (b - 1) * logit(c.relevance) + pullUp - pullDown;
    const likeUp = ups.filter((u) => u.j.signalId !== c.id && cosine(v, u.v) >= LIKE_AT).length;
    const nearestDown = downs
      .filter((d) => d.j.signalId !== c.id)
      .map((d) => ({ d, sim: cosine(v, d.v) }))
      .sort((x, y) => y.sim - x.sim)[0];
    const judged = byId.get(c.id) ?? null;
    let why: string | null = null;
    if (judged) why = judged.judgement === 'up' ? 'You marked this relevant' : `You marked this not relevant${judged.reason ? ` (${DOWN_REASON_LABELS[judged.reason]})` : ''}`;
    // "Like" and "Unlike" name shared words (TF-IDF), which a card can show to be true; which of
    // the two is told follows the model's whole pull, sentence vectors included.
    else if (likeUp > 0 && pullUp >= pullDown) why = `Like ${plural(likeUp, 'signal', 'signals')} you marked relevant`;
    else if (nearestDown && nearestDown.sim >= LIKE_AT)
      why = `Unlike ${nearestDown.d.j.reason ? `'${DOWN_REASON_LABELS[nearestDown.d.j.reason]}'` : 'a signal'} you marked`;
    return { index, signal: signals[index]!, judged, score, why };
  });

  const ups_ = scored.filter((s) => s.judged?.judgement === 'up');
  const downs_ = scored.filter((s) => s.judged?.judgement === 'down').sort((x, y) => x.index - y.index);
  const rest = scored.filter((s) => !s.judged).sort((x, y) => y.score - x.score || x.index - y.index);
  // Judged-up signals keep their place (moved up only past the sunk ones): never demoted.
  const order: typeof scored = [];
  const head = signals.length - downs_.length;
  const fixed = new Map<number, (typeof scored)[number]>();
  for (const u of ups_.sort((x, y) => x.index - y.index)) {
    let slot = Math.min(u.index, head - 1);
    while (fixed.has(slot)) slot--;
    fixed.set(slot, u);
  }
  let r = 0;
  for (let pos = 0; pos < head; pos++) order.push(fixed.get(pos) ?? rest[r++]!);
  while (r < rest.length) order.push(rest[r++]!);
  order.push(...downs_);
  return order.map((s) => ({ signal: s.signal, judgement: s.judged?.judgement ?? null, reason: s.judged?.reason ?? null, why: s.why }));
}

/** What a re-run says of the judgements that ranked it; null when there were none. */
export function judgementsSteeredText({ up, down }: { up: number; down: number }): string | null {
  if (up + down === 0) return null;
  const parts = [up > 0 ? `${up} thumbs-up` : null, down > 0 ? `${down} thumbs-down` : null];
  return `Ranked by your ${parts.filter(Boolean).join(' and ')} on this search`;
}

/** A search's signal as the model reads it. */
export function candidateOfSignal(s: Pick<Signal, 'id' | 'title' | 'snippet' | 'relevanceScore'>): FeedbackCandidate {
  return { id: s.id, text: feedbackTextOf(s), relevance: s.relevanceScore };
}

/** A saved search's signal as the model reads it. */
export function candidateOfSaved(p: Pick<SavedSignalPayload, 'signal_id' | 'title' | 'snippet' | 'relevance_score'>): FeedbackCandidate {
  return { id: p.signal_id, text: feedbackTextOf(p), relevance: p.relevance_score };
}
