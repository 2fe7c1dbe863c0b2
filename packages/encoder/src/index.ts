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
import { startStaticEncoder } from './static';
import { embedBatches, embedTexts, loadModel } from './use.js';

export {
  decodeTable,
  embedStatic,
  encodeTable,
  sharedStaticTable,
  STATIC_TABLE_URL,
  startStaticEncoder,
  tableWords,
  type StaticTable,
} from './static';

export interface SentenceEncoder {
  /**
   * One vector per text, in order. A call that fails on one of its texts rejects; the rest of its
   * texts still queued that no other search waits for go behind the searches' texts.
   */
  embed(texts: readonly string[], options?: EmbedOptions): Promise<Float32Array[]>;
  /** Loads the model if it is not loading yet; resolves once it has loaded (rejects if it cannot). */
  ready(): Promise<void>;
  /** Whether the model has loaded: until then a search does not wait for it (apps/api sentences.ts). */
  isReady(): boolean;
  /**
   * Where `texts` stand for the search `owner` if it waited for them now. Encoders without a queue
   * (the static table, which answers at once) have none: a search then waits for every vector.
   */
  backlog?(texts: readonly string[], owner: object): Backlog;
  /**
   * Gives `owner`'s texts still queued the order of `texts` (most wanted first), within the places
   * they already hold: a search spends its wait on the signals the founder sees first, and no other
   * search's text moves.
   */
  prioritise?(texts: readonly string[], owner: object): void;
  close(): Promise<void>;
}

/** What a search would wait for (SentenceEncoder.backlog). */
export interface Backlog {
  /** Whether a text another search waits for is queued or going through: without one, the search's wait is its own work. */
  behindOthers: boolean;
  /** The recent time a text took, from being sent to the thread to its vector back (ms). */
  msPerText: number;
  /** Per text: ms until its vector would be back (0 when cached): the texts ahead of it, itself included, × msPerText. */
  readyInMs: number[];
}

export interface EmbedOptions {
  /**
   * Work nobody is waiting on (a monitored run): its texts wait while a search's are embedded, so
   * a long monitoring drain never holds a founder's search.
   */
  background?: boolean;
  /**
   * The caller stops waiting when it aborts (a search past its deadline): the call rejects, and its
   * texts still queued that no other search waits for move behind the searches' texts; they are
   * still embedded (and cached) when the thread has time.
   */
  signal?: AbortSignal;
  /** The search asking (any object it keeps for its calls): its texts are told apart from other searches' in `backlog`. */
  owner?: object;
}

export interface EncoderOptions {
  /** Vectors kept for texts already seen (most recently used first out last). */
  cacheSize?: number;
  /** The thread's script; tests pass one that fails. */
  workerUrl?: URL;
  /** Milliseconds for the per-text times; tests pass their own. */
  clock?: () => number;
}

const DEFAULT_CACHE = 5_000;
/** After the model failed to load, calls fail at once for this long before a new thread tries again. */
const RETRY_AFTER_MS = 60_000;
/** A text's time before any was measured: about what the model takes on an idle core of this project's machine. */
const DEFAULT_MS_PER_TEXT = 40;
/** Texts whose times make the estimate: recent enough to follow the machine's load. */
const RECENT_TEXTS = 20;

/** One text waiting for, or going through, the thread. */
interface Job {
  text: string;
  /** Searches waiting for it: while there are any, it stays in the searches' queue. */
  searches: number;
  /** The searches that asked for it (EmbedOptions.owner). */
  owners: Set<object>;
  promise: Promise<Float32Array>;
  resolve(vector: Float32Array): void;
  reject(error: Error): void;
}

export function startSentenceEncoder(options: EncoderOptions = {}): SentenceEncoder {
  const url = options.workerUrl ?? new URL('./encoder-worker.js', import.meta.url);
  const cacheSize = options.cacheSize ?? DEFAULT_CACHE;
  const cache = new Map<string, Float32Array>();
  // The thread gets one text at a time, searches' first: a search waits behind other searches'
  // texts, and behind at most one background text (the one already going through).
  const queues = { search: [] as Job[], background: [] as Job[] };
  const jobs = new Map<string, Job>();
  let busy: Job | null = null;
  const clock = options.clock ?? (() => performance.now());
  /** When the text going through was sent, and the times of the last RECENT_TEXTS (main thread to main thread: it counts a busy event loop too). */
  let sentAt = 0;
  const recent: number[] = [];
  const msPerText = () => (recent.length ? recent.reduce((a, b) => a + b, 0) / recent.length : DEFAULT_MS_PER_TEXT);
  /** The id of the last text sent: the thread's answer names it. */
  let sent = 0;
  let closed = false;
  let thread: { worker: Worker; loaded: Promise<void>; isLoaded: boolean } | null = null;
  /** The last failure to load, and when: a missing model is not reloaded on every call. */
  let loadFailure: { error: Error; at: number } | null = null;

  const settle = (job: Job) => {
    jobs.delete(job.text);
    if (busy === job) busy = null;
  };

  const fail = (worker: Worker, error: Error) => {
    if (thread?.worker !== worker) return;
    thread = null;
    for (const job of [...(busy ? [busy] : []), ...queues.search.splice(0), ...queues.background.splice(0)]) {
      settle(job);
      job.reject(error);
    }
  };

  const pump = () => {
    if (busy || !thread) return;
    const job = queues.search.shift() ?? queues.background.shift();
    if (!job) {
      thread.worker.unref();
      return;
    }
    busy = job;
    thread.worker.ref();
    sentAt = clock();
    thread.worker.postMessage({ id: ++sent, texts: [job.text] });
  };

  const start = () => {
    if (loadFailure && Date.now() - loadFailure.at < RETRY_AFTER_MS) throw loadFailure.error;
    const worker = new Worker(url);
    worker.unref();
    const loaded = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: { ready?: true; id?: number; vectors?: Float32Array[]; error?: string }) => {
        if (message.id === undefined) {
          if (message.ready) return resolve();
          const error = new Error(`the sentence model did not load: ${message.error}`);
          loadFailure = { error, at: Date.now() };
          reject(error);
          fail(worker, error);
          void worker.terminate();
          return;
        }
        const job = busy;
        if (!job || message.id !== sent) return;
        if (recent.push(clock() - sentAt) > RECENT_TEXTS) recent.shift();
        settle(job);
        if (message.vectors) {
          remember(job.text, message.vectors[0]!);
          job.resolve(message.vectors[0]!);
        } else job.reject(new Error(`the sentence encoder failed: ${message.error}`));
        pump();
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
    const started = { worker, loaded, isLoaded: false };
    loaded.then(
      () => (started.isLoaded = true),
      () => undefined,
    );
    thread = started;
    return thread;
  };

  const remember = (text: string, vector: Float32Array) => {
    cache.delete(text);
    cache.set(text, vector);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  };

  /** The text's vector from the cache, or the job already on its way (moved up for a search), or a new one queued. */
  const vectorOf = (text: string, background: boolean, owner: object | undefined): Float32Array | Job => {
    const cached = cache.get(text);
    if (cached) {
      remember(text, cached);
      return cached;
    }
    const known = jobs.get(text);
    if (known) {
      if (!background) {
        known.searches++;
        if (owner) known.owners.add(owner);
        move(known, queues.background, queues.search);
      }
      return known;
    }
    let resolve!: (v: Float32Array) => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<Float32Array>((res, rej) => ((resolve = res), (reject = rej)));
    promise.catch(() => undefined);
    const job: Job = { text, searches: background ? 0 : 1, owners: new Set(owner && !background ? [owner] : []), promise, resolve, reject };
    jobs.set(text, job);
    (background ? queues.background : queues.search).push(job);
    return job;
  };

  const move = (job: Job, from: Job[], to: Job[]) => {
    const at = from.indexOf(job);
    if (at >= 0) to.push(...from.splice(at, 1));
  };

  /** A search stopped waiting: what no other search waits for goes behind the searches' texts. */
  const giveUp = (waited: readonly Job[]) => {
    for (const job of waited) if (--job.searches === 0) move(job, queues.search, queues.background);
  };

  return {
    async embed(texts, { background = false, signal, owner } = {}) {
      if (closed) throw new Error('the sentence encoder is closed');
      signal?.throwIfAborted();
      if (!thread && texts.some((t) => !cache.has(t))) start();
      const vectors = texts.map((t) => vectorOf(t, background, owner));
      pump();
      const all = Promise.all(vectors.map((v) => (v instanceof Float32Array ? v : v.promise)));
      const waited = background ? [] : vectors.filter((v): v is Job => !(v instanceof Float32Array));
      let stop = () => undefined as void;
      const aborted = signal
        ? new Promise<never>((_, reject) => {
            stop = () => reject(signal.reason);
            signal.addEventListener('abort', stop, { once: true });
          })
        : undefined;
      try {
        return await (aborted ? Promise.race([all, aborted]) : all);
      } catch (error) {
        // The caller gave up, or one text failed: nobody waits for the rest of this call's texts on
        // its behalf any more.
        giveUp(waited);
        throw error;
      } finally {
        signal?.removeEventListener('abort', stop);
      }
    },
    async ready() {
      if (closed) throw new Error('the sentence encoder is closed');
      await (thread ?? start()).loaded;
    },
    isReady: () => thread?.isLoaded === true,
    backlog(texts, owner) {
      const ms = msPerText();
      // The searches' queue as the thread will take it, the text going through first.
      const ahead = [...(busy ? [busy] : []), ...queues.search];
      const place = new Map(ahead.map((job, i) => [job.text, i + 1]));
      // A text not in the searches' queue yet (new, or queued as background work) goes to its end.
      let end = ahead.length;
      const readyInMs = texts.map((text) => {
        if (cache.has(text)) return 0;
        let at = place.get(text);
        if (at === undefined) place.set(text, (at = ++end));
        return at * ms;
      });
      return { behindOthers: ahead.some((job) => job.searches > 0 && !job.owners.has(owner)), msPerText: ms, readyInMs };
    },
    prioritise(texts, owner) {
      const wanted = new Map<string, number>();
      texts.forEach((text, i) => wanted.has(text) || wanted.set(text, i));
      const slots: number[] = [];
      queues.search.forEach((job, i) => {
        if (job.owners.has(owner) && wanted.has(job.text)) slots.push(i);
      });
      const mine = slots.map((i) => queues.search[i]!).sort((a, b) => wanted.get(a.text)! - wanted.get(b.text)!);
      slots.forEach((slot, k) => (queues.search[slot] = mine[k]!));
    },
    async close() {
      closed = true;
      const current = thread;
      if (current) {
        fail(current.worker, new Error('the sentence encoder is closed'));
        await current.worker.terminate();
      }
    },
  };
}

/** The sentence models a server can run: the encoder itself (`use`) or its distilled static table. */
export type SentenceModel = 'use' | 'static';

const shared = new Map<SentenceModel, SentenceEncoder>();

/**
 * The process's one encoder of a model: every app built in the process (the server has one; a
 * test process builds many) shares its thread, its loaded model and its cache. Its idle thread
 * never keeps the process alive, so it is never closed.
 */
export function sharedSentenceEncoder(model: SentenceModel = 'use'): SentenceEncoder {
  let encoder = shared.get(model);
  if (!encoder) shared.set(model, (encoder = model === 'use' ? startSentenceEncoder() : startStaticEncoder()));
  return encoder;
}

/**
 * Embeds texts once, on this thread, with a model loaded for the call: for batch jobs (training,
 * benchmarks) that have nothing else to do meanwhile. The same model and the same per-text path as
 * the encoder's thread, so the vectors are the same; `batch`: texts through the model at a time
 * (faster; each text's numbers then depend on its batch, see use.js).
 */
export async function embedInProcess(texts: readonly string[], { batch }: { batch?: number } = {}): Promise<Float32Array[]> {
  const model = await loadModel();
  return batch ? embedBatches(model, texts, batch) : embedTexts(model, texts);
}
