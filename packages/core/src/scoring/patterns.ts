/**
 * A tiny phrase-pattern matcher over token arrays. Patterns are compiled once into a trie, so
 * matching a sentence costs about one Map lookup per token and pattern depth: no regex backtracking.
 *
 * Pattern syntax (tokens are lowercase, apostrophes removed: "don't" → "dont"):
 *   word        a literal token
 *   a|b|c       any of the alternatives
 *   word?       optional (a|b? is an optional alternative)
 *   *           any single token
 *   ~           a gap of 0–3 tokens
 *   ^           (first position only) the match must start the sentence, after greetings and
 *               connectives such as "hi", "so", "also", "and", "but"
 *   a b, c d    comma-separated alternatives of whole phrases (one pattern: reported once)
 */

export interface PatternDef<P> {
  pattern: string;
  payload: P;
}

interface Node<P> {
  next: Map<string, Node<P>>;
  /** Alternative sets after the first position ("a|b|c"), one edge per distinct set. */
  sets: SetEdge<P>[];
  any: Node<P> | null;
  gap: Node<P> | null;
  hits: Compiled<P>[];
}

interface SetEdge<P> {
  key: string;
  words: Set<string>;
  node: Node<P>;
}

interface Compiled<P> {
  id: number;
  payload: P;
  length: number;
}

export interface PatternMatch<P> {
  payload: P;
  id: number;
  /** Token index where the match starts and (exclusive) ends. */
  start: number;
  end: number;
}

const MAX_GAP = 3;

const LEADING_SKIP = new Set([
  'hi',
  'hey',
  'hello',
  'so',
  'also',
  'and',
  'but',
  'ok',
  'okay',
  'well',
  'then',
  'now',
  'oh',
  'yes',
  'yeah',
  'guys',
  'folks',
  'everyone',
  'all',
  'team',
  'basically',
  'honestly',
  'seriously',
  'just',
  'anyway',
  'btw',
  'plz',
  'pls',
  'hmm',
  'lol',
  'ps',
  'edit',
  'question',
  'q',
  'thanks',
  'however',
  'still',
  'again',
  'either',
  'atleast',
  'least',
  'at',
  'maybe',
  'perhaps',
  'simply',
  'instead',
  'ideally',
  'alternatively',
  'or',
  'therefore',
  'additionally',
  'otherwise',
  'finally',
  'firstly',
  'secondly',
  'lastly',
  'next',
  'first',
  'second',
  'third',
]);

function newNode<P>(): Node<P> {
  return { next: new Map(), sets: [], any: null, gap: null, hits: [] };
}

/** A position: '*', '~' or a list of alternative words. */
type Position = '*' | '~' | string[];

/**
 * Expand optional parts of "a|b? c": [[["a","b"],["c"]], [["c"]]]. Alternatives stay grouped (the
 * trie gives each group one edge), so patterns with long word lists stay small.
 */
function expand(pattern: string): Position[][] {
  const parts = pattern.trim().split(/\s+/);
  let seqs: Position[][] = [[]];
  for (const part of parts) {
    const optional = part.length > 1 && part.endsWith('?');
    const body = optional ? part.slice(0, -1) : part;
    const pos: Position = body === '*' ? '*' : body === '~' ? '~' : body.split('|').filter(Boolean);
    const next: Position[][] = [];
    for (const s of seqs) {
      next.push([...s, pos]);
      if (optional) next.push(s);
    }
    seqs = next;
  }
  return seqs;
}

export class PatternSet<P> {
  private readonly root: Node<P> = newNode();
  private readonly anchored: Node<P> = newNode();
  private count = 0;

  constructor(defs: readonly PatternDef<P>[]) {
    for (const def of defs) this.add(def);
  }

  get size(): number {
    return this.count;
  }

  private add(def: PatternDef<P>): void {
    const id = this.count++;
    for (const alt of def.pattern.split(',')) {
      let text = alt.trim();
      if (!text) continue;
      let root = this.root;
      if (text.startsWith('^')) {
        root = this.anchored;
        text = text.slice(1).trim();
      }
      this.insert(root, text, id, def.payload);
    }
  }

  private insert(root: Node<P>, text: string, id: number, payload: P): void {
    for (const seq of expand(text)) {
      if (seq.length > 0) insertFrom(root, seq, 0, { id, payload, length: seq.length });
    }
  }

  /** All matches in a token array; each pattern reported at most once (its first match). */
  match(tokens: readonly string[]): PatternMatch<P>[] {
    const state: MatchState<P> = { tokens, out: [], seen: new Set() };
    const n = tokens.length;
    // Anchored patterns: at the first token that is not a greeting/connective.
    let first = 0;
    while (first < n && LEADING_SKIP.has(tokens[first]!)) first++;
    if (first < n) walk(state, this.anchored, first, first);
    for (let i = 0; i < n; i++) {
      const child = this.root.next.get(tokens[i]!);
      if (child) walk(state, child, i, i + 1);
    }
    return state.out;
  }
}

function insertFrom<P>(node: Node<P>, seq: Position[], i: number, hit: Compiled<P>): void {
  if (i === seq.length) {
    if (!node.hits.some((h) => h.id === hit.id)) node.hits.push(hit);
    return;
  }
  const pos = seq[i]!;
  if (pos === '*') {
    insertFrom((node.any ??= newNode<P>()), seq, i + 1, hit);
    return;
  }
  if (pos === '~') {
    insertFrom((node.gap ??= newNode<P>()), seq, i + 1, hit);
    return;
  }
  // The first word of a pattern is looked up directly (one Map hit per token at the root);
  // single words share prefixes; later alternative lists get one set edge.
  if (i === 0 || pos.length === 1) {
    for (const word of pos) {
      let child = node.next.get(word);
      if (!child) {
        child = newNode();
        node.next.set(word, child);
      }
      insertFrom(child, seq, i + 1, hit);
    }
    return;
  }
  const key = [...pos].sort().join('|');
  let edge = node.sets.find((e) => e.key === key);
  if (!edge) {
    edge = { key, words: new Set(pos), node: newNode() };
    node.sets.push(edge);
  }
  insertFrom(edge.node, seq, i + 1, hit);
}

interface MatchState<P> {
  tokens: readonly string[];
  out: PatternMatch<P>[];
  seen: Set<number>;
}

function report<P>(state: MatchState<P>, node: Node<P>, start: number, end: number): void {
  for (const h of node.hits) {
    if (state.seen.has(h.id)) continue;
    state.seen.add(h.id);
    state.out.push({ payload: h.payload, id: h.id, start, end });
  }
}

function walk<P>(state: MatchState<P>, node: Node<P>, start: number, j: number): void {
  if (node.hits.length > 0) report(state, node, start, j);
  const n = state.tokens.length;
  if (node.gap) {
    for (let k = 0; k <= MAX_GAP && j + k <= n; k++) walkGap(state, node.gap, start, j + k);
  }
  if (j >= n) return;
  step(state, node, start, j);
}

function step<P>(state: MatchState<P>, node: Node<P>, start: number, j: number): void {
  const tok = state.tokens[j]!;
  const child = node.next.get(tok);
  if (child) walk(state, child, start, j + 1);
  for (const e of node.sets) if (e.words.has(tok)) walk(state, e.node, start, j + 1);
  if (node.any) walk(state, node.any, start, j + 1);
}

/** After a gap, continue with the gap node's own edges. */
function walkGap<P>(state: MatchState<P>, node: Node<P>, start: number, j: number): void {
  if (node.hits.length > 0) report(state, node, start, j);
  if (j >= state.tokens.length) return;
  step(state, node, start, j);
}
