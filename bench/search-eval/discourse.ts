/**
 * The search eval's forums: Discourse instances over the eval world, one per forum name of the
 * corpus, each under its own address `http://localhost:{port}/discourse/{forum}` (a host name,
 * so the app's forum check lets it through with DISCOURSE_ALLOW_PRIVATE_URLS). What the app's
 * connector calls, in the shapes of the recorded answers in packages/sources/test/fixtures/discourse:
 *
 * - `{forum}/search.json?q`: Discourse's full-text search. Each post is indexed with its topic's
 *   title (PostgreSQL's English configuration: stopwords dropped, words stemmed), and every word
 *   of the query must occur in one post's index. Results are grouped by topic, as the full-page
 *   search does: one hit per topic, its earliest matching post, with a plain-text `blurb` (HTML
 *   entities escaped, cut near 200 characters); ranked by title hits over body hits, then the
 *   newest. `after:YYYY-MM-DD` keeps posts from that day on, `order:latest` sorts newest first.
 *   50 posts at most. `categories` lists categories whose name matches (none here).
 * - `{forum}/t/{id}.json`: the topic's first 20 posts in post order, `cooked` HTML; likes only in
 *   `actions_summary` (action 2), as topic posts carry them.
 *
 * A signal's id holds the forum's address (host and port); `worldKey` maps it back to the world's
 * `{forum}-t{n}` key, which does not know the port.
 */
import { stem } from '@firstsignal/core';
import type { RecordedCall } from '@firstsignal/sources/testing';
import type { PlatformModule } from './platform';
import { escape, slug, toHtml } from './stackexchange';
import { hash32, type World, type WorldComment, type WorldThread } from './world';

const PREFIX = '/discourse';
const BLURB = 200;
const PAGE = 50;
const CHUNK = 20;
/** PostgreSQL's English stop list, in part: the words a query never needs. */
const STOP = new Set(
  'a about an and are as at be been but by can do for from had has have he her his how i if in into is it its me my no not of on or our she so such than that the their them then there these they this to too was we were what when which who will with you your'.split(' '),
);

const words = (text: string) => (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !STOP.has(w)).map(stem);
const iso = (epoch: number) => new Date(epoch * 1000).toISOString();
const topicNumber = (t: WorldThread) => Number(/-t(\d+)$/.exec(t.id)![1]);
const postNumberOf = (c: WorldComment) => Number(/-p(\d+)$/.exec(c.id)![1]);
/** The first post has an id of its own in the forum's post sequence (the topic's item does not use it). */
const firstPostId = (t: WorldThread) => 100_000 + (hash32(t.id) % 900_000);
/** The eval's address of a forum, as a founder would name it in a search. */
export const forumAddress = (base: string, forum: string) => `${base.replace('127.0.0.1', 'localhost')}${PREFIX}/${forum}`;

interface Post {
  id: number;
  number: number;
  text: string;
  author: string;
  createdUtc: number;
  likes: number;
  key: string;
  replyTo?: number;
}

/** A topic's posts in post order: the first post, then every reply by the time it was written. */
export function postsOf(t: WorldThread): Post[] {
  const replies = [...t.allComments].sort((a, b) => a.createdUtc - b.createdUtc || (a.id < b.id ? -1 : 1));
  const numbers = new Map(replies.map((c, i) => [c.id, i + 2]));
  return [
    { id: firstPostId(t), number: 1, text: t.indexedBody, author: t.author, createdUtc: t.createdUtc, likes: t.score % 40, key: t.key },
    ...replies.map((c) => ({
      id: postNumberOf(c),
      number: numbers.get(c.id)!,
      text: c.text,
      author: c.author,
      createdUtc: c.createdUtc,
      likes: c.score % 25,
      key: c.key,
      ...(c.parentId && numbers.has(c.parentId) ? { replyTo: numbers.get(c.parentId)! } : {}),
    })),
  ];
}

export interface ForumHit {
  thread: WorldThread;
  post: Post;
  rank: number;
}

/** A forum's search: one hit per topic (its earliest matching post), in the search's order. */
export function discourseSearch(world: World, forum: string, q: string): ForumHit[] {
  const after = /(?:^|\s)after:(\d{4}-\d{2}-\d{2})(?=\s|$)/.exec(q)?.[1];
  const latest = /(?:^|\s)order:latest(?=\s|$)/.test(q);
  const terms = [...new Set(words(q.replace(/(?:^|\s)[a-z_]+:\S+/g, ' ')))];
  if (terms.length === 0) return [];
  const since = after ? Date.parse(`${after}T00:00:00Z`) / 1000 : -Infinity;
  const hits: ForumHit[] = [];
  for (const thread of world.threads) {
    if (thread.platform !== 'discourse' || thread.community !== forum || thread.gone) continue;
    const title = words(thread.title);
    for (const post of postsOf(thread)) {
      if (post.createdUtc < since) continue;
      const body = words(post.text);
      if (!terms.every((w) => title.includes(w) || body.includes(w))) continue;
      const rank = terms.reduce((s, w) => s + (title.includes(w) ? 1 : 0) + 0.1 * Math.min(3, body.filter((x) => x === w).length), 0);
      hits.push({ thread, post, rank });
      break;
    }
  }
  return hits
    .sort((a, b) => (latest ? b.post.createdUtc - a.post.createdUtc : b.rank - a.rank || b.thread.createdUtc - a.thread.createdUtc) || (a.thread.id < b.thread.id ? -1 : 1))
    .slice(0, PAGE);
}

function blurb(text: string, terms: string[]): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = Math.max(0, flat.toLowerCase().search(new RegExp(`\\b(${terms.map((t) => t.replace(/[^a-z0-9]/g, '')).join('|')})`)));
  const start = at > BLURB / 2 ? at - 40 : 0;
  const cut = flat.slice(start, start + BLURB);
  return escape(`${start > 0 ? '...' : ''}${cut}${start + BLURB < flat.length ? '...' : ''}`);
}

function topicJson(t: WorldThread) {
  const posts = postsOf(t);
  const last = posts[posts.length - 1]!;
  return {
    id: topicNumber(t),
    title: escape(t.title),
    fancy_title: escape(t.title),
    slug: slug(t.title) || 'topic',
    posts_count: posts.length,
    reply_count: posts.length - 1,
    highest_post_number: posts.length,
    image_url: null,
    created_at: iso(t.createdUtc),
    last_posted_at: iso(last.createdUtc),
    bumped: true,
    bumped_at: iso(last.createdUtc),
    unseen: false,
    pinned: false,
    visible: true,
    closed: false,
    archived: false,
    views: 30 + t.score * 11,
    like_count: posts.reduce((n, p) => n + p.likes, 0),
    has_summary: false,
    archetype: 'regular',
    category_id: 1 + (hash32(t.community) % 9),
    pinned_globally: false,
    posters: [],
  };
}

export const discourseModule: PlatformModule = {
  platform: 'discourse',
  env: () => ({ DISCOURSE_ENABLED: 'true', DISCOURSE_ALLOW_PRIVATE_URLS: 'true' }),
  searchParams: (topic, base) => (topic.forums?.length ? { forums: topic.forums.map((f) => forumAddress(base, f)) } : {}),
  worldKey: (id) => id.replace(/^discourse:localhost:\d+\/discourse\//, 'discourse:'),
  // The naive baseline's OR query on every forum: topics naming any of its words, most words first.
  naive: (world, ws) => {
    const forums = [...new Set(world.threads.filter((t) => t.platform === 'discourse').map((t) => t.community))];
    const count = new Map<WorldThread, number>();
    for (const forum of forums) for (const w of ws) for (const h of discourseSearch(world, forum, w)) count.set(h.thread, (count.get(h.thread) ?? 0) + 1);
    return [...count].sort((a, b) => b[1] - a[1] || b[0].createdUtc - a[0].createdUtc).map(([t]) => t).slice(0, 50);
  },
  readable: (t) => {
    const byKey = new Map(t.allComments.map((c) => [c.key, c]));
    return postsOf(t).slice(1, CHUNK).flatMap((p) => byKey.get(p.key) ?? []);
  },
  routes: ({ world, answer }) => ({
    [`GET ${PREFIX}/:forum/search.json`]: (call: RecordedCall) => {
      const forum = call.params.forum ?? '';
      const q = call.query.get('q') ?? '';
      if (!world.threads.some((t) => t.platform === 'discourse' && t.community === forum))
        return answer('discourse', call, { status: 404, json: { errors: ['The requested URL or resource could not be found.'], error_type: 'not_found' } });
      const hits = discourseSearch(world, forum, q);
      const terms = words(q);
      const posts = hits.map((h) => ({
        id: h.post.id,
        name: null,
        username: h.post.author,
        avatar_template: `/letter_avatar_proxy/v4/letter/${h.post.author[0]}/8dc77d/{size}.png`,
        created_at: iso(h.post.createdUtc),
        like_count: h.post.likes,
        blurb: blurb(h.post.text, terms),
        post_number: h.post.number,
        topic_title_headline: escape(h.thread.title),
        topic_id: topicNumber(h.thread),
      }));
      return answer(
        'discourse',
        call,
        {
          json: {
            posts,
            topics: hits.map((h) => topicJson(h.thread)),
            users: [],
            categories: [],
            tags: [],
            groups: [],
            grouped_search_result: {
              more_posts: null,
              more_users: null,
              more_categories: null,
              term: q,
              search_log_id: 1,
              more_full_page_results: hits.length >= PAGE ? true : null,
              can_create_topic: false,
              error: null,
              extra: {},
              post_ids: posts.map((p) => p.id),
              user_ids: [],
              category_ids: [],
              tag_ids: [],
              group_ids: [],
            },
          },
        },
        // Every hit is its topic's item; a reply that matched is one more.
        hits.flatMap((h) => (h.post.key === h.thread.key ? [h.thread.key] : [h.thread.key, h.post.key])),
      );
    },
    [`GET ${PREFIX}/:forum/t/:file`]: (call: RecordedCall) => {
      const forum = call.params.forum ?? '';
      const id = /^(\d+)\.json$/.exec(call.params.file ?? '')?.[1];
      const t = world.threads.find((x) => x.platform === 'discourse' && x.community === forum && !x.gone && id !== undefined && topicNumber(x) === Number(id));
      if (!t) return answer('discourse', call, { status: 404, json: { errors: ['The requested URL or resource could not be found.'], error_type: 'not_found' } });
      const shown = postsOf(t).slice(0, CHUNK);
      return answer(
        'discourse',
        call,
        {
          json: {
            post_stream: {
              posts: shown.map((p) => ({
                id: p.id,
                name: '',
                username: p.author,
                avatar_template: `/letter_avatar_proxy/v4/letter/${p.author[0]}/8dc77d/{size}.png`,
                created_at: iso(p.createdUtc),
                cooked: toHtml(p.text),
                post_number: p.number,
                post_type: 1,
                updated_at: iso(p.createdUtc),
                reply_count: 0,
                reply_to_post_number: p.replyTo ?? null,
                quote_count: 0,
                reads: 3 + (p.likes % 7),
                score: p.likes,
                topic_id: topicNumber(t),
                topic_slug: slug(t.title) || 'topic',
                version: 1,
                actions_summary: p.likes ? [{ id: 2, count: p.likes }] : [],
                hidden: false,
                deleted_at: null,
                user_deleted: false,
                wiki: false,
              })),
              stream: postsOf(t).map((p) => p.id),
            },
            ...topicJson(t),
            chunk_size: CHUNK,
          },
        },
        shown.map((p) => p.key),
      );
    },
  }),
};
