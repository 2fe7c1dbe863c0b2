/**
 * Scoring with the sentence model: the items are scored, the texts of the kept ones whose type or
 * urgency the classifier is unsure of (core's asksSentenceVote: below 0.8) go through the sentence
 * encoder (@firstsignal/encoder, in its own thread), and the vectors' vote is applied to that same
 * scoring (core's Scoring.withVectors: only the signals they vote on are built again), which mixes
 * it into those signals' type and urgency. Which signals are kept, and how many are charged, is
 * the same either way; their order can differ at near-ties, through the small type and urgency
 * nudges of the ranking. Without an encoder (turned off with SENTENCE_MODEL=false), before its
 * model has loaded (a search never waits for it: it asks it to load and goes on; a monitored run
 * waits), when it fails, or when it has not answered in time (its one thread busy with other
 * searches, a model that hangs), the classifier's types stand.
 */
import { scoreSearch, sentenceTextOf, type RawItem, type ScoreContext, type Scoring, type Signal } from '@firstsignal/core';
import type { SentenceEncoder } from '@firstsignal/encoder';
import { loggableMessage } from '../db-errors';

/**
 * `scoring`: the same items already scored, when the caller has it; `background`: nobody is
 * waiting (a monitored run), so a search's texts go through the encoder first and the run waits up
 * to BACKGROUND_DEADLINE_MS rather than a search's EMBED_DEADLINE_MS.
 */
export async function scoreWithSentences(
  items: RawItem[],
  ctx: ScoreContext,
  encoder: SentenceEncoder | null,
  { scoring = scoreSearch(items, ctx), background = false }: { scoring?: Scoring; background?: boolean } = {},
): Promise<Signal[]> {
  const ranked = scoring.signals;
  if (!encoder || ranked.length === 0) return ranked;
  // A search never waits for the model to load; a run nobody watches does (within its deadline),
  // so a monitored run right after start-up is typed as every later one is.
  if (!encoder.isReady() && !background) {
    encoder.ready().catch(() => undefined);
    return ranked;
  }
  const toEmbed = scoring.toVote;
  if (toEmbed.length === 0) return ranked;
  let vectors: Float32Array[];
  try {
    const embed = async (signal: AbortSignal) => (await encoder.ready(), encoder.embed(toEmbed.map(textOf), { background, signal }));
    vectors = await withinDeadline(embed, background ? BACKGROUND_DEADLINE_MS : EMBED_DEADLINE_MS);
  } catch {
    return ranked;
  }
  return scoring.withVectors(new Map(toEmbed.map((item, i) => [`${item.platform}:${item.nativeId}`, vectors[i]!])));
}

/**
 * Starts embedding `toVote` (what an early scoring kept and is unsure of) without waiting: a search
 * calls it for each pass's posts while their threads load (core's itemsForSentenceVote, which
 * builds no signal), and for the first pass's kept signals before its second pass goes out, so the
 * encoder works while the platforms answer, and the final scoring finds most vectors done or on
 * their way. Failures are left to the final scoring; the search aborts `signal` once it has its
 * signals, so what is still queued then waits behind other searches.
 */
export function embedAhead(toVote: readonly RawItem[], encoder: SentenceEncoder | null, signal: AbortSignal): void {
  if (encoder?.isReady() && toVote.length > 0) encoder.embed(toVote.map(textOf), { signal }).catch(() => undefined);
}

const textOf = (item: RawItem) => sentenceTextOf({ kind: item.type, title: item.title, text: item.text });

/**
 * How long a search waits for its vectors before it settles for the classifier's types; its texts
 * not embedded by then wait behind other searches' (the encoder's `signal`).
 */
export const EMBED_DEADLINE_MS = 3_000;
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
