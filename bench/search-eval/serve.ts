/**
 * The search eval's whole world (every topic, tune and held-out, and the noise) served in a
 * process of its own, so that a speed bench's CPU readings are the app's alone. Started by
 * `serveWorld()` over child-process.ts: it is ready with `{ env, params }` once listening, takes
 * a mark (the text mark every later answer carries: see ServeOptions.textMark) and answers
 * `arrivalsSince` with when each call from that index on arrived (epoch ms).
 *
 *   forked by bench/new-questions.ts; argument: delayMs
 */
import { answerRequests, forkModule, isForkedChild } from '../child-process';
import { processCpuMs } from '../proc';
import { NOISE } from './corpus/noise';
import { EVAL_PLATFORMS } from './corpus/types';
import { REWORDED_CROSSPOSTS } from './corpus/crossposts';
import { startEvalPlatforms } from './platform';
import { buildWorld } from './world';

type Request = { op: 'mark'; mark: string } | { op: 'arrivalsSince'; since: number };
interface Ready {
  env: Record<string, string>;
  params: Record<string, Record<string, unknown>>;
}

export interface ServedWorld {
  env: Record<string, string>;
  /** What a search for each topic adds to its body to reach this world (the forums it names, at this server's address), by topic key. */
  params: Record<string, Record<string, unknown>>;
  /** Every later answer's texts carry this mark (new text for every cache keyed by text). */
  setMark(mark: string): Promise<void>;
  /** When each call from the `since`-th on reached the world (epoch ms). */
  arrivalsSince(since: number): Promise<number[]>;
  /** The world's process's CPU so far, in ms: on the same machine as the app, but not the app's. */
  cpuMs(): number;
  close(): Promise<void>;
}

export async function serveWorld(delayMs: number): Promise<ServedWorld> {
  const child = await forkModule<Ready, Request>(import.meta.url, [String(delayMs)]);
  return {
    ...child.ready,
    setMark: (mark) => child.request({ op: 'mark', mark }),
    arrivalsSince: (since) => child.request<number[]>({ op: 'arrivalsSince', since }),
    cpuMs: () => processCpuMs(child.pid).totalMs,
    close: () => child.close(),
  };
}

if (isForkedChild(import.meta.url)) {
  const { evalTopics } = await import('../search-eval');
  let mark = '';
  const topics = await evalTopics();
  const world = buildWorld(topics, NOISE, { crossposts: REWORDED_CROSSPOSTS });
  const server = await startEvalPlatforms(world, undefined, { delayMs: Number(process.argv[2] ?? 100), textMark: () => mark });
  const params = Object.fromEntries(topics.map((t) => [t.key, server.searchParams(t, EVAL_PLATFORMS)]));
  answerRequests<Request>(
    { env: server.env, params } satisfies Ready,
    (request) => {
      if (request.op === 'mark') mark = request.mark;
      else return server.calls.slice(request.since).map((c) => performance.timeOrigin + c.at);
    },
    () => server.close(),
  );
}
