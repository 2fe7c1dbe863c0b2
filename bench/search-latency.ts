/**
 * Search latency through the real API (Fastify, tRPC-free REST path, connectors, scoring, the
 * charging transaction) against local Reddit/YouTube stand-ins that wait a fixed delay per call.
 * The baseline is the critical path: the chain of dependent upstream calls the search made
 * (search → a broader search when the first found little → comment threads …), read from when
 * each call reached the stand-in (calls of one wave arrive together, a delay after the last), so
 * the ratio shows how much our own work and any needless serialisation add. Target: ratio ≤ 1.3.
 * It runs twice: with the sentence model (a new encoder before each search, so nothing is cached
 * and every search embeds its signals anew) and with the classifier alone (SENTENCE_MODEL=false);
 * the difference is what the model adds. The app runs in a process of its own (app-process.ts),
 * so the bench's client (its requests, its parsing of every answer) and the stand-ins do not
 * share its event loop.
 *
 *   node --import tsx bench/search-latency.ts [iterations=30] [delayMs=100]
 */
import { call } from '../apps/api/test/support/harness';
import { startPlatformServer } from '../apps/api/test/support/platform-server';
import { signedInUser, startAppProcess, type Encoding } from './app-process';

const iterations = Number(process.argv[2] ?? 30);
const delayMs = Number(process.argv[3] ?? 100);
/** The minimum dependent calls per search once the OAuth token is cached: a search, then its threads. */
const MIN_CRITICAL_CALLS = 2;

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function searchLatency(encoding: Extract<Encoding, 'use' | 'none'>) {
  const platforms = await startPlatformServer({}, { delayMs });
  const app = await startAppProcess({ env: platforms.env, encoding });
  try {
    const token = await signedInUser(app);
    const body = { searchType: 'business_idea', businessIdea: 'automatic invoice reminders for freelancers', platforms: ['reddit', 'youtube'], maxResults: 10 };
    // Warm-up: JIT, connection pools, the OAuth token.
    await call(app, 'POST', '/api/search', { token, body });
    const times: number[] = [];
    const waves: number[] = [];
    for (let i = 0; i < iterations; i++) {
      await app.clearUpstreamCache(); // every measured search goes to the platforms
      // The app's clock moves an hour before each measured search, so no cache layer (the in-process
      // copy keeps entries by the app's clock) can answer it: every one goes to the platforms.
      await app.advanceClock(3_600_000);
      // A new encoder (model loaded, cache empty) before every measured search, as over new threads.
      if (encoding === 'use') await app.freshEncoder();
      const first = platforms.calls.length;
      const start = performance.now();
      const res = await call(app, 'POST', '/api/search', { token, body });
      times.push(performance.now() - start);
      if (res.status !== 200 || res.json.results.length === 0) throw new Error(`search failed: ${res.status} ${res.text.slice(0, 200)}`);
      // The k-th wave of dependent calls arrives k delays (plus a little of our own work) in.
      const made = platforms.calls.slice(first);
      waves.push(Math.max(MIN_CRITICAL_CALLS, ...made.map((c) => Math.floor((c.at - start) / delayMs + 0.5) + 1)));
    }
    const sorted = [...times].sort((a, b) => a - b);
    const critical = percentile([...waves].sort((a, b) => a - b), 50) * delayMs;
    const p50 = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    return { iterations, delayMs, dependentCalls: critical / delayMs, criticalPathMs: critical, p50Ms: p50, p95Ms: p95, ratioP50: p50 / critical, ratioP95: p95 / critical, upstreamCalls: platforms.calls.length };
  } finally {
    await app.close();
    await platforms.close();
  }
}

export async function loadMoreLatency(iterations = 200) {
  const platforms = await startPlatformServer();
  // The server's default sentence model (apps/api env.ts SENTENCE_MODEL).
  const app = await startAppProcess({ env: platforms.env, encoding: 'use' });
  try {
    const token = await signedInUser(app);
    const body = { searchType: 'business_idea', businessIdea: 'automatic invoice reminders for freelancers', platforms: ['reddit', 'youtube'], maxResults: 5 };
    const first = await call(app, 'POST', '/api/search', { token, body });
    const searchId = first.json.search_info.search_id;
    const page = { ...body, offset: 5, limit: 5, search_id: searchId };
    await call(app, 'POST', '/api/search', { token, body: page });
    // Baseline: the cheapest authenticated round trip through the same stack.
    const baseline: number[] = [];
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      let start = performance.now();
      await call(app, 'GET', '/api/user/usage', { token });
      baseline.push(performance.now() - start);
      start = performance.now();
      const res = await call(app, 'POST', '/api/search', { token, body: page });
      times.push(performance.now() - start);
      if (res.status !== 200) throw new Error(`load more failed: ${res.status}`);
    }
    const p50 = percentile([...times].sort((a, b) => a - b), 50);
    const base = percentile([...baseline].sort((a, b) => a - b), 50);
    return { iterations, p50Ms: p50, usageCallP50Ms: base, ratio: p50 / base };
  } finally {
    await app.close();
    await platforms.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const withModel = await searchLatency('use');
  const alone = await searchLatency('none');
  console.log('search latency, with the sentence model', withModel);
  console.log('search latency, the classifier alone', alone);
  // Both runs make the same upstream calls; our own work can push a wave's arrivals past the
  // rounding and read as one more wave, so both are held to the shorter of the two readings.
  const critical = Math.min(withModel.criticalPathMs, alone.criticalPathMs);
  console.log(
    `the sentence model adds ${(withModel.p50Ms - alone.p50Ms).toFixed(0)} ms to the search p50; against one critical path (${critical} ms): ` +
      `ratio ${(withModel.p50Ms / critical).toFixed(2)} with the model, ${(alone.p50Ms / critical).toFixed(2)} without`,
  );
  console.log('load more', await loadMoreLatency());
}
