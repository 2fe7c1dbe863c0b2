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
 * classifier's types stand.
 *
 * A search asks for the votes of the signals it delivers only (`deliver`): the teacher model costs
 * 30–80 ms of CPU a text (by its length), and a search keeps several times as many unsure signals
 * as its first page shows. The rest are voted on when load more is about to reveal them
 * (`voteFor`; a signal asked for in the search, whose vote a busy encoder missed, keeps the
 * classifier's types).
 * Under load (the encoder's one thread busy with other searches' texts) a search degrades on
 * purpose: it waits only for the vectors its budget covers, a multiple of its own time so far
 * (WAIT_FACTOR), most relevant signals first, and says how many signals the classifier alone typed
 * (service.ts: `sentence_model: 'busy'`).
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
   * With unsure signals beyond the delivered ones: the vote for those of `ids` not voted on yet
   * (before load more reveals them), as every signal retyped with every vote so far; null when
   * none of `ids` waits for a vote. A text that fails keeps the classifier's types.
   */
  voteFor?: (ids: readonly string[]) => Promise<ReadonlyMap<string, Signal> | null>;
}

/** The search asking, for its budget on the encoder (`WAIT_FACTOR`): the owner its embedAhead calls named, and when it started (performance.now). */
export interface SearchClock {
  owner: object;
  startedAt: number;
}

export interface VoteOptions {
  /** The same items already scored, when the caller has it. */
  scoring?: Scoring;
  /** Nobody is waiting (a monitored run): its texts go through the encoder first and it waits up to BACKGROUND_DEADLINE_MS. */
  background?: boolean;
  /** A search's budget on a busy encoder. */
  search?: SearchClock;
  /** How many signals the answer shows first: only they are voted on now (every unsure signal without it). */
  deliver?: number;
}

/**
 * A vote that moves an unvoted signal into the delivered ones asks for its vote too, this many
 * times at most: each round is one more wait on the encoder, and a second round is already rare.
 */
export const VOTE_ROUNDS = 3;

export async function scoreWithSentences(items: RawItem[], ctx: ScoreContext, encoder: SentenceEncoder | null, options: VoteOptions = {}): Promise<Signal[]> {
  return (await typeWithSentences(items, ctx, encoder, options)).signals;
}

/**
 * scoreWithSentences, and which signals the vote did not reach. A search that would wait behind
 * other searches' texts (the encoder's backlog) waits only for the vectors it can have within
 * WAIT_FACTOR × its own time so far, most relevant first; the rest keep the classifier's types.
 * A search alone on the encoder waits for every vector it asks for (within EMBED_DEADLINE_MS).
 */
export async function typeWithSentences(
  items: RawItem[],
  ctx: ScoreContext,
  encoder: SentenceEncoder | null,
  { scoring = scoreSearch(items, ctx), background = false, search, deliver }: VoteOptions = {},
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
  const unsure = unsureOf(scoring);
  if (unsure.size === 0) return classifierAlone;
  const votes = new Map<string, Float32Array>();
  const asked = new Set<string>();
  const missed = new Set<string>();
  let signals = ranked;
  for (let round = 0; round < VOTE_ROUNDS; round++) {
    const wanted = unsureAmong(signals, deliver, unsure).filter((item) => !asked.has(idOf(item)));
    if (wanted.length === 0) break;
    const budgetMs = search && !background ? WAIT_FACTOR * (performance.now() - search.startedAt) : undefined;
    const vectors = await budgetedVectors(encoder, wanted.map(textOf), { background, ...(search ? { owner: search.owner } : {}), budgetMs });
    wanted.forEach((item, i) => {
      const id = idOf(item);
      asked.add(id);
      const vector = vectors[i];
      if (vector) votes.set(id, vector);
      else missed.add(id);
    });
    if (votes.size === 0) break;
    signals = scoring.withVectors(votes);
  }
  const unvoted = [...missed];
  if (asked.size === unsure.size) return { signals, unvoted };
  const voteFor = async (ids: readonly string[]) => {
    const todo = ids.filter((id) => unsure.has(id) && !asked.has(id));
    if (todo.length === 0) return null;
    todo.forEach((id) => asked.add(id));
    const vectors = await budgetedVectors(encoder, todo.map((id) => textOf(unsure.get(id)!)), { background: false, owner: {}, budgetMs: REVEAL_BUDGET_MS });
    todo.forEach((id, i) => {
      const vector = vectors[i];
      if (vector) votes.set(id, vector);
    });
    return new Map(scoring.withVectors(votes).map((s) => [s.id, s]));
  };
  return { signals, unvoted, voteFor };
}

/**
 * `signals` as `voted` (voteFor's answer) types them, in their own order; a signal an AI judge
 * typed keeps its type. What is unchanged is the same object.
 */
export function withVotes<S extends Signal>(signals: readonly S[], voted: ReadonlyMap<string, Signal>): S[] {
  return signals.map((s) => {
    const retyped = voted.get(s.id);
    const judged = s.judged_by !== undefined && s.judged_by !== 'local';
    if (!retyped || judged || (retyped.signalType === s.signalType && retyped.urgencyLevel === s.urgencyLevel)) return s;
    // The type chooses the evidence, the snippet's focus and the reason too: the whole signal as voted.
    return { ...s, ...retyped, ...(s.judged_by ? { judged_by: s.judged_by } : {}) };
  });
}

/** The unsure items among a scoring's first `n` signals, best first: what a search delivering `n` votes on. */
export function toVoteAmong(scoring: Scoring, n: number): RawItem[] {
  return unsureAmong(scoring.signals, n, unsureOf(scoring));
}

/** The items behind the first `n` of `ranked` (all without `n`) that are `unsure`, in the ranking's order. */
function unsureAmong(ranked: readonly Signal[], n: number | undefined, unsure: ReadonlyMap<string, RawItem>): RawItem[] {
  return ranked.slice(0, n ?? ranked.length).flatMap((s) => unsure.get(s.id) ?? []);
}

/** The copies behind a scoring's signals whose type or urgency the classifier is unsure of, by signal id. */
const unsureOf = (scoring: Scoring) => new Map(scoring.toVote.map((item) => [idOf(item), item]));

const idOf = (item: RawItem) => `${item.platform}:${item.nativeId}`;

/**
 * The vectors of `texts` a caller can have: all of them with the encoder to itself (within
 * EMBED_DEADLINE_MS, or BACKGROUND_DEADLINE_MS for a run nobody watches); behind other callers'
 * texts, those ready within `budgetMs`, most relevant first, the rest undefined.
 */
async function budgetedVectors(
  encoder: SentenceEncoder,
  texts: string[],
  { background, owner, budgetMs }: { background: boolean; owner?: object; budgetMs: number | undefined },
) {
  let wanted = texts.map((_, i) => i);
  let deadline = background ? BACKGROUND_DEADLINE_MS : EMBED_DEADLINE_MS;
  if (owner && budgetMs !== undefined && encoder.backlog) {
    encoder.prioritise?.(texts, owner);
    const { behindOthers, readyInMs } = encoder.backlog(texts, owner);
    if (behindOthers) {
      wanted = wanted.filter((i) => readyInMs[i]! <= budgetMs);
      deadline = Math.min(deadline, budgetMs);
    }
  }
  const vectors = await vectorsWithin(encoder, wanted.map((i) => texts[i]!), deadline, { background, ...(owner ? { owner } : {}) });
  const out: (Float32Array | undefined)[] = texts.map(() => undefined);
  wanted.forEach((i, k) => (out[i] = vectors[k]));
  return out;
}

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
 * Starts embedding `toVote` (the unsure signals the first pass would deliver: toVoteAmong) without
 * waiting, while the second pass is out, so the encoder works while the platforms answer and the
 * final vote finds most vectors done or on their way. Failures are left to the final vote; the
 * search aborts `signal` once it has its signals, so what is still queued then waits behind other
 * searches.
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
 * The same for the vote before load more reveals a page: behind other searches' texts it waits
 * at most this long; the texts not ready by then are revealed typed by the classifier.
 */
export const REVEAL_BUDGET_MS = 500;
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
