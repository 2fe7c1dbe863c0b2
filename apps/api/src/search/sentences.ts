/**
 * Scoring with the sentence model: the items are scored, the texts of the kept ones whose type or
 * urgency the classifier is unsure of (core's asksSentenceVote: below 0.8) go through the sentence
 * encoder (@firstsignal/encoder, in its own thread), and the vectors' vote is applied to that same
 * scoring (core's Scoring.withVectors: only the signals they vote on are built again), which mixes
 * it into those signals' type and urgency. Which signals are kept, and how many are charged, is
 * the same either way; their order can differ at near-ties, through the small type and urgency
 * nudges of the ranking. Without an encoder (turned off with SENTENCE_MODEL=false), before its
 * model has loaded (a search never waits for it: it asks it to load and goes on; a monitored run
 * waits), when it fails, or when it has not answered in time (a model that hangs), the
 * classifier's types stand. Under load (the encoder's one thread busy with other searches' texts)
 * a search degrades on purpose: it waits only for the vectors its budget covers, a multiple of its
 * own time so far (WAIT_FACTOR), most relevant signals first, and says how many signals the
 * classifier alone typed (service.ts: `sentence_model: 'busy'`). Those texts are still embedded
 * when the encoder has time, and their votes type the stored run's results not yet revealed
 * (`withLateVotes`), so load more reveals them as an idle encoder would have typed them.
 */
import { scoreSearch, sentenceTextOf, type RawItem, type ScoreContext, type Scoring, type Signal } from '@firstsignal/core';
import type { EmbedOptions, SentenceEncoder } from '@firstsignal/encoder';
import { setMaxListeners } from 'node:events';
import { loggableMessage } from '../db-errors';

/** A search's signals, and the ids of those its vote did not reach (the encoder busy with other searches' texts, or too slow). */
export interface Typed {
  signals: Signal[];
  unvoted: string[];
  /**
   * With signals the vote did not reach: waits for their vectors (the encoder embeds them as
   * background work when it has time, within BACKGROUND_DEADLINE_MS) and gives the signals again
   * with every vote that came; a text that failed keeps the classifier's types. A search calls it
   * after it answered, to type its stored results not yet revealed.
   */
  withLateVotes?: () => Promise<Signal[]>;
}

/** The search asking, for its budget on the encoder (`WAIT_FACTOR`): the owner its embedAhead calls named, and when it started (performance.now). */
export interface SearchClock {
  owner: object;
  startedAt: number;
}

/**
 * `scoring`: the same items already scored, when the caller has it; `background`: nobody is
 * waiting (a monitored run), so a search's texts go through the encoder first and the run waits up
 * to BACKGROUND_DEADLINE_MS rather than a search's EMBED_DEADLINE_MS; `search`: a search's budget.
 */
export async function scoreWithSentences(
  items: RawItem[],
  ctx: ScoreContext,
  encoder: SentenceEncoder | null,
  options: { scoring?: Scoring; background?: boolean; search?: SearchClock } = {},
): Promise<Signal[]> {
  return (await typeWithSentences(items, ctx, encoder, options)).signals;
}

/**
 * scoreWithSentences, and which signals the vote did not reach. A search that would wait behind
 * other searches' texts (the encoder's backlog) waits only for the vectors it can have within
 * WAIT_FACTOR × its own time so far, most relevant first; the rest keep the classifier's types,
 * and their texts are still embedded (and cached) when the encoder has time. A search alone on the
 * encoder waits for every vector, as before (within EMBED_DEADLINE_MS).
 */
export async function typeWithSentences(
  items: RawItem[],
  ctx: ScoreContext,
  encoder: SentenceEncoder | null,
  { scoring = scoreSearch(items, ctx), background = false, search }: { scoring?: Scoring; background?: boolean; search?: SearchClock } = {},
): Promise<Typed> {
  const ranked = scoring.signals;
  const classifierAlone = { signals: ranked, unvoted: [] };
  if (!encoder || ranked.length === 0) return classifierAlone;
  // A search never waits for the model to load; a run nobody watches does (within its deadline),
  // so a monitored run right after start-up is typed as every later one is.
  if (!encoder.isReady() && !background) {
    encoder.ready().catch(() => undefined);
    return classifierAlone;
  }
  const toEmbed = scoring.toVote;
  if (toEmbed.length === 0) return classifierAlone;
  const texts = toEmbed.map(textOf);
  let wanted = texts.map((_, i) => i);
  let deadline = background ? BACKGROUND_DEADLINE_MS : EMBED_DEADLINE_MS;
  if (search && !background && encoder.backlog) {
    encoder.prioritise?.(texts, search.owner);
    const { behindOthers, readyInMs } = encoder.backlog(texts, search.owner);
    if (behindOthers) {
      const budget = WAIT_FACTOR * (performance.now() - search.startedAt);
      wanted = wanted.filter((i) => readyInMs[i]! <= budget);
      deadline = Math.min(deadline, budget);
      const later = texts.filter((_, i) => readyInMs[i]! > budget);
      if (later.length > 0) encoder.embed(later, { background: true }).catch(() => undefined);
    }
  }
  const vectors = await vectorsWithin(encoder, wanted.map((i) => texts[i]!), deadline, { background, ...(search ? { owner: search.owner } : {}) });
  const byId = new Map<string, Float32Array>();
  wanted.forEach((i, k) => {
    const vector = vectors[k];
    if (vector) byId.set(idOf(toEmbed[i]!), vector);
  });
  const signals = byId.size > 0 ? scoring.withVectors(byId) : ranked;
  const missed = toEmbed.filter((item) => !byId.has(idOf(item)));
  if (missed.length === 0) return { signals, unvoted: [] };
  const withLateVotes = async () => {
    const late = new Map(byId);
    const lateVectors = await vectorsWithin(encoder, missed.map(textOf), BACKGROUND_DEADLINE_MS, { background: true });
    missed.forEach((item, i) => {
      const vector = lateVectors[i];
      if (vector) late.set(idOf(item), vector);
    });
    return scoring.withVectors(late);
  };
  return { signals, unvoted: missed.map(idOf), withLateVotes };
}

const idOf = (item: RawItem) => `${item.platform}:${item.nativeId}`;

/**
 * Each text's vector, or undefined for those not back within `ms` (or failed): one call a text, so
 * a late or failing text costs only its own vote.
 */
async function vectorsWithin(encoder: SentenceEncoder, texts: readonly string[], ms: number, options: EmbedOptions): Promise<(Float32Array | undefined)[]> {
  const out: (Float32Array | undefined)[] = texts.map(() => undefined);
  if (texts.length === 0) return out;
  await withinDeadline((signal) => {
    // One listener a text on the one signal: not a leak.
    setMaxListeners(texts.length + 1, signal);
    return Promise.allSettled(
      texts.map(async (text, i) => {
        await encoder.ready();
        out[i] = (await encoder.embed([text], { ...options, signal }))[0];
      }),
    );
  }, ms).catch(() => undefined);
  return out;
}

/**
 * Starts embedding `toVote` (what an early scoring kept and is unsure of) without waiting: a search
 * calls it for each pass's posts while their threads load (core's itemsForSentenceVote, which
 * builds no signal), and for the first pass's kept signals before its second pass goes out, so the
 * encoder works while the platforms answer, and the final scoring finds most vectors done or on
 * their way. Failures are left to the final scoring; the search aborts `signal` once it has its
 * signals, so what is still queued then waits behind other searches.
 */
export function embedAhead(toVote: readonly RawItem[], encoder: SentenceEncoder | null, signal: AbortSignal, owner?: object): void {
  if (encoder?.isReady() && toVote.length > 0) encoder.embed(toVote.map(textOf), { signal, ...(owner ? { owner } : {}) }).catch(() => undefined);
}

const textOf = (item: RawItem) => sentenceTextOf({ kind: item.type, title: item.title, text: item.text });

/**
 * How long a search waits for its vectors before it settles for the classifier's types; its texts
 * not embedded by then wait behind other searches' (the encoder's `signal`).
 */
export const EMBED_DEADLINE_MS = 3_000;
/**
 * A search behind other searches' texts waits for its vectors at most this many times what it
 * has taken so far, so under load it takes at most 1.25× its time without the model. Measured
 * with 20 new questions at once on 2 cores (bench/README.md, "Degrading on purpose"): at 1 the
 * searches waited seconds for about 25 more votes in 800 signals (search p95 7.4 s, 3.7× the
 * classifier alone's under the same load); at 0.25 the p95 is 1.2–1.3× the classifier alone's.
 */
export const WAIT_FACTOR = 0.25;
/**
 * The same for a monitored run: its texts queue behind every search's, and nobody watches it run,
 * so only a model that hangs should cost it the vote.
 */
export const BACKGROUND_DEADLINE_MS = 60_000;

/** `work` with a signal that aborts after `ms`; rejects then, whether or not the work heeds the signal. */
function withinDeadline<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error('the sentence encoder did not answer in time');
      controller.abort(error);
      reject(error);
    }, ms);
    timer.unref();
  });
  return Promise.race([work(controller.signal), late]).finally(() => clearTimeout(timer));
}

/** What a search's info says of the sentence model: `loading` means the classifier alone typed it. */
export function sentenceModelState(encoder: SentenceEncoder | null): 'on' | 'loading' | 'off' {
  return !encoder ? 'off' : encoder.isReady() ? 'on' : 'loading';
}

/**
 * Loads the model at start-up, in its own thread, while the process already works, and says how
 * it went: until it has loaded, or if it cannot, signals are typed by the classifier alone.
 */
export function loadSentenceModel(encoder: SentenceEncoder | null, log: { info(message: string): void; error(message: string): void }): void {
  const at = Date.now();
  encoder?.ready().then(
    () => log.info(`sentence model loaded in ${Date.now() - at} ms`),
    (error: unknown) => log.error(`sentence model not available, signals are typed by the classifier alone: ${loggableMessage(error)}`),
  );
}
