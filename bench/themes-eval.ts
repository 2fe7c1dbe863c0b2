/**
 * Themes (issue 12) against hand labels, and how long recomputing them takes.
 *
 *   cd bench && node --import tsx themes-eval.ts [--split tune|held|all] [--labels] [--members] [--cut x] [--runs n]
 *
 * For each topic of the search-eval corpus, the items a search would show (grade ≥ 2) are scored
 * by the real `scoreItems` (so they carry the evidence, type and urgency a search gives them) and
 * grouped by `findThemes`. The groups are compared with the hand-labelled themes in
 * search-eval/themes/ (unlisted items are off-theme: "Other") by V-measure and the adjusted Rand
 * index, next to two baselines from the same run: one theme for everything, and one theme per
 * signal type; and two thread references: one theme per thread (threads too small to be a theme
 * in Other), and the thread ceiling (each thread takes its members' most common hand theme), the
 * most any grouping of whole threads can score. Tuning reads the tune topics only; the held-out topics are frozen and only their
 * totals are looked at.
 *
 * Speed: p50 of `findThemes` over 200 signals, against `scoreItems` over the same 200 items in
 * the same run (the work the search already did on them); the ratio is the figure to compare.
 */
import { performance } from 'node:perf_hooks';
import { contentTerms, findThemes, isFillerStem, scoreItems, THEME_MIN_SIZE, themeSignalOf } from '@firstsignal/core';
import type { RawItem, Signal } from '@firstsignal/core';
import { HELD_TOPICS } from './search-eval/corpus/held/index';
import { TUNE_TOPICS } from './search-eval/corpus/tune/index';
import { queryTextOfTopic, type CommentDraft, type EvalTopic } from './search-eval/corpus/types';
import { heldProblems } from './search-eval';
import { THEME_LABELS } from './search-eval/themes/index';

const NOW = 1_790_000_000;
const DAY = 86_400;
const OFF_THEME = '(other)';

function parseArgs(argv: string[]) {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    split: (value('--split') ?? 'all') as 'tune' | 'held' | 'all',
    labels: argv.includes('--labels'),
    members: argv.includes('--members'),
    cut: value('--cut') ? Number(value('--cut')) : undefined,
    runs: Math.max(1, Number(value('--runs') ?? 30)),
  };
}

interface Judged {
  items: RawItem[];
  /** Item id → its hand-labelled theme (OFF_THEME when listed under none). */
  truth: Map<string, string>;
}

/** The topic's items a search would show, as a connector would hand them over, with their hand themes. */
function judgedItems(topic: EvalTopic): Judged {
  const labels = THEME_LABELS.find((t) => t.topic === topic.key);
  if (!labels) throw new Error(`no theme labels for ${topic.key}`);
  const themeOf = new Map<string, string>();
  for (const [name, paths] of Object.entries(labels.themes)) for (const p of paths) themeOf.set(p, name);
  const items: RawItem[] = [];
  const truth = new Map<string, string>();
  const platformOf = (p: string) =>
    (p === 'hackernews' ? 'hackernews' : p === 'youtube' ? 'youtube' : 'reddit') as RawItem['platform'];
  topic.threads.forEach((thread, i) => {
    const created = NOW - Math.round((thread.options.daysAgo ?? 1 + ((i * 7) % 40)) * DAY);
    const postId = `${topic.key}-${i}`;
    const postUrl = `https://example.test/${topic.key}/${i}`;
    const add = (path: string, grade: number, item: RawItem) => {
      if (grade < 2) return;
      items.push(item);
      truth.set(`${item.platform}:${item.nativeId}`, themeOf.get(path) ?? OFF_THEME);
    };
    const base = {
      platform: platformOf(thread.platform),
      source: thread.community,
      author: 'someone',
      engagement: { upvotes: 3, comments: 0, views: 0 },
    };
    add(String(i), thread.label[0], {
      ...base,
      nativeId: postId,
      type: 'post',
      title: thread.title,
      text: thread.body,
      url: postUrl,
      createdUtc: created,
    });
    const walk = (comments: readonly CommentDraft[], parent: string, depth: number) =>
      comments.forEach((c, j) => {
        const path = `${parent}.${j}`;
        add(path, c[1][0], {
          ...base,
          nativeId: `${topic.key}-${path}`,
          type: 'comment',
          title: thread.title,
          text: c[0],
          url: `${postUrl}#${path}`,
          createdUtc: created + (depth + j) * 3600,
          parentPost: { id: postId, title: thread.title, url: postUrl },
        });
        if (c[2]) walk(c[2], path, depth + 1);
      });
    walk(thread.comments, String(i), 1);
  });
  const shown = new Set(items.map((it) => it.nativeId));
  for (const path of themeOf.keys()) {
    if (!shown.has(`${topic.key}-${path}`))
      throw new Error(`${topic.key}: labelled item ${path} is not an item a search would show`);
  }
  return { items, truth };
}

function signalsOf(topic: EvalTopic, items: RawItem[]): Signal[] {
  return scoreItems(items, { queryText: queryTextOfTopic(topic), searchType: topic.searchType, nowUtc: NOW, noiseFloor: 0 });
}

// ---------------------------------------------------------------------------------------------
// Agreement between two labellings of the same items
// ---------------------------------------------------------------------------------------------

function contingency(truth: readonly string[], predicted: readonly string[]) {
  const table = new Map<string, Map<string, number>>();
  const a = new Map<string, number>();
  const b = new Map<string, number>();
  truth.forEach((t, i) => {
    const p = predicted[i]!;
    const row = table.get(t) ?? new Map<string, number>();
    row.set(p, (row.get(p) ?? 0) + 1);
    table.set(t, row);
    a.set(t, (a.get(t) ?? 0) + 1);
    b.set(p, (b.get(p) ?? 0) + 1);
  });
  return { table, a, b, n: truth.length };
}

const entropy = (counts: Iterable<number>, n: number) => {
  let h = 0;
  for (const c of counts) if (c > 0) h -= (c / n) * Math.log(c / n);
  return h;
};

/** V-measure (Rosenberg & Hirschberg 2007): harmonic mean of homogeneity and completeness. */
export function vMeasure(truth: readonly string[], predicted: readonly string[]): number {
  const { table, a, b, n } = contingency(truth, predicted);
  const hC = entropy(a.values(), n);
  const hK = entropy(b.values(), n);
  let hCgivenK = 0;
  let hKgivenC = 0;
  for (const [t, row] of table) {
    for (const [p, c] of row) {
      hCgivenK -= (c / n) * Math.log(c / b.get(p)!);
      hKgivenC -= (c / n) * Math.log(c / a.get(t)!);
    }
  }
  const homogeneity = hC === 0 ? 1 : 1 - hCgivenK / hC;
  const completeness = hK === 0 ? 1 : 1 - hKgivenC / hK;
  return homogeneity + completeness === 0 ? 0 : (2 * homogeneity * completeness) / (homogeneity + completeness);
}

/** Adjusted Rand index (Hubert & Arabie 1985): 0 for chance agreement, 1 for identical groupings. */
export function adjustedRand(truth: readonly string[], predicted: readonly string[]): number {
  const { table, a, b, n } = contingency(truth, predicted);
  const pairs = (x: number) => (x * (x - 1)) / 2;
  let index = 0;
  for (const row of table.values()) for (const c of row.values()) index += pairs(c);
  let sumA = 0;
  for (const c of a.values()) sumA += pairs(c);
  let sumB = 0;
  for (const c of b.values()) sumB += pairs(c);
  const expected = (sumA * sumB) / pairs(n);
  const max = (sumA + sumB) / 2;
  return max === expected ? 1 : (index - expected) / (max - expected);
}

// ---------------------------------------------------------------------------------------------

interface TopicFigures {
  topic: string;
  split: string;
  items: number;
  themes: number;
  other: number;
  v: number;
  ari: number;
  oneV: number;
  oneAri: number;
  typeV: number;
  typeAri: number;
  /**
   * One theme per thread, a thread with fewer shown signals than a theme needs (THEME_MIN_SIZE)
   * in Other as findThemes would put it: what the threads group on their own, under the same rule.
   */
  threadV: number;
  /**
   * The best any grouping of whole threads can do: every thread joins its members' most common
   * hand theme. A method that only merges threads (however well) cannot pass it.
   */
  threadCeilingV: number;
  labels: string[];
  /** Themes (not Other) whose label shares a word with the name of the hand theme most of their members carry. */
  named: number;
  /** The same for a naive label: the word most of the theme's members use. */
  namedNaive: number;
  /** Themes (not Other) with a hand theme among their members. */
  nameable: number;
  /** Each theme's members as `[hand theme] text`, for --members. */
  members: string[][];
}

/** Groups smaller than `minSize` become one Other group (OFF_THEME), as themes that small would. */
export function smallToOther(groups: readonly string[], minSize: number): string[] {
  const size = new Map<string, number>();
  for (const g of groups) size.set(g, (size.get(g) ?? 0) + 1);
  return groups.map((g) => (size.get(g)! >= minSize ? g : OFF_THEME));
}

/** Each item's majority label within its group (ties: the label first in sort order). */
export function majorityWithin(groups: readonly string[], labels: readonly string[]): string[] {
  const members = new Map<string, string[]>();
  groups.forEach((g, i) => (members.get(g) ?? members.set(g, []).get(g)!).push(labels[i]!));
  const best = new Map([...members].map(([g, ls]) => [g, majority(ls)!]));
  return groups.map((g) => best.get(g)!);
}

/**
 * Whether a theme's label names what its members are about: it shares more words (stems) with the
 * name of the hand theme most of its members carry than with any other hand theme's name of the
 * topic ("forget to water" names "forgetting to water"; "water" names no plants theme, as two
 * of them mention water).
 * The naive label from the same run: the word the most members use (ties: alphabetical; bigger
 * themes first, no word twice).
 */
function labelFigures(themes: readonly { key: string; label: string; signalIds: string[] }[], truth: Map<string, string>, signals: readonly Signal[]) {
  const words = (text: string) => new Set(contentTerms(text).filter((t) => !isFillerStem(t)));
  const handNames = [...new Set(truth.values())].filter((x) => x !== OFF_THEME);
  // A label names a hand theme when it shares more words with that theme's name than with any other's.
  const names = (label: Set<string>, hand: string) => {
    const overlap = (name: string) => [...words(name)].filter((w) => label.has(w)).length;
    const own = overlap(hand);
    return own > 0 && handNames.every((other) => other === hand || overlap(other) < own);
  };
  let named = 0;
  let namedNaive = 0;
  let nameable = 0;
  const taken = new Set<string>();
  for (const t of [...themes].sort((a, b) => b.signalIds.length - a.signalIds.length)) {
    if (t.key === 'other') continue;
    const hand = majority(t.signalIds.map((id) => truth.get(id)!).filter((x) => x !== OFF_THEME));
    if (!hand) continue;
    nameable++;
    if (names(words(t.label), hand)) named++;
    const uses = new Map<string, number>();
    for (const id of t.signalIds) {
      const s = signals.find((x) => x.id === id)!;
      // Members' own words: a comment's title is its thread's.
      for (const w of words(s.type === 'post' ? `${s.title} ${s.snippet}` : s.snippet)) uses.set(w, (uses.get(w) ?? 0) + 1);
    }
    // Bigger themes choose first and no two share a label, as findThemes does.
    const naive = [...uses].filter(([w]) => !taken.has(w)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
    if (naive) taken.add(naive);
    if (naive && names(new Set([naive]), hand)) namedNaive++;
  }
  return { named, namedNaive, nameable };
}

/** The most common value (ties: alphabetical); undefined for none. */
function majority(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
}

function evaluateTopic(topic: EvalTopic, cut: number | undefined): TopicFigures {
  const { items, truth } = judgedItems(topic);
  const signals = signalsOf(topic, items).filter((s) => truth.has(s.id));
  const set = findThemes(signals.map(themeSignalOf), cut === undefined ? {} : { cut });
  const themeOf = new Map<string, string>();
  for (const t of set.themes) for (const id of t.signalIds) themeOf.set(id, t.key === 'other' ? OFF_THEME : t.key);
  const ids = signals.map((s) => s.id);
  const truthList = ids.map((id) => truth.get(id)!);
  const predicted = ids.map((id) => themeOf.get(id)!);
  const one = ids.map(() => 'all');
  const byType = signals.map((s) => s.signalType);
  const byThread = signals.map((s) => s.post_url ?? s.url);
  return {
    topic: topic.key,
    split: topic.split,
    items: ids.length,
    themes: set.themes.filter((t) => t.key !== 'other').length,
    other: set.themes.find((t) => t.key === 'other')?.size ?? 0,
    v: vMeasure(truthList, predicted),
    ari: adjustedRand(truthList, predicted),
    oneV: vMeasure(truthList, one),
    oneAri: adjustedRand(truthList, one),
    typeV: vMeasure(truthList, byType),
    typeAri: adjustedRand(truthList, byType),
    threadV: vMeasure(truthList, smallToOther(byThread, THEME_MIN_SIZE)),
    threadCeilingV: vMeasure(truthList, majorityWithin(byThread, truthList)),
    labels: set.themes.map((t) => `${t.label} (${t.size})`),
    ...labelFigures(set.themes, truth, signals),
    members: set.themes.map((t) =>
      t.signalIds.map((id) => {
        const s = signals.find((x) => x.id === id)!;
        return `[${truth.get(id)}] ${(s.title ? `${s.title}: ` : '') + s.snippet}`.replace(/\s+/g, ' ').slice(0, 140);
      }),
    ),
  };
}

function speed(runs: number): { themesMs: number; scoringMs: number; signals: number } {
  // 200 signals from every topic's judged items, interleaved so themes of all topics mix.
  const pools = [...TUNE_TOPICS, ...HELD_TOPICS]
    .filter((t) => THEME_LABELS.some((l) => l.topic === t.key))
    .map((t) => ({ topic: t, items: judgedItems(t).items }));
  const items: RawItem[] = [];
  const most = Math.max(...pools.map((p) => p.items.length));
  for (let i = 0; i < most * pools.length; i++) {
    const item = pools[i % pools.length]!.items[Math.floor(i / pools.length)];
    if (item) items.push(item);
  }
  const ctx = {
    queryText: 'tools for small business owners and teams',
    searchType: 'business_idea' as const,
    nowUtc: NOW,
    noiseFloor: 0,
  };
  const signals = scoreItems(items, ctx).slice(0, 200).map(themeSignalOf);
  const kept = new Set(signals.map((s) => s.id));
  // The baseline scores exactly the items behind those 200 signals.
  const scored = items.filter((it) => kept.has(`${it.platform}:${it.nativeId}`));
  const themes: number[] = [];
  const scoring: number[] = [];
  for (let r = 0; r < runs + 3; r++) {
    let t = performance.now();
    scoreItems(scored, ctx);
    const s = performance.now() - t;
    t = performance.now();
    findThemes(signals);
    const f = performance.now() - t;
    if (r >= 3) {
      scoring.push(s);
      themes.push(f);
    }
  }
  const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { themesMs: p50(themes), scoringMs: p50(scoring), signals: signals.length };
}

const f2 = (x: number) => x.toFixed(2);

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const problems = heldProblems();
  if (problems.length) {
    console.error(`refusing to run: the held-out topics are not as frozen:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const labelled = new Set(THEME_LABELS.map((l) => l.topic));
  const topics = [...TUNE_TOPICS, ...HELD_TOPICS]
    .filter((t) => labelled.has(t.key))
    .filter((t) => opts.split === 'all' || t.split === opts.split);
  const results = topics.map((t) => evaluateTopic(t, opts.cut));
  console.log(
    'topic      split  items themes other |  V     ARI  | one theme V/ARI | by type V/ARI | by thread V | thread ceiling V',
  );
  for (const r of results) {
    console.log(
      `${r.topic.padEnd(10)} ${r.split.padEnd(5)} ${String(r.items).padStart(6)} ${String(r.themes).padStart(6)} ${String(r.other).padStart(5)} | ${f2(r.v)}  ${f2(r.ari).padStart(5)} |   ${f2(r.oneV)} / ${f2(r.oneAri)}   |  ${f2(r.typeV)} / ${f2(r.typeAri)}   |    ${f2(r.threadV)}     |   ${f2(r.threadCeilingV)}`,
    );
  }
  for (const split of ['tune', 'held'] as const) {
    const rs = results.filter((r) => r.split === split);
    if (!rs.length) continue;
    const mean = (k: keyof TopicFigures) => rs.reduce((s, r) => s + (r[k] as number), 0) / rs.length;
    console.log(
      `mean ${split.padEnd(5)} V ${f2(mean('v'))} ARI ${f2(mean('ari'))} | one theme V ${f2(mean('oneV'))} ARI ${f2(mean('oneAri'))} | by type V ${f2(mean('typeV'))} ARI ${f2(mean('typeAri'))} | by thread V ${f2(mean('threadV'))} | thread ceiling V ${f2(mean('threadCeilingV'))}${split === 'held' ? '   (target V ≥ 0.60)' : ''}`,
    );
    const sum = (k: 'named' | 'namedNaive' | 'nameable') => rs.reduce((n, r) => n + r[k], 0);
    console.log(
      `  labels that name their hand theme (${split}): ${sum('named')} of ${sum('nameable')} | naive label (the word most members use) ${sum('namedNaive')}`,
    );
  }
  // Labels are printed so a person can judge whether the themes read apart (held-out ones too:
  // reading a label is looking at an output, not tuning on it).
  if (opts.labels || opts.split !== 'tune') {
    for (const r of results) console.log(`\n${r.topic} (${r.split}):\n  ${r.labels.join('\n  ')}`);
  }
  // Members beside their hand themes, for looking at how a tune topic was grouped (never held).
  if (opts.members) {
    for (const r of results.filter((x) => x.split === 'tune')) {
      console.log(`\n${r.topic} (tune):`);
      r.labels.forEach((label, i) => console.log(`  ${label}\n    ${r.members[i]!.join('\n    ')}`));
    }
  }
  const s = speed(opts.runs);
  console.log(
    `\nspeed: findThemes on ${s.signals} signals p50 ${s.themesMs.toFixed(1)} ms (target ≤ 200 ms) | baseline scoreItems on the same items p50 ${s.scoringMs.toFixed(1)} ms | ratio ${(s.themesMs / s.scoringMs).toFixed(2)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
