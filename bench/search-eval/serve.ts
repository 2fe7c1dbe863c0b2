/**
 * The search eval's whole world (every topic, tune and held-out, and the noise) served in a
 * process of its own, so that a speed bench's CPU readings are the app's alone. Started by
 * `serveWorld()` with Node's IPC channel: it sends `{ url, env, params }` once listening, takes
 * `{ mark }` (the text mark every later answer carries: see ServeOptions.textMark) and answers
 * `{ arrivalsSince }` with when each call from that index on arrived (epoch ms).
 *
 *   forked by bench/new-questions.ts; argument: delayMs
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { NOISE } from './corpus/noise';
import { EVAL_PLATFORMS } from './corpus/types';
import { REWORDED_CROSSPOSTS } from './corpus/crossposts';
import { startEvalPlatforms } from './platform';
import { buildWorld } from './world';

type FromParent = { mark: string } | { arrivalsSince: number };
type ToParent = { url: string; env: Record<string, string>; params: Record<string, Record<string, unknown>> } | { arrivals: number[] };

export interface ServedWorld {
  env: Record<string, string>;
  /** What a search for each topic adds to its body to reach this world (the forums it names, at this server's address), by topic key. */
  params: Record<string, Record<string, unknown>>;
  /** Every later answer's texts carry this mark (new text for every cache keyed by text). */
  setMark(mark: string): void;
  /** When each call from the `since`-th on reached the world (epoch ms). */
  arrivalsSince(since: number): Promise<number[]>;
  close(): Promise<void>;
}

export async function serveWorld(delayMs: number): Promise<ServedWorld> {
  const child = fork(fileURLToPath(import.meta.url), [String(delayMs)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const next = () =>
    Promise.race([
      new Promise<ToParent>((resolve) => child.once('message', (m) => resolve(m as ToParent))),
      exited.then((code) => Promise.reject(new Error(`the world's server exited (${code})`))),
    ]);
  const ready = (await next()) as { env: Record<string, string>; params: Record<string, Record<string, unknown>> };
  return {
    env: ready.env,
    params: ready.params,
    setMark: (mark) => child.send({ mark } satisfies FromParent),
    async arrivalsSince(since) {
      const answer = next();
      child.send({ arrivalsSince: since } satisfies FromParent);
      return ((await answer) as { arrivals: number[] }).arrivals;
    },
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.send && import.meta.url === `file://${process.argv[1]}`) {
  const { evalTopics } = await import('../search-eval');
  let mark = '';
  const topics = await evalTopics();
  const world = buildWorld(topics, NOISE, { crossposts: REWORDED_CROSSPOSTS });
  const server = await startEvalPlatforms(world, undefined, { delayMs: Number(process.argv[2] ?? 100), textMark: () => mark });
  process.on('message', (m: FromParent) => {
    if ('mark' in m) mark = m.mark;
    else process.send!({ arrivals: server.calls.slice(m.arrivalsSince).map((c) => performance.timeOrigin + c.at) } satisfies ToParent);
  });
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
  const params = Object.fromEntries(topics.map((t) => [t.key, server.searchParams(t, EVAL_PLATFORMS)]));
  process.send({ url: server.url, env: server.env, params } satisfies ToParent);
}
