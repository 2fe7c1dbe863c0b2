/**
 * The end-to-end search evaluation's corpus (bench/search-eval.ts): hand-written conversations
 * for several founder topics, served by a local platform stand-in with the platforms' own query
 * semantics, so a measured search goes through query planning, fetching, threads and scoring.
 *
 * Everything here is written for FirstSignal: nothing is copied from a public dataset or a real
 * thread, and every name, number and story is made up.
 *
 * A topic's threads are what a platform might hold about it: people who have the problem or want
 * a solution (in their own words, rarely the founder's), replies, and look-alike distractors
 * that share the topic's words but not its meaning. Every thread is labelled for its own topic
 * only; for every other topic it counts as grade 0 (topics are written far enough apart for that
 * to hold). `NOISE` threads are grade 0 for every topic and collide with common query words.
 *
 * Labels (decided while writing, before any scorer is run on them):
 *   grade    0 off-topic or a look-alike (must not be shown), 1 related, 2 relevant,
 *            3 exactly someone who has this problem or wants this solution
 *   type     the signal type by decisions §6 (a reply recommending a tool is Discussion)
 *   urgency  High: wants a solution now (asks for a tool, will pay, deadline, switching);
 *            Medium: a clear pain or question; Low: discussion, older than a year, indirect
 *
 * Splits: a topic is `tune` (may be read item by item while improving the search) or `held`
 * (written and frozen before any tuning; only its totals are ever looked at, and no rule,
 * weight or training example may be taken from it).
 */
import type { SearchType, SignalType, UrgencyLevel } from '@firstsignal/core';

export type Grade = 0 | 1 | 2 | 3;
export type TypeCode = 'BI' | 'RR' | 'PP' | 'CO' | 'FR' | 'QU' | 'DI';
export type UrgencyCode = 'H' | 'M' | 'L';
/** [grade, type, urgency]. */
export type Label = readonly [Grade, TypeCode, UrgencyCode];

export const TYPES: Record<TypeCode, SignalType> = {
  BI: 'Buying Intent',
  RR: 'Recommendation Request',
  PP: 'Pain Point',
  CO: 'Complaint',
  FR: 'Feature Request',
  QU: 'Question',
  DI: 'Discussion',
};
export const URGENCY: Record<UrgencyCode, UrgencyLevel> = { H: 'High', M: 'Medium', L: 'Low' };

/** Every platform the corpus can hold; the eval searches those the app also registers (world.ts). */
export const EVAL_PLATFORMS = ['reddit', 'youtube', 'hackernews', 'stackexchange', 'lemmy', 'appstore', 'github', 'bluesky', 'discourse'] as const;
export type EvalPlatform = (typeof EVAL_PLATFORMS)[number];

/** A comment: `[text, label]`, or `[text, label, replies]` for a nested thread. */
export type CommentDraft = readonly [string, Label] | readonly [string, Label, readonly CommentDraft[]];

export interface ThreadOptions {
  /** Age in days (default: spread over the past weeks by the loader). */
  daysAgo?: number;
  /** The author deleted the post: the platform shows `[deleted]`; it must never be delivered. */
  deleted?: boolean;
  /** A moderator removed the post: `[removed]`; never delivered. */
  removed?: boolean;
  /** The same text posted again in another community (a cross-post): collapses to one signal. */
  crosspostTo?: string;
  /** YouTube: comments are disabled on this video. */
  commentsDisabled?: boolean;
  /**
   * Stack Exchange: the last this many top-level drafts are comments on the question; the ones
   * before them are answers (set by `stackexchange()`).
   */
  questionComments?: number;
}

export interface ThreadDraft {
  platform: EvalPlatform;
  /**
   * Where it lives: a subreddit without "r/", a YouTube channel name, or for Hacker News the
   * story kind: 'ask_hn' (title starts "Ask HN:"), 'show_hn' ("Show HN:") or 'story' (a link);
   * for Stack Exchange the site's API name ('softwarerecs', 'money', 'stackoverflow').
   */
  community: string;
  title: string;
  /** Post selftext, video description, or HN story text ('' for a link story). */
  body: string;
  label: Label;
  comments: readonly CommentDraft[];
  options: ThreadOptions;
}

export interface EvalTopic {
  /** Short stable key, e.g. 'shiftswap'. */
  key: string;
  split: 'tune' | 'held';
  searchType: SearchType;
  /**
   * What the founder types: the idea for business_idea; for pain_points and unmet_needs the
   * items (1–5, each ≤ 60 characters), which the search sends joined by ", ".
   */
  query: string | readonly string[];
  /** Forums (Discourse) the founder names in the search, by the eval's forum names (discourse.ts serves them). */
  forums?: readonly string[];
  threads: readonly ThreadDraft[];
}

export function reddit(subreddit: string, title: string, body: string, label: Label, comments: readonly CommentDraft[] = [], options: ThreadOptions = {}): ThreadDraft {
  return { platform: 'reddit', community: subreddit, title, body, label, comments, options };
}

export function youtube(channel: string, title: string, description: string, label: Label, comments: readonly CommentDraft[] = [], options: ThreadOptions = {}): ThreadDraft {
  return { platform: 'youtube', community: channel, title, body: description, label, comments, options };
}

export function hn(kind: 'ask_hn' | 'show_hn' | 'story', title: string, text: string, label: Label, comments: readonly CommentDraft[] = [], options: ThreadOptions = {}): ThreadDraft {
  return { platform: 'hackernews', community: kind, title, body: text, label, comments, options };
}

/** A Lemmy post in `community@instance` (Markdown body), with its comment tree. */
export function lemmy(community: string, title: string, body: string, label: Label, comments: readonly CommentDraft[] = [], options: ThreadOptions = {}): ThreadDraft {
  return { platform: 'lemmy', community, title, body, label, comments, options };
}

/** A flat reply: Stack Exchange answers and comments have no replies the connector reads. */
export type FlatDraft = readonly [string, Label];

/**
 * A Stack Exchange question on `site` (its API name), its answers, and comments on the question
 * itself. Bodies are written as plain text and served as the API's HTML.
 */
export function stackexchange(
  site: string,
  title: string,
  body: string,
  label: Label,
  answers: readonly FlatDraft[] = [],
  comments: readonly FlatDraft[] = [],
  options: ThreadOptions = {},
): ThreadDraft {
  return {
    platform: 'stackexchange',
    community: site,
    title,
    body,
    label,
    comments: [...answers, ...comments],
    options: { ...options, questionComments: comments.length },
  };
}

/**
 * Extra threads for topics written elsewhere, by topic key: a new source's corpus lives in files
 * of its own, so the frozen held-out files stay as they were.
 */
export type ExtraThreads = Readonly<Record<string, readonly ThreadDraft[]>>;

/** The topics with their extra threads appended (after their own, so every earlier item keeps its id). */
export function withExtraThreads(topics: readonly EvalTopic[], ...extras: readonly ExtraThreads[]): EvalTopic[] {
  const known = new Set(topics.map((t) => t.key));
  for (const extra of extras)
    for (const key of Object.keys(extra)) if (!known.has(key)) throw new Error(`extra threads for unknown topic "${key}"`);
  return topics.map((t) => ({ ...t, threads: [...t.threads, ...extras.flatMap((e) => e[t.key] ?? [])] }));
}

export function topic(key: string, split: EvalTopic['split'], searchType: SearchType, query: EvalTopic['query'], threads: readonly ThreadDraft[]): EvalTopic {
  return { key, split, searchType, query, threads };
}

/** The query text a search sends for a topic (spec §5: items joined by ", "). */
export function queryTextOfTopic(t: EvalTopic): string {
  return typeof t.query === 'string' ? t.query : t.query.join(', ');
}
