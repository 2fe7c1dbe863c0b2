/**
 * Relevance of a post to the founder's query, calibrated to 0..1.
 *
 * Per query facet (a business idea is one facet; each pain point / unmet need is one):
 *   credit(t)  = presence (1 for the term's stem, 0.6 for a related form or synonym, 0.5 / 0.3
 *                when only a comment's parent title has it)
 *                × (0.9 + 0.1 × BM25 term-frequency saturation)  + 0.15 × presence if in the title
 *   matched    = Σ weight(t) × credit(t)  + 0.5 × weight of every query bigram found as a phrase
 *   coverage   = 1 − exp(−1.5 × matched / D)   where D = the weight of the 4 most informative terms
 *                                              + ¼ of the rest (a post rarely repeats a long idea)
 * Term weights are prior IDF (hand-written common-word tiers) × a filler factor, adjusted by the
 * batch: a term that almost every retrieved post contains separates posts less.
 * A post that is already on topic is lifted towards its coverage of the query's core concept (the
 * 2 most informative terms count fully, from the post's own words; see CORE_K), because people
 * name one or two of a long query's words. The best facet counts fully, the others add up to 15%.
 * Finally a logistic squash maps coverage
 * to the calibrated score. Calibration anchors (asserted in tests):
 *   - every key term present once, short post          → ≥ 0.9  ("clearly about the query")
 *   - ~60% of the key weight present                    → ~0.75
 *   - ~40%                                              → ~0.45
 *   - ~30%                                              → ~0.3   (noise floor)
 *   - only filler words ("app", "help") or nothing      → < 0.15
 */
import type { AnalyzedQuery, QueryFacet, QueryTerm } from '../query';
import { stem, termOf } from '../text';

export interface DocTerms {
  /** Stem → occurrences (title occurrences count double). */
  tf: Map<string, number>;
  inTitle: Set<string>;
  /** Content stems in order; '' separates sentences. */
  seq: string[];
  /** Number of content tokens. */
  length: number;
  /** Stems seen only in the context (a comment's parent post title); they count half. */
  context: Set<string>;
}

/** Longest compound (in words) that `joins` may hold: "end-to-end". */
const MAX_COMPOUND_WORDS = 3;

function addField(doc: DocTerms, sentences: readonly (readonly string[])[], title: boolean, joins: ReadonlySet<string>): void {
  const { tf, seq } = doc;
  const add = title ? 2 : 1;
  const count = (s: string) => {
    tf.set(s, (tf.get(s) ?? 0) + add);
    if (title) doc.inTitle.add(s);
  };
  for (const tokens of sentences) {
    tokens.forEach((tok, i) => {
      // "on call" and "on-call" are the query's "on-call": count the joined word once.
      if (joins.size > 0) {
        let joined = tok;
        for (let k = i - 1; k >= 0 && k > i - MAX_COMPOUND_WORDS; k--) {
          joined = tokens[k]! + joined;
          const s = stem(joined);
          if (joins.has(s)) count(s);
        }
      }
      const s = termOf(tok);
      if (s === '') return;
      count(s);
      seq.push(s);
    });
    seq.push('');
  }
}

const NO_JOINS: ReadonlySet<string> = new Set();

/** Build term statistics from already tokenized title and body sentences. */
export function docTermsFromTokens(
  titleTokens: readonly (readonly string[])[],
  textTokens: readonly (readonly string[])[],
  contextTokens: readonly (readonly string[])[] = [],
  /** Stems of the query's compounds as one word (query.ts `compoundJoins`). */
  joins: ReadonlySet<string> = NO_JOINS,
): DocTerms {
  const doc: DocTerms = { tf: new Map(), inTitle: new Set(), seq: [], length: 0, context: new Set() };
  addField(doc, titleTokens, true, joins);
  addField(doc, textTokens, false, joins);
  doc.length = doc.seq.length - titleTokens.length - textTokens.length;
  const context: DocTerms = { tf: new Map(), inTitle: new Set(), seq: [], length: 0, context: new Set() };
  addField(context, contextTokens, false, joins);
  for (const s of context.tf.keys()) if (!doc.tf.has(s)) doc.context.add(s);
  return doc;
}

/** The first word of the post whose stem is `stemmed` (for explanations), or undefined. */
export function surfaceOf(sentences: readonly (readonly string[])[], stemmed: string): string | undefined {
  for (const tokens of sentences) for (const tok of tokens) if (termOf(tok) === stemmed) return tok;
  return undefined;
}

const K1 = 1.2;
const B = 0.6;
/** Typical post length in content words; mixed with the batch average. */
const PRIOR_AVG_LENGTH = 60;

export interface RelevanceResult {
  score: number;
  /** Raw coverage before the squash (0..1), useful for ranking ties. */
  coverage: number;
  /** Query terms the post matched (exactly or by a related form), most informative first. */
  matched: QueryTerm[];
}

/** Logistic calibration from coverage to score, normalised so 0 → 0 and 1 → 1. */
const CAL_K = 9;
const CAL_X0 = 0.42;
const sig = (z: number): number => 1 / (1 + Math.exp(-z));
const CAL_LO = sig(-CAL_K * CAL_X0);
const CAL_HI = sig(CAL_K * (1 - CAL_X0));
export function calibrate(coverage: number): number {
  const v = (sig(CAL_K * (coverage - CAL_X0)) - CAL_LO) / (CAL_HI - CAL_LO);
  return Math.min(1, Math.max(0, v));
}

interface PreparedFacet {
  facet: QueryFacet;
  terms: { term: QueryTerm; weight: number; expansion?: true }[];
  denom: number;
  /** The same with only the CORE_K most informative terms counting fully: the query's core concept. */
  coreDenom: number;
}

/**
 * Core concept: people name one or two of a long query's words ("anyone know a handyman who does
 * small jobs?"), not all of them. Coverage is also measured against the CORE_K most informative
 * terms (+ ¼ of the rest), from the post's own words only (a thread title does not count), and
 * lifts the score of a post that is already on topic: the lift fades in between calibrated scores
 * CORE_FROM and CORE_FULL, so the noise floor still looks at the full query.
 */
const CORE_K = 2;
const CORE_FROM = 0.35;
const CORE_FULL = 0.55;

export interface RelevanceScorer {
  /**
   * `reply`: the doc is a comment that answers its thread (it refers back to it or states a need
   * about it), so the thread's title counts for more (REPLY_CONTEXT_CREDIT).
   */
  score(doc: DocTerms, reply?: boolean): RelevanceResult;
}

/** Credit of a query term found only in a comment's thread title: [stem, related form]. */
const CONTEXT_CREDIT: readonly [number, number] = [0.5, 0.3];
/**
 * The same for a reply that refers back to its thread ("I'd pay for this", "same here, …"): what
 * the thread is about is what the reply is about.
 */
export const REPLY_CONTEXT_CREDIT: readonly [number, number] = [1, 0.6];

/**
 * A scorer for one query over one batch of documents (the batch sets the average length and a
 * mild document-frequency adjustment of the term weights).
 */
/** Tuning knobs (defaults are the shipped, hand-chosen values). */
export interface RelevanceOptions {
  k1: number;
  b: number;
  /** How much a term found in every post of the batch loses (0 = batch ignored). */
  batchStrength: number;
  titleBonus: number;
  phraseWeight: number;
  relatedCredit: number;
  /** Weight of tf saturation in a term's credit (the rest is presence). */
  satWeight: number;
  /** Posts longer than this (content words) are damped by (pivot/length)^lengthExp. */
  lengthPivot: number;
  lengthExp: number;
  /** How many of the most informative terms count fully in the denominator. */
  topK: number;
  /** Weight of focus: the share of the post's words that are query words. */
  focusWeight: number;
}

export const DEFAULT_RELEVANCE_OPTIONS: Readonly<RelevanceOptions> = {
  k1: K1,
  b: B,
  batchStrength: 0.3,
  titleBonus: 0.15,
  phraseWeight: 0.5,
  relatedCredit: 0.6,
  satWeight: 0.1,
  lengthPivot: 250,
  lengthExp: 0.15,
  topK: 4,
  focusWeight: 0,
};

export function createRelevanceScorer(
  query: AnalyzedQuery,
  batch: readonly DocTerms[],
  options: Partial<RelevanceOptions> = {},
): RelevanceScorer {
  const o: RelevanceOptions = { ...DEFAULT_RELEVANCE_OPTIONS, ...options };
  const n = batch.length;
  let totalLen = 0;
  for (const d of batch) totalLen += d.length;
  const avgLen = n > 0 ? (totalLen + PRIOR_AVG_LENGTH * 5) / (n + 5) : PRIOR_AVG_LENGTH;

  // Batch document frequency of each query stem (exact).
  const df = new Map<string, number>();
  const queryStems = query.terms.map((t) => t.stem);
  for (const q of queryStems) df.set(q, 0);
  for (const d of batch) for (const q of queryStems) if (d.tf.has(q)) df.set(q, df.get(q)! + 1);
  const batchFactor = (s: string): number => {
    if (n < 5) return 1;
    const share = (df.get(s) ?? 0) / n;
    // With the default strength: 1.1 for a rare-in-batch term … 0.8 for a term in every post.
    return 1 + o.batchStrength / 3 - o.batchStrength * share;
  };

  const facets: PreparedFacet[] = query.facets.map((facet) => {
    const own = facet.terms.map((term) => ({ term, weight: term.weight * batchFactor(term.stem) }));
    const sorted = own.map((t) => t.weight).sort((a, b) => b - a);
    const terms = [...own, ...(query.expansion ?? []).map((term) => ({ term, weight: term.weight, expansion: true as const }))];
    let denom = 0;
    sorted.forEach((w, i) => (denom += i < o.topK ? w : 0.25 * w));
    let coreDenom = 0;
    sorted.forEach((w, i) => (coreDenom += i < CORE_K ? w : 0.25 * w));
    return { facet, terms, denom: Math.max(denom, 1e-9), coreDenom: Math.max(coreDenom, 1e-9) };
  });

  return {
    score(doc: DocTerms, reply = false): RelevanceResult {
      const [ctxStem, ctxRelated] = reply ? REPLY_CONTEXT_CREDIT : CONTEXT_CREDIT;
      const norm = o.k1 * (1 - o.b + (o.b * doc.length) / avgLen);
      const matchedSet = new Set<QueryTerm>();
      const xs: number[] = [];
      for (const pf of facets) {
        let matched = 0;
        let own = 0;
        for (const { term, weight, expansion } of pf.terms) {
          let tf = doc.tf.get(term.stem) ?? 0;
          let presence = tf > 0 ? 1 : 0;
          let title = tf > 0 && doc.inTitle.has(term.stem);
          if (presence === 0) {
            for (const r of term.related) {
              const rtf = doc.tf.get(r);
              if (rtf) {
                tf = rtf;
                presence = o.relatedCredit;
                title = doc.inTitle.has(r);
                break;
              }
            }
          }
          let fromContext = false;
          // The thread's own word can say more than a related form in the comment
          // ("Chasing payments is the worst" → "I'd pay for this").
          if (presence < ctxStem && doc.context.size > 0) {
            let ctx = 0;
            if (doc.context.has(term.stem)) ctx = ctxStem;
            else for (const r of term.related) if (doc.context.has(r)) ctx = ctxRelated;
            if (ctx > presence) {
              presence = ctx;
              tf = 1;
              title = false;
              fromContext = true;
            }
          }
          if (presence === 0) continue;
          const sat = (tf * (o.k1 + 1)) / (tf + norm) / (o.k1 + 1);
          const credit = weight * (presence * (1 - o.satWeight + o.satWeight * sat) + (title ? o.titleBonus * presence : 0));
          matched += credit;
          if (!fromContext && !expansion) own += credit;
          matchedSet.add(term);
        }
        if (pf.facet.bigrams.length > 0 && matched > 0) {
          const phrase = o.phraseWeight * phraseBonus(pf.facet, doc);
          matched += phrase;
          own += phrase;
        }
        // Long posts mention many words by chance.
        if (doc.length > o.lengthPivot) {
          const damp = Math.pow(o.lengthPivot / doc.length, o.lengthExp);
          matched *= damp;
          own *= damp;
        }
        let x = 1 - Math.exp((-1.5 * matched) / pf.denom);
        const core = 1 - Math.exp((-1.5 * own) / pf.coreDenom);
        if (core > x) {
          const lift = Math.min(1, Math.max(0, (calibrate(x) - CORE_FROM) / (CORE_FULL - CORE_FROM)));
          x += lift * (core - x);
        }
        if (o.focusWeight > 0 && doc.length > 0) {
          let hits = 0;
          for (const { term } of pf.terms) hits += Math.min(3, doc.tf.get(term.stem) ?? 0) * Math.min(1, term.weight / 3);
          x = (1 - o.focusWeight) * x + o.focusWeight * Math.min(1, hits / Math.sqrt(doc.length * 4));
        }
        xs.push(x);
      }
      let x = 0;
      if (xs.length === 1) x = xs[0]!;
      else if (xs.length > 1) {
        const sorted = [...xs].sort((a, b) => b - a);
        const rest = sorted.slice(1);
        x = Math.min(1, sorted[0]! + (0.15 * rest.reduce((a, b) => a + b, 0)) / rest.length);
      }
      const matched = [...matchedSet].sort(byWeightDesc);
      return { score: calibrate(x), coverage: x, matched };
    },
  };
}

function byWeightDesc(a: QueryTerm, b: QueryTerm): number {
  return b.weight - a.weight;
}

function phraseBonus(facet: QueryFacet, doc: DocTerms): number {
  let bonus = 0;
  for (const bg of facet.bigrams) {
    if (!doc.tf.has(bg.a) || !doc.tf.has(bg.b)) continue;
    const seq = doc.seq;
    for (let i = 0; i < seq.length; i++) {
      if (seq[i] !== bg.a) continue;
      if (seq[i + 1] === bg.b || (seq[i + 1] !== '' && seq[i + 2] === bg.b)) {
        bonus += bg.weight;
        break;
      }
    }
  }
  return bonus;
}

/** Convenience: stems of a word list, for tests. */
export function stems(words: readonly string[]): string[] {
  return words.map((w) => stem(w.toLowerCase()));
}
