/**
 * App Store reviews in the search-eval corpus: an app (its name, seller and genre, which the
 * iTunes Search API matches, and its description) with its customer reviews. The app itself is
 * never a signal (the connector delivers reviews only), so it is labelled grade 0; each review
 * carries its star rating and title, written into the world's comment text as `{n}★ {title}`
 * on the first line (appstore.ts reads them back).
 */
import type { Label, ThreadDraft, ThreadOptions } from './types';

export type Stars = 1 | 2 | 3 | 4 | 5;
/** `[stars, title, text, label]`; "Update:" edits are part of the text, as the feed sends them. */
export type ReviewDraft = readonly [Stars, string, string, Label];

const APP_LABEL: Label = [0, 'DI', 'L'];
const SEPARATOR = ' · ';

export function app(
  name: string,
  seller: string,
  genre: string,
  description: string,
  reviews: readonly ReviewDraft[],
  options: ThreadOptions = {},
): ThreadDraft {
  return {
    platform: 'appstore',
    community: `${seller}${SEPARATOR}${genre}`,
    title: name,
    body: description,
    label: APP_LABEL,
    comments: reviews.map(([stars, title, text, label]) => [`${stars}★ ${title}\n${text}`, label] as const),
    options,
  };
}

/** An app's seller and genre from its world thread's community. */
export function sellerAndGenre(community: string): { seller: string; genre: string } {
  const at = community.lastIndexOf(SEPARATOR);
  return at < 0 ? { seller: community, genre: 'Utilities' } : { seller: community.slice(0, at), genre: community.slice(at + SEPARATOR.length) };
}

/** A review's rating, title and text from its world comment text. */
export function parseReview(text: string): { rating: Stars; title: string; content: string } {
  const m = /^([1-5])★ ([^\n]*)\n([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`not an App Store review draft: ${text.slice(0, 60)}`);
  return { rating: Number(m[1]) as Stars, title: m[2]!, content: m[3]! };
}
