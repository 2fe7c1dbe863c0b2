/**
 * PGlite in a worker thread, with the part of PGlite's API that Drizzle's pglite driver, its
 * migrator and pg-boss use (`query`, `exec`, `transaction`, `close`). PGlite is WebAssembly that
 * runs synchronously on whichever thread owns it: on the API's main thread, 50 busy users made
 * even /health wait half a second behind it (bench/README.md, "Load"). In its own thread the
 * event loop stays free, and the two cores work in parallel.
 *
 * Messages (pglite-worker.js answers each `{ id, result }` or `{ id, error }`):
 *   open { dataDir } · query { sql, params, rowMode?, textTypes?, tx? } · exec { sql, tx? }
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

export async function openRemotePglite(dataDir: string): Promise<RemotePglite> {
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url));
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let failure: Error | undefined;
  // Idle, the worker must not keep a finished script alive; busy, it must.
  worker.unref();
  const settleAll = (error: Error) => {
    failure = error;
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  worker.on('message', (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
    const w = waiting.get(message.id);
    if (!w) return;
    waiting.delete(message.id);
    if (waiting.size === 0) worker.unref();
    if (message.error) w.reject(revive(message.error));
    else w.resolve(message.result);
  });
  worker.on('error', (error) => settleAll(error));
  worker.on('exit', (code) => settleAll(new Error(`the database thread stopped (exit code ${code})`)));

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    if (waiting.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };
  const queryable = (tx?: number): RemoteQueryable => ({
    query: (sql, params = [], options = {}) =>
      call<Results>({ op: 'query', sql, params, tx, rowMode: options.rowMode, textTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined }),
    exec: (sql) => call<Results[]>({ op: 'exec', sql, tx }),
  });

  try {
    await call({ op: 'open', dataDir });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    ...queryable(),
    async transaction(fn) {
      const tx = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await fn(queryable(tx));
      } catch (error) {
        await call({ op: 'rollback', tx });
        throw error;
      }
      await call({ op: 'commit', tx });
      return result;
    },
    async close() {
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
