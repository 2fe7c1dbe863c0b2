/**
 * Scoring quality against public, human-labelled datasets (evaluation only; see
 * ../shared/datasets/README.md). Nothing here is shipped and nothing is fitted to these files:
 * the scorer's rules and lexicons are hand-written.
 *
 *   cd /work/main && node --import tsx bench/quality.ts [datasetsDir]
 *
 * datasetsDir defaults to ../shared/datasets relative to the repository root. When it is absent
 * the script says so and exits 0.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  classifyText,
  scoreItems,
  sentenceTextOf,
  signalClassifier,
  sortSignals,
  typeScores,
  withSentence,
  type RawItem,
  type Signal,
  type SignalType,
} from '@firstsignal/core';
import { embedInProcess } from '@firstsignal/encoder';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const datasetsDir = resolve(process.argv[2] ?? join(repoRoot, '..', 'shared', 'datasets'));

// ---------------------------------------------------------------------------------------------
// Small parsers
// ---------------------------------------------------------------------------------------------
/** RFC 4180 CSV: quoted fields, "" escapes, CRLF or LF, newlines inside quotes. */
export function parseCsv(input: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  const n = input.length;
  while (i < n) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"' && field.length === 0) {
      quoted = true;
      i++;
    } else if (c === ',') {
      row.push(field);
      field = '';
      i++;
    } else if (c === '\r' || c === '\n') {
      row.push(field);
      field = '';
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
      i += c === '\r' && input[i + 1] === '\n' ? 2 : 1;
    } else {
      field += c;
      i++;
    }
  }
  if (field.length > 0 || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function decodeXml(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, '&');
}

function attr(tag: string, name: string): string {
  const m = new RegExp(`${name}="([^"]*)"`).exec(tag);
  return m ? decodeXml(m[1]!) : '';
}

function element(block: string, name: string): string {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(block);
  return m ? decodeXml(m[1]!).trim() : '';
}

interface CqaQuestion {
  id: string;
  subject: string;
  body: string;
  related: { id: string; subject: string; body: string; engineRank: number; relevant: boolean }[];
}

function parseCqa(xml: string): CqaQuestion[] {
  const byId = new Map<string, CqaQuestion>();
  const orgRe = /<OrgQuestion\b([^>]*)>([\s\S]*?)<\/OrgQuestion>/g;
  for (let m = orgRe.exec(xml); m; m = orgRe.exec(xml)) {
    const id = attr(m[1]!, 'ORGQ_ID');
    const block = m[2]!;
    let q = byId.get(id);
    if (!q) {
      q = { id, subject: element(block, 'OrgQSubject'), body: element(block, 'OrgQBody'), related: [] };
      byId.set(id, q);
    }
    const relRe = /<RelQuestion\b([^>]*)>([\s\S]*?)<\/RelQuestion>/g;
    for (let r = relRe.exec(block); r; r = relRe.exec(block)) {
      const tag = r[1]!;
      const label = attr(tag, 'RELQ_RELEVANCE2ORGQ');
      q.related.push({
        id: attr(tag, 'RELQ_ID'),
        subject: element(r[2]!, 'RelQSubject'),
        body: element(r[2]!, 'RelQBody'),
        engineRank: Number(attr(tag, 'RELQ_RANKING_ORDER')),
        relevant: label === 'PerfectMatch' || label === 'Relevant',
      });
    }
  }
  return [...byId.values()];
}

// ---------------------------------------------------------------------------------------------
// Metrics
// ---------------------------------------------------------------------------------------------
interface Prf {
  precision: number;
  recall: number;
  f1: number;
  n: number;
  positives: number;
}

function prf(gold: boolean[], pred: boolean[]): Prf {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  gold.forEach((g, i) => {
    const p = pred[i]!;
    if (p && g) tp++;
    else if (p && !g) fp++;
    else if (!p && g) fn++;
  });
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, n: gold.length, positives: gold.filter(Boolean).length };
}

/** ROC AUC by the Mann–Whitney statistic (ties count one half). */
function auc(gold: boolean[], score: number[]): number {
  const idx = score.map((s, i) => [s, i] as const).sort((a, b) => a[0] - b[0]);
  const ranks = new Array<number>(score.length);
  for (let i = 0; i < idx.length;) {
    let j = i;
    while (j + 1 < idx.length && idx[j + 1]![0] === idx[i]![0]) j++;
    const avg = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) ranks[idx[k]![1]] = avg;
    i = j + 1;
  }
  let pos = 0;
  let sumPos = 0;
  gold.forEach((g, i) => {
    if (g) {
      pos++;
      sumPos += ranks[i]!;
    }
  });
  const neg = gold.length - pos;
  if (pos === 0 || neg === 0) return NaN;
  return (sumPos - (pos * (pos + 1)) / 2) / (pos * neg);
}

/**
 * Average precision of a ranked relevance list; null when nothing is relevant. `totalRelevant`
 * (default: the relevant items in the list) counts relevant items left out of the list as misses.
 */
function averagePrecision(rankedRelevant: boolean[], totalRelevant?: number): number | null {
  let hits = 0;
  let sum = 0;
  rankedRelevant.forEach((r, i) => {
    if (r) {
      hits++;
      sum += hits / (i + 1);
    }
  });
  const denominator = totalRelevant ?? hits;
  return denominator === 0 ? null : sum / denominator;
}

const pct = (v: number): string => v.toFixed(3);

// ---------------------------------------------------------------------------------------------
// Runs
// ---------------------------------------------------------------------------------------------
function loadSuggestions(file: string): { text: string; label: boolean }[] {
  const rows = parseCsv(readFileSync(file, 'utf8'));
  const out: { text: string; label: boolean }[] = [];
  for (const r of rows) {
    if (r.length < 3) continue;
    const label = r[r.length - 1]!.trim();
    if (label !== '0' && label !== '1') continue; // header
    let text = r.slice(1, r.length - 1).join(',');
    // The training file wraps every sentence in an extra pair of quotes.
    if (text.length > 1 && text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1);
    out.push({ text, label: label === '1' });
  }
  return out;
}

/** The sentence encoder's vectors of the held-out sentences (embedded in main), by text. */
const vectors = new Map<string, Float32Array>();

/**
 * The type the product gives a sentence on its own (as a post without a title): the classifier,
 * and with `withModel` the sentence model's vote too, as shipped (only where a vector was made).
 */
function modelType(text: string, withModel = false): SignalType {
  const own = signalClassifier().predict({ title: '', text, kind: 'post' });
  const vector = withModel ? vectors.get(sentenceTextOf({ kind: 'post', title: '', text })) : undefined;
  const p = (vector ? withSentence(own, vector, 'post') : own).type;
  return (Object.entries(p) as [SignalType, number][]).sort((a, b) => b[1] - a[1])[0]![0];
}

/**
 * One figure line: the rules' verdict, the classifier's, and (`shipped`, where the sentences were
 * embedded) the classifier with the sentence model, which is what the product shows.
 */
function figureLine(name: string, gold: boolean[], rules: boolean[], model: boolean[], cont: number[], shipped?: boolean[]): string {
  const r = prf(gold, rules);
  const m = prf(gold, model);
  const s = shipped ? prf(gold, shipped) : null;
  return (
    `  ${name} n=${String(r.n).padStart(5)} pos=${String(r.positives).padStart(4)}  ` +
    `rules P=${pct(r.precision)} R=${pct(r.recall)} F1=${pct(r.f1)}  AUC=${pct(auc(gold, cont))}  |  classifier P=${pct(m.precision)} R=${pct(m.recall)} F1=${pct(m.f1)}` +
    (s ? `  |  + sentence model P=${pct(s.precision)} R=${pct(s.recall)} F1=${pct(s.f1)}` : '')
  );
}

function runSuggestions(name: string, file: string): void {
  if (!existsSync(file)) {
    console.log(`  ${name}: missing (${file})`);
    return;
  }
  const data = loadSuggestions(file);
  const gold = data.map((d) => d.label);
  const pred = data.map((d) => classifyText(d.text).type === 'Feature Request');
  const model = data.map((d) => modelType(d.text) === 'Feature Request');
  const cont = data.map((d) => {
    const s = typeScores(d.text);
    return s['Feature Request'] - 0.05 * Math.max(s.Complaint, s['Pain Point'], s.Question);
  });
  const shipped = data.every((d) => vectors.has(sentenceTextOf({ kind: 'post', title: '', text: d.text })))
    ? data.map((d) => modelType(d.text, true) === 'Feature Request')
    : undefined;
  console.log(figureLine(name.padEnd(6), gold, pred, model, cont, shipped));
}

function runComplaints(file: string): void {
  if (!existsSync(file)) {
    console.log(`  complaints: missing (${file})`);
    return;
  }
  const rows = parseCsv(readFileSync(file, 'utf8')).filter((r) => r.length >= 4 && (r[2] === '0' || r[2] === '1'));
  const halves: Record<'tune (even rows)' | 'held-out (odd rows)', { text: string; label: boolean }[]> = {
    'tune (even rows)': [],
    'held-out (odd rows)': [],
  };
  rows.forEach((r, i) => {
    (i % 2 === 0 ? halves['tune (even rows)'] : halves['held-out (odd rows)']).push({ text: r[1]!, label: r[2] === '1' });
  });
  for (const [name, data] of Object.entries(halves)) {
    const gold = data.map((d) => d.label);
    const complaint = (t: SignalType) => t === 'Complaint' || t === 'Pain Point';
    const pred = data.map((d) => complaint(classifyText(d.text).type));
    const model = data.map((d) => complaint(modelType(d.text)));
    const cont = data.map((d) => {
      const s = typeScores(d.text);
      return Math.max(s.Complaint, s['Pain Point']);
    });
    const shipped = data.map((d) => complaint(modelType(d.text, true)));
    console.log(figureLine(name.padEnd(20), gold, pred, model, cont, shipped));
  }
}

/** The clock the CQA items are scored at; every item is "now" so recency is the same for all. */
const CQA_NOW = 1_700_000_000;

/**
 * Relevance ranking through the product's real path: each related question becomes a RawItem
 * with `searchRank` = the engine's position (RELQ_RANKING_ORDER − 1, 0 = first) and the order
 * scoreItems returns is the ranking (relevance, the platform-rank nudge, type/urgency nudges,
 * duplicate collapse). The forum questions used as queries are far longer than a founder's
 * query, so the noise floor (calibrated for short queries) is lowered to 0 for the ranking
 * figures; the last column applies the shipped floor, and what it drops counts as a miss.
 */
function runCqa(file: string): void {
  if (!existsSync(file)) {
    console.log(`  cqa: missing (${file})`);
    return;
  }
  const questions = parseCqa(readFileSync(file, 'utf8'));
  const variants = ['product', 'ui', 'text', 'engine', 'floor'] as const;
  const ap: Record<(typeof variants)[number], number[]> = { product: [], ui: [], text: [], engine: [], floor: [] };
  const half: number[] = [];
  let candidates = 0;
  let relevantTotal = 0;
  let relevantBelowFloor = 0;
  let collapsed = 0;
  questions.forEach((q, qi) => {
    candidates += q.related.length;
    const relevant = q.related.filter((r) => r.relevant).length;
    if (relevant === 0) return;
    const items = (withRank: boolean): RawItem[] =>
      q.related.map((r) => ({
        platform: 'reddit',
        nativeId: r.id,
        type: 'post',
        title: r.subject,
        text: r.body,
        url: `https://example.com/${r.id}`,
        source: 'Qatar Living',
        author: '',
        createdUtc: CQA_NOW,
        engagement: { upvotes: 0, comments: 0, views: 0 },
        ...(withRank ? { searchRank: r.engineRank - 1 } : {}),
      }));
    const ctx = { queryText: `${q.subject}. ${q.body}`, searchType: 'business_idea' as const, nowUtc: CQA_NOW };
    const isRelevant = new Map(q.related.map((r) => [`reddit:${r.id}`, r.relevant]));
    const flags = (signals: readonly Signal[]): boolean[] => signals.map((s) => isRelevant.get(s.id) === true);
    const ranked = scoreItems(items(true), { ...ctx, noiseFloor: 0 });
    const shown = scoreItems(items(true), ctx);
    ap.product.push(averagePrecision(flags(ranked), relevant) ?? 0);
    // The web app's default "Relevance" sort re-orders the results by relevanceScore (stable).
    ap.ui.push(averagePrecision(flags(sortSignals(ranked, 'relevance')), relevant) ?? 0);
    ap.text.push(averagePrecision(flags(scoreItems(items(false), { ...ctx, noiseFloor: 0 })), relevant) ?? 0);
    const engine = [...q.related].sort((a, b) => a.engineRank - b.engineRank).map((r) => r.relevant);
    ap.engine.push(averagePrecision(engine, relevant) ?? 0);
    ap.floor.push(averagePrecision(flags(shown), relevant) ?? 0);
    half.push(qi % 2);
    relevantTotal += relevant;
    collapsed += q.related.length - ranked.length;
    relevantBelowFloor += flags(ranked).filter(Boolean).length - flags(shown).filter(Boolean).length;
  });
  const mean = (a: number[], h = -1): number => {
    const v = a.filter((_, i) => h < 0 || half[i] === h);
    return v.reduce((x, y) => x + y, 0) / Math.max(1, v.length);
  };
  console.log(
    `  ${questions.length} original questions, ${candidates} related questions, ${ap.product.length} with a relevant one ` +
      `(${relevantTotal} relevant); ${collapsed} collapsed as near-duplicates; ${relevantBelowFloor} relevant below the noise floor`,
  );
  console.log(
    `  MAP${''.padEnd(22)} ${'product'.padStart(8)} ${'UI sort'.padStart(8)} ${'no rank'.padStart(8)} ${'engine'.padStart(8)} ${'floor'.padStart(8)}`,
  );
  for (const [name, h] of [
    ['all', -1],
    ['tune (even questions)', 0],
    ['held-out (odd questions)', 1],
  ] as const) {
    console.log(`  ${name.padEnd(25)} ` + variants.map((v) => pct(mean(ap[v], h)).padStart(8)).join(' '));
  }
}

/** Embeds the sentences the shipped figures are read on: Feature Request eval and every complaint row. */
async function embedHeldOut(sug: string, complaintsFile: string): Promise<void> {
  const texts = [
    ...(existsSync(join(sug, 'eval.csv')) ? loadSuggestions(join(sug, 'eval.csv')).map((d) => d.text) : []),
    ...(existsSync(complaintsFile) ? parseCsv(readFileSync(complaintsFile, 'utf8')).filter((r) => r.length >= 4).map((r) => r[1]!) : []),
  ].map((text) => sentenceTextOf({ kind: 'post', title: '', text }));
  const unique = [...new Set(texts)];
  (await embedInProcess(unique)).forEach((v, i) => vectors.set(unique[i]!, v));
}

async function main(): Promise<void> {
  if (!existsSync(datasetsDir)) {
    console.log(`datasets not found at ${datasetsDir}, skipping`);
    return;
  }
  console.log(`datasets: ${datasetsDir}\n`);
  const sug = join(datasetsDir, 'suggestions-semeval2019-task9');
  await embedHeldOut(sug, join(datasetsDir, 'complaints-twitter-acl2019', 'complaints.csv'));
  console.log('Feature Request (SemEval-2019 Task 9 A; anchors: best 0.781 F1, keyword baseline ~0.50)');
  runSuggestions('train', join(sug, 'train.csv'));
  runSuggestions('trial', join(sug, 'trial.csv'));
  runSuggestions('eval', join(sug, 'eval.csv'));
  console.log('\nComplaint or Pain Point (ACL 2019 complaints; anchors: best 0.79 F1, keyword rules ~0.48)');
  runComplaints(join(datasetsDir, 'complaints-twitter-acl2019', 'complaints.csv'));
  console.log('\nRelevance ranking (SemEval-2016 Task 3 B, train part 1; anchor: engine order MAP ~0.855)');
  runCqa(join(datasetsDir, 'cqa-relevance-semeval2016-task3', 'train-part1.xml'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await main();
