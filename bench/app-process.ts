/**
 * The app under measurement in a process of its own, as in production, where the client is a
 * browser elsewhere: the speed benches' clients (their HTTP, their JSON parsing of every answer),
 * /health probes and bookkeeping stay in the bench's process, so the app's CPU (read from /proc by
 * its pid) and what waits on its event loop are the app's alone. The bench talks to it over HTTP,
 * as a founder would, and over the IPC channel (child-process.ts) for what no HTTP route does: the
 * app's clock, its upstream cache, a user's billing row, a fresh sentence model.
 *
 *   forked by startAppProcess(); argument: the AppOptions as JSON
 */
import { eq } from 'drizzle-orm';
import { schema } from '@firstsignal/db';
import { startSentenceEncoder, startStaticEncoder, type SentenceEncoder } from '@firstsignal/encoder';
import { registerUser, startTestServer } from '../apps/api/test/support/harness';
import { answerRequests, forkModule, isForkedChild } from './child-process';
import { processCpuMs, processRssMb } from './proc';

/** The app's sentence model: the teacher (use), its distilled static table, or none (the classifier alone). */
export type Encoding = 'use' | 'static' | 'none';

export interface AppOptions {
  /** The app's settings on top of the test harness's (the platforms' stand-ins). */
  env: Record<string, string>;
  encoding: Encoding;
}

type Billing = Partial<typeof schema.billingInfo.$inferInsert>;
type Request =
  | { op: 'advanceClock'; ms: number }
  | { op: 'clearUpstreamCache' }
  | { op: 'setBilling'; userId: string; values: Billing }
  /** Closes the sentence model and loads it anew (nothing cached), warmed by one text, as a server's is. */
  | { op: 'freshEncoder' };

interface Ready {
  url: string;
  /** From the call to the app answering (database opened and migrated, routes ready). */
  startMs: number;
  /** From starting the model to its having loaded (the app started meanwhile). */
  readyMs: number;
}

export interface AppProcess extends Ready {
  pid: number;
  /** Moves the app's clock on (the upstream cache keeps entries by it). */
  advanceClock(ms: number): Promise<void>;
  clearUpstreamCache(): Promise<void>;
  setBilling(userId: string, values: Billing): Promise<void>;
  freshEncoder(): Promise<void>;
  /** The app's CPU so far (every thread, and the main thread alone) and its resident memory. */
  cpu(): { totalMs: number; mainMs: number };
  rss(): { rss: number; peak: number };
  close(): Promise<void>;
}

export async function startAppProcess(options: AppOptions): Promise<AppProcess> {
  const child = await forkModule<Ready, Request>(import.meta.url, [JSON.stringify(options)]);
  return {
    ...child.ready,
    pid: child.pid,
    advanceClock: (ms) => child.request({ op: 'advanceClock', ms }),
    clearUpstreamCache: () => child.request({ op: 'clearUpstreamCache' }),
    setBilling: (userId, values) => child.request({ op: 'setBilling', userId, values }),
    freshEncoder: () => child.request({ op: 'freshEncoder' }),
    cpu: () => processCpuMs(child.pid),
    rss: () => processRssMb(child.pid),
    close: () => child.close(),
  };
}

/** A new user, signed up over the app's API, on a plan no bench reaches the end of; its token. */
export async function signedInUser(app: AppProcess) {
  const { token, user } = await registerUser(app);
  await app.setBilling(user.id, { plan: 'plus', maxResults: 1_000_000 });
  return token;
}

const encoders: Record<Exclude<Encoding, 'none'>, () => SentenceEncoder> = {
  use: () => startSentenceEncoder(),
  static: () => startStaticEncoder(),
};

/** One encoder the app holds throughout, standing for whichever the bench loaded last. */
function swappable(start: () => SentenceEncoder) {
  let current = start();
  const encoder: SentenceEncoder = {
    embed: (texts, options) => current.embed(texts, options),
    ready: () => current.ready(),
    isReady: () => current.isReady(),
    close: () => current.close(),
  };
  // The queue's hooks only where the encoder has them (the static table has none): the app asks.
  if (current.backlog) encoder.backlog = (texts, owner) => current.backlog!(texts, owner);
  if (current.prioritise) encoder.prioritise = (texts, owner) => current.prioritise!(texts, owner);
  return {
    encoder,
    async fresh() {
      await current.close();
      current = start();
      await current.embed(['a text to warm the model up']); // its first inference compiles the model's graph
    },
  };
}

if (isForkedChild(import.meta.url)) {
  const options = JSON.parse(process.argv[2]!) as AppOptions;
  let clock = Date.now();
  const startup = performance.now();
  const model = options.encoding === 'none' ? null : swappable(encoders[options.encoding]);
  const serverStart = performance.now();
  const server = await startTestServer({ env: options.env, now: () => new Date(clock), encoder: model?.encoder ?? null });
  const startMs = performance.now() - serverStart;
  await model?.encoder.ready();
  const readyMs = performance.now() - startup;
  const db = server.app.services.db;
  answerRequests<Request>(
    { url: server.url, startMs, readyMs } satisfies Ready,
    async (request) => {
      if (request.op === 'advanceClock') clock += request.ms;
      else if (request.op === 'clearUpstreamCache') await db.delete(schema.upstreamCache);
      else if (request.op === 'setBilling')
        await db.update(schema.billingInfo).set(request.values).where(eq(schema.billingInfo.userId, request.userId));
      else if (!model) throw new Error('no sentence model to load anew');
      else await model.fresh();
    },
    async () => {
      await server.close();
      await model?.encoder.close();
    },
  );
}
