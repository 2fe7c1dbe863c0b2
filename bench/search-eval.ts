/**
 * End-to-end search evaluation: each founder topic of the search-eval corpus is searched through
 * the real API (Fastify, REST `POST /api/search`, query planning, connectors, scoring, storage),
 * against a local Reddit/YouTube stand-in with the platforms' query semantics serving the whole
 * world (every topic's threads, look-alikes and generic noise at once), and scored against the
 * hand labels.
 *
 *   cd /work/main/bench && node --import tsx search-eval.ts [--topic key] [--json] [--items] [--requests] [--max-results n]
 *                                                          [--platforms a,b | --base | --compare]
 *
 * Sources: the world holds every platform of the corpus the app registers; one the app does not
 * register yet (a connector still on its branch) is skipped and named in the output. A run
 * searches every registered platform; `--platforms` searches only those (same world); `--base`
 * searches the three platforms the eval had before more sources joined, in a world of only
 * those (the figures' history); `--compare` runs all of these: every source, every source but
 * one (for each source beyond the three), and the three-platform world, and prints the held-out
 * NDCG@10 with and without each source (issue 24's rule: a source must not lower it).
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
import { DEFAULT_MAX_RESULTS, MAX_RESULTS_LIMIT, PLATFORM_LABELS, SEARCHABLE_PLATFORMS, STOPWORDS, stem, tokenize } from '@firstsignal/core';
import type { Signal } from '@firstsignal/core';
import type { AiNote } from '../apps/api/src/ai/judge';
import { schema } from '@firstsignal/db';
import { call, registerUser, startTestServer } from '../apps/api/test/support/harness';
import { REWORDED_CROSSPOSTS } from './search-eval/corpus/crossposts';
import { withForums } from './search-eval/corpus/forum-topics';
import { NOISE } from './search-eval/corpus/noise';
import { TUNE_TOPICS } from './search-eval/corpus/tune/index';
import { TUNE_BLUESKY } from './search-eval/corpus/tune/bluesky';
import { TUNE_GITHUB } from './search-eval/corpus/tune/github';
import { TUNE_GITHUB_DISCUSSIONS } from './search-eval/corpus/tune/github-discussions';
import { TUNE_APPSTORE } from './search-eval/corpus/tune/appstore';
import { TUNE_DISCOURSE, TUNE_FORUMS } from './search-eval/corpus/tune/discourse';
import { TUNE_LEMMY } from './search-eval/corpus/tune/lemmy';
import { TUNE_STACKEXCHANGE } from './search-eval/corpus/tune/stackexchange';
import {
  queryTextOfTopic,
  TYPES,
  URGENCY,
  withExtraThreads,
  type EvalPlatform,
  type EvalTopic,
  type TypeCode,
  type UrgencyCode,
} from './search-eval/corpus/types';
import { startOracleJudge, type OracleStats } from './search-eval/oracle-judge';
import { PLATFORM_MODULES, startEvalPlatforms, type EvalPlatformServer, type RequestRecord } from './search-eval/platform';
import {
  BASE_PLATFORMS,
  buildWorld,
  gradeFor,
  idealGrades,
  relevantCanonicals,
  SEARCHED_PLATFORMS,
  UNREGISTERED_PLATFORMS,
  type SearchedPlatform,
  type World,
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

/** The registered platforms the eval's world serves: a source without a stand-in module is not searched here. */
export const SERVED_PLATFORMS = SEARCHED_PLATFORMS.filter((p) => PLATFORM_MODULES.some((m) => m.platform === p));
/** Registered sources the eval cannot measure yet (no stand-in or no corpus): said on the first line. */
const UNMEASURED_PLATFORMS = SEARCHABLE_PLATFORMS.filter((p) => !(SERVED_PLATFORMS as readonly string[]).includes(p));

function parseArgs(argv: string[]) {
  const flags = new Set<string>();
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--topic' || a === '--max-results' || a === '--platforms' || a === '--sentence-model') values[a.slice(2)] = argv[++i] ?? '';
    else if (a.startsWith('--topic=') || a.startsWith('--max-results=') || a.startsWith('--platforms=') || a.startsWith('--sentence-model='))
      values[a.slice(2, a.indexOf('='))] = a.slice(a.indexOf('=') + 1);
    else if (['--json', '--items', '--requests', '--base', '--compare', '--judge'].includes(a)) flags.add(a.slice(2));
    else
      throw new Error(
        `unknown argument ${a} (expected --topic key, --json, --items, --requests, --max-results n, --platforms a,b, --base, --compare, --judge, --sentence-model use|static|false)`,
      );
  }
  const platforms = values.platforms?.split(',').map((p) => p.trim());
  const unknown = platforms?.filter((p) => !(SERVED_PLATFORMS as readonly string[]).includes(p)) ?? [];
  if (unknown.length)
    throw new Error(`--platforms: ${unknown.join(', ')} not searched (searched: ${SERVED_PLATFORMS.join(', ')})`);
  if ([platforms, flags.has('base'), flags.has('compare'), flags.has('judge')].filter(Boolean).length > 1)
    throw new Error('--platforms, --base, --compare and --judge each choose the runs: give one');
  const maxResults = Number(values['max-results'] ?? DEFAULT_MAX_RESULTS);
  if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > MAX_RESULTS_LIMIT)
    throw new Error(`--max-results must be 1..${MAX_RESULTS_LIMIT}`);
  return {
    topic: values.topic,
    sentenceModel: values['sentence-model'],
    json: flags.has('json'),
    items: flags.has('items'),
    requests: flags.has('requests'),
    maxResults,
    platforms: platforms as SearchedPlatform[] | undefined,
    base: flags.has('base'),
    compare: flags.has('compare'),
    judge: flags.has('judge'),
  };
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

/**
 * NDCG@10 with gain = grade; a repeat of an item already ranked (a cross-post) gains nothing.
 * With `platform`, `keys` are that platform's signals and the ideal is over its items only.
 */
export function ndcgAt10(world: World, topic: string, keys: readonly string[], platform?: EvalPlatform): number {
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
  const idcg = idealGrades(world, topic, platform)
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

/** Relevant items (grade ≥ 2, one per cross-post group; on one platform) among `keys`. */
function relevantAmong(world: World, topic: string, keys: Iterable<string>, platform?: EvalPlatform): number {
  const relevant = relevantCanonicals(world, topic, 2, platform);
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

/** One source's share of a search: its items only, against its items only. */
interface SourceFigures {
  relevantExisting: number;
  fetchedRelevant: number;
  returnedRelevant: number;
  /** null when the topic has no item of this source to find. */
  ndcg10: number | null;
  typeOk: number;
  urgencyOk: number;
  judged: number;
  signals: number;
  requests: number;
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
  bySource: Partial<Record<SearchedPlatform, SourceFigures>>;
  searchMs: number;
  /** Things a search must never do; all should be 0. */
  faults: { unknownIds: number; goneDelivered: number; crosspostRepeats: number };
  /** Signals that repeat one already shown (a cross-post delivered and charged twice) among the first FIRST_PAGE. */
  crosspostRepeatsFirstPage: number;
  baselines: { naive: Figures; platformOrder: Figures; ideal: Figures; poolRecall: number; poolSize: number };
  /** What the search said of the AI judge (runs with one). */
  ai?: AiNote;
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

function naivePool(world: World, queryText: string): { pool: PoolItem[]; words: string[] } {
  const words = [...new Set(tokenize(queryText).filter((w) => !STOPWORDS.has(w) && w.length > 1))];
  const modules = PLATFORM_MODULES.filter((m) => world.platforms.includes(m.platform));
  const lists = modules.map((m) => m.naive(world, words).filter((t) => !t.gone));
  const pool: PoolItem[] = [];
  lists.forEach((threads, p) =>
    threads.forEach((t, rank) => {
      pool.push({ key: t.key, text: `${t.title} ${t.body}`, order: [rank, p, -1] });
      if (rank < NAIVE_THREADS && !t.commentsDisabled)
        modules[p]!.readable(t).forEach((c, i) => pool.push({ key: c.key, text: c.text, order: [rank, p, i] }));
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

export function searchBody(topic: EvalTopic, maxResults: number, platforms: readonly SearchedPlatform[]) {
  // As the web form sends it: the joined text, and the list for pain points and unmet needs.
  const lists =
    typeof topic.query === 'string'
      ? {}
      : { [topic.searchType === 'pain_points' ? 'painPoints' : 'unmetNeeds']: [...topic.query] };
  return {
    searchType: topic.searchType,
    businessIdea: queryTextOfTopic(topic),
    ...lists,
    platforms: [...platforms],
    maxResults,
  };
}

/** The app's SENTENCE_MODEL for every search of the run (`--sentence-model`; its default when absent). */
let sentenceModel: string | undefined;

export async function searchTopic(
  platforms: EvalPlatformServer,
  topic: EvalTopic,
  maxResults: number,
  searched: readonly SearchedPlatform[],
  { model = sentenceModel, aiEnv = {} }: { model?: string | undefined; aiEnv?: Record<string, string> } = {},
): Promise<{ signals: Signal[]; ms: number; error?: string; failed?: boolean; ai?: AiNote }> {
  const server = await startTestServer({ env: { ...platforms.env, SENTENCE_MODEL: model, ...aiEnv } });
  try {
    // A search does not wait for the sentence model to load (it ranks with the classifier alone
    // meanwhile); the eval measures a warm server, so which model ranked a search never depends on
    // how loaded the machine was at its start.
    await server.app.services.encoder?.ready();
    const { token, user } = await registerUser(server);
    await server.app.services.db
      .update(schema.billingInfo)
      .set({ plan: 'plus', maxResults: 1_000_000 })
      .where(eq(schema.billingInfo.userId, user.id));
    platforms.resetMeter();
    const body = { ...searchBody(topic, maxResults, searched), ...platforms.searchParams(topic, searched) };
    const start = performance.now();
    const first = await call(server, 'POST', '/api/search', { token, body });
    const ms = performance.now() - start;
    if (first.status !== 200)
      return { signals: [], ms, failed: true, error: `HTTP ${first.status}: ${first.text.slice(0, 200)}` };
    // Ids as the world keys them (a forum's id holds the stand-in's port).
    const keyed = (page: Signal[]) => page.map((s) => ({ ...s, id: platforms.worldKey(s.id) }));
    const signals: Signal[] = keyed(first.json.results);
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
      signals.push(...keyed(page.json.results));
      info = page.json.search_info;
    }
    const error = unhealthy.length
      ? unhealthy.map(([p, h]) => `${p}: ${h.status}${h.message ? ` (${h.message})` : ''}`).join('; ')
      : undefined;
    return { signals, ms, ...(error ? { error } : {}), ...(first.json.ai ? { ai: first.json.ai as AiNote } : {}) };
  } finally {
    await server.close();
  }
}

function evaluate(
  world: World,
  topic: EvalTopic,
  platforms: EvalPlatformServer,
  run: Awaited<ReturnType<typeof searchTopic>>,
  searched: readonly SearchedPlatform[],
): { result: TopicResult; detail: TuneDetail } {
  const { signals, ms, error, failed, ai } = run;
  const keys = signals.map((s) => s.id);
  const relevant = relevantCanonicals(world, topic.key);
  const typeConfusion = emptyConfusion(TYPE_CODES);
  const urgencyConfusion = emptyConfusion(URGENCY_CODES);
  let typeOk = 0;
  let urgencyOk = 0;
  let judged = 0;
  const faults = { unknownIds: 0, goneDelivered: 0, crosspostRepeats: 0 };
  const judgedBy: Partial<Record<EvalPlatform, { judged: number; typeOk: number; urgencyOk: number }>> = {};
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
      const j = (judgedBy[label.platform] ??= { judged: 0, typeOk: 0, urgencyOk: 0 });
      j.judged++;
      if (predictedType === label.type) j.typeOk++;
      if (predictedUrgency === label.urgency) j.urgencyOk++;
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
  const bySource = Object.fromEntries(
    searched.map((p): [SearchedPlatform, SourceFigures] => {
      const own = keys.filter((k) => world.labels.get(k)?.platform === p);
      const existing = relevantCanonicals(world, topic.key, 2, p).size;
      return [
        p,
        {
          relevantExisting: existing,
          fetchedRelevant: relevantAmong(world, topic.key, served, p),
          returnedRelevant: relevantAmong(world, topic.key, own, p),
          ndcg10: idealGrades(world, topic.key, p).some((g) => g > 0) ? ndcgAt10(world, topic.key, own, p) : null,
          ...(judgedBy[p] ?? { judged: 0, typeOk: 0, urgencyOk: 0 }),
          signals: own.length,
          requests: platforms.meter.requests[p],
        },
      ];
    }),
  );
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
    requests: Object.fromEntries(searched.map((p) => [p, platforms.meter.requests[p]])),
    youtubeUnits: platforms.meter.youtubeUnits,
    bySource,
    searchMs: ms,
    faults,
    crosspostRepeatsFirstPage,
    baselines: baselines(world, topic),
    ...(ai ? { ai } : {}),
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

/** One letter per platform in the per-topic table's request columns. */
const INITIAL: Record<EvalPlatform, string> = {
  reddit: 'R',
  youtube: 'Y',
  hackernews: 'H',
  stackexchange: 'S',
  lemmy: 'L',
  appstore: 'A',
  github: 'G',
  bluesky: 'B',
  discourse: 'F',
};

/** Means over the topics that ran (a search the API refused has no figures to average). */
function means(all: TopicResult[]) {
  const results = all.filter((r) => !r.failed);
  const acc = (f: (r: TopicResult) => number | null) => mean(results.map(f).filter((v): v is number => v !== null));
  // Type and urgency accuracy pooled over every judged item of the split, so a topic with 2 judged items does not weigh like one with 30.
  const judged = results.reduce((n, r) => n + r.judged, 0);
  const pooled = (f: (r: TopicResult) => number | null) =>
    judged ? results.reduce((s, r) => s + (f(r) ?? 0) * r.judged, 0) / judged : null;
  const searched = [...new Set(results.flatMap((r) => Object.keys(r.requests)))] as SearchedPlatform[];
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
    requests: Object.fromEntries(searched.map((p) => [p, acc((r) => r.requests[p] ?? 0)])),
    youtubeUnits: acc((r) => r.youtubeUnits),
    bySource: Object.fromEntries(searched.map((p) => [p, sourceMeans(results, p)])),
    naiveNdcg10: acc((r) => r.baselines.naive.ndcg10),
    platformOrderNdcg10: acc((r) => r.baselines.platformOrder.ndcg10),
    idealNdcg10: acc((r) => r.baselines.ideal.ndcg10),
    naivePoolRecall: acc((r) => r.baselines.poolRecall),
  };
}

/** One source's means: recall and NDCG over the topics that have its items, accuracy pooled over its judged items. */
function sourceMeans(results: TopicResult[], p: SearchedPlatform) {
  const figures = results.flatMap((r) => r.bySource[p] ?? []);
  const withItems = figures.filter((f) => f.relevantExisting > 0);
  const judged = figures.reduce((n, f) => n + f.judged, 0);
  return {
    topics: withItems.length,
    relevantExisting: figures.reduce((n, f) => n + f.relevantExisting, 0),
    recallFetched: withItems.length ? mean(withItems.map((f) => f.fetchedRelevant / f.relevantExisting)) : null,
    recallReturned: withItems.length ? mean(withItems.map((f) => f.returnedRelevant / f.relevantExisting)) : null,
    ndcg10: figures.some((f) => f.ndcg10 !== null)
      ? mean(figures.flatMap((f) => (f.ndcg10 === null ? [] : [f.ndcg10])))
      : null,
    typeAccuracy: judged ? figures.reduce((n, f) => n + f.typeOk, 0) / judged : null,
    urgencyAccuracy: judged ? figures.reduce((n, f) => n + f.urgencyOk, 0) / judged : null,
    judged,
    signals: mean(figures.map((f) => f.signals)),
    requests: mean(figures.map((f) => f.requests)),
  };
}

function printSources(m: ReturnType<typeof means>) {
  console.log('  per source (its items only, against its items only; recall and NDCG over the topics that have its items):');
  console.log('    source         topics  rel  fetchR  retR  NDCG   type   urg  judged  signals  req/search');
  for (const [p, s] of Object.entries(m.bySource))
    console.log(
      `    ${p.padEnd(14)} ${String(s.topics).padStart(6)} ${String(s.relevantExisting).padStart(4)}  ${f2(s.recallFetched)} ${f2(s.recallReturned)} ${f2(s.ndcg10)} ${f2(s.typeAccuracy)} ${f2(s.urgencyAccuracy)} ${String(s.judged).padStart(7)} ${s.signals.toFixed(1).padStart(8)} ${s.requests.toFixed(1).padStart(11)}`,
    );
}

function describeWorld(world: World): string {
  const labelled = [...world.labels.values()];
  const skipped = Object.entries(world.skipped.byPlatform)
    .map(([p, n]) => `${p} ${n}`)
    .join(', ');
  return (
    `${world.topics.length} topics, ${world.threads.length} threads and ${labelled.length} items on ${world.platforms.join(', ')} (${labelled.filter((l) => l.topic === null).length} noise)` +
    (world.skipped.threads ? `; ${world.skipped.threads} threads (${world.skipped.items} items) left out of this world: ${skipped}` : '')
  );
}

function printReport(world: World, results: TopicResult[], details: TuneDetail[], opts: ReturnType<typeof parseArgs>) {
  const searched = [...new Set(results.flatMap((r) => Object.keys(r.requests)))] as SearchedPlatform[];
  console.log(`search eval: ${describeWorld(world)}`);
  console.log(`searched: ${searched.join(', ')}`);
  console.log(
    `max results ${opts.maxResults}, all pages loaded; relevant = grade ≥ 2; NDCG gain = grade; recall R = fetched by the app / returned\n`,
  );
  const header = `topic      split  type           rel  fetchR  retR  NDCG  P@10  type   urg  sig | req ${searched.map((p) => INITIAL[p].padStart(p === searched[0] ? 1 : 2)).join(' ')}  units | naive plat. ideal poolR`;
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
      ...searched.map((p, i) => String(r.requests[p] ?? 0).padStart(i === 0 ? 5 : 2)),
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
      `  per search: ${searched.map((p) => `${PLATFORM_LABELS[p]} ${m.requests[p]?.toFixed(1)} requests${p === 'youtube' ? ` / ${m.youtubeUnits.toFixed(0)} units` : ''}`).join(', ')}`,
    );
    console.log(
      `  baselines NDCG@10: naive OR query + keyword overlap ${f2(m.naiveNdcg10)}, platforms' order ${f2(m.platformOrderNdcg10)}, ideal order of that pool ${f2(m.idealNdcg10)} (pool recall ${f2(m.naivePoolRecall)})`,
    );
    printSources(m);
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

interface Run {
  name: string;
  world: World;
  searched: readonly SearchedPlatform[];
  /** The AI provider's settings for this run's searches (none: local only). */
  aiEnv?: Record<string, string>;
  results: TopicResult[];
  details: TuneDetail[];
}

/**
 * Issue 24's rule, printed: the held-out (and tune) NDCG@10 of the whole search with every
 * source, without each source beyond the three, and the three platforms in their own world.
 */
function printComparison(runs: Run[]) {
  console.log('\n== with and without each source (same world, same labels: only the platforms searched differ)');
  console.log('  run                                      split  NDCG@10  P@10  fetchR  retR  type   urg  signals  requests');
  for (const run of runs)
    for (const split of ['tune', 'held'] as const) {
      const m = means(run.results.filter((r) => r.split === split));
      if (!m.topics) continue;
      const requests = Object.values(m.requests).reduce((a, b) => a + b, 0);
      console.log(
        `  ${run.name.padEnd(40)} ${split.padEnd(5)} ${f2(m.ndcg10).padStart(7)} ${f2(m.p10)} ${f2(m.recallFetched).padStart(6)} ${f2(m.recallReturned)} ${f2(m.typeAccuracy)} ${f2(m.urgencyAccuracy)} ${m.signals.toFixed(1).padStart(8)} ${requests.toFixed(1).padStart(9)}`,
      );
    }
  const all = runs[0]!;
  for (const run of runs.slice(1)) {
    if (run.world !== all.world) continue;
    const source = all.searched.find((p) => !run.searched.includes(p));
    if (!source) continue;
    const held = (r: Run) => means(r.results.filter((x) => x.split === 'held'));
    const [withIt, without] = [held(all).ndcg10, held(run).ndcg10];
    const verdict = withIt + 0.005 >= without ? 'keeps the rule' : 'LOWERS held-out NDCG@10: breaks the rule';
    console.log(
      `  ${source}: held NDCG@10 ${withIt.toFixed(3)} with it, ${without.toFixed(3)} without (${(withIt - without >= 0 ? '+' : '') + (withIt - without).toFixed(3)}): ${verdict}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The AI judge (issue 28): an oracle from the labels, or the provider the environment names
// ---------------------------------------------------------------------------------------------

/** The oracle's share of wrong judgements, and the seed that picks which. */
const ORACLE_ERROR_RATE = 0.2;
const ORACLE_SEED = 'search-eval-oracle';

interface Judge {
  name: string;
  env: Record<string, string>;
  oracle?: OracleStats;
  close(): Promise<void>;
}

/**
 * With AI_BASE_URL set (and AI_MODEL, AI_API_KEY…, as the app reads them) the searches go to that
 * provider; otherwise to the oracle stand-in. The search waits for the judge (2 minutes unless
 * AI_JUDGE_TIMEOUT_MS says otherwise), so the figures measure the judge, not a timeout.
 */
async function startJudge(world: World, topics: readonly EvalTopic[]): Promise<Judge> {
  const wait = { AI_JUDGE_TIMEOUT_MS: '120000' };
  const real = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[0].startsWith('AI_') && e[1] !== undefined));
  if (real.AI_BASE_URL)
    return { name: `${real.AI_MODEL ?? '(AI_MODEL not set)'} at ${new URL(real.AI_BASE_URL).host}`, env: { ...wait, ...real }, close: async () => undefined };
  const oracle = await startOracleJudge(world, topics, { errorRate: ORACLE_ERROR_RATE, seed: ORACLE_SEED });
  return { name: `an oracle from the labels, ${ORACLE_ERROR_RATE * 100}% wrong`, env: { ...oracle.env, ...wait }, oracle: oracle.stats, close: () => oracle.close() };
}

/** Local-only against judged figures, same world, same topics, same run. */
function printJudgeComparison(local: Run, judged: Run, judge: Judge) {
  console.log(`\n== the AI judge: local only against judged by ${judge.name} (same world, same topics, same run)`);
  console.log('  split  figure      local  judged  change');
  for (const split of ['tune', 'held'] as const) {
    const [l, j] = [local, judged].map((run) => means(run.results.filter((r) => r.split === split)));
    if (!l!.topics) continue;
    const rows: [string, number | null, number | null][] = [
      ['NDCG@10', l!.ndcg10, j!.ndcg10],
      ['P@10', l!.p10, j!.p10],
      ['type', l!.typeAccuracy, j!.typeAccuracy],
      ['urgency', l!.urgencyAccuracy, j!.urgencyAccuracy],
      ['retR', l!.recallReturned, j!.recallReturned],
    ];
    for (const [name, a, b] of rows)
      console.log(`  ${split.padEnd(5)}  ${name.padEnd(10)} ${f2(a)}  ${f2(b).padStart(6)}  ${a === null || b === null ? '' : (b - a >= 0 ? '+' : '') + (b - a).toFixed(3)}`);
  }
  const notes = judged.results.map((r) => r.ai);
  const count = (status: AiNote['status']) => notes.filter((n) => n?.status === status).length;
  console.log(
    `  judge per search: ${mean(notes.map((n) => n?.judged ?? 0)).toFixed(1)} signals judged, ${mean(notes.map((n) => n?.tokens ?? 0)).toFixed(0)} tokens; searches ok ${count('ok')}, partial ${count('partial')}, local ${count('local')}, no judge ${notes.filter((n) => !n).length}`,
  );
  for (const n of new Set(notes.flatMap((x) => (x?.note ? [x.note] : [])))) console.log(`    note: ${n}`);
  const o = judge.oracle;
  if (o)
    console.log(
      `  oracle: ${o.judgements} judgements, ${((100 * o.wrong) / Math.max(1, o.judgements)).toFixed(1)}% wrong (set ${ORACLE_ERROR_RATE * 100}%, seed "${ORACLE_SEED}"), ${o.unmatched} texts matched no labelled item${o.unknownTopics ? `, ${o.unknownTopics} calls for an unknown topic` : ''}`,
    );
}

// ---------------------------------------------------------------------------------------------

async function runSearches(
  world: World,
  searched: readonly SearchedPlatform[],
  selected: readonly EvalTopic[],
  maxResults: number,
  aiEnv?: Record<string, string>,
): Promise<Pick<Run, 'results' | 'details'>> {
  const platforms = await startEvalPlatforms(world);
  const results: TopicResult[] = [];
  const details: TuneDetail[] = [];
  try {
    for (const topic of selected) {
      const run = await searchTopic(platforms, topic, maxResults, searched, { aiEnv });
      const { result, detail } = evaluate(world, topic, platforms, run, searched);
      results.push(result);
      // Held-out topics are looked at as totals only: their items and requests never leave this function.
      if (topic.split === 'tune') details.push(detail);
    }
  } finally {
    await platforms.close();
  }
  return { results, details };
}

/** Every topic, tune and held-out, with each source's threads (the held-out files are read only once checked as frozen). */
export async function evalTopics(): Promise<EvalTopic[]> {
  const { HELD_TOPICS } = await import('./search-eval/corpus/held/index');
  const { HELD_STACKEXCHANGE } = await import('./search-eval/corpus/held/stackexchange');
  const { HELD_LEMMY } = await import('./search-eval/corpus/held/lemmy');
  const { HELD_GITHUB } = await import('./search-eval/corpus/held/github');
  const { HELD_BLUESKY } = await import('./search-eval/corpus/held/bluesky');
  const { HELD_APPSTORE } = await import('./search-eval/corpus/held/appstore');
  const { HELD_DISCOURSE, HELD_FORUMS } = await import('./search-eval/corpus/held/discourse');
  const { HELD_GITHUB_DISCUSSIONS } = await import('./search-eval/corpus/held/github-discussions');
  // Each source's threads after the topics' own, in a fixed order, so adding one keeps every earlier item's id.
  return withForums(
    withExtraThreads(
      [...TUNE_TOPICS, ...HELD_TOPICS],
      TUNE_STACKEXCHANGE,
      HELD_STACKEXCHANGE,
      TUNE_LEMMY,
      HELD_LEMMY,
      HELD_GITHUB,
      HELD_BLUESKY,
      TUNE_GITHUB,
      TUNE_BLUESKY,
      TUNE_APPSTORE,
      HELD_APPSTORE,
      TUNE_DISCOURSE,
      HELD_DISCOURSE,
      TUNE_GITHUB_DISCUSSIONS,
      HELD_GITHUB_DISCUSSIONS,
    ),
    TUNE_FORUMS,
    HELD_FORUMS,
  );
}

/** False (and says why, exit code 2) when the held-out topics are not as frozen: the run must not go on. */
export function heldAsFrozen(): boolean {
  const problems = heldProblems();
  if (problems.length === 0) return true;
  console.error(`refusing to run: the held-out topics are not as frozen:\n  ${problems.join('\n  ')}`);
  process.exitCode = 2;
  return false;
}

export async function searchEval(argv: string[]) {
  const opts = parseArgs(argv);
  sentenceModel = opts.sentenceModel;
  if (!heldAsFrozen()) return;
  const topics = await evalTopics();
  const dupes = topics.map((t) => t.key).filter((k, i, all) => all.indexOf(k) !== i);
  if (dupes.length) throw new Error(`duplicate topic keys: ${dupes.join(', ')}`);
  const selected = opts.topic ? topics.filter((t) => t.key === opts.topic) : topics;
  if (selected.length === 0) throw new Error(`no topic "${opts.topic}" (topics: ${topics.map((t) => t.key).join(', ')})`);
  if (UNREGISTERED_PLATFORMS.length && !opts.json)
    console.log(
      `not searched, the app does not register them (their corpus is skipped): ${UNREGISTERED_PLATFORMS.join(', ')}\n`,
    );
  if (UNMEASURED_PLATFORMS.length && !opts.json)
    console.log(`not searched, the eval's world has no stand-in for them yet: ${UNMEASURED_PLATFORMS.join(', ')}\n`);

  // The whole corpus is one world: every topic's threads are distractors for the others.
  const world = buildWorld(topics, NOISE, { crossposts: REWORDED_CROSSPOSTS });
  const baseWorld = () => buildWorld(topics, NOISE, { crossposts: REWORDED_CROSSPOSTS, platforms: BASE_PLATFORMS });
  const extra = SERVED_PLATFORMS.filter((p) => !(BASE_PLATFORMS as readonly string[]).includes(p));
  const plans: Omit<Run, 'results' | 'details'>[] = opts.base
    ? [{ name: 'three platforms, their own world', world: baseWorld(), searched: BASE_PLATFORMS }]
    : opts.platforms
      ? [{ name: opts.platforms.join(' + '), world, searched: opts.platforms }]
      : [
          { name: 'every source', world, searched: SERVED_PLATFORMS },
          ...(opts.compare
            ? [
                ...extra.map((p) => ({ name: `every source but ${p}`, world, searched: SERVED_PLATFORMS.filter((x) => x !== p) })),
                { name: 'three platforms, their own world (history)', world: baseWorld(), searched: BASE_PLATFORMS },
              ]
            : []),
        ];
  // --judge: the same searches again with the AI judge on, through the app's own provider client.
  const judge = opts.judge ? await startJudge(world, topics) : undefined;
  if (judge) plans.push({ name: `every source, judged by ${judge.name}`, world, searched: SERVED_PLATFORMS, aiEnv: judge.env });
  const runs: Run[] = [];
  try {
    for (const plan of plans)
      runs.push({ ...plan, ...(await runSearches(plan.world, plan.searched, selected, opts.maxResults, plan.aiEnv)) });
  } finally {
    await judge?.close();
  }

  if (opts.json) {
    const out = runs.map((run) => ({
      run: run.name,
      searched: run.searched,
      world: {
        platforms: run.world.platforms,
        topics: run.world.topics.length,
        threads: run.world.threads.length,
        items: run.world.labels.size,
        skipped: { threads: run.world.skipped.threads, items: run.world.skipped.items, byPlatform: run.world.skipped.byPlatform },
      },
      notRegistered: UNREGISTERED_PLATFORMS,
      maxResults: opts.maxResults,
      topics: run.results,
      means: Object.fromEntries((['tune', 'held'] as const).map((s) => [s, means(run.results.filter((r) => r.split === s))])),
      ...(opts.items || opts.requests
        ? {
            tune: run.details.map((d) => ({
              ...d,
              ...(opts.items ? {} : { returned: undefined, missed: undefined }),
              ...(opts.requests ? {} : { requests: undefined }),
            })),
          }
        : {}),
    }));
    console.log(JSON.stringify(out.length === 1 ? out[0] : out, null, 2));
  } else {
    runs.forEach((run, i) => {
      if (i > 0) console.log('\n');
      console.log(`==== run: ${run.name}`);
      printReport(run.world, run.results, run.details, opts);
    });
    if (judge) printJudgeComparison(runs[0]!, runs[1]!, judge);
    else if (runs.length > 1) printComparison(runs);
  }
  return runs[0]!.results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await searchEval(process.argv.slice(2));
}
