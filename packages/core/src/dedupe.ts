/**
 * Near-duplicate collapse: cross-posts and the same text posted twice become one signal, the one
 * with the most engagement. Exact duplicates (same normalised title + text) are grouped by key;
 * near duplicates by MinHash over word 3-shingles with banded LSH, confirmed by the exact Jaccard
 * similarity of the shingle sets (≥ 0.8); reworded cross-posts by one author within days by
 * their content words (crosspost.ts). Independent of input order.
 */
import { crossPostKey, isCrossPost, type CrossPostEntry } from './crosspost';
import type { Engagement } from './signal';
import { tokenize } from './text';
import { compareIds } from './ids';

export const NEAR_DUPLICATE_JACCARD = 0.8;

export interface DedupeEntry {
  id: string;
  title: string;
  text: string;
  engagement: Engagement;
  relevance: number;
  /** Who posted what where and when: with all four, a reworded cross-post by the same author is found too. */
  platform?: string;
  type?: 'post' | 'comment';
  author?: string;
  /** Epoch seconds. */
  createdUtc?: number;
}

function hasOrigin(e: DedupeEntry): e is DedupeEntry & CrossPostEntry {
  return e.platform !== undefined && e.type !== undefined && e.author !== undefined && e.createdUtc !== undefined;
}

export interface DedupeGroup<T extends DedupeEntry> {
  keep: T;
  duplicates: T[];
}

/** Engagement as one number: upvotes, comments (worth two) and views (worth 1/100). */
export function engagementScore(e: Engagement): number {
  return Math.max(0, e.upvotes) + 2 * Math.max(0, e.comments) + Math.max(0, e.views) / 100;
}

const HASHES = 16;
const BANDS = 8;
const ROWS = HASHES / BANDS;
const SHINGLE = 3;
/** Texts shorter than this many tokens are only merged when identical. */
const MIN_TOKENS_FOR_NEAR = 8;

// Fixed odd multipliers and offsets: a deterministic family of 32-bit hash permutations.
const MUL: number[] = [];
const ADD: number[] = [];
{
  let x = 0x9e3779b9;
  for (let i = 0; i < HASHES; i++) {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x6b43a9b5) >>> 0;
    MUL.push((x | 1) >>> 0);
    x = (Math.imul(x ^ (x >>> 13), 0x297a2d39) + 0x1b873593) >>> 0;
    ADD.push(x);
  }
}

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function shingles(tokens: string[]): Set<number> {
  const out = new Set<number>();
  if (tokens.length < SHINGLE) {
    out.add(fnv1a(tokens.join(' ')));
    return out;
  }
  for (let i = 0; i + SHINGLE <= tokens.length; i++) {
    out.add(fnv1a(`${tokens[i]} ${tokens[i + 1]} ${tokens[i + 2]}`));
  }
  return out;
}

function minhash(set: Set<number>): Uint32Array {
  const sig = new Uint32Array(HASHES).fill(0xffffffff);
  for (const v of set) {
    for (let k = 0; k < HASHES; k++) {
      const h = (Math.imul(v ^ (v >>> 16), MUL[k]!) + ADD[k]!) >>> 0;
      if (h < sig[k]!) sig[k] = h;
    }
  }
  return sig;
}

function jaccard(a: Set<number>, b: Set<number>): number {
  if (a.size === 0 && b.size === 0) return 1;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let inter = 0;
  for (const v of small) if (large.has(v)) inter++;
  return inter / (a.size + b.size - inter);
}

/** True when `a` should be kept over `b`: more engagement, then more relevant, then smaller id. */
function better(a: DedupeEntry, b: DedupeEntry): boolean {
  const ea = engagementScore(a.engagement);
  const eb = engagementScore(b.engagement);
  if (ea !== eb) return ea > eb;
  if (a.relevance !== b.relevance) return a.relevance > b.relevance;
  return a.id < b.id;
}

/** Group near-duplicates; each group keeps its best entry. Groups come back in id order of keep. */
export function dedupe<T extends DedupeEntry>(entries: readonly T[]): DedupeGroup<T>[] {
  // Work in id order so the result never depends on the input order.
  const items = [...entries].sort((a, b) => compareIds(a.id, b.id));
  const n = items.length;
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const union = (a: number, b: number): void => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };

  const tokenLists = items.map((e) => tokenize(`${e.title}\n${e.text}`));
  // Cross-posts: the same (non-trivial) title, with the same text or no text on one side.
  const byTitle = new Map<string, number[]>();
  items.forEach((e, i) => {
    const t = tokenize(e.title);
    if (t.length < 4) return;
    const key = t.join(' ');
    const list = byTitle.get(key);
    if (list) list.push(i);
    else byTitle.set(key, [i]);
  });
  const bodyKey = items.map((e) => tokenize(e.text).join(' '));
  for (const list of byTitle.values()) {
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const a = bodyKey[list[x]!]!;
        const b = bodyKey[list[y]!]!;
        if (a === b || a === '' || b === '') union(list[x]!, list[y]!);
      }
    }
  }
  const exact = new Map<string, number>();
  const sets: (Set<number> | null)[] = [];
  const buckets = new Map<string, number[]>();
  tokenLists.forEach((tokens, i) => {
    const key = tokens.join(' ');
    const seen = exact.get(key);
    if (seen !== undefined) union(seen, i);
    else exact.set(key, i);
    if (tokens.length < MIN_TOKENS_FOR_NEAR) {
      sets.push(null);
      return;
    }
    const set = shingles(tokens);
    sets.push(set);
    const sig = minhash(set);
    for (let b = 0; b < BANDS; b++) {
      let k = `${b}`;
      for (let r = 0; r < ROWS; r++) k += `:${sig[b * ROWS + r]}`;
      const list = buckets.get(k);
      if (list) list.push(i);
      else buckets.set(k, [i]);
    }
  });
  const checked = new Set<number>();
  for (const list of buckets.values()) {
    if (list.length < 2) continue;
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const i = list[x]!;
        const j = list[y]!;
        if (find(i) === find(j)) continue;
        const pair = i * n + j;
        if (checked.has(pair)) continue;
        checked.add(pair);
        if (jaccard(sets[i]!, sets[j]!) >= NEAR_DUPLICATE_JACCARD) union(i, j);
      }
    }
  }

  // Reworded cross-posts: one author's posts compared pairwise (an author rarely has many).
  const byAuthor = new Map<string, number[]>();
  items.forEach((e, i) => {
    const key = hasOrigin(e) ? crossPostKey(e) : null;
    if (key === null) return;
    const list = byAuthor.get(key);
    if (list) list.push(i);
    else byAuthor.set(key, [i]);
  });
  for (const list of byAuthor.values()) {
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const i = list[x]!;
        const j = list[y]!;
        if (find(i) !== find(j) && isCrossPost(items[i] as T & CrossPostEntry, items[j] as T & CrossPostEntry)) union(i, j);
      }
    }
  }

  const groups = new Map<number, T[]>();
  for (let i = 0; i < n; i++) {
    const r = find(i);
    const g = groups.get(r);
    if (g) g.push(items[i]!);
    else groups.set(r, [items[i]!]);
  }
  const out: DedupeGroup<T>[] = [];
  for (const members of groups.values()) {
    let keep = members[0]!;
    for (const m of members) if (better(m, keep)) keep = m;
    out.push({ keep, duplicates: members.filter((m) => m !== keep) });
  }
  return out;
}
