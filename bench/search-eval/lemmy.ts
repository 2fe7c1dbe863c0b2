/**
 * The search eval's Lemmy: an instance's API v3 over the eval world (join-lemmy.org/api, Lemmy
 * 0.19), as a PlatformModule ready for when the app registers a Lemmy connector (until then the
 * eval skips it and says so).
 *
 * - `/api/v3/search?q&type_=All|Posts|Comments&sort&listing_type&limit&page`: Lemmy's search is
 *   a fuzzy substring match, not a word index: the query's spaces become `%` and the whole is
 *   matched ILIKE `%…%` against a post's title or body (each field on its own) and a comment's
 *   content. So the words must occur in the query's order, as substrings ("plant" finds
 *   "houseplants"), case-insensitive; no stemming, no stopwords, no OR. `sort=TopAll` (and the
 *   other Top periods, which here also bound the age) by score, `New` newest first, `Active`
 *   and `Hot` by score weighted by age; `limit` ≤ 50, `page` from 1. Deleted and removed posts
 *   are left out of search; a comment of a deleted post too.
 * - `/api/v3/comment/list?post_id&sort&max_depth&limit&type_`: the post's comment tree, flat,
 *   each with its `path` ("0.parent.id"); deleted comments stay with empty content and
 *   `deleted: true`, as Lemmy sends them.
 *
 * Bodies are Markdown. Answers carry the views (`post`, `creator`, `community`, `counts`) the
 * API sends.
 */
import type { RecordedCall } from '@firstsignal/sources/testing';
import type { PlatformModule } from './platform';
import { threadRequestComments, type World, type WorldComment, type WorldThread } from './world';

const PREFIX = '/lemmy';
export const LEMMY_INSTANCE = 'https://lemmy.world';
const DAY = 86_400;
const TOP_PERIOD: Record<string, number> = { TopDay: DAY, TopWeek: 7 * DAY, TopMonth: 30 * DAY, TopYear: 365 * DAY };

const numberOf = (id: string) => Number(id.slice(id.indexOf('-') + 1));
const iso = (epoch: number) => new Date(epoch * 1000).toISOString().replace(/Z$/, '000Z');
const isGone = (c: WorldComment) => c.author === '[deleted]';

/** `name@instance` → the community's or user's actor, as the API describes it. */
function actor(handle: string, kind: 'c' | 'u', seed: number) {
  const [name, host] = handle.includes('@') ? handle.split('@') : [handle, new URL(LEMMY_INSTANCE).host];
  return { id: 1000 + (seed % 90_000), name: name!, actor_id: `https://${host}/${kind}/${name}`, local: host === 'lemmy.world' };
}

function community(t: WorldThread) {
  const a = actor(t.community, 'c', t.community.length * 7919);
  return {
    ...a,
    title: a.name.replace(/(^|_)(\w)/g, (_, s: string, c: string) => `${s ? ' ' : ''}${c.toUpperCase()}`),
    removed: false,
    published: '2023-06-12T09:00:00.000000Z',
    deleted: false,
    nsfw: false,
    hidden: false,
    posting_restricted_to_mods: false,
    instance_id: 1,
  };
}

function post(t: WorldThread) {
  return {
    id: numberOf(t.id),
    name: t.title,
    body: t.gone ? '' : t.body,
    creator_id: 5000 + (t.createdUtc % 90_000),
    community_id: community(t).id,
    removed: t.gone === 'removed',
    locked: false,
    published: iso(t.createdUtc),
    deleted: t.gone === 'deleted',
    nsfw: false,
    ap_id: `${LEMMY_INSTANCE}/post/${numberOf(t.id)}`,
    local: true,
    language_id: 37,
    featured_community: false,
    featured_local: false,
  };
}

export function postView(t: WorldThread) {
  return {
    post: post(t),
    creator: actor(t.author, 'u', t.createdUtc),
    community: community(t),
    creator_banned_from_community: false,
    counts: {
      post_id: numberOf(t.id),
      comments: t.allComments.length,
      score: t.score,
      upvotes: t.score + 2,
      downvotes: 2,
      published: iso(t.createdUtc),
      newest_comment_time: iso(Math.max(t.createdUtc, ...t.allComments.map((c) => c.createdUtc))),
    },
    subscribed: 'NotSubscribed',
    saved: false,
    read: false,
    creator_blocked: false,
    unread_comments: 0,
  };
}

const ancestors = (world: World, c: WorldComment): string[] => {
  const parent = c.parentId ? world.comments.get(c.parentId)?.comment : undefined;
  return parent ? [...ancestors(world, parent), String(numberOf(parent.id))] : [];
};

export function commentView(world: World, c: WorldComment, t: WorldThread) {
  const gone = isGone(c);
  return {
    comment: {
      id: numberOf(c.id),
      creator_id: 5000 + (c.createdUtc % 90_000),
      post_id: numberOf(t.id),
      content: gone ? '' : c.text,
      removed: false,
      published: iso(c.createdUtc),
      deleted: gone,
      ap_id: `${LEMMY_INSTANCE}/comment/${numberOf(c.id)}`,
      local: true,
      path: ['0', ...ancestors(world, c), String(numberOf(c.id))].join('.'),
      distinguished: false,
      language_id: 37,
    },
    creator: actor(gone ? 'deleted_user' : c.author, 'u', c.createdUtc),
    post: post(t),
    community: community(t),
    counts: { comment_id: numberOf(c.id), score: c.score, upvotes: c.score + 1, downvotes: 1, published: iso(c.createdUtc), child_count: c.replies.length },
    creator_banned_from_community: false,
    subscribed: 'NotSubscribed',
    saved: false,
    creator_blocked: false,
  };
}

/** Lemmy's `fuzzy_search`: the query's spaces become `%`, matched ILIKE `%…%`. */
export function lemmyMatches(q: string, text: string): boolean {
  const parts = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!parts.length) return false;
  let at = 0;
  const hay = text.toLowerCase();
  for (const p of parts) {
    const i = hay.indexOf(p, at);
    if (i < 0) return false;
    at = i + p.length;
  }
  return true;
}

export interface LemmySearchOptions {
  sort?: string | null;
  now?: number;
}

function order<T extends { score: number; createdUtc: number }>(items: T[], sort: string, now: number): T[] {
  const period = TOP_PERIOD[sort];
  const kept = period ? items.filter((i) => i.createdUtc >= now - period) : items;
  const hot = (i: T) => Math.log(Math.max(i.score, 1) + 2) / Math.pow((now - i.createdUtc) / 3600 + 2, 1.8);
  return [...kept].sort((a, b) =>
    sort === 'New' ? b.createdUtc - a.createdUtc : sort === 'Hot' || sort === 'Active' ? hot(b) - hot(a) : b.score - a.score || b.createdUtc - a.createdUtc,
  );
}

/** Posts and comments a search lists, in its order. */
export function lemmySearch(world: World, q: string, options: LemmySearchOptions = {}) {
  const sort = options.sort ?? 'TopAll';
  const now = options.now ?? world.now;
  const threads = world.threads.filter((t) => t.platform === 'lemmy' && !t.gone);
  const posts = order(
    threads.filter((t) => lemmyMatches(q, t.title) || lemmyMatches(q, t.indexedBody)),
    sort,
    now,
  );
  const comments = order(
    threads.flatMap((t) => t.allComments.filter((c) => !isGone(c) && lemmyMatches(q, c.text)).map((c) => ({ c, t, score: c.score, createdUtc: c.createdUtc }))),
    sort,
    now,
  );
  return { posts, comments };
}

export const lemmyModule: PlatformModule = {
  platform: 'lemmy',
  env: (base) => ({ LEMMY_URL: `${base}${PREFIX}`, LEMMY_ENABLED: 'true' }),
  // The naive baseline's words in a row would rarely match a substring search: the first word alone.
  naive: (world, words) => (words[0] ? lemmySearch(world, words[0]).posts.slice(0, 50) : []),
  readable: threadRequestComments,
  routes: ({ world, answer }) => {
    const bad = (call: RecordedCall, error: string) => answer('lemmy', call, { status: 400, json: { error } });
    return {
      [`GET ${PREFIX}/api/v3/search`]: (call: RecordedCall) => {
        const q = call.query.get('q');
        if (q === null) return bad(call, 'couldnt_find_object');
        const type = call.query.get('type_') ?? 'All';
        const limit = Number(call.query.get('limit') ?? 10);
        const page = Number(call.query.get('page') ?? 1);
        if (!Number.isInteger(limit) || limit < 1 || limit > 50) return bad(call, 'couldnt_parse_pagination_token');
        const { posts, comments } = lemmySearch(world, q, { sort: call.query.get('sort') });
        const slice = <T>(xs: T[]) => xs.slice((page - 1) * limit, page * limit);
        const p = type === 'All' || type === 'Posts' ? slice(posts) : [];
        const c = type === 'All' || type === 'Comments' ? slice(comments) : [];
        return answer(
          'lemmy',
          call,
          { json: { type_: type, comments: c.map((x) => commentView(world, x.c, x.t)), posts: p.map(postView), communities: [], users: [] } },
          [...p.map((t) => t.key), ...c.map((x) => x.c.key)],
        );
      },
      [`GET ${PREFIX}/api/v3/comment/list`]: (call: RecordedCall) => {
        const id = call.query.get('post_id');
        const t = id ? world.byId.get(`post-${id}`) : undefined;
        if (!t || t.platform !== 'lemmy') return bad(call, 'couldnt_find_post');
        const maxDepth = Number(call.query.get('max_depth') ?? 8);
        const limit = Math.min(Number(call.query.get('limit') ?? 10), 50);
        const walk = (cs: readonly WorldComment[], depth: number): WorldComment[] =>
          depth >= maxDepth ? [] : order([...cs], call.query.get('sort') === 'New' ? 'New' : 'TopAll', world.now).flatMap((c) => [c, ...walk(c.replies, depth + 1)]);
        const shown = walk(t.comments, 0).slice(0, limit);
        return answer(
          'lemmy',
          call,
          { json: { comments: shown.map((c) => commentView(world, c, t)) } },
          shown.filter((c) => !isGone(c)).map((c) => c.key),
        );
      },
    };
  },
};
