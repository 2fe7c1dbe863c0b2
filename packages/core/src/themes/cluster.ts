/**
 * Themes of a set of signals (issue 12): what the people behind a search keep raising.
 *
 * Each signal becomes a TF-IDF vector over its own words (single stems and adjacent stem pairs;
 * a comment's thread title counts for a little), the vectors are clustered by average-linkage
 * agglomeration on cosine distance (ml-hclust), and the tree is cut at a fixed distance. Clusters
 * too small to be a pattern go to "Other" instead of being forced into a theme. Pure and
 * deterministic: the input is sorted by id first and every tie is broken by id or text.
 */
import { agnes } from 'ml-hclust';
import { idfOfStem } from '../lexicon/word-frequency';
import { isFillerStem } from '../query';
import { STOPWORDS, termOf } from '../text';
import type { SignalType, UrgencyLevel } from '../signal';
import { timelineOf, type ThemeTimeline } from './timeline';
import { compareIds } from '../ids';

/** What clustering needs of a signal: a live Signal and a saved one both fit (see `themeSignalOf`). */
export interface ThemeSignal {
  id: string;
  /** The post's own title; '' for a comment. */
  title: string;
  /** The thread a comment belongs to (its post's title), else null. */
  parentTitle: string | null;
  /** The item's own text (a snippet of it). */
  text: string;
  /** The sentence that earned the signal its type; '' when none. */
  evidence: string;
  url: string;
  signalType: SignalType;
  urgencyLevel: UrgencyLevel;
  /** Epoch seconds; null when unknown. */
  createdUtc: number | null;
}

export interface ThemeQuote {
  signalId: string;
  text: string;
  url: string;
}

export interface Theme {
  /** 'other' for the Other group, else `theme-1`… in ranked order. */
  key: string;
  /** A short key phrase found verbatim in a member's text; "Other" for the Other group. */
  label: string;
  size: number;
  /** Share of members with High urgency, 0..1. */
  highShare: number;
  urgency: Record<UrgencyLevel, number>;
  /** Members per signal type, most common first. */
  types: { type: SignalType; count: number }[];
  /** Up to 3 evidence sentences of the members closest to the theme's centre. */
  quotes: ThemeQuote[];
  /** Epoch seconds of the oldest and newest member (null when no member has a date). */
  firstUtc: number | null;
  lastUtc: number | null;
  signalIds: string[];
}

export interface ThemeSet {
  /** Ranked by size × urgency, Other (if any) last. */
  themes: Theme[];
  /** Each theme's signals per week (month, year when they span longer), empty buckets included. */
  timeline: ThemeTimeline;
  total: number;
}

/** Clusters merged farther apart than this (cosine distance) stay separate themes. Tuned on tune/ topics only. */
export const THEME_CUT = 0.93;
/**
 * The cut on a provider's embeddings: dense vectors of related texts sit much closer than sparse
 * word vectors. Not tuned on any real embedding model yet (no figure measured); a first guess.
 */
export const EMBEDDING_THEME_CUT = 0.5;
/** Fewer members than this is not a pattern: they go to Other. */
export const THEME_MIN_SIZE = 3;
/** A member this far from its theme's centre (cosine) fits no theme. Tuned on tune/ topics only. */
const MIN_FIT = 0.1;
/** How much a comment's thread title counts against its own words. */
const THREAD_TITLE_WEIGHT = 0.5;
/** A term found in more than this share of the signals is the search's own topic, not a theme. */
const TOPIC_SHARE = 0.6;
const QUOTES = 3;
const URGENCY_WEIGHT: Record<UrgencyLevel, number> = { High: 1, Medium: 0.6, Low: 0.3 };
export const OTHER_THEME_LABEL = 'Other';

/** A word with its combining marks: a label never ends between a letter and its accent. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:['’][\p{L}\p{N}][\p{L}\p{N}\p{M}]*)*/gu;

interface Token {
  term: string;
  start: number;
  end: number;
}

/** The term a written word counts as ('' for a stopword): lowercase, apostrophes dropped, stemmed. */
const termOfWord = (word: string) => termOf(word.toLowerCase().replace(/['’]/g, ''));

/** Content tokens with their place in the text, so a label can be cut from the text itself. */
function tokensOf(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const term = termOfWord(m[0]);
    if (term && !/^\d+$/.test(term)) out.push({ term, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Key phrases of a text: single terms and pairs of adjacent content words (nothing between them but spaces or a hyphen). */
function phrasesOf(text: string): { key: string; surface: string; words: number }[] {
  const tokens = tokensOf(text);
  const out: { key: string; surface: string; words: number }[] = [];
  tokens.forEach((t, i) => {
    out.push({ key: t.term, surface: text.slice(t.start, t.end), words: 1 });
    const next = tokens[i + 1];
    if (next && /^[\s-]+$/.test(text.slice(t.end, next.start)) && next.term !== t.term) {
      out.push({ key: `${t.term} ${next.term}`, surface: text.slice(t.start, next.end), words: 2 });
    }
  });
  return out;
}

type Vector = Map<string, number>;

function cosine(a: Vector, b: Vector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [k, v] of small) {
    const w = large.get(k);
    if (w !== undefined) dot += v * w;
  }
  return dot;
}

function normalize(v: Vector): Vector {
  let sum = 0;
  for (const x of v.values()) sum += x * x;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (const [k, x] of v) v.set(k, x / norm);
  return v;
}

/** How informative a phrase is in English at large (rare words name a theme, everyday words do not). */
function informativeness(key: string): number {
  let min = Infinity;
  for (const part of key.split(' ')) min = Math.min(min, idfOfStem(part));
  return Math.min(1, Math.max(0.2, (min - 5) / 8));
}

interface Doc {
  signal: ThemeSignal;
  /** Phrase key → weighted count in the signal's own words (+ a little of its thread title). */
  counts: Map<string, number>;
  /** Phrase key → its surface forms in this signal's own words. */
  surfaces: Map<string, string[]>;
  vector: Vector;
}

function docOf(signal: ThemeSignal): Doc {
  const counts = new Map<string, number>();
  const surfaces = new Map<string, string[]>();
  const own = [signal.title, signal.text, signal.evidence && !signal.text.includes(signal.evidence) ? signal.evidence : '']
    .filter(Boolean)
    .join('\n');
  for (const p of phrasesOf(own)) {
    counts.set(p.key, (counts.get(p.key) ?? 0) + 1);
    const list = surfaces.get(p.key);
    if (list) list.push(p.surface);
    else surfaces.set(p.key, [p.surface]);
  }
  if (signal.parentTitle && !signal.title) {
    for (const p of phrasesOf(signal.parentTitle)) counts.set(p.key, (counts.get(p.key) ?? 0) + THREAD_TITLE_WEIGHT);
  }
  return { signal, counts, surfaces, vector: new Map() };
}

/**
 * The key phrase that names a cluster best: common in it, rare outside it, informative, not another
 * theme's. `ownDf`: in how many signals' own words each phrase appears.
 */
function labelOf(members: readonly Doc[], ownDf: Map<string, number>, n: number, taken: Set<string>): string {
  const inside = new Map<string, number>();
  for (const d of members) for (const key of d.surfaces.keys()) inside.set(key, (inside.get(key) ?? 0) + 1);
  let best: { key: string; score: number } | null = null;
  for (const [key, count] of inside) {
    // "hn", "db", "mo": too short to tell a person anything.
    if (key.split(' ').some((w) => w.length < 3)) continue;
    // "app", "tool", "platform": words that describe any product name no theme.
    if (key.split(' ').every(isFillerStem)) continue;
    const all = ownDf.get(key)!;
    const outside = (all - count) / Math.max(1, n - members.length);
    const coverage = count / members.length;
    const words = key.split(' ').length;
    const score = (coverage - outside) * coverage * informativeness(key) * (words === 2 ? 1.5 : 1);
    if (score <= 0) continue;
    if (taken.has(key)) continue;
    if (!best || score > best.score || (score === best.score && key < best.key)) best = { key, score };
  }
  if (best) taken.add(best.key);
  if (!best) return members[0]!.signal.title || members[0]!.signal.text.split(/\s+/).slice(0, 3).join(' ');
  const span = spanAround(members, best.key);
  // Two themes' phrases can grow into the same words ("venmo" and "requests"): the second keeps its own.
  if (span && !taken.has(`phrase:${span.toLowerCase()}`)) {
    taken.add(`phrase:${span.toLowerCase()}`);
    return span;
  }
  return surfaceOf(members, best.key);
}

/**
 * The phrase around a theme's key term that its members share as written ("forget to water" for
 * "water"): the term and up to two words either side (four words at most), not starting or ending
 * with a function word, within one clause, found in at least two members; the most words times
 * members wins. Undefined when no member phrase is shared.
 */
function spanAround(members: readonly Doc[], key: string): string | undefined {
  const parts = key.split(' ');
  const counts = new Map<string, { count: number; surface: string }>();
  for (const d of members) {
    const text = [d.signal.title, d.signal.text].filter(Boolean).join('\n');
    const tokens = [...text.matchAll(WORD)].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
    const seen = new Set<string>();
    for (let i = 0; i + parts.length <= tokens.length; i++) {
      if (!parts.every((part, j) => termOfWord(tokens[i + j]!.word) === part)) continue;
      const last = i + parts.length - 1;
      for (let from = Math.max(0, i - 2); from <= i; from++) {
        for (let to = last; to <= Math.min(tokens.length - 1, last + 2); to++) {
          const words = to - from + 1;
          if (words === parts.length || words > 4) continue;
          const first = tokens[from]!.word.toLowerCase();
          // "30 non" out of "30 non-replies": a count is no part of a name.
          if (STOPWORDS.has(first) || STOPWORDS.has(tokens[to]!.word.toLowerCase()) || /^\d+$/.test(first)) continue;
          const surface = text.slice(tokens[from]!.start, tokens[to]!.end);
          if (/[.!?\n,;:()]/.test(surface)) continue;
          const norm = surface.toLowerCase().replace(/\s+/g, ' ');
          if (seen.has(norm)) continue;
          seen.add(norm);
          const entry = counts.get(norm) ?? { count: 0, surface };
          entry.count++;
          counts.set(norm, entry);
        }
      }
    }
  }
  let best: { norm: string; score: number; surface: string } | undefined;
  for (const [norm, { count, surface }] of counts) {
    if (count < 2) continue;
    const score = count * norm.split(' ').length;
    if (!best || score > best.score || (score === best.score && norm < best.norm)) best = { norm, score, surface };
  }
  return best?.surface;
}

/** The most common way members wrote a phrase (ties: the alphabetically first), as written. */
function surfaceOf(members: readonly Doc[], key: string): string {
  const counts = new Map<string, number>();
  for (const d of members) for (const s of d.surfaces.get(key) ?? []) counts.set(s, (counts.get(s) ?? 0) + 1);
  let best = '';
  let bestCount = 0;
  for (const [s, c] of counts) if (c > bestCount || (c === bestCount && s < best)) [best, bestCount] = [s, c];
  return best;
}

function themeOf(key: string, label: string, members: readonly Doc[], centre: Vector | null): Theme {
  const urgency: Record<UrgencyLevel, number> = { High: 0, Medium: 0, Low: 0 };
  const types = new Map<SignalType, number>();
  let firstUtc: number | null = null;
  let lastUtc: number | null = null;
  for (const { signal: s } of members) {
    urgency[s.urgencyLevel] += 1;
    types.set(s.signalType, (types.get(s.signalType) ?? 0) + 1);
    if (s.createdUtc !== null) {
      firstUtc = firstUtc === null ? s.createdUtc : Math.min(firstUtc, s.createdUtc);
      lastUtc = lastUtc === null ? s.createdUtc : Math.max(lastUtc, s.createdUtc);
    }
  }
  const byCloseness = [...members].sort((a, b) => {
    const d = centre ? cosine(b.vector, centre) - cosine(a.vector, centre) : 0;
    return d !== 0 ? d : compareIds(a.signal.id, b.signal.id);
  });
  const quotes: ThemeQuote[] = [];
  const seen = new Set<string>();
  for (const { signal: s } of byCloseness) {
    const text = (s.evidence || s.text || s.title).trim();
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    quotes.push({ signalId: s.id, text, url: s.url });
    if (quotes.length === QUOTES) break;
  }
  return {
    key,
    label,
    size: members.length,
    highShare: members.length ? urgency.High / members.length : 0,
    urgency,
    types: [...types].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count || (a.type < b.type ? -1 : 1)),
    quotes,
    firstUtc,
    lastUtc,
    signalIds: members.map((d) => d.signal.id),
  };
}

function centreOf(members: readonly Doc[]): Vector {
  const c: Vector = new Map();
  for (const d of members) for (const [k, v] of d.vector) c.set(k, (c.get(k) ?? 0) + v);
  return normalize(c);
}

function rankScore(t: Theme): number {
  return (
    t.size *
    ((t.urgency.High * URGENCY_WEIGHT.High + t.urgency.Medium * URGENCY_WEIGHT.Medium + t.urgency.Low * URGENCY_WEIGHT.Low) /
      t.size)
  );
}

/** Groups signals into themes; the same signals always give the same themes, in any order. */
export function findThemes(
  input: readonly ThemeSignal[],
  options: {
    cut?: number;
    minSize?: number;
    /** A provider's embedding per signal id: with one for every signal, they replace the TF-IDF vectors (labels still come from the words). */
    embeddings?: ReadonlyMap<string, readonly number[]>;
  } = {},
): ThemeSet {
  const embeddings = options.embeddings && input.every((s) => options.embeddings!.has(s.id)) ? options.embeddings : undefined;
  const cut = options.cut ?? (embeddings ? EMBEDDING_THEME_CUT : THEME_CUT);
  const minSize = options.minSize ?? THEME_MIN_SIZE;
  const unique = new Map<string, ThemeSignal>();
  for (const s of input) if (!unique.has(s.id)) unique.set(s.id, s);
  const docs = [...unique.values()].sort((a, b) => compareIds(a.id, b.id)).map(docOf);
  const n = docs.length;

  const df = new Map<string, number>();
  for (const d of docs) for (const key of d.counts.keys()) df.set(key, (df.get(key) ?? 0) + 1);
  // Labels are cut from members' own words, so how common a phrase is outside a theme is counted
  // in the same words (a comment's thread title is context for clustering, not a thing it said).
  const ownDf = new Map<string, number>();
  for (const d of docs) for (const key of d.surfaces.keys()) ownDf.set(key, (ownDf.get(key) ?? 0) + 1);
  for (const d of docs) {
    for (const [key, count] of d.counts) {
      const f = df.get(key)!;
      // A phrase only one signal uses cannot join two signals; one most signals use is the topic itself.
      if (f < 2 || f > Math.max(2, TOPIC_SHARE * n)) continue;
      d.vector.set(key, (1 + Math.log(count)) * Math.log((n + 1) / f) * informativeness(key));
    }
    normalize(d.vector);
  }
  if (embeddings)
    for (const d of docs) d.vector = normalize(new Map(embeddings.get(d.signal.id)!.map((v, i) => [`e${i}`, v])));

  let groups: Doc[][] = [];
  if (n >= minSize) {
    const distance = docs.map((a, i) => docs.map((b, j) => (i === j ? 0 : 1 - cosine(a.vector, b.vector))));
    const tree = agnes(distance, { method: 'average', isDistanceMatrix: true });
    groups = tree.cut(cut).map((c) =>
      c
        .indices()
        .sort((x, y) => x - y)
        .map((i) => docs[i]!),
    );
  } else {
    groups = docs.map((d) => [d]);
  }

  // A member that shares only a stray word with its cluster does not fit it: it goes to Other.
  const themed = groups
    .map((g) => {
      const sum: Vector = new Map();
      for (const d of g) for (const [k, v] of d.vector) sum.set(k, (sum.get(k) ?? 0) + v);
      const sumSquared = cosine(sum, sum);
      // Measured against the centre of the OTHER members, so a member cannot vouch for itself.
      return g.filter((d) => {
        const withSum = cosine(d.vector, sum);
        const self = cosine(d.vector, d.vector);
        const others = Math.sqrt(Math.max(0, sumSquared - 2 * withSum + self));
        return others > 0 && (withSum - self) / others >= MIN_FIT;
      });
    })
    .filter((g) => g.length >= minSize);
  const themedIds = new Set(themed.flat().map((d) => d.signal.id));
  const other = docs.filter((d) => !themedIds.has(d.signal.id));

  // Bigger clusters name themselves first, so a smaller one cannot take their phrase.
  const naming = [...themed].sort((a, b) => b.length - a.length || (a[0]!.signal.id < b[0]!.signal.id ? -1 : 1));
  const taken = new Set<string>();
  const themes = naming.map((members) => {
    const label = labelOf(members, ownDf, n, taken);
    return themeOf('', label, members, centreOf(members));
  });
  themes.sort((a, b) => rankScore(b) - rankScore(a) || b.size - a.size || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  themes.forEach((t, i) => (t.key = `theme-${i + 1}`));
  if (other.length) themes.push(themeOf('other', OTHER_THEME_LABEL, other, null));

  const dated = themes.flatMap((t) =>
    t.signalIds.flatMap((id) => {
      const utc = unique.get(id)!.createdUtc;
      return utc === null ? [] : [{ key: t.key, utc }];
    }),
  );
  return { themes, timeline: timelineOf(dated), total: n };
}
