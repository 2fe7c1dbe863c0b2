/**
 * The sentence encoder (Universal Sentence Encoder lite, see use.js) in a worker thread, with an
 * in-process cache of recent vectors. The thread starts and the model loads on first use, or on
 * `ready()` (the API server calls it at start-up); a text embedded once is not embedded again while
 * it stays in the cache, so re-runs, monitoring and repeated threads cost nothing.
 *
 * A failure (the model did not load, the thread died) rejects the calls waiting on it; the next
 * call starts a new thread, except that after a failed load calls fail at once for a minute.
 * Callers treat a rejection as "no vectors this time".
 */
import { Worker } from 'node:worker_threads';
import { embedTexts, loadModel } from './use.js';

export interface SentenceEncoder {
  /** One vector per text, in order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  /** Resolves once the model has loaded (rejects if it cannot). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface EncoderOptions {
  /** Vectors kept for texts already seen (most recently used first out last). */
  cacheSize?: number;
  /** The thread's script; tests pass one that fails. */
  workerUrl?: URL;
}

const DEFAULT_CACHE = 5_000;
/** After the model failed to load, calls fail at once for this long before a new thread tries again. */
const RETRY_AFTER_MS = 60_000;

interface Pending {
  resolve(vectors: Float32Array[]): void;
  reject(error: Error): void;
}

export function startSentenceEncoder(options: EncoderOptions = {}): SentenceEncoder {
  const url = options.workerUrl ?? new URL('./encoder-worker.js', import.meta.url);
  const cacheSize = options.cacheSize ?? DEFAULT_CACHE;
  const cache = new Map<string, Float32Array>();
  const inFlight = new Map<string, Promise<Float32Array>>();
  const waiting = new Map<number, Pending>();
  let nextId = 1;
  let closed = false;
  let thread: { worker: Worker; loaded: Promise<void> } | null = null;
  /** The last failure to load, and when: a missing model is not reloaded on every call. */
  let loadFailure: { error: Error; at: number } | null = null;

  const fail = (worker: Worker, error: Error) => {
    if (thread?.worker === worker) thread = null;
    for (const p of waiting.values()) p.reject(error);
    waiting.clear();
  };

  const start = () => {
    if (loadFailure && Date.now() - loadFailure.at < RETRY_AFTER_MS) throw loadFailure.error;
    const worker = new Worker(url);
    worker.unref();
    const loaded = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: { ready?: true; id?: number; vectors?: Float32Array[]; error?: string }) => {
        if (message.id === undefined) {
          if (message.ready) resolve();
          else {
            const error = new Error(`the sentence model did not load: ${message.error}`);
            loadFailure = { error, at: Date.now() };
            reject(error);
            fail(worker, error);
            void worker.terminate();
          }
          return;
        }
        const pending = waiting.get(message.id);
        if (!pending) return;
        waiting.delete(message.id);
        if (waiting.size === 0) worker.unref();
        if (message.error !== undefined) pending.reject(new Error(`the sentence encoder failed: ${message.error}`));
        else pending.resolve(message.vectors!);
      });
      worker.on('error', (error) => {
        reject(error);
        fail(worker, error);
      });
      worker.on('exit', (code) => {
        const error = new Error(`the sentence encoder's thread stopped (exit code ${code})`);
        reject(error);
        fail(worker, error);
      });
    });
    loaded.catch(() => undefined);
    thread = { worker, loaded };
    return thread;
  };

  const remember = (text: string, vector: Float32Array) => {
    cache.delete(text);
    cache.set(text, vector);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  };

  async function embedUncached(texts: string[]): Promise<Float32Array[]> {
    const { worker, loaded } = thread ?? start();
    await loaded;
    const id = nextId++;
    return new Promise<Float32Array[]>((resolve, reject) => {
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, texts });
    });
  }

  return {
    async embed(texts) {
      if (closed) throw new Error('the sentence encoder is closed');
      const found = new Map<string, Float32Array | Promise<Float32Array>>();
      for (const t of texts) {
        const v = cache.get(t) ?? inFlight.get(t);
        if (v) found.set(t, v);
      }
      const missing = [...new Set(texts.filter((t) => !found.has(t)))];
      if (missing.length > 0) {
        // Texts already on their way (an earlier call embedding ahead) are awaited, not sent twice.
        const batch = embedUncached(missing);
        missing.forEach((t, i) => {
          const one = batch.then((vectors) => vectors[i]!);
          one.catch(() => undefined);
          inFlight.set(t, one);
          found.set(t, one);
        });
        batch.then(
          () => missing.forEach((t) => inFlight.delete(t)),
          () => missing.forEach((t) => inFlight.delete(t)),
        );
      }
      const vectors = await Promise.all(texts.map((t) => found.get(t)!));
      texts.forEach((t, i) => remember(t, vectors[i]!));
      return vectors;
    },
    async ready() {
      if (closed) throw new Error('the sentence encoder is closed');
      await (thread ?? start()).loaded;
    },
    async close() {
      closed = true;
      const current = thread;
      thread = null;
      if (current) {
        fail(current.worker, new Error('the sentence encoder is closed'));
        await current.worker.terminate();
      }
    },
  };
}

let shared: SentenceEncoder | undefined;

/**
 * The process's one encoder: every app built in the process (the server has one; a test process
 * builds many) shares its thread, its loaded model and its cache. Its idle thread never keeps the
 * process alive, so it is never closed.
 */
export function sharedSentenceEncoder(): SentenceEncoder {
  return (shared ??= startSentenceEncoder());
}

/**
 * Embeds texts once, on this thread, with a model loaded for the call: for batch jobs (training,
 * benchmarks) that have nothing else to do meanwhile. The same model and the same per-text path as
 * the encoder's thread, so the vectors are the same.
 */
export async function embedInProcess(texts: readonly string[]): Promise<Float32Array[]> {
  return embedTexts(await loadModel(), texts);
}
