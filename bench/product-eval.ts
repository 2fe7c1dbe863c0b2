/**
 * Product-level evaluation: founder queries and hand-written conversations (product-eval/cases.ts),
 * scored by the real `scoreItems` exactly as a search scores them (with the sentence encoder's
 * vectors, as shipped), against hand labels.
 *
 *   cd /work/main/bench && node --import tsx product-eval.ts [--errors] [--items]
 *
 * Figures, per half (even-numbered conversations = tuning, odd = held out) and both:
 *   - NDCG@10 of the returned order (gain 2^grade − 1; dropped items rank nowhere), per query and mean
 *   - type and urgency accuracy over the returned items with grade ≥ 1 (what a user sees)
 *   - noise floor: grade-0 items dropped (precision/recall of the drop), grade ≥ 2 items kept
 *   - calibration: how often ≥ 0.8 is grade ≥ 2, mean score per grade
 * `--errors` lists the tuning half's type/urgency/floor errors (never the held-out half's);
 * `--items` lists every tuning-half item with its score.
 *
 * Set B (product-eval/cases-b.ts) is a second, independent set written in another style; all of it
 * is held out and reported as totals only (never printed item by item; never tuned on).
 */
import { scoreItems, sentenceTextOf, SIGNAL_TYPES, URGENCY_LEVELS } from '@firstsignal/core';
import { embedInProcess } from '@firstsignal/encoder';
import type { RawItem, Signal, SignalType, UrgencyLevel } from '@firstsignal/core';
import { PRODUCT_QUERIES } from './product-eval/cases';
import { PRODUCT_QUERIES_B } from './product-eval/cases-b';
import type { Conversation, ProductQuery } from './product-eval/cases';

const NOW = 1_790_000_000;
const args = new Set(process.argv.slice(2));

type Half = 'tune' | 'held' | 'all';
const HALVES: Half[] = ['tune', 'held', 'all'];

function inHalf(c: Conversation, half: Half): boolean {
  if (half === 'all') return true;
  const n = Number(c.id.slice(c.id.lastIndexOf('-') + 1));
  return half === 'tune' ? n % 2 === 0 : n % 2 === 1;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function toRawItem(c: Conversation): RawItem {
  const h = hash(c.id);
  const parentId = `p${hash(c.title).toString(36)}`;
  const postUrl =
    c.platform === 'reddit'
      ? `https://www.reddit.com/${c.source}/comments/${parentId}/`
      : `https://www.youtube.com/watch?v=${parentId}`;
  const item: RawItem = {
    platform: c.platform,
    nativeId: c.id,
    type: c.kind,
    title: c.title,
    text: c.text,
    url: c.kind === 'post' ? postUrl : `${postUrl}${c.platform === 'reddit' ? `${c.id}/` : `&lc=${c.id}`}`,
    source: c.source,
    author: `user${h % 1000}`,
    createdUtc: NOW - c.ageDays * 86_400,
    engagement: {
      upvotes: h % 250,
      comments: c.kind === 'post' ? (h >>> 8) % 80 : 0,
      views: c.platform === 'youtube' && c.kind === 'post' ? (h >>> 4) % 90_000 : 0,
    },
  };
  if (c.kind === 'comment') item.parentPost = { id: parentId, title: c.title, url: postUrl };
  return item;
}

interface Run {
  query: ProductQuery;
  signals: Signal[];
  byId: Map<string, Signal>;
}

/** Every conversation's vector from the sentence encoder, by id, as a search gives its kept signals. */
async function embedAll(queries: readonly ProductQuery[]): Promise<Map<string, Float32Array>> {
  const items = queries.flatMap((q) => q.conversations.map(toRawItem));
  const vectors = await embedInProcess(items.map((i) => sentenceTextOf({ kind: i.type, title: i.title, text: i.text })));
  return new Map(items.map((i, k) => [`${i.platform}:${i.nativeId}`, vectors[k]!]));
}
const sentenceVectors = await embedAll([...PRODUCT_QUERIES, ...PRODUCT_QUERIES_B]);

function run(q: ProductQuery): Run {
  const signals = scoreItems(q.conversations.map(toRawItem), {
    queryText: q.queryText,
    searchType: q.searchType,
    nowUtc: NOW,
    sentenceVectors,
  });
  return { query: q, signals, byId: new Map(signals.map((s) => [s.id, s])) };
}

const idOf = (c: Conversation): string => `${c.platform}:${c.id}`;

function ndcgAt10(r: Run, half: Half): number {
  const grades = new Map<string, number>();
  for (const c of r.query.conversations) if (inHalf(c, half)) grades.set(idOf(c), c.grade);
  const gain = (g: number): number => 2 ** g - 1;
  let dcg = 0;
  let pos = 0;
  for (const s of r.signals) {
    const g = grades.get(s.id);
    if (g === undefined) continue;
    if (pos < 10) dcg += gain(g) / Math.log2(pos + 2);
    pos++;
  }
  const ideal = [...grades.values()].sort((a, b) => b - a).slice(0, 10);
  let idcg = 0;
  ideal.forEach((g, i) => (idcg += gain(g) / Math.log2(i + 2)));
  return idcg > 0 ? dcg / idcg : 0;
}

interface Tally {
  typeOk: number;
  urgencyOk: number;
  judged: number;
  relevantSeen: number;
  zeros: number;
  zerosDropped: number;
  dropped: number;
  keepers: number;
  keepersKept: number;
  ones: number;
  onesKept: number;
  high: number;
  highGood: number;
  threes: number;
  threesHigh: number;
  typeConfusion: Map<string, number>;
  urgencyConfusion: Map<string, number>;
  scoreByGrade: number[][];
}

function newTally(): Tally {
  return {
    typeOk: 0,
    urgencyOk: 0,
    judged: 0,
    relevantSeen: 0,
    zeros: 0,
    zerosDropped: 0,
    dropped: 0,
    keepers: 0,
    keepersKept: 0,
    ones: 0,
    onesKept: 0,
    high: 0,
    highGood: 0,
    threes: 0,
    threesHigh: 0,
    typeConfusion: new Map(),
    urgencyConfusion: new Map(),
    scoreByGrade: [[], [], [], []],
  };
}

function bump(m: Map<string, number>, k: string): void {
  m.set(k, (m.get(k) ?? 0) + 1);
}

function tally(r: Run, half: Half, t: Tally): void {
  for (const c of r.query.conversations) {
    if (!inHalf(c, half)) continue;
    const s = r.byId.get(idOf(c));
    t.scoreByGrade[c.grade]!.push(s ? s.relevanceScore : 0);
    if (!s) t.dropped++;
    if (c.grade === 0) {
      t.zeros++;
      if (!s) t.zerosDropped++;
    } else if (c.grade === 1) {
      t.ones++;
      if (s) t.onesKept++;
    } else {
      t.keepers++;
      if (s) t.keepersKept++;
    }
    if (c.grade === 3) {
      t.threes++;
      if (s && s.relevanceScore >= 0.8) t.threesHigh++;
    }
    if (s && s.relevanceScore >= 0.8) {
      t.high++;
      if (c.grade >= 2) t.highGood++;
    }
    if (c.grade >= 1 && s) {
      t.judged++;
      if (s.signalType === c.type) t.typeOk++;
      else bump(t.typeConfusion, `${c.type} → ${s.signalType}`);
      if (s.urgencyLevel === c.urgency) t.urgencyOk++;
      bump(t.urgencyConfusion, `${c.urgency}>${s.urgencyLevel}`);
    }
  }
}

const f3 = (v: number): string => v.toFixed(3);
const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

const runs = PRODUCT_QUERIES.map(run);

console.log(
  `product evaluation: ${PRODUCT_QUERIES.length} founder queries, ${runs.reduce((n, r) => n + r.query.conversations.length, 0)} hand-labelled conversations (even ids tune, odd ids held out)\n`,
);
console.log('NDCG@10 (returned order)        tune   held    all   n   kept');
const ndcg: Record<Half, number[]> = { tune: [], held: [], all: [] };
for (const r of runs) {
  const v = HALVES.map((h) => ndcgAt10(r, h));
  HALVES.forEach((h, i) => ndcg[h].push(v[i]!));
  const label = `${r.query.key} (${r.query.searchType})`.padEnd(30);
  console.log(
    `  ${label} ${v.map(f3).join('  ')}  ${String(r.query.conversations.length).padStart(2)}  ${String(r.signals.length).padStart(4)}`,
  );
}
console.log(`  ${'mean'.padEnd(30)} ${HALVES.map((h) => f3(mean(ndcg[h]))).join('  ')}\n`);

const tallies = Object.fromEntries(HALVES.map((h) => [h, newTally()])) as Record<Half, Tally>;
for (const r of runs) for (const h of HALVES) tally(r, h, tallies[h]);

console.log('                                           tune    held     all');
const row = (name: string, f: (t: Tally) => string): void =>
  console.log(`  ${name.padEnd(40)} ${HALVES.map((h) => f(tallies[h]).padStart(6)).join('  ')}`);
row('type accuracy (returned, grade ≥ 1)', (t) => f3(t.typeOk / Math.max(1, t.judged)));
row('urgency accuracy (returned, grade ≥ 1)', (t) => f3(t.urgencyOk / Math.max(1, t.judged)));
row('  judged items', (t) => String(t.judged));
row('grade 0 dropped (recall of the drop)', (t) => `${t.zerosDropped}/${t.zeros}`);
row('drop precision (dropped that are grade 0)', (t) => f3(t.zerosDropped / Math.max(1, t.dropped)));
row('grade ≥ 2 kept', (t) => `${t.keepersKept}/${t.keepers}`);
row('grade 1 kept', (t) => `${t.onesKept}/${t.ones}`);
row('score ≥ 0.8 that are grade ≥ 2', (t) => `${t.highGood}/${t.high}`);
row('grade 3 scored ≥ 0.8', (t) => `${t.threesHigh}/${t.threes}`);
for (let g = 0; g <= 3; g++) row(`mean score, grade ${g} (dropped = 0)`, (t) => f3(mean(t.scoreByGrade[g]!)));

for (const h of ['tune', 'held'] as const) {
  const t = tallies[h];
  const top = [...t.typeConfusion.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  console.log(`\ntype confusions (${h}; label → predicted): ${top.map(([k, n]) => `${k} ×${n}`).join(', ') || 'none'}`);
  const cells = URGENCY_LEVELS.map(
    (l) =>
      `${l.padEnd(6)} → ${URGENCY_LEVELS.map((p) => String(t.urgencyConfusion.get(`${l}>${p}`) ?? 0).padStart(3)).join(' ')}`,
  );
  console.log(`urgency (${h}; rows label, cols predicted High Medium Low): ${cells.join(' | ')}`);
}

// Set B: all held out, totals only.
{
  const runsB = PRODUCT_QUERIES_B.map(run);
  console.log(
    `\nset B (held out entirely): ${PRODUCT_QUERIES_B.length} founder queries, ${runsB.reduce((n, r) => n + r.query.conversations.length, 0)} conversations`,
  );
  const nd: number[] = [];
  for (const r of runsB) {
    const v = ndcgAt10(r, 'all');
    nd.push(v);
    console.log(`  ${`${r.query.key} (${r.query.searchType})`.padEnd(30)} ${f3(v)}  ${String(r.query.conversations.length).padStart(2)}  ${String(r.signals.length).padStart(4)}`);
  }
  const t = newTally();
  for (const r of runsB) tally(r, 'all', t);
  const rowB = (name: string, v: string): void => console.log(`  ${name.padEnd(40)} ${v.padStart(6)}`);
  rowB('B NDCG@10, mean', f3(mean(nd)));
  rowB('B type accuracy (returned, grade ≥ 1)', f3(t.typeOk / Math.max(1, t.judged)));
  rowB('B urgency accuracy (returned, grade ≥ 1)', f3(t.urgencyOk / Math.max(1, t.judged)));
  rowB('  judged items', String(t.judged));
  rowB('grade 0 dropped', `${t.zerosDropped}/${t.zeros}`);
  rowB('grade ≥ 2 kept', `${t.keepersKept}/${t.keepers}`);
  rowB('score ≥ 0.8 that are grade ≥ 2', `${t.highGood}/${t.high}`);
  rowB('grade 3 scored ≥ 0.8', `${t.threesHigh}/${t.threes}`);
}

if (args.has('--errors') || args.has('--items')) {
  console.log('\ntuning half only:');
  for (const r of runs) {
    const rank = new Map(r.signals.map((s, i) => [s.id, i]));
    for (const c of r.query.conversations) {
      if (!inHalf(c, 'tune')) continue;
      const s = r.byId.get(idOf(c));
      const typeBad = !!s && c.grade >= 1 && s.signalType !== c.type;
      const urgBad = !!s && c.grade >= 1 && s.urgencyLevel !== c.urgency;
      const floorBad = (c.grade === 0 && !!s) || (c.grade >= 2 && !s);
      if (!args.has('--items') && !typeBad && !urgBad && !floorBad) continue;
      const got = s ? `#${rank.get(s.id)} ${f3(s.relevanceScore)} ${s.signalType}/${s.urgencyLevel}` : 'dropped';
      const want = `g${c.grade} ${c.type}/${c.urgency}`;
      const text = `${c.kind === 'comment' ? '' : `[${c.title}] `}${c.text}`.slice(0, 150);
      console.log(`  ${c.id} ${want.padEnd(36)} ${got.padEnd(44)} ${text}`);
    }
  }
}

// Types and urgency levels are the product's vocabulary; fail loudly if a label drifts from it.
for (const r of [...runs, ...PRODUCT_QUERIES_B.map((query) => ({ query }))]) {
  for (const c of r.query.conversations) {
    if (!SIGNAL_TYPES.includes(c.type as SignalType) || !URGENCY_LEVELS.includes(c.urgency as UrgencyLevel)) {
      throw new Error(`bad label on ${c.id}`);
    }
  }
}
