/**
 * Speed as founders meet it (issue 26): every search is a new question over posts the app has
 * not seen, with every cache cold. The search eval's topics (tune and held-out) are the
 * questions, asked through the real API against the eval's whole world, served from a process of
 * its own (search-eval/serve.ts) that answers every call after `delayMs`. Before each search the
 * app's clock moves an hour (no cached platform answer is fresh) and the world marks every text
 * it sends anew (no sentence vector is cached for it), so even a topic asked twice is new work.
 * The app runs in a process of its own too (app-process.ts), as in production, where the client
 * is a browser elsewhere: its CPU and RSS are read from /proc for that process alone, and neither
 * the bench's client (its requests, its JSON parsing of every answer, the users' sign-ups) nor the
 * /health prober shares the app's event loop or its CPU count.
 *
 * 1. One search at a time, with the sentence model, with its distilled static table and with the
 *    classifier alone: p50/p95 search time against the counted chain of dependent waves, the
 *    app process's CPU per search (every thread: the encoder's too) and its main thread's alone
 *    (what /health waits behind), each model's share, start-up (app, and the model loaded), the
 *    app's RSS once started and after its runs (and its peak); CPU and RSS on Linux (/proc). Then
 *    streamed (search.stream, as the web app asks): time to the first signals against the first
 *    two waves (the first pass: search, then threads), and time to the whole answer.
 * 2. Load, with the server's default model (use), then with the classifier alone (the floor):
 *    `users` signed-in users each asking `searches` new questions at once, with /health probed
 *    throughout: searches/s, search p95 against the unloaded p50, /health p95 against its
 *    unloaded p95, errors, CPU per search and the main thread's part of it, and how many searches
 *    found the sentence model busy (the classifier alone typed some of their signals).
 *
 * Each model runs in a new app process, loaded as a server loads it and warmed by asking every
 * question WARM_UP_ROUNDS times first.
 *
 * Targets (issue 26): p50 ≤ 1.3× the waves; first signals ≤ 1.3× the first two waves; CPU ≤ 200 ms per search at p50; under load search
 * p95 ≤ 2× the unloaded p50, no errors, /health p95 ≤ 5× unloaded.
 *
 *   cd bench && node --import tsx new-questions.ts [delayMs=100] [users=20] [searches=3] [--models use,static,none]
 *
 * `--models` measures only those (a quicker look at one model under load); a ratio to the
 * unloaded `use` p50 is then read against the first model measured.
 */
import type { AppRouter } from '@firstsignal/api/trpc';
import { DEFAULT_MAX_RESULTS, LOAD_MORE_PAGE_SIZE } from '@firstsignal/core';
import { createTRPCClient, httpBatchStreamLink } from '@trpc/client';
import { call } from '../apps/api/test/support/harness';
import { signedInUser, startAppProcess, type AppProcess, type Encoding } from './app-process';
import { evalTopics, searchBody, SERVED_PLATFORMS } from './search-eval';
import { serveWorld, type ServedWorld } from './search-eval/serve';
import { machineCpuMs } from './proc';
import { percentile } from './search-latency';

const modelsAt = process.argv.indexOf('--models');
const positional = process.argv.slice(2).filter((_, i) => modelsAt < 0 || (i + 2 !== modelsAt && i + 2 !== modelsAt + 1));
const delayMs = Number(positional[0] ?? 100);
const users = Number(positional[1] ?? 20);
const searchesPerUser = Number(positional[2] ?? 3);
/** The models measured (`--models`): all three unless told. */
const models = modelsAt < 0 ? null : new Set((process.argv[modelsAt + 1] ?? '').split(','));
const HOUR = 3_600_000;
const HEALTH_EVERY_MS = 50;
/**
 * Every question asked this many times before the measured searches, in each app process alike: V8
 * optimises a search's code over tens of searches (a new process's static-table run took about
 * 220 ms of CPU a search after one warm-up search, 140 ms after thirty), and a server that has
 * served a while is what founders meet.
 */
const WARM_UP_ROUNDS = 3;

const p = (xs: number[], q: number) => percentile([...xs].sort((a, b) => a - b), q);
/** The app's CPU (every thread, and the main thread alone) since `before`, in ms. */
const cpuSince = (app: AppProcess, before: { totalMs: number; mainMs: number }) => {
  const now = app.cpu();
  return { totalMs: now.totalMs - before.totalMs, mainMs: now.mainMs - before.mainMs };
};

/** The app under measurement (a process of its own), the world, and a way to make the next search a new question. */
interface Bench {
  app: AppProcess;
  world: ServedWorld;
  questions: { businessIdea: string }[];
  /** Calls the world had answered before the current search. */
  calls: number;
  /** Searches whose info said the sentence model was busy, and their signals the classifier alone typed, of how many. */
  busy: { searches: number; signals: number; of: number };
  newQuestion(): Promise<void>;
}

async function startBench(world: ServedWorld, encoding: Encoding): Promise<Bench> {
  let asked = 0;
  const app = await startAppProcess({ env: world.env, encoding });
  const questions = (await evalTopics()).map((t) => ({ ...searchBody(t, DEFAULT_MAX_RESULTS, SERVED_PLATFORMS), ...world.params[t.key] }));
  return {
    app,
    world,
    questions,
    calls: 0,
    busy: { searches: 0, signals: 0, of: 0 },
    async newQuestion() {
      await Promise.all([app.advanceClock(HOUR), world.setMark(`(${++asked})`)]);
    },
  };
}

async function search(bench: Bench, token: string, body: object) {
  return (await searched(bench, token, body)).ms;
}

/** A new search: its time, and its run's id when it has more to reveal. */
async function searched(bench: Bench, token: string, body: object) {
  await bench.newQuestion();
  const start = performance.now();
  const res = await call(bench.app, 'POST', '/api/search', { token, body });
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`search failed: ${res.status} ${res.text.slice(0, 200)}`);
  const alone = res.json.search_info?.classifier_alone;
  if (alone) bench.busy = { searches: bench.busy.searches + 1, signals: bench.busy.signals + alone.signals, of: bench.busy.of + alone.of };
  return { ms, more: res.json.search_info?.has_more ? (res.json.search_info.search_id as string) : null };
}

/** The founder's next page of a run (load more, LOAD_MORE_PAGE_SIZE): its time and the app's CPU for it. */
async function loadMore(bench: Bench, token: string, body: object, runId: string, offset: number) {
  const before = bench.app.cpu();
  const start = performance.now();
  const res = await call(bench.app, 'POST', '/api/search', { token, body: { ...body, offset, limit: LOAD_MORE_PAGE_SIZE, search_id: runId } });
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`load more failed: ${res.status} ${res.text.slice(0, 200)}`);
  return { ms, cpuMs: cpuSince(bench.app, before).totalMs };
}

/**
 * Every question once, one after another, streamed: when the first signals arrived (the answer's
 * time when it had none to show first) and when the answer did.
 */
async function streamed(bench: Bench) {
  const token = await signedInUser(bench.app);
  const client = createTRPCClient<AppRouter>({ links: [httpBatchStreamLink({ url: `${bench.app.url}/trpc`, headers: { authorization: `Bearer ${token}` } })] });
  const first: number[] = [];
  const done: number[] = [];
  const firstWaves: number[] = [];
  /** Rankings of the first signals a search streamed before its answer. */
  const rankings: number[] = [];
  let shownFirst = 0;
  for (const body of bench.questions) {
    await bench.app.clearUpstreamCache();
    await bench.newQuestion();
    const startedAt = Date.now();
    const start = performance.now();
    let firstMs = NaN;
    let updates = 0;
    for await (const event of await client.search.stream.mutate(body as never)) {
      if (event.kind === 'first') updates++;
      if (Number.isNaN(firstMs)) firstMs = performance.now() - start;
    }
    if (updates > 0) shownFirst++;
    rankings.push(updates);
    first.push(firstMs);
    done.push(performance.now() - start);
    // The waves of calls made before the first signals arrived.
    const arrivals = await bench.world.arrivalsSince(bench.calls);
    bench.calls += arrivals.length;
    const before = arrivals.filter((at) => at < startedAt + firstMs);
    firstWaves.push(Math.max(1, ...before.map((at) => Math.floor((at - startedAt) / delayMs + 0.5) + 1)));
  }
  return { searches: done.length, shownFirst, rankingsP50: p(rankings, 50), firstP50Ms: p(first, 50), firstP95Ms: p(first, 95), doneP50Ms: p(done, 50), firstWaves: p(firstWaves, 50) };
}

/** Every question once, one after another: time, dependent waves and CPU per search. */
async function oneAtATime(bench: Bench) {
  const token = await signedInUser(bench.app);
  // Warm-up: JIT, pools, the model's first inference. Each question is worded apart from the
  // measured one, so the app's per-question memories (its query analyses) stay cold for those.
  for (let round = 0; round < WARM_UP_ROUNDS; round++)
    for (const body of bench.questions) await search(bench, token, { ...body, businessIdea: `${body.businessIdea} (warm-up ${'i'.repeat(round + 1)})` });
  bench.calls += (await bench.world.arrivalsSince(bench.calls)).length;
  const times: number[] = [];
  const cpu: number[] = [];
  const main: number[] = [];
  const waves: number[] = [];
  const more: { ms: number; cpuMs: number }[] = [];
  bench.busy = { searches: 0, signals: 0, of: 0 };
  for (const body of bench.questions) {
    await bench.app.clearUpstreamCache();
    const startedAt = Date.now();
    const before = bench.app.cpu();
    const answer = await searched(bench, token, body);
    times.push(answer.ms);
    const used = cpuSince(bench.app, before);
    cpu.push(used.totalMs);
    main.push(used.mainMs);
    const arrivals = await bench.world.arrivalsSince(bench.calls);
    bench.calls += arrivals.length;
    // The k-th wave of dependent calls arrives k delays (plus a little of our own work) in.
    waves.push(Math.max(1, ...arrivals.map((at) => Math.floor((at - startedAt) / delayMs + 0.5) + 1)));
    // The founder reads the first page, then asks for the next: it is voted on now (search/sentences.ts voteFor).
    if (answer.more) more.push(await loadMore(bench, token, body, answer.more, DEFAULT_MAX_RESULTS));
  }
  const loadMoreMs = more.map((m) => m.ms);
  const loadMoreCpu = more.map((m) => m.cpuMs);
  return {
    searches: times.length,
    p50Ms: p(times, 50),
    p95Ms: p(times, 95),
    waves: p(waves, 50),
    cpuP50Ms: p(cpu, 50),
    cpuP95Ms: p(cpu, 95),
    mainP50Ms: p(main, 50),
    busy: bench.busy,
    loadMore: more.length ? { pages: more.length, p50Ms: p(loadMoreMs, 50), p95Ms: p(loadMoreMs, 95), cpuP50Ms: p(loadMoreCpu, 50) } : null,
  };
}

async function healthTimes(bench: Bench, until: () => boolean, gapMs: number) {
  const times: number[] = [];
  while (!until()) {
    const start = performance.now();
    const res = await call(bench.app, 'GET', '/health');
    if (res.status !== 200) throw new Error(`/health answered ${res.status}`);
    times.push(performance.now() - start);
    if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
  }
  return times;
}

/** `users` users asking new questions at once, with /health probed all along. */
async function underLoad(bench: Bench) {
  let probes = 0;
  const idleHealth = await healthTimes(bench, () => probes++ >= 200, 0);
  const tokens = await Promise.all(Array.from({ length: users }, () => signedInUser(bench.app)));
  let running = users;
  const times: number[] = [];
  let errors = 0;
  const cpuBefore = bench.app.cpu();
  const [worldBefore, machineBefore] = [bench.world.cpuMs(), machineCpuMs()];
  bench.busy = { searches: 0, signals: 0, of: 0 };
  const start = performance.now();
  const health = healthTimes(bench, () => running === 0, HEALTH_EVERY_MS);
  await Promise.all(
    tokens.map(async (token, u) => {
      for (let i = 0; i < searchesPerUser; i++) {
        const body = bench.questions[(u * searchesPerUser + i) % bench.questions.length]!;
        times.push(await search(bench, token, body).catch(() => (errors++, NaN)));
      }
      running--;
    }),
  );
  const wallS = (performance.now() - start) / 1000;
  const cpu = cpuSince(bench.app, cpuBefore);
  const machine = machineCpuMs();
  const answered = times.filter((t) => !Number.isNaN(t));
  const loadedHealth = await health;
  return {
    users,
    searches: times.length,
    errors,
    searchesPerS: times.length / wallS,
    p50Ms: p(answered, 50),
    p95Ms: p(answered, 95),
    cpuPerSearchMs: cpu.totalMs / times.length,
    mainThreadPerSearchMs: cpu.mainMs / times.length,
    worldPerSearchMs: (bench.world.cpuMs() - worldBefore) / times.length,
    machineBusy: (machine.busyMs - machineBefore.busyMs) / (machine.allMs - machineBefore.allMs),
    healthIdleP95Ms: p(idleHealth, 95),
    healthP95Ms: p(loadedHealth, 95),
    busy: bench.busy,
  };
}

const f0 = (x: number) => x.toFixed(0);
const f2 = (x: number) => x.toFixed(2);

/** The app's sentence model in each run: the teacher, its distilled static table, none. */
const VARIANTS: readonly { name: string; encoding: Encoding }[] = [
  { name: 'sentence model (use)', encoding: 'use' },
  { name: 'static table (static)', encoding: 'static' },
  { name: 'classifier alone', encoding: 'none' },
];
/** The load run's model: the server's default (apps/api env.ts SENTENCE_MODEL); the classifier alone is the floor. */
const LOADED = 'sentence model (use)';
const LOAD_RUNS: readonly string[] = [LOADED, 'classifier alone'];

if (import.meta.url === `file://${process.argv[1]}`) {
  const world = await serveWorld(delayMs);
  try {
    const runs: { name: string; r: Awaited<ReturnType<typeof oneAtATime>>; startMs: number; readyMs: number; rss: number; end: { rss: number; peak: number } }[] = [];
    const loads: { name: string; r: Awaited<ReturnType<typeof underLoad>> }[] = [];
    const streams: { name: string; r: Awaited<ReturnType<typeof streamed>> }[] = [];
    const variants = VARIANTS.filter((v) => !models || models.has(v.encoding));
    if (variants.length === 0) throw new Error(`--models lists none of ${VARIANTS.map((v) => v.encoding).join(', ')}`);
    for (const variant of variants) {
      const bench = await startBench(world, variant.encoding);
      const { app } = bench;
      try {
        const rss = app.rss().rss;
        const r = await oneAtATime(bench);
        streams.push({ name: variant.name, r: await streamed(bench) });
        if (LOAD_RUNS.includes(variant.name)) loads.push({ name: variant.name, r: await underLoad(bench) });
        runs.push({ name: variant.name, r, startMs: app.startMs, readyMs: app.readyMs, rss, end: app.rss() });
      } finally {
        await app.close();
      }
    }
    // Every run makes the same calls; our own work (more of it with the model, and on a busy
    // machine) can push a wave's arrivals past the rounding and read as more waves, so all are
    // held to the shortest reading.
    const chain = Math.min(...runs.map((run) => run.r.waves)) * delayMs;
    const alone = runs.find((run) => run.name === 'classifier alone')?.r;
    console.log(`new questions: ${runs[0]!.r.searches} eval topics on ${SERVED_PLATFORMS.join(', ')}, ${delayMs} ms per upstream call, caches cold`);
    for (const run of runs)
      console.log(`start-up, ${run.name}: app answering in ${f0(run.startMs)} ms, model loaded ${f0(run.readyMs)} ms after the app started loading; RSS ${run.rss} MB`);
    console.log(`RSS at the end (the app's process after its runs; peak): ${runs.map((run) => `${run.name} ${run.end.rss} MB (${run.end.peak} MB)`).join(', ')}`);
    console.log(`the chain of dependent waves: ${chain / delayMs} (${chain} ms)`);
    console.log('\none search at a time       p50 ms  p95 ms  waves  p50/chain (≤1.3)  CPU p50 ms (≤200)  CPU p95 ms  main thread p50 ms');
    for (const { name, r } of runs)
      console.log(
        `${name.padEnd(25)} ${f0(r.p50Ms).padStart(6)}  ${f0(r.p95Ms).padStart(6)}  ${String(r.waves).padStart(5)}  ${f2(r.p50Ms / chain).padStart(16)}  ${f0(r.cpuP50Ms).padStart(17)}  ${f0(r.cpuP95Ms).padStart(10)}  ${f0(r.mainP50Ms).padStart(18)}`,
      );
    console.log(`\nthen load more (the next ${LOAD_MORE_PAGE_SIZE}), one at a time   p50 ms  p95 ms  CPU p50 ms`);
    for (const { name, r: { loadMore: more } } of runs)
      console.log(more ? `${name.padEnd(40)} ${f0(more.p50Ms).padStart(6)}  ${f0(more.p95Ms).padStart(6)}  ${f0(more.cpuP50Ms).padStart(10)}   (${more.pages} pages)` : `${name.padEnd(40)} no search had a second page`);
    const busy = runs.reduce((sum, run) => sum + run.r.busy.searches, 0);
    console.log(`searches whose sentence model was busy (classifier alone for some signals): ${busy} of ${runs.reduce((sum, run) => sum + run.r.searches, 0)}`);
    if (alone)
      for (const { name, r } of runs.filter((run) => run.r !== alone))
        console.log(`the ${name}'s share: ${f0(r.cpuP50Ms - alone.cpuP50Ms)} ms of CPU and ${f0(r.p50Ms - alone.p50Ms)} ms of wall time per search (p50)`);
    const base = runs.find((run) => run.name === LOADED) ?? runs[0]!;
    const loaded = base.r;
    console.log(`\nunder load: ${users} users × ${searchesPerUser} new questions at once, with ${loads.map((l) => `the ${l.name}`).join(' and ')}`);
    const firstTwo = 2 * delayMs;
    console.log('\nstreamed (search.stream)   first signals p50 ms  p95 ms  ÷ first two waves (≤1.3)  waves before them  ÷ them  shown first  rankings p50  complete p50 ms  ÷ chain');
    for (const { name, r } of streams)
      console.log(
        `${name.padEnd(25)} ${f0(r.firstP50Ms).padStart(20)}  ${f0(r.firstP95Ms).padStart(6)}  ${f2(r.firstP50Ms / firstTwo).padStart(24)}  ${String(r.firstWaves).padStart(17)}  ${f2(r.firstP50Ms / (r.firstWaves * delayMs)).padStart(6)}  ${`${r.shownFirst}/${r.searches}`.padStart(11)}  ${String(r.rankingsP50).padStart(12)}  ${f0(r.doneP50Ms).padStart(15)}  ${f2(r.doneP50Ms / chain).padStart(7)}`,
      );
    for (const { name, r: load } of loads) {
      console.log(
        `  ${name}: ${f2(load.searchesPerS)} searches/s, ${load.errors} errors, search p50 ${f0(load.p50Ms)} ms, p95 ${f0(load.p95Ms)} ms = ${f2(load.p95Ms / loaded.p50Ms)}× the unloaded p50 with the ${base.name} (≤2), CPU ${f0(load.cpuPerSearchMs)} ms per search (${f0(load.mainThreadPerSearchMs)} ms of it on the main thread)`,
      );
      console.log(`    /health p95 ${f0(load.healthP95Ms)} ms = ${f2(load.healthP95Ms / load.healthIdleP95Ms)}× its unloaded p95 of ${f2(load.healthIdleP95Ms)} ms (≤5)`);
      console.log(
        `    the machine's cores ${f0(load.machineBusy * 100)} % busy throughout; the platforms' stand-in (same machine, not the app) used ${f0(load.worldPerSearchMs)} ms of CPU per search`,
      );
      if (load.busy.searches > 0)
        console.log(`    the sentence model busy for ${load.busy.searches} of ${load.searches} searches: the classifier alone typed ${load.busy.signals} of their ${load.busy.of} signals`);
    }
  } finally {
    await world.close();
  }
}
