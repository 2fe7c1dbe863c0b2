/**
 * Relevance feedback (issue 25 §1): a founder's thumbs up / thumbs down on a search's signals
 * re-rank the rest of that search. Stored signals carry no embeddings, so each signal is a TF-IDF
 * vector of its own words (stems of title and snippet), and the per-search model is
 * Rocchio (closeness to what was marked relevant minus closeness to what was marked not
 * relevant) plus a small logistic correction of the stored relevance score, fitted on the
 * judgements with a strong prior so 2–3 of them move it a little, never wildly. Pure and
 * deterministic: the same signals and judgements give the same order.
 */
import { z } from 'zod';
import { communityKey } from './community';
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
  /** Where it was found, when known (judgements stored before it existed have none). */
  where?: FeedbackWhere;
}

/** Where a signal was found: its community (`platform:community`), platform and thread. */
export interface FeedbackWhere {
  platform: string;
  community: string;
  thread: string;
}

/** A signal as the model reads it: any shape with these (Signal and saved payloads map to it). */
export interface FeedbackCandidate {
  id: string;
  text: string;
  relevance: number;
  where?: FeedbackWhere;
}

/** The text a judgement keeps of a signal: its title and snippet, cut whole. */
export function feedbackTextOf(s: { title: string; snippet: string }): string {
  return truncate([s.title, s.snippet].filter(Boolean).join('\n'), FEEDBACK_TEXT_MAX);
}

// ---------------------------------------------------------------------------------------------
// The model
// ---------------------------------------------------------------------------------------------

export interface FeedbackWeights {
  up: number;
  down: number;
  prior: number;
  /** Lift of a community among liked signals over its share of the results (log scale). */
  community: number;
  platform: number;
  /** Smoothing (pseudo-likes spread by share) of the community/platform lift. */
  smooth: number;
  thread: number;
  /** Keep only this many of the liked centroid's terms (0: all). */
  terms: number;
  /** Cluster smoothing of closeness to the liked signals by the community's / thread's mean. */
  clusterCommunity: number;
  clusterThread: number;
  /** Pseudo-count pulling a group's mean to the overall mean. */
  clusterShrink: number;
  /** Share of the results' own centroid taken off the liked centroid (what every result says). */
  background: number;
  /** Score regularisation: closeness to the liked signals averaged over each result's k nearest results. */
  knn: number;
  knnK: number;
  /** BM25 of each result against the liked centroid's terms (scaled to the best result's 1). */
  bm25: number;
  bm25B: number;
  /** Per-search logistic fit (precision of its prior at the fixed weights; 0: off) on the likes against the bottom `lrNeg` results. */
  lr: number;
  lrNeg: number;
}
export const FEEDBACK_WEIGHTS: FeedbackWeights = { up: 12, down: 2.5, prior: 1, community: 0, platform: 0, smooth: 2, thread: 0, terms: 0, clusterCommunity: 0, clusterThread: 0, clusterShrink: 2, background: 0, knn: 0, knnK: 5, bm25: 0, bm25B: 0.75, lr: 0, lrNeg: 10 };

function minus(v: Vector | null, bg: Vector | null, share: number): Vector | null {
  if (!v || !bg || share <= 0) return v;
  const out: Vector = new Map();
  for (const [t, w] of v) {
    const left = w - share * (bg.get(t) ?? 0);
    if (left > 0) out.set(t, left);
  }
  const norm = Math.sqrt([...out.values()].reduce((s, w) => s + w * w, 0));
  for (const [t, w] of out) out.set(t, w / norm);
  return out.size ? out : v;
}

function bm25Scores(texts: readonly string[], query: Vector, b: number, k1 = 1.2): number[] {
  const bags = texts.map((t) => {
    const bag = new Map<string, number>();
    const terms = contentTerms(t);
    for (const term of terms) bag.set(term, (bag.get(term) ?? 0) + 1);
    return { bag, len: terms.length };
  });
  const avg = bags.reduce((s, x) => s + x.len, 0) / Math.max(1, bags.length);
  return bags.map(({ bag, len }) => {
    let score = 0;
    for (const [t, qw] of query) {
      const tf = bag.get(t) ?? 0;
      if (tf > 0) score += (qw * (tf * (k1 + 1))) / (tf + k1 * (1 - b + (b * len) / Math.max(1, avg)));
    }
    return score;
  });
}

function topTerms(v: Vector | null, k: number): Vector | null {
  if (!v || k <= 0 || v.size <= k) return v;
  const kept: Vector = new Map([...v].sort((x, y) => y[1] - x[1]).slice(0, k));
  const norm = Math.sqrt([...kept.values()].reduce((s, w) => s + w * w, 0));
  for (const [t, w] of kept) kept.set(t, w / norm);
  return kept;
}

function whereAffinity(
  candidates: readonly (FeedbackWhere | undefined)[],
  liked: readonly (FeedbackWhere | undefined)[],
  judged: readonly (FeedbackWhere | undefined)[],
  w: FeedbackWeights,
): (where: FeedbackWhere | undefined) => { score: number; community: number; thread: number } {
  const all = [...candidates, ...judged].filter((x): x is FeedbackWhere => !!x);
  const likedW = liked.filter((x): x is FeedbackWhere => !!x);
  const count = <K extends keyof FeedbackWhere>(xs: readonly FeedbackWhere[], key: K) => {
    const m = new Map<string, number>();
    for (const x of xs) m.set(x[key], (m.get(x[key]) ?? 0) + 1);
    return m;
  };
  const share = { community: count(all, 'community'), platform: count(all, 'platform') };
  const likes = { community: count(likedW, 'community'), platform: count(likedW, 'platform'), thread: count(likedW, 'thread') };
  const lift = (key: 'community' | 'platform', value: string) => {
    const base = (share[key].get(value) ?? 0) / Math.max(1, all.length);
    if (base <= 0) return 0;
    const p = ((likes[key].get(value) ?? 0) + w.smooth * base) / (likedW.length + w.smooth);
    return Math.log(p / base);
  };
  return (where) => {
    if (!where || likedW.length === 0) return { score: 0, community: 0, thread: 0, communityLift: 0 };
    const community = likes.community.get(where.community) ?? 0;
    const thread = likes.thread.get(where.thread) ?? 0;
    return {
      score: w.community * lift('community', where.community) + w.platform * lift('platform', where.platform) + w.thread * Math.log1p(thread),
      community,
      thread,
      communityLift: lift('community', where.community),
    };
  };
}

/** Logistic regression by Newton steps with a Gaussian prior (precision `lambda`) at `mu`; intercept free. */
function fitLogistic(examples: readonly { x: number[]; y: number }[], mu: number[], lambda: number): number[] {
  const d = mu.length + 1;
  let w = [0, ...mu];
  for (let step = 0; step < 10; step++) {
    const g = w.map((wi, k) => (k === 0 ? 0.01 * wi : lambda * (wi - mu[k - 1]!)));
    const h = Array.from({ length: d }, (_, i) => Array.from({ length: d }, (__, j) => (i === j ? (i === 0 ? 0.01 : lambda) : 0)));
    for (const e of examples) {
      const x = [1, ...e.x];
      const p = sigmoid(x.reduce((t, xi, k) => t + xi * w[k]!, 0));
      for (let i = 0; i < d; i++) {
        g[i]! += (p - e.y) * x[i]!;
        for (let j = 0; j < d; j++) h[i]![j]! += p * (1 - p) * x[i]! * x[j]!;
      }
    }
    w = w.map((wi, i) => wi - solve(h, g)[i]!);
  }
  return w.slice(1);
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c || m[c]![c] === 0) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => (row[i] ? row[n]! / row[i]! : 0));
}

/**
 * Weights of the Rocchio terms on the logit scale of relevance: closeness to the liked signals
 * counts more than closeness to the disliked ones (a disliked signal's words are often the
 * topic's words too). Tuned on the search eval's tune topics (bench/feedback-eval.ts).
 */
export const ROCCHIO_UP = 12;
export const ROCCHIO_DOWN = 2.5;
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
  judgements: readonly FeedbackJudgement[],
  candidateOf: (s: T) => FeedbackCandidate,
  weightsIn: Partial<FeedbackWeights> = {},
): RerankedSignal<T>[] {
  const weights = { ...FEEDBACK_WEIGHTS, ...weightsIn };
  const byId = new Map(judgements.map((j) => [j.signalId, j]));
  const candidates = signals.map(candidateOf);
  if (judgements.length === 0)
    return signals.map((signal) => ({ signal, judgement: null, reason: null, why: null }));

  const vs = vectors([...candidates.map((c) => c.text), ...judgements.map((j) => j.text)]);
  const judgedVs = vs.slice(candidates.length);
  const ups = judgements.flatMap((j, i) => (j.judgement === 'up' ? [{ j, v: judgedVs[i]! }] : []));
  const downs = judgements.flatMap((j, i) => (j.judgement === 'down' ? [{ j, v: judgedVs[i]! }] : []));
  const upC = topTerms(minus(centroid(ups.map((u) => u.v)), centroid(vs.slice(0, candidates.length)), weights.background), weights.terms);
  const downC = centroid(downs.map((d) => d.v));
  const { a, b } = fitCorrection(judgements.map((j) => ({ relevance: j.relevance, up: j.judgement === 'up' })));

  const affinity = whereAffinity(
    candidates.map((c) => c.where),
    ups.map((u) => u.j.where),
    judgements.map((j) => j.where),
    weights,
  );
  const rawUp = candidates.map((_, i) => (upC ? cosine(vs[i]!, upC) : 0));
  const overall = rawUp.reduce((x, y) => x + y, 0) / Math.max(1, rawUp.length);
  const groupMean = (key: 'community' | 'thread') => {
    const sums = new Map<string, { s: number; n: number }>();
    candidates.forEach((c, i) => {
      if (!c.where) return;
      const g = sums.get(c.where[key]) ?? { s: 0, n: 0 };
      g.s += rawUp[i]!;
      g.n++;
      sums.set(c.where[key], g);
    });
    return (c: FeedbackCandidate) => {
      const g = c.where && sums.get(c.where[key]);
      return g ? (g.s + weights.clusterShrink * overall) / (g.n + weights.clusterShrink) - overall : 0;
    };
  };
  const knnMean = candidates.map((_, i) => {
    if (weights.knn <= 0) return 0;
    const near = candidates
      .map((__, j) => ({ j, sim: j === i ? -1 : cosine(vs[i]!, vs[j]!) }))
      .sort((x, y) => y.sim - x.sim)
      .slice(0, weights.knnK);
    const wsum = near.reduce((t, n) => t + Math.max(0, n.sim), 0);
    return wsum > 0 ? near.reduce((t, n) => t + Math.max(0, n.sim) * rawUp[n.j]!, 0) / wsum - overall : 0;
  });
  const bm = weights.bm25 > 0 && upC ? bm25Scores([...candidates.map((c) => c.text), ...judgements.map((j) => j.text)], topTerms(upC, weights.terms || 30)!, weights.bm25B) : [];
  const bmMax = Math.max(1e-9, ...bm);
  const commMean = groupMean('community');
  const threadMean = groupMean('thread');
  // Features of the learned combination: closeness to the liked, community lift, thread, stored relevance.
  const featuresOf = (toUp: number, where: FeedbackWhere | undefined, relevance: number) => {
    const a = affinity(where);
    return [toUp, a.communityLift, Math.log1p(a.thread), logit(relevance) / 4];
  };
  let theta = [weights.up, weights.community, weights.thread, 0];
  if (weights.lr > 0 && ups.length > 0) {
    const pos = ups.map((u) => {
      const others = centroid(ups.filter((o) => o !== u).map((o) => o.v));
      return featuresOf(others ? cosine(u.v, others) : 0, u.j.where, u.j.relevance);
    });
    const neg = candidates.slice(-weights.lrNeg).map((c, i) => featuresOf(rawUp[candidates.length - weights.lrNeg + i] ?? 0, c.where, c.relevance));
    theta = fitLogistic([...pos.map((x) => ({ x, y: 1 })), ...neg.map((x) => ({ x, y: 0 }))], theta, weights.lr);
  }
  const scored = candidates.map((c, index) => {
    const v = vs[index]!;
    const toUp = rawUp[index]! + weights.clusterCommunity * commMean(c) + weights.clusterThread * threadMean(c) + weights.knn * knnMean[index]!;
    const bmScore = weights.bm25 > 0 ? (weights.bm25 * bm[index]!) / bmMax : 0;
    const toDown = downC ? cosine(v, downC) : 0;
    // The stored order is the prior (it weighs more than relevance: signal-ness, engagement,
    // duplicates); the correction adds only where the founder's judgements disagree with the score.
    const aff = affinity(c.where);
    const fx = featuresOf(toUp, c.where, c.relevance);
    const learned = weights.lr > 0 ? theta.reduce((t, w, k) => t + w * fx[k]!, 0) : weights.up * toUp + aff.score;
    const score = -weights.prior * Math.log1p(index) + a + (b - 1) * logit(c.relevance) + learned - weights.down * toDown + bmScore;
    const likeUp = ups.filter((u) => u.j.signalId !== c.id && cosine(v, u.v) >= LIKE_AT).length;
    const nearestDown = downs
      .filter((d) => d.j.signalId !== c.id)
      .map((d) => ({ d, sim: cosine(v, d.v) }))
      .sort((x, y) => y.sim - x.sim)[0];
    const judged = byId.get(c.id) ?? null;
    let why: string | null = null;
    if (judged) why = judged.judgement === 'up' ? 'You marked this relevant' : `You marked this not relevant${judged.reason ? ` (${DOWN_REASON_LABELS[judged.reason]})` : ''}`;
    else if (likeUp > 0 && weights.up * toUp >= weights.down * toDown) why = `Like ${plural(likeUp, 'signal', 'signals')} you marked relevant`;
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
export function candidateOfSignal(
  s: Pick<Signal, 'id' | 'title' | 'snippet' | 'relevanceScore' | 'platform' | 'source' | 'url' | 'post_url'>,
): FeedbackCandidate {
  return { id: s.id, text: feedbackTextOf(s), relevance: s.relevanceScore, where: whereOf(s) };
}

/** Where a signal was found: its community, platform and thread (a comment's post, or the post itself). */
export function whereOf(s: Pick<Signal, 'platform' | 'source' | 'url' | 'post_url'>): FeedbackWhere {
  return { platform: s.platform, community: communityKey(s), thread: s.post_url ?? s.url };
}

/** A saved search's signal as the model reads it. */
export function candidateOfSaved(p: Pick<SavedSignalPayload, 'signal_id' | 'title' | 'snippet' | 'relevance_score'>): FeedbackCandidate {
  return { id: p.signal_id, text: feedbackTextOf(p), relevance: p.relevance_score };
}
