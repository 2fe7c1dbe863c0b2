/**
 * PGlite in a worker thread, with the part of PGlite's API that Drizzle's pglite driver, its
 * migrator and pg-boss use (`query`, `exec`, `transaction`, `close`). PGlite is WebAssembly that
 * runs synchronously on whichever thread owns it: on the API's main thread, 50 busy users made
 * even /health wait half a second behind it (bench/README.md, "Load"). In its own thread the
 * event loop stays free, and the two cores work in parallel.
 *
 * Messages (pglite-worker.js answers each `{ id, result }` or `{ id, error }`):
 *   open { dataDir, snapshot? } · query { sql, params, rowMode?, textTypes?, tx? } · exec { sql, tx? }
 *   begin → tx id · commit { tx } · rollback { tx } · close
 */
import { Worker } from 'node:worker_threads';

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Drizzle's parsers are identity functions per type id (keep the text); only the ids cross. */
  parsers?: Record<number, unknown>;
}

export interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface RemoteQueryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
}

export interface RemotePglite extends RemoteQueryable {
  transaction<T>(fn: (tx: RemoteQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** An error from the worker, as an Error again with its PostgreSQL fields (code, constraint…). */
function revive(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message));
  Object.assign(error, data);
  return error;
}

/** The code of a call that a stopped database thread could not answer: a lost database (503), like PostgreSQL's 57P01. */
export const DATABASE_THREAD_STOPPED = 'DATABASE_THREAD_STOPPED';

export interface RemotePgliteOptions {
  /** The worker script; tests pass one that can be made to crash. */
  workerUrl?: URL;
  /** The files of a database to start from (PGlite's dumpDataDir, uncompressed): see CreateDbOptions. */
  snapshot?: Uint8Array;
}

/** A restart waits this long after the previous one, doubling while it keeps failing, up to the cap. */
const RESTART_DELAY_MS = 250;
const RESTART_DELAY_CAP_MS = 5_000;

export async function openRemotePglite(dataDir: string, options: RemotePgliteOptions = {}): Promise<RemotePglite> {
  const url = options.workerUrl ?? new URL('./pglite-worker.js', import.meta.url);
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const exited = new WeakSet<Worker>();
  let nextId = 1;
  let closing: Promise<void> | undefined;
  let worker: Worker;
  let ready: Promise<unknown>;
  let failedRestarts = 0;

  const stopped = (detail: string, cause?: unknown) =>
    Object.assign(new Error(`the database thread stopped (${detail})`, cause === undefined ? {} : { cause }), { code: DATABASE_THREAD_STOPPED });
  const send = <T>(w: Worker, message: Record<string, unknown>): Promise<T> => {
    // A transaction belongs to the thread that began it: after a restart its id means nothing,
    // and a thread that has exited never answers.
    if (w !== worker || exited.has(w)) return Promise.reject(stopped(closing ? 'closed' : 'restarted'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      // Idle, the thread must not keep a finished script alive; busy, it must.
      if (waiting.size === 0) w.ref();
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        w.postMessage({ ...message, id });
      } catch (error) {
        waiting.delete(id);
        if (waiting.size === 0) w.unref();
        reject(error as Error);
      }
    });
  };
  const start = (): Promise<unknown> => {
    const w = new Worker(url);
    worker = w;
    w.unref();
    let crash: unknown;
    w.on('message', (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const pending = waiting.get(message.id);
      if (!pending) return;
      waiting.delete(message.id);
      if (waiting.size === 0) w.unref();
      if (message.error) pending.reject(revive(message.error));
      else pending.resolve(message.result);
    });
    // An uncaught error in the thread is followed by 'exit'; it travels as the cause.
    w.on('error', (error) => (crash = error));
    w.on('exit', (code) => {
      exited.add(w);
      if (w !== worker) return;
      for (const pending of waiting.values()) pending.reject(stopped(`exit code ${code}`, crash));
      waiting.clear();
      if (closing) return;
      // On disk a new thread opens the files again, as a restart after a crash does (the
      // SIGKILL tests), after a pause that grows while reopening keeps failing; an in-memory
      // database died with its thread.
      if (dataDir.startsWith('memory://')) ready = Promise.reject(stopped(`exit code ${code}`, crash));
      else {
        const delay = Math.min(RESTART_DELAY_CAP_MS, failedRestarts === 0 ? 0 : RESTART_DELAY_MS * 2 ** failedRestarts);
        ready = new Promise((resolve) => setTimeout(resolve, delay)).then(() => (closing ? Promise.reject(stopped('closed')) : reopen()));
      }
      ready.catch(() => undefined);
    });
    return send(w, { op: 'open', dataDir, snapshot: options.snapshot });
  };
  /** A reopen that fails ends its thread, and so schedules the next attempt. */
  const reopen = () =>
    start().then(
      () => (failedRestarts = 0),
      async (error: unknown) => {
        failedRestarts++;
        await worker.terminate();
        throw stopped('reopening failed', error);
      },
    );
  const call = async <T>(message: Record<string, unknown>): Promise<T> => {
    await ready;
    return send<T>(worker, message);
  };
  const queryable = (on: () => Worker, tx?: number): RemoteQueryable => ({
    query: (sql, params = [], opts = {}) =>
      send<Results>(on(), { op: 'query', sql, params, tx, rowMode: opts.rowMode, textTypes: opts.parsers ? Object.keys(opts.parsers).map(Number) : undefined }),
    exec: (sql) => send<Results[]>(on(), { op: 'exec', sql, tx }),
  });

  ready = start();
  try {
    await ready;
  } catch (error) {
    closing = Promise.resolve();
    await worker!.terminate();
    throw error;
  }
  const current = queryable(() => worker);
  return {
    async query(sql, params, opts) {
      await ready;
      return current.query(sql, params, opts);
    },
    async exec(sql) {
      await ready;
      return current.exec(sql);
    },
    async transaction(fn) {
      const tx = await call<number>({ op: 'begin' });
      const owner = worker;
      let result;
      try {
        result = await fn(queryable(() => owner, tx));
      } catch (error) {
        await send(owner, { op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await send(owner, { op: 'commit', tx });
      return result;
    },
    close() {
      closing ??= (async () => {
        await call({ op: 'close' }).catch(() => undefined);
        await worker.terminate();
      })();
      return closing;
    },
  };
}
