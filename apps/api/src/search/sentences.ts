/**
 * Scoring with the sentence model: the items are scored, the kept ones' texts go through the
 * sentence encoder (@firstsignal/encoder, in its own thread), and they are scored again with
 * those vectors, which core's scoring mixes into each kept signal's type and urgency. Which
 * signals are kept, and so what is charged, is the same either way. Without an encoder (turned off
 * with SENTENCE_MODEL=false) or when it fails, the classifier's types stand.
 */
import { scoreItems, sentenceTextOf, type RawItem, type ScoreContext, type Signal } from '@firstsignal/core';
import type { SentenceEncoder } from '@firstsignal/encoder';

export async function scoreWithSentences(items: RawItem[], ctx: ScoreContext, encoder: SentenceEncoder | null): Promise<Signal[]> {
  const ranked = scoreItems(items, ctx);
  if (!encoder || ranked.length === 0) return ranked;
  const kept = keptItems(ranked, items);
  let vectors: Float32Array[];
  try {
    vectors = await encoder.embed(kept.map(textOf));
  } catch {
    return ranked;
  }
  const sentenceVectors = new Map(kept.map((item, i) => [`${item.platform}:${item.nativeId}`, vectors[i]!]));
  return scoreItems(items, { ...ctx, sentenceVectors });
}

/**
 * Starts embedding what a first scoring kept, without waiting: a search calls it before its second
 * pass goes out, so the encoder works while the platforms answer, and the final scoring finds
 * most vectors done or on their way. Failures are left to the final scoring.
 */
export function embedAhead(ranked: readonly Signal[], items: readonly RawItem[], encoder: SentenceEncoder | null): void {
  if (encoder && ranked.length > 0) encoder.embed(keptItems(ranked, items).map(textOf)).catch(() => undefined);
}

const textOf = (item: RawItem) => sentenceTextOf({ kind: item.type, title: item.title, text: item.text });

function keptItems(ranked: readonly Signal[], items: readonly RawItem[]): RawItem[] {
  const byId = new Map(items.map((item) => [`${item.platform}:${item.nativeId}`, item]));
  return ranked.map((s) => byId.get(s.id)).filter((item): item is RawItem => item !== undefined);
}
