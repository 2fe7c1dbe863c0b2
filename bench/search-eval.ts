/**
 * End-to-end search evaluation: each founder topic of the search-eval corpus is searched through
 * the real API (Fastify, REST `POST /api/search`, query planning, connectors, scoring, storage),
 * against a local Reddit/YouTube stand-in with the platforms' query semantics serving the whole
 * world (every topic's threads, look-alikes and generic noise at once), and scored against the
 * hand labels.
 *
 *   cd /work/main/bench && node --import tsx search-eval.ts [--topic key] [--json] [--items] [--requests] [--max-results n]
 *
 * Per topic: fetched-pool recall (relevant items the platforms answered with ÷ relevant items
 * that exist), returned recall, NDCG@10 (gain = grade, ideal over every labelled item of the
 * topic), P@10 (grade ≥ 2), type and urgency accuracy over returned relevant items, signals
 * returned, upstream requests per platform and YouTube quota units. Baselines from the same run
 * over the same world: one OR query of the input's content words ranked by keyword overlap
 * ("naive"), the platforms' own order of that pool, and the ideal order of that pool.
 *
 * Held-out topics are checked against held/FROZEN.sha256 first (the run refuses if any changed)
 * and reported as figures only: `--items` and `--requests` print tune topics alone.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { DEFAULT_MAX_RESULTS, MAX_RESULTS_LIMIT, STOPWORDS, stem, tokenize } from '@firstsignal/core';
import type { Signal } from '@firstsignal/core';
import { schema } from '@firstsignal/db';
import { call, registerUser, startTestServer } from '../apps/api/test/support/harness';
import { REWORDED_CROSSPOSTS } from './search-eval/corpus/crossposts';
import { NOISE } from './search-eval/corpus/noise';
import { TUNE_TOPICS } from './search-eval/corpus/tune/index';
import { queryTextOfTopic, TYPES, URGENCY, type EvalTopic, type TypeCode, type UrgencyCode } from './search-eval/corpus/types';
import { hackernewsSearch } from './search-eval/hackernews';
import {
  MORE_AFTER,
  redditSearch,
  startEvalPlatforms,
  youtubeSearch,
  type EvalPlatformServer,
  type RequestRecord,
} from './search-eval/platform';
import {
  buildWorld,
  gradeFor,
  idealGrades,
  relevantCanonicals,
  SEARCHED_PLATFORMS,
  type World,
  type WorldComment,
  type WorldThread,
} from './search-eval/world';

const HELD_DIR = new URL('./search-eval/corpus/held/', import.meta.url);
const TYPE_CODES = Object.keys(TYPES) as TypeCode[];
const URGENCY_CODES = Object.keys(URGENCY) as UrgencyCode[];
const TYPE_CODE = Object.fromEntries(Object.entries(TYPES).map(([code, name]) => [name, code])) as Record<string, TypeCode>;
const URGENCY_CODE = Object.fromEntries(Object.entries(URGENCY).map(([code, name]) => [name, code])) as Record<
  string,
  UrgencyCode
>;
/** The signals a founder reads first: where a cross-post shown twice is noticed. */
const FIRST_PAGE = 20;
/** Threads per platform whose comments the naive baseline reads (one request each), like the app's connectors. */
const NAIVE_THREADS = 5;

// ---------------------------------------------------------------------------------------------
// Arguments
// ---------------------------------------------------------------------------------------------

function parseArgs(argv: string[]) {
  const flags = new Set<string>();
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--topic' || a === '--max-results') values[a.slice(2)] = argv[++i] ?? '';
    else if (a.startsWith('--topic=') || a.startsWith('--max-results='))
      values[a.slice(2, a.indexOf('='))] = a.slice(a.indexOf('=') + 1);
    else if (['--json', '--items', '--requests'].includes(a)) flags.add(a.slice(2));
    else throw new Error(`unknown argument ${a} (expected --topic key, --json, --items, --requests, --max-results n)`);
  }
  const maxResults = Number(values['max-results'] ?? DEFAULT_MAX_RESULTS);
  if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > MAX_RESULTS_LIMIT)
    throw new Error(`--max-results must be 1..${MAX_RESULTS_LIMIT}`);
  return { topic: values.topic, json: flags.has('json'), items: flags.has('items'), requests: flags.has('requests'), maxResults };
}

// ---------------------------------------------------------------------------------------------
// The held-out split stays frozen
// ---------------------------------------------------------------------------------------------

/** Problems with the held-out files against FROZEN.sha256 (empty when they are as frozen). */
export function heldProblems(dir: URL = HELD_DIR): string[] {
  const manifest = readFileSync(new URL('FROZEN.sha256', dir), 'utf8');
  const frozen = new Map<string, string>();
  for (const line of manifest.split('\n')) {
    const m = /^([0-9a-f]{64})\s+\*?(.+)$/.exec(line.trim());
    if (m) frozen.set(m[2]!.replace(/^.*\//, ''), m[1]!);
  }
  const problems: string[] = [];
  const present = new Set(readdirSync(dir).filter((f) => f !== 'FROZEN.sha256'));
  for (const [file, sha] of frozen) {
    if (!present.has(file)) problems.push(`${file} is missing`);
    else if (
      createHash('sha256')
        .update(readFileSync(new URL(file, dir)))
        .digest('hex') !== sha
    )
      problems.push(`${file} changed since it was frozen`);
  }
  for (const file of present) if (!frozen.has(file)) problems.push(`${file} is not in FROZEN.sha256`);
  if (frozen.size === 0) problems.push('FROZEN.sha256 lists no files');
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------

/** NDCG@10 with gain = grade; a repeat of an item already ranked (a cross-post) gains nothing. */
export function ndcgAt10(world: World, topic: string, keys: readonly string[]): number {
  const seen = new Set<string>();
  let dcg = 0;
  let pos = 0;
  for (const key of keys) {
    if (pos >= 10) break;
    const canonical = world.labels.get(key)?.canonical ?? key;
    const gain = seen.has(canonical) ? 0 : (gradeFor(world, topic, key) ?? 0);
    seen.add(canonical);
    dcg += gain / Math.log2(pos + 2);
    pos++;
  }
  const idcg = idealGrades(world, topic)
    .slice(0, 10)
    .reduce((s, g, i) => s + g / Math.log2(i + 2), 0);
  return idcg > 0 ? dcg / idcg : 0;
}

export function precisionAt10(world: World, topic: string, keys: readonly string[]): number {
  const seen = new Set<string>();
  let good = 0;
  for (const key of keys.slice(0, 10)) {
    const canonical = world.labels.get(key)?.canonical ?? key;
    if (!seen.has(canonical) && (gradeFor(world, topic, key) ?? 0) >= 2) good++;
    seen.add(canonical);
  }
  return good / 10;
}

/** Relevant items (grade ≥ 2, one per cross-post group) among `keys`. */
function relevantAmong(world: World, topic: string, keys: Iterable<string>): number {
  const relevant = relevantCanonicals(world, topic);
  const found = new Set<string>();
  for (const key of keys) {
    const canonical = world.labels.get(key)?.canonical;
    if (canonical && relevant.has(canonical)) found.add(canonical);
  }
  return found.size;
}

interface Figures {
  ndcg10: number;
  p10: number;
}

interface TopicResult {
  key: string;
  split: EvalTopic['split'];
  searchType: EvalTopic['searchType'];
  /** The API refused the search (no figures); left out of the means. */
  failed?: boolean;
  /** The API's message, or platforms that did not answer ok. */
  error?: string;
  relevantExisting: number;
  /** Relevant items on platforms the app does not search (none since Hacker News joined). */
  relevantSkipped: number;
  fetchedRelevant: number;
  returnedRelevant: number;
  recallFetched: number;
  recallReturned: number;
  ndcg10: number;
  p10: number;
  typeAccuracy: number | null;
  urgencyAccuracy: number | null;
  judged: number;
  /** Label type → predicted type → count, over returned relevant items. */
  typeConfusion: Record<string, Record<string, number>>;
  urgencyConfusion: Record<string, Record<string, number>>;
  signals: number;
  requests: Record<string, number>;
  youtubeUnits: number;
  searchMs: number;
  /** Things a search must never do; all should be 0. */
  faults: { unknownIds: number; goneDelivered: number; crosspostRepeats: number };
  /** Signals that repeat one already shown (a cross-post delivered and charged twice) among the first FIRST_PAGE. */
  crosspostRepeatsFirstPage: number;
  baselines: { naive: Figures; platformOrder: Figures; ideal: Figures; poolRecall: number; poolSize: number };
}

interface TuneDetail {
  key: string;
  query: string;
  returned: {
    rank: number;
    key: string;
    grade: number;
    label: string;
    predicted: string;
    score: number;
    kind: string;
    text: string;
  }[];
  /** `threadFetched`: a comment whose post the app fetched without reading its comments. */
  missed: { key: string; grade: number; fetched: boolean; threadFetched: boolean; kind: string; text: string }[];
  requests: RequestRecord[];
}

const emptyConfusion = (codes: readonly string[]) =>
  Object.fromEntries(codes.map((c) => [c, Object.fromEntries(codes.map((p) => [p, 0]))])) as Record<
    string,
    Record<string, number>
  >;

function printConfusion(name: string, codes: readonly string[], split: string, perTopic: Record<string, Record<string, number>>[]) {
  const sum = emptyConfusion(codes);
  for (const c of perTopic) for (const a of codes) for (const p of codes) sum[a]![p]! += c[a]![p]!;
  console.log(`  ${name} confusion (${split}; rows label, columns predicted; returned relevant items):`);
  console.log(`        ${codes.map((c) => c.padStart(4)).join('')}`);
  for (const a of codes) console.log(`    ${a.padEnd(2)}  ${codes.map((p) => String(sum[a]![p]).padStart(4)).join('')}`);
}

function textOf(world: World, key: string): { kind: string; text: string } {
  const id = key.slice(key.indexOf(':') + 1);
  const thread = world.byId.get(id);
  if (thread) return { kind: `${thread.platform} post`, text: `[${thread.title}] ${thread.indexedBody}` };
  const c = world.comments.get(id);
  return c ? { kind: `${c.thread.platform} comment`, text: c.comment.text } : { kind: '?', text: '' };
}

// ---------------------------------------------------------------------------------------------
// Baselines: one OR query of the input's content words
// ---------------------------------------------------------------------------------------------

interface PoolItem {
  key: string;
  text: string;
  /** Platform order: the thread's position, then post before comments, then the comment's place. */
  order: [number, number, number];
}

function readableComments(thread: WorldThread): WorldComment[] {
  const ok = (c: WorldComment) => c.text.trim() !== '[deleted]' && c.text.trim() !== '[removed]';
  if (thread.platform === 'youtube')
    return [...thread.comments]
      .sort((a, b) => b.score - a.score)
      .slice(0, 20)
      .filter(ok);
  // One thread request: the first MORE_AFTER top-level comments (best first) and their replies.
  const walk = (cs: readonly WorldComment[]): WorldComment[] =>
    [...cs].sort((a, b) => b.score - a.score).flatMap((c) => [c, ...walk(c.replies)]);
  return walk([...thread.comments].sort((a, b) => b.score - a.score).slice(0, MORE_AFTER)).filter(ok);
}

function naivePool(world: World, queryText: string): { pool: PoolItem[]; words: string[] } {
  const words = [...new Set(tokenize(queryText).filter((w) => !STOPWORDS.has(w) && w.length > 1))];
  const lists: WorldThread[][] = [
    redditSearch(world, words.join(' OR '), { sort: 'relevance', t: 'all' }).slice(0, 100),
    youtubeSearch(world, words.join('|')).slice(0, 50),
    // Algolia has no OR: the naive query is the words themselves, all required.
    hackernewsSearch(world, words.join(' ')).slice(0, 50),
  ].map((l) => l.filter((t) => !t.gone));
  const pool: PoolItem[] = [];
  lists.forEach((threads, p) =>
    threads.forEach((t, rank) => {
      pool.push({ key: t.key, text: `${t.title} ${t.body}`, order: [rank, p, -1] });
      if (rank < NAIVE_THREADS && !t.commentsDisabled)
        readableComments(t).forEach((c, i) => pool.push({ key: c.key, text: c.text, order: [rank, p, i] }));
    }),
  );
  return { pool, words };
}

function baselines(world: World, topic: EvalTopic): TopicResult['baselines'] {
  const { pool, words } = naivePool(world, queryTextOfTopic(topic));
  const stems = new Set(words.map(stem));
  const overlap = (text: string) =>
    new Set(
      tokenize(text)
        .map(stem)
        .filter((s) => stems.has(s)),
    ).size;
  const byOrder = (a: PoolItem, b: PoolItem) => a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.order[2] - b.order[2];
  const platformOrder = [...pool].sort(byOrder).map((i) => i.key);
  const scored = pool.map((i) => ({ i, s: overlap(i.text) }));
  const naive = scored.sort((a, b) => b.s - a.s || byOrder(a.i, b.i)).map((x) => x.i.key);
  const ideal = [...pool]
    .sort((a, b) => (gradeFor(world, topic.key, b.key) ?? 0) - (gradeFor(world, topic.key, a.key) ?? 0) || byOrder(a, b))
    .map((i) => i.key);
  const figures = (keys: string[]): Figures => ({
    ndcg10: ndcgAt10(world, topic.key, keys),
    p10: precisionAt10(world, topic.key, keys),
  });
  const relevant = relevantCanonicals(world, topic.key).size;
  return {
    naive: figures(naive),
    platformOrder: figures(platformOrder),
    ideal: figures(ideal),
    poolRecall: relevant ? relevantAmong(world, topic.key, platformOrder) / relevant : 0,
    poolSize: pool.length,
  };
}

// ---------------------------------------------------------------------------------------------
// One topic through the real app
// ---------------------------------------------------------------------------------------------

function searchBody(topic: EvalTopic, maxResults: number) {
  // As the web form sends it: the joined text, and the list for pain points and unmet needs.
  const lists =
    typeof topic.query === 'string'
      ? {}
      : { [topic.searchType === 'pain_points' ? 'painPoints' : 'unmetNeeds']: [...topic.query] };
  return {
    searchType: topic.searchType,
    businessIdea: queryTextOfTopic(topic),
    ...lists,
    platforms: [...SEARCHED_PLATFORMS],
    maxResults,
  };
}

async function searchTopic(
  platforms: EvalPlatformServer,
  topic: EvalTopic,
  maxResults: number,
): Promise<{ signals: Signal[]; ms: number; error?: string; failed?: boolean }> {
  const server = await startTestServer({ env: platforms.env });
  try {
    const { token, user } = await registerUser(server);
    await server.app.services.db
      .update(schema.billingInfo)
      .set({ plan: 'plus', maxResults: 1_000_000 })
      .where(eq(schema.billingInfo.userId, user.id));
    platforms.resetMeter();
    const body = searchBody(topic, maxResults);
    const start = performance.now();
    const first = await call(server, 'POST', '/api/search', { token, body });
    const ms = performance.now() - start;
    if (first.status !== 200)
      return { signals: [], ms, failed: true, error: `HTTP ${first.status}: ${first.text.slice(0, 200)}` };
    const signals: Signal[] = [...first.json.results];
    const unhealthy = Object.entries(first.json.platforms as Record<string, { status: string; message?: string }>).filter(
      ([, h]) => h.status !== 'ok',
    );
    // Everything the run ranked, page by page, as "load more" would reveal it.
    let info = first.json.search_info;
    while (info?.has_more) {
      const page = await call(server, 'POST', '/api/search', {
        token,
        body: { ...body, offset: signals.length, limit: MAX_RESULTS_LIMIT, search_id: info.search_id },
      });
      if (page.status !== 200 || page.json.results.length === 0) break;
      signals.push(...page.json.results);
      info = page.json.search_info;
    }
    const error = unhealthy.length
      ? unhealthy.map(([p, h]) => `${p}: ${h.status}${h.message ? ` (${h.message})` : ''}`).join('; ')
      : undefined;
    return { signals, ms, ...(error ? { error } : {}) };
  } finally {
    await server.close();
  }
}

function evaluate(
  world: World,
  topic: EvalTopic,
  platforms: EvalPlatformServer,
  run: Awaited<ReturnType<typeof searchTopic>>,
): { result: TopicResult; detail: TuneDetail } {
  const { signals, ms, error, failed } = run;
  const keys = signals.map((s) => s.id);
  const relevant = relevantCanonicals(world, topic.key);
  const typeConfusion = emptyConfusion(TYPE_CODES);
  const urgencyConfusion = emptyConfusion(URGENCY_CODES);
  let typeOk = 0;
  let urgencyOk = 0;
  let judged = 0;
  const faults = { unknownIds: 0, goneDelivered: 0, crosspostRepeats: 0 };
  let crosspostRepeatsFirstPage = 0;
  const canonicalSeen = new Set<string>();
  const returned: TuneDetail['returned'] = [];
  signals.forEach((s, rank) => {
    const label = world.labels.get(s.id);
    if (!label) {
      faults.unknownIds++;
      return;
    }
    if (!label.deliverable) faults.goneDelivered++;
    if (canonicalSeen.has(label.canonical)) {
      faults.crosspostRepeats++;
      if (rank < FIRST_PAGE) crosspostRepeatsFirstPage++;
    }
    canonicalSeen.add(label.canonical);
    const grade = gradeFor(world, topic.key, s.id) ?? 0;
    const predictedType = TYPE_CODE[s.signalType] ?? 'DI';
    const predictedUrgency = URGENCY_CODE[s.urgencyLevel] ?? 'L';
    if (grade >= 2) {
      judged++;
      typeConfusion[label.type]![predictedType]! += 1;
      urgencyConfusion[label.urgency]![predictedUrgency]! += 1;
      if (predictedType === label.type) typeOk++;
      if (predictedUrgency === label.urgency) urgencyOk++;
    }
    const own = label.topic === topic.key;
    returned.push({
      rank,
      key: s.id,
      grade,
      label: own ? `${label.type}/${label.urgency}` : label.topic ? `other:${label.topic}` : 'noise',
      predicted: `${predictedType}/${predictedUrgency}`,
      score: s.relevanceScore,
      ...textOf(world, s.id),
    });
  });
  const served = platforms.meter.served;
  const missed: TuneDetail['missed'] = [];
  const returnedCanonicals = new Set(keys.map((k) => world.labels.get(k)?.canonical ?? k));
  for (const [key, l] of world.labels) {
    if (key !== l.canonical || !relevant.has(key) || returnedCanonicals.has(key)) continue;
    const fetched = [...world.labels].some(([k, m]) => m.canonical === key && served.has(k));
    const thread = world.comments.get(key.slice(key.indexOf(':') + 1))?.thread;
    missed.push({ key, grade: l.grade, fetched, threadFetched: !!thread && served.has(thread.key), ...textOf(world, key) });
  }
  const fetchedRelevant = relevantAmong(world, topic.key, served);
  const returnedRelevant = relevantAmong(world, topic.key, keys);
  const result: TopicResult = {
    key: topic.key,
    split: topic.split,
    searchType: topic.searchType,
    ...(failed ? { failed } : {}),
    ...(error ? { error } : {}),
    relevantExisting: relevant.size,
    relevantSkipped: world.skipped.relevantByTopic[topic.key] ?? 0,
    fetchedRelevant,
    returnedRelevant,
    recallFetched: relevant.size ? fetchedRelevant / relevant.size : 0,
    recallReturned: relevant.size ? returnedRelevant / relevant.size : 0,
    ndcg10: ndcgAt10(world, topic.key, keys),
    p10: precisionAt10(world, topic.key, keys),
    typeAccuracy: judged ? typeOk / judged : null,
    urgencyAccuracy: judged ? urgencyOk / judged : null,
    judged,
    typeConfusion,
    urgencyConfusion,
    signals: signals.length,
    requests: Object.fromEntries(SEARCHED_PLATFORMS.map((p) => [p, platforms.meter.requests[p]])),
    youtubeUnits: platforms.meter.youtubeUnits,
    searchMs: ms,
    faults,
    crosspostRepeatsFirstPage,
    baselines: baselines(world, topic),
  };
  return {
    result,
    detail: { key: topic.key, query: queryTextOfTopic(topic), returned, missed, requests: [...platforms.meter.log] },
  };
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const f2 = (v: number | null) => (v === null ? '   – ' : v.toFixed(2).padStart(5));

/** Means over the topics that ran (a search the API refused has no figures to average). */
function means(all: TopicResult[]) {
  const results = all.filter((r) => !r.failed);
  const acc = (f: (r: TopicResult) => number | null) => mean(results.map(f).filter((v): v is number => v !== null));
  // Type and urgency accuracy pooled over every judged item of the split, so a topic with 2 judged items does not weigh like one with 30.
  const judged = results.reduce((n, r) => n + r.judged, 0);
  const pooled = (f: (r: TopicResult) => number | null) =>
    judged ? results.reduce((s, r) => s + (f(r) ?? 0) * r.judged, 0) / judged : null;
  return {
    topics: results.length,
    failed: all.filter((r) => r.failed).map((r) => r.key),
    recallFetched: acc((r) => r.recallFetched),
    recallReturned: acc((r) => r.recallReturned),
    ndcg10: acc((r) => r.ndcg10),
    p10: acc((r) => r.p10),
    typeAccuracy: pooled((r) => r.typeAccuracy),
    urgencyAccuracy: pooled((r) => r.urgencyAccuracy),
    judged,
    signals: acc((r) => r.signals),
    crosspostRepeatsFirstPage: acc((r) => r.crosspostRepeatsFirstPage),
    crosspostRepeats: acc((r) => r.faults.crosspostRepeats),
    requests: Object.fromEntries(SEARCHED_PLATFORMS.map((p) => [p, acc((r) => r.requests[p] ?? 0)])),
    youtubeUnits: acc((r) => r.youtubeUnits),
    naiveNdcg10: acc((r) => r.baselines.naive.ndcg10),
    platformOrderNdcg10: acc((r) => r.baselines.platformOrder.ndcg10),
    idealNdcg10: acc((r) => r.baselines.ideal.ndcg10),
    naivePoolRecall: acc((r) => r.baselines.poolRecall),
  };
}

function printReport(world: World, results: TopicResult[], details: TuneDetail[], opts: ReturnType<typeof parseArgs>) {
  const labelled = [...world.labels.values()];
  console.log(
    `search eval: ${world.topics.length} topics, ${world.threads.length} threads and ${labelled.length} items served by the stand-in (${labelled.filter((l) => l.topic === null).length} noise)` +
      (world.skipped.threads
        ? `; ${world.skipped.threads} threads (${world.skipped.items} items) skipped: their platform is not searched`
        : ''),
  );
  console.log(
    `max results ${opts.maxResults}, all pages loaded; relevant = grade ≥ 2; NDCG gain = grade; recall R = fetched by the app / returned\n`,
  );
  const header =
    'topic      split  type           rel  fetchR  retR  NDCG  P@10  type   urg  sig | req R  Y  H  units | naive plat. ideal poolR';
  console.log(header);
  for (const r of results) {
    const line = [
      r.key.padEnd(10),
      r.split.padEnd(5),
      r.searchType.padEnd(13),
      String(r.relevantExisting).padStart(4),
      f2(r.recallFetched).padStart(7),
      f2(r.recallReturned),
      f2(r.ndcg10),
      f2(r.p10),
      f2(r.typeAccuracy),
      f2(r.urgencyAccuracy),
      String(r.signals).padStart(4),
      '|',
      String(r.requests.reddit ?? 0).padStart(5),
      String(r.requests.youtube ?? 0).padStart(2),
      String(r.requests.hackernews ?? 0).padStart(2),
      String(r.youtubeUnits).padStart(6),
      '|',
      f2(r.baselines.naive.ndcg10),
      f2(r.baselines.platformOrder.ndcg10),
      f2(r.baselines.ideal.ndcg10),
      f2(r.baselines.poolRecall),
    ].join(' ');
    console.log(line + (r.error ? `  ! ${r.error}` : ''));
    const f = r.faults;
    if (f.unknownIds || f.goneDelivered || f.crosspostRepeats)
      console.log(
        `           ! faults: ${f.unknownIds} unknown ids, ${f.goneDelivered} deleted/removed delivered, ${f.crosspostRepeats} cross-post repeats`,
      );
  }
  for (const split of ['tune', 'held'] as const) {
    const rs = results.filter((r) => r.split === split);
    if (!rs.length) continue;
    const m = means(rs);
    console.log(
      `\n${split} mean of ${m.topics}${m.failed.length ? ` (not counted, the API refused them: ${m.failed.join(', ')})` : ''}: fetched recall ${f2(m.recallFetched)}, returned recall ${f2(m.recallReturned)}, NDCG@10 ${f2(m.ndcg10)}, P@10 ${f2(m.p10)}, ` +
        `type ${f2(m.typeAccuracy)}, urgency ${f2(m.urgencyAccuracy)} (${m.judged} judged), ${m.signals.toFixed(1)} signals`,
    );
    console.log(
      `  cross-posts delivered twice per search: ${m.crosspostRepeatsFirstPage.toFixed(1)} in the first ${FIRST_PAGE} signals, ${m.crosspostRepeats.toFixed(1)} overall`,
    );
    console.log(
      `  per search: Reddit ${m.requests.reddit?.toFixed(1)} requests, YouTube ${m.requests.youtube?.toFixed(1)} requests / ${m.youtubeUnits.toFixed(0)} units, Hacker News ${m.requests.hackernews?.toFixed(1)} requests`,
    );
    console.log(
      `  baselines NDCG@10: naive OR query + keyword overlap ${f2(m.naiveNdcg10)}, platforms' order ${f2(m.platformOrderNdcg10)}, ideal order of that pool ${f2(m.idealNdcg10)} (pool recall ${f2(m.naivePoolRecall)})`,
    );
    printConfusion('type', TYPE_CODES, split, rs.map((r) => r.typeConfusion));
    printConfusion('urgency', URGENCY_CODES, split, rs.map((r) => r.urgencyConfusion));
  }
  if (opts.items || opts.requests) {
    for (const d of details) {
      console.log(`\n== ${d.key} (tune): ${d.query}`);
      if (opts.requests)
        for (const r of d.requests)
          console.log(`  ${r.status} ${r.method} ${r.path}?${decodeURIComponent(r.query.replace(/\+/g, ' '))}`);
      if (opts.items) {
        console.log('  returned (rank grade label → predicted score):');
        for (const x of d.returned.slice(0, 30))
          console.log(
            `  #${String(x.rank + 1).padEnd(3)} g${x.grade} ${x.label.padEnd(14)} → ${x.predicted} ${x.score.toFixed(2)} ${x.kind.padEnd(15)} ${x.text.replace(/\s+/g, ' ').slice(0, 110)}`,
          );
        console.log(`  relevant not returned (${d.missed.length}):`);
        for (const x of d.missed)
          console.log(
            `    g${x.grade} ${x.fetched ? 'fetched, dropped  ' : x.threadFetched ? 'thread not opened ' : 'never fetched     '} ${x.kind.padEnd(15)} ${x.text.replace(/\s+/g, ' ').slice(0, 110)}`,
          );
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------

export async function searchEval(argv: string[]) {
  const opts = parseArgs(argv);
  const problems = heldProblems();
  if (problems.length > 0) {
    console.error(`refusing to run: the held-out topics are not as frozen:\n  ${problems.join('\n  ')}`);
    process.exitCode = 2;
    return;
  }
  const { HELD_TOPICS } = await import('./search-eval/corpus/held/index');
  const topics: EvalTopic[] = [...TUNE_TOPICS, ...HELD_TOPICS];
  const dupes = topics.map((t) => t.key).filter((k, i, all) => all.indexOf(k) !== i);
  if (dupes.length) throw new Error(`duplicate topic keys: ${dupes.join(', ')}`);
  const selected = opts.topic ? topics.filter((t) => t.key === opts.topic) : topics;
  if (selected.length === 0) throw new Error(`no topic "${opts.topic}" (topics: ${topics.map((t) => t.key).join(', ')})`);

  // The whole corpus is one world: every topic's threads are distractors for the others.
  const world = buildWorld(topics, NOISE, { crossposts: REWORDED_CROSSPOSTS });
  const platforms = await startEvalPlatforms(world);
  const results: TopicResult[] = [];
  const details: TuneDetail[] = [];
  try {
    for (const topic of selected) {
      const { result, detail } = evaluate(world, topic, platforms, await searchTopic(platforms, topic, opts.maxResults));
      results.push(result);
      // Held-out topics are looked at as totals only: their items and requests never leave this function.
      if (topic.split === 'tune') details.push(detail);
    }
  } finally {
    await platforms.close();
  }

  if (opts.json) {
    const splits = Object.fromEntries((['tune', 'held'] as const).map((s) => [s, means(results.filter((r) => r.split === s))]));
    const out = {
      world: {
        topics: world.topics.length,
        threads: world.threads.length,
        items: world.labels.size,
        skipped: { threads: world.skipped.threads, items: world.skipped.items },
      },
      maxResults: opts.maxResults,
      topics: results,
      means: splits,
      ...(opts.items || opts.requests
        ? {
            tune: details.map((d) => ({
              ...d,
              ...(opts.items ? {} : { returned: undefined, missed: undefined }),
              ...(opts.requests ? {} : { requests: undefined }),
            })),
          }
        : {}),
    };
    console.log(JSON.stringify(out, null, 2));
  } else {
    printReport(world, results, details, opts);
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await searchEval(process.argv.slice(2));
}
