/**
 * Bluesky posts in the search-eval corpus: a post is its text alone (at most 300 graphemes, no
 * title; the thread's title stays empty), its replies the thread's comments, nested as they
 * are on Bluesky. Write links whole (`https://…`): the stand-in (../bluesky.ts) shows them
 * shortened in the text with a link facet holding the address, as the app does when it posts;
 * `#tags` and `@handle.bsky.social` mentions get their facets too.
 */
import type { CommentDraft, Label, ThreadDraft, ThreadOptions } from './types';

/** Bluesky's limit on a post's length, in graphemes. */
export const POST_GRAPHEMES = 300;

const graphemes = (text: string) => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;

/** A post and its replies; a text Bluesky would refuse (over POST_GRAPHEMES) is a mistake in the corpus. */
export function bluesky(
  text: string,
  label: Label,
  replies: readonly CommentDraft[] = [],
  options: ThreadOptions = {},
): ThreadDraft {
  const long = [text, ...flat(replies)].find((t) => graphemes(t) > POST_GRAPHEMES);
  if (long) throw new Error(`a Bluesky post is at most ${POST_GRAPHEMES} graphemes: "${long.slice(0, 60)}…"`);
  return { platform: 'bluesky', community: 'bluesky', title: '', body: text, label, comments: replies, options };
}

const flat = (drafts: readonly CommentDraft[]): string[] => drafts.flatMap((d) => [d[0], ...(d[2] ? flat(d[2]) : [])]);
