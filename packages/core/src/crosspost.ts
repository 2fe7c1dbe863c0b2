/**
 * Reworded cross-posts: the same person asking the same thing in two or three communities within
 * a few days, with a new title and a sentence dropped or moved. Word shingles miss these (a new
 * title and a trimmed body share few 3-word runs), so the test is on content words: how much of
 * the smaller post's words, weighted by how rare each word is in English, the larger one has too.
 * The same author on the same platform is required, so strangers answering the same template
 * ("Looking for a tool that…") never merge, and the rarity weights keep one author's two different
 * questions apart even when they share the common words of asking.
 */
import { idfOfStem } from './lexicon/word-frequency';
import { contentTerms } from './text';

/** Posts further apart than this are asked again, not cross-posted. */
export const CROSS_POST_WINDOW_SECONDS = 7 * 86_400;
/**
 * Share of the smaller post's weighted content words that the other must have. Measured on the
 * table tests' reworded pairs and look-alikes (crosspost.test.ts): reworded pairs, every sentence
 * reworded included, hold 0.82–1; the same author's other questions in the same words of asking
 * and of their trade at most 0.45.
 */
export const CROSS_POST_CONTAINMENT = 0.6;
/**
 * Bodies with fewer distinct content words than this are too short to judge alone (a link post,
 * a one-line question): their title joins them.
 */
const MIN_BODY_TERMS = 12;
/** Fewer distinct content words than this, title included, and nothing is judged: "same here, need this". */
const MIN_TERMS = 6;
/** Authors the platforms show for many people: never evidence of one person. */
const NOBODY = new Set(['', '[deleted]', '[removed]', 'deleted', 'automoderator']);

export interface CrossPostEntry {
  platform: string;
  type: 'post' | 'comment';
  author: string;
  /** Epoch seconds. */
  createdUtc: number;
  title: string;
  text: string;
}

/**
 * The key under which an entry may have cross-posts (platform and author), or null when its
 * author says nothing. A YouTube channel's videos are its output, not one person asking twice,
 * and their descriptions share the channel's boilerplate: they have none. Stored with what a
 * monitor delivered (seen_signals), so it is plain text; the platform names hold no colon.
 */
export function crossPostKey(e: Pick<CrossPostEntry, 'platform' | 'type' | 'author'>): string | null {
  if (e.platform === 'youtube' && e.type === 'post') return null;
  const author = e.author.trim().toLowerCase();
  return NOBODY.has(author) ? null : `${e.platform}:${author}`;
}

interface Terms {
  body: ReadonlySet<string>;
  all: ReadonlySet<string>;
}

const termsRead = new WeakMap<CrossPostEntry, Terms>();

function termsOf(e: CrossPostEntry): Terms {
  let terms = termsRead.get(e);
  if (!terms) {
    const body = new Set(contentTerms(e.text));
    terms = { body, all: new Set([...contentTerms(e.title), ...body]) };
    termsRead.set(e, terms);
  }
  return terms;
}

/** Weighted share of the smaller set's terms that the larger one has (0..1). */
export function containment(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  let total = 0;
  for (const t of small) {
    const w = idfOfStem(t);
    total += w;
    if (large.has(t)) shared += w;
  }
  return total === 0 ? 0 : shared / total;
}

/**
 * How alike two entries' words are for the cross-post test: their bodies when both say enough on
 * their own, else title and body together; null when either is too short to judge.
 */
export function crossPostSimilarity(a: CrossPostEntry, b: CrossPostEntry): number | null {
  const ta = termsOf(a);
  const tb = termsOf(b);
  if (ta.body.size >= MIN_BODY_TERMS && tb.body.size >= MIN_BODY_TERMS) return containment(ta.body, tb.body);
  if (ta.all.size < MIN_TERMS || tb.all.size < MIN_TERMS) return null;
  return containment(ta.all, tb.all);
}

/** Whether `a` and `b` are one person's one question posted twice. Symmetric. */
export function isCrossPost(a: CrossPostEntry, b: CrossPostEntry): boolean {
  const key = crossPostKey(a);
  if (key === null || key !== crossPostKey(b)) return false;
  if (Math.abs(a.createdUtc - b.createdUtc) > CROSS_POST_WINDOW_SECONDS) return false;
  const similarity = crossPostSimilarity(a, b);
  return similarity !== null && similarity >= CROSS_POST_CONTAINMENT;
}
