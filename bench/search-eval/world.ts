/**
 * The search eval's world: the corpus (topics and noise) turned into what the platforms hold.
 * Every thread and comment gets a stable native id in the platform's own format, an author, a
 * creation time and engagement, all drawn from a PRNG seeded by the item's place in the corpus,
 * so the same corpus always gives the same world. Labels are kept per item: an item is graded
 * for its own topic only (grade 0 everywhere else) and noise is grade 0 for every topic.
 *
 * A signal's id is `${platform}:${nativeId}`; `labelOf` maps it back to its label.
 */
import { isSearchablePlatform, type SearchablePlatform } from '@firstsignal/core';
import type { RewordedCrosspost } from './corpus/crossposts';
import {
  EVAL_PLATFORMS,
  type EvalPlatform,
  type EvalTopic,
  type CommentDraft,
  type Grade,
  type Label,
  type ThreadDraft,
  type TypeCode,
  type UrgencyCode,
} from './corpus/types';

/** The platforms the search eval measured before more sources joined: its figures' history is on these. */
export const BASE_PLATFORMS = ['reddit', 'youtube', 'hackernews'] as const satisfies readonly SearchablePlatform[];

/**
 * Corpus platforms the app registers (core's SEARCHABLE_PLATFORMS): a platform whose connector
 * has not merged yet is in the corpus but not searched, and its threads are skipped.
 */
export const SEARCHED_PLATFORMS: readonly (EvalPlatform & SearchablePlatform)[] = EVAL_PLATFORMS.filter(
  (p): p is EvalPlatform & SearchablePlatform => isSearchablePlatform(p),
);
/** Corpus platforms the app does not register (yet). */
export const UNREGISTERED_PLATFORMS: readonly EvalPlatform[] = EVAL_PLATFORMS.filter((p) => !isSearchablePlatform(p));
export type SearchedPlatform = (typeof SEARCHED_PLATFORMS)[number];

const DAY = 86_400;
/** Threads without `daysAgo` are spread over this many recent days. */
const DEFAULT_SPREAD_DAYS = 42;
const GONE_TEXT = new Set(['[deleted]', '[removed]']);
/** Top-level comments a Reddit or HN thread request shows before folding the rest behind a `more` stub. */
export const MORE_AFTER = 8;

/** One thread request: the first MORE_AFTER top-level comments (best first) and their replies, gone ones left out. */
export function threadRequestComments(thread: WorldThread): WorldComment[] {
  const walk = (cs: readonly WorldComment[]): WorldComment[] =>
    [...cs].sort((a, b) => b.score - a.score).flatMap((c) => [c, ...walk(c.replies)]);
  return walk([...thread.comments].sort((a, b) => b.score - a.score).slice(0, MORE_AFTER)).filter(
    (c) => !GONE_TEXT.has(c.text.trim()),
  );
}

export interface WorldComment {
  id: string;
  /** `${platform}:${id}`: the signal id this comment would get. */
  key: string;
  author: string;
  /** What the platform shows: `[deleted]` or `[removed]` for a gone comment. */
  text: string;
  createdUtc: number;
  /** Upvotes (Reddit) or likes (YouTube). */
  score: number;
  /** The comment this one answers; undefined at the top level. */
  parentId?: string;
  replies: WorldComment[];
}

export interface WorldThread {
  platform: EvalPlatform;
  id: string;
  key: string;
  /** Subreddit (no "r/"), YouTube channel, or HN story kind. */
  community: string;
  title: string;
  /** What the platform shows as the body: `[deleted]` / `[removed]` once gone. */
  body: string;
  /** The body as written: search indexes lag behind deletions, so they still match on it. */
  indexedBody: string;
  author: string;
  createdUtc: number;
  /** Reddit score, YouTube likes. */
  score: number;
  views: number;
  gone?: 'deleted' | 'removed';
  commentsDisabled: boolean;
  /** A cross-post's original (thread id). */
  crosspostOf?: string;
  comments: WorldComment[];
  /** Every comment, replies included, in pre-order. */
  allComments: WorldComment[];
}

export interface ItemLabel {
  /** The topic it was written for; null for noise. */
  topic: string | null;
  grade: Grade;
  type: TypeCode;
  urgency: UrgencyCode;
  platform: EvalPlatform;
  kind: 'post' | 'comment';
  /** The key of the item this one repeats (a cross-post's original), else its own key. */
  canonical: string;
  /** The platform shows it with its text: not deleted or removed. */
  deliverable: boolean;
}

export interface World {
  /** Epoch seconds every age is measured from. */
  now: number;
  threads: WorldThread[];
  byId: Map<string, WorldThread>;
  /** Comment id → the comment and its thread. */
  comments: Map<string, { comment: WorldComment; thread: WorldThread }>;
  labels: Map<string, ItemLabel>;
  topics: readonly EvalTopic[];
  /** The platforms whose threads the world holds. */
  platforms: readonly EvalPlatform[];
  /** Threads and items left out because their platform is not searched in this world. */
  skipped: {
    threads: number;
    items: number;
    relevantByTopic: Record<string, number>;
    byPlatform: Partial<Record<EvalPlatform, number>>;
  };
}

/** FNV-1a: a stable 32-bit hash of a string. */
export function hash32(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Uniform draws in [0, 1) from a string seed: a Weyl sequence from the seed's hash, each step
 * scrambled by murmur3's finaliser, so neighbouring steps and seeds look unrelated.
 */
export function seeded(seed: string): () => number {
  let state = hash32(seed);
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let h = state;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
  };
}

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';
/** atproto's base32-sortable alphabet (TIDs; DIDs use the same letters). */
const BASE32_SORT = '234567abcdefghijklmnopqrstuvwxyz';
const YT_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const chars = (r: () => number, alphabet: string, n: number) =>
  Array.from({ length: n }, () => alphabet[Math.floor(r() * alphabet.length)]).join('');

type IdKind =
  | 'reddit-post'
  | 'reddit-comment'
  | 'youtube-video'
  | 'youtube-comment'
  | 'hn'
  | 'se-question'
  | 'se-answer'
  | 'se-comment'
  | 'lemmy-post'
  | 'lemmy-comment'
  | 'appstore-app'
  | 'appstore-review'
  | 'github-issue'
  | 'github-comment'
  | 'bluesky-post'
  | 'discourse-topic'
  | 'discourse-post';

/** `parent`: a YouTube reply's thread id; for Stack Exchange the site, whose name starts the app's native id. */
function idFormat(kind: IdKind, r: () => number, parent?: string): string {
  switch (kind) {
    // Questions and answers share one number space per site, comments have their own (as on SE).
    case 'se-question':
      return `${parent}-q${70_000 + Math.floor(r() * 400_000)}`;
    case 'se-answer':
      return `${parent}-a${70_000 + Math.floor(r() * 400_000)}`;
    case 'se-comment':
      return `${parent}-c${100_000 + Math.floor(r() * 900_000)}`;
    // The app's Lemmy connector names its items `post-{id}` and `comment-{id}`.
    case 'lemmy-post':
      return `post-${9_000_000 + Math.floor(r() * 2_000_000)}`;
    case 'lemmy-comment':
      return `comment-${12_000_000 + Math.floor(r() * 6_000_000)}`;
    case 'appstore-app':
      return String(1_400_000_000 + Math.floor(r() * 300_000_000));
    // The app's App Store connector names a review `{app}-{review}`.
    case 'appstore-review':
      return `${parent}-${10_000_000_000 + Math.floor(r() * 2_000_000_000)}`;
    // The app's GitHub connector names items `issue-{id}` and `comment-{id}` (REST ids).
    case 'github-issue':
      return `issue-${2_100_000_000 + Math.floor(r() * 600_000_000)}`;
    case 'github-comment':
      return `comment-${2_400_000_000 + Math.floor(r() * 900_000_000)}`;
    // The app's Bluesky id: the author's DID, then the post's record key (a TID).
    case 'bluesky-post':
      return `did:plc:${chars(r, BASE32_SORT, 24)}-3l${chars(r, BASE32_SORT, 11)}`;
    // Discourse: `{forum}-t{topic}` and `{topic id}-p{post}`, as the connector's ids end (its forum part is the address).
    case 'discourse-topic':
      return `${parent}-t${1_000 + Math.floor(r() * 90_000)}`;
    case 'discourse-post':
      return `${parent}-p${100_000 + Math.floor(r() * 900_000)}`;
    case 'reddit-post':
      return `1${chars(r, BASE36, 6)}`;
    case 'reddit-comment':
      return `k${chars(r, BASE36, 6)}`;
    case 'youtube-video':
      return chars(r, YT_CHARS, 11);
    case 'youtube-comment':
      // Top-level: "Ugz…4AaABAg"; a reply: "<parent>.<22 chars>", as YouTube writes them.
      return parent
        ? `${parent}.${chars(r, YT_CHARS.slice(0, 62), 22)}`
        : `Ug${'wxyz'[Math.floor(r() * 4)]}${chars(r, YT_CHARS.slice(0, 62), 16)}4AaABAg`;
    case 'hn':
      return String(38_000_000 + Math.floor(r() * 4_000_000));
  }
}

const POST_ID: Record<EvalPlatform, IdKind> = {
  reddit: 'reddit-post',
  youtube: 'youtube-video',
  hackernews: 'hn',
  stackexchange: 'se-question',
  lemmy: 'lemmy-post',
  appstore: 'appstore-app',
  github: 'github-issue',
  bluesky: 'bluesky-post',
  discourse: 'discourse-topic',
};
const COMMENT_ID: Record<EvalPlatform, IdKind> = {
  reddit: 'reddit-comment',
  youtube: 'youtube-comment',
  hackernews: 'hn',
  stackexchange: 'se-answer',
  lemmy: 'lemmy-comment',
  appstore: 'appstore-review',
  github: 'github-comment',
  bluesky: 'bluesky-post',
  discourse: 'discourse-post',
};

const ADJECTIVES = [
  'quiet',
  'salty',
  'lucky',
  'rusty',
  'brave',
  'tired',
  'sunny',
  'odd',
  'spare',
  'grumpy',
  'mellow',
  'frugal',
  'nimble',
  'late',
  'plain',
  'urban',
];
const NOUNS = [
  'otter',
  'kettle',
  'falcon',
  'pickle',
  'badger',
  'lantern',
  'walrus',
  'cactus',
  'pigeon',
  'maple',
  'tractor',
  'noodle',
  'heron',
  'biscuit',
  'comet',
  'moth',
];

function authorName(platform: EvalPlatform, r: () => number): string {
  const a = ADJECTIVES[Math.floor(r() * ADJECTIVES.length)]!;
  const n = NOUNS[Math.floor(r() * NOUNS.length)]!;
  const d = Math.floor(r() * 9000) + 100;
  if (platform === 'youtube') return `@${a}${n[0]!.toUpperCase()}${n.slice(1)}${d}`;
  if (platform === 'hackernews') return `${a}${n}`;
  if (platform === 'stackexchange') return r() < 0.15 ? `user${Math.floor(r() * 9_000_000) + 100_000}` : `${a[0]!.toUpperCase()}${a.slice(1)} ${n[0]!.toUpperCase()}${n.slice(1)}`;
  if (platform === 'lemmy') return `${a}_${n}`;
  if (platform === 'github') return `${a}-${n}${d % 100}`;
  if (platform === 'bluesky') return `${a}${n}.bsky.social`;
  if (platform === 'appstore') return `${a}${n[0]!.toUpperCase()}${n.slice(1)}${d % 100}`;
  return r() < 0.5 ? `${a}_${n}_${d}` : `${n[0]!.toUpperCase()}${n.slice(1)}${a[0]!.toUpperCase()}${a.slice(1)}${d}`;
}

/** A long-tailed count between about 1 and `max`, like votes and views are. */
const longTail = (r: () => number, max: number) => Math.max(1, Math.floor(Math.exp(r() * Math.log(max))));

export function buildWorld(
  topics: readonly EvalTopic[],
  noise: readonly ThreadDraft[],
  options: {
    now?: number;
    seed?: string;
    crossposts?: readonly RewordedCrosspost[];
    /** The platforms whose threads the world holds (default: every searched one); the rest are skipped. */
    platforms?: readonly EvalPlatform[];
  } = {},
): World {
  const now = options.now ?? Math.floor(Date.now() / 3_600_000) * 3600;
  const seed = options.seed ?? 'search-eval';
  const used = new Set<string>();
  const newId = (kind: IdKind, path: string, parent?: string) => {
    for (let salt = 0; ; salt++) {
      const id = idFormat(kind, seeded(`${seed}|id|${path}|${salt}`), parent);
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
  const world: World = {
    now,
    threads: [],
    byId: new Map(),
    comments: new Map(),
    labels: new Map(),
    topics,
    platforms: options.platforms ?? SEARCHED_PLATFORMS,
    skipped: { threads: 0, items: 0, relevantByTopic: {}, byPlatform: {} },
  };
  const searched = new Set<EvalPlatform>(world.platforms);
  const byPath = new Map<string, { thread: WorldThread; draft: ThreadDraft }>();

  const label = (
    key: string,
    l: Label,
    topic: string | null,
    platform: EvalPlatform,
    kind: 'post' | 'comment',
    deliverable: boolean,
    canonical = key,
  ) => {
    world.labels.set(key, { topic, grade: l[0], type: l[1], urgency: l[2], platform, kind, canonical, deliverable });
  };

  const addThread = (draft: ThreadDraft, topic: string | null, path: string) => {
    if (!searched.has(draft.platform)) {
      const labels = [draft.label, ...flatten(draft.comments).map((c) => c[1])];
      world.skipped.threads += 1;
      world.skipped.items += labels.length;
      world.skipped.byPlatform[draft.platform] = (world.skipped.byPlatform[draft.platform] ?? 0) + 1;
      if (topic)
        world.skipped.relevantByTopic[topic] =
          (world.skipped.relevantByTopic[topic] ?? 0) + labels.filter((l) => l[0] >= 2).length;
      return;
    }
    const r = seeded(`${seed}|thread|${path}`);
    const platform = draft.platform;
    const id = newId(POST_ID[platform], path, platform === 'stackexchange' || platform === 'discourse' ? draft.community : undefined);
    const daysAgo = draft.options.daysAgo ?? 0.5 + r() * DEFAULT_SPREAD_DAYS;
    const createdUtc = Math.floor(now - daysAgo * DAY);
    const gone = draft.options.deleted ? 'deleted' : draft.options.removed ? 'removed' : undefined;
    const thread: WorldThread = {
      platform,
      id,
      key: `${platform}:${id}`,
      community: draft.community,
      title: draft.title,
      body: gone ? `[${gone}]` : draft.body,
      indexedBody: draft.body,
      author: gone === 'deleted' ? '[deleted]' : authorName(platform, r),
      createdUtc,
      score: longTail(r, platform === 'youtube' ? 4000 : 600),
      views: platform === 'youtube' ? longTail(r, 250_000) + 200 : 0,
      ...(gone ? { gone } : {}),
      commentsDisabled: Boolean(draft.options.commentsDisabled),
      comments: [],
      allComments: [],
    };
    label(thread.key, draft.label, topic, platform, 'post', !gone);

    const addComments = (drafts: readonly CommentDraft[], parent: WorldComment | undefined, cpath: string): WorldComment[] =>
      drafts.map((c, i) => {
        const here = `${cpath}/${i}`;
        const cr = seeded(`${seed}|comment|${here}`);
        const answer = platform === 'stackexchange' && !parent && i < drafts.length - (draft.options.questionComments ?? 0);
        const commentId = newId(
          platform === 'stackexchange' ? (answer ? 'se-answer' : 'se-comment') : COMMENT_ID[platform],
          here,
          platform === 'youtube' ? parent?.id.split('.')[0] : platform === 'stackexchange' ? draft.community : platform === 'appstore' || platform === 'discourse' ? id : undefined,
        );
        const since = parent?.createdUtc ?? createdUtc;
        const text = c[0];
        const goneComment = GONE_TEXT.has(text.trim());
        const comment: WorldComment = {
          id: commentId,
          key: `${platform}:${commentId}`,
          author: goneComment ? '[deleted]' : authorName(platform, cr),
          text,
          // Replies come within a few days of what they answer, never in the future.
          createdUtc: Math.min(now - 60, since + Math.floor((0.02 + cr() * 2.5) * DAY)),
          score: longTail(cr, platform === 'youtube' ? 300 : 150),
          ...(parent ? { parentId: parent.id } : {}),
          replies: [],
        };
        label(comment.key, c[1], topic, platform, 'comment', !goneComment);
        thread.allComments.push(comment);
        world.comments.set(comment.id, { comment, thread });
        comment.replies = c[2] ? addComments(c[2], comment, here) : [];
        return comment;
      });
    thread.comments = addComments(draft.comments, undefined, path);
    world.threads.push(thread);
    world.byId.set(id, thread);
    if (topic) byPath.set(path, { thread, draft });

    const target = draft.options.crosspostTo;
    if (target) {
      // The same post again in another community: its own id, no comments of its own, same label.
      const copyId = newId(platform === 'reddit' ? 'reddit-post' : 'youtube-video', `${path}/crosspost`);
      const copy: WorldThread = {
        ...thread,
        id: copyId,
        key: `${platform}:${copyId}`,
        community: target,
        author: thread.author,
        createdUtc: Math.min(now - 60, createdUtc + Math.floor(r() * DAY)),
        score: longTail(r, 200),
        views: platform === 'youtube' ? longTail(r, 20_000) : 0,
        crosspostOf: id,
        comments: [],
        allComments: [],
      };
      label(copy.key, draft.label, topic, platform, 'post', !gone, thread.key);
      world.threads.push(copy);
      world.byId.set(copyId, copy);
    }
  };

  for (const t of topics) t.threads.forEach((d, i) => addThread(d, t.key, `${t.key}/${i}`));
  noise.forEach((d, i) => addThread(d, null, `noise/${i}`));
  // Last, so every other item keeps the id it had without them.
  for (const x of options.crossposts ?? []) {
    const topic = topics.find((t) => t.key === x.topic);
    if (!topic) continue;
    const index = x.thread ?? topic.threads.findIndex(rewordable);
    const original = byPath.get(`${x.topic}/${index}`);
    if (!original) throw new Error(`no thread ${index} of topic ${x.topic} to cross-post`);
    const { thread, draft } = original;
    const path = `${x.topic}/${index}/reworded`;
    const r = seeded(`${seed}|thread|${path}`);
    const copyId = newId(thread.platform === 'reddit' ? 'reddit-post' : 'youtube-video', path);
    const words = x.title !== undefined && x.body !== undefined ? { title: x.title, body: x.body } : rewordMechanically(draft);
    const copy: WorldThread = {
      ...thread,
      id: copyId,
      key: `${thread.platform}:${copyId}`,
      community: x.community,
      ...words,
      indexedBody: words.body,
      createdUtc: Math.min(now - 60, thread.createdUtc + x.hoursLater * 3600),
      score: longTail(r, 200),
      crosspostOf: thread.id,
      comments: [],
      allComments: [],
    };
    label(copy.key, draft.label, x.topic, thread.platform, 'post', !thread.gone, thread.key);
    world.threads.push(copy);
    world.byId.set(copyId, copy);
  }
  return world;
}

const sentencesOf = (text: string): string[] => (text.match(/[^.!?]+[.!?]*/g) ?? []).map((x) => x.trim()).filter(Boolean);

/** A relevant Reddit post that says enough to be reworded by moving and dropping sentences. */
function rewordable(d: ThreadDraft): boolean {
  return (
    d.platform === 'reddit' && d.label[0] >= 2 && !d.options.deleted && !d.options.removed && sentencesOf(d.body).length >= 3
  );
}

/**
 * A cross-post reworded the way people do it, without reading the post: its question (or first
 * sentence) becomes the title, the old title goes, the last of the other sentences is dropped
 * when three or more remain, and the first of them moves to the end.
 */
export function rewordMechanically(draft: Pick<ThreadDraft, 'title' | 'body'>): { title: string; body: string } {
  const sentences = sentencesOf(draft.body);
  const q = sentences.map((x) => x.endsWith('?')).lastIndexOf(true);
  const at = q >= 0 ? q : 0;
  const rest = sentences.filter((_, i) => i !== at);
  const kept = rest.length >= 3 ? rest.slice(0, -1) : rest;
  return { title: sentences[at] ?? draft.title, body: [...kept.slice(1), ...kept.slice(0, 1)].join(' ') };
}

function flatten(drafts: readonly CommentDraft[]): CommentDraft[] {
  return drafts.flatMap((c) => [c, ...(c[2] ? flatten(c[2]) : [])]);
}

/** An item's grade for a topic: its own label for its own topic, 0 for every other (and noise). */
export function gradeFor(world: World, topic: string, key: string): Grade | undefined {
  const l = world.labels.get(key);
  if (!l) return undefined;
  return l.topic === topic ? l.grade : 0;
}

/**
 * A topic's relevant items as the platforms show them: grade ≥ 2, deliverable, a cross-post
 * counted once (by its original's key).
 */
export function relevantCanonicals(world: World, topic: string, minGrade = 2, platform?: EvalPlatform): Set<string> {
  const out = new Set<string>();
  for (const l of world.labels.values())
    if (l.topic === topic && l.deliverable && l.grade >= minGrade && (!platform || l.platform === platform)) out.add(l.canonical);
  return out;
}

/** Every deliverable labelled grade of a topic (on one platform), one per canonical item: the NDCG ideal. */
export function idealGrades(world: World, topic: string, platform?: EvalPlatform): number[] {
  const best = new Map<string, number>();
  for (const l of world.labels.values())
    if (l.topic === topic && l.deliverable && (!platform || l.platform === platform))
      best.set(l.canonical, Math.max(best.get(l.canonical) ?? 0, l.grade));
  return [...best.values()].sort((a, b) => b - a);
}
