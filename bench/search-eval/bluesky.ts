/**
 * The search eval's Bluesky: a PDS's XRPC over the eval world's posts, as the app's connector
 * (packages/sources/src/bluesky.ts) calls it.
 *
 * - `POST /xrpc/com.atproto.server.createSession` (`identifier`, `password`: BLUESKY_HANDLE and
 *   the app password) and `com.atproto.server.refreshSession` (the refresh token as bearer) give
 *   an access token; every read needs one. An access token expires after ACCESS_TOKEN_READS
 *   reads (a 400 `ExpiredToken`, as a PDS answers a token past its two hours).
 * - `GET /xrpc/app.bsky.feed.searchPosts?q&sort&since&until&limit&cursor`: every word of `q` must
 *   be in the post (whole words, case-insensitive, plurals folded; no OR, no prefixes); a
 *   "quoted phrase" in a row; `-word` excludes; `#tag` finds the tag. `sort=top` by likes,
 *   `latest` newest first; `since`/`until` bound the creation time; `limit` 1–100 (default 25),
 *   `cursor` pages. Deleted posts are not in search.
 * - `GET /xrpc/app.bsky.feed.getPostThread?uri&depth&parentHeight`: the post and its replies,
 *   nested down to `depth`, best liked first; a deleted reply is a `#notFoundPost` stub.
 *
 * A post's text is served as the Bluesky app posts it: a link shortened in the text with a link
 * facet holding the address, and facets for `#tags` and `@mentions`, indexed in UTF-8 bytes.
 */
import type { RecordedCall, Reply } from '@firstsignal/sources/testing';
import type { PlatformModule } from './platform';
import { indexWords } from './words';
import { hash32, type World, type WorldComment, type WorldThread } from './world';

const PREFIX = '/bluesky';
export const BLUESKY_HANDLE = 'firstsignal-eval.bsky.social';
export const BLUESKY_APP_PASSWORD = 'abcd-efgh-ijkl-mnop';
const ACCOUNT_DID = 'did:plc:firstsignaleval2test4acct';
/** Reads an access token allows before it expires. */
export const ACCESS_TOKEN_READS = 50;
const GONE = new Set(['[deleted]', '[removed]']);

const iso = (epoch: number) => new Date(epoch * 1000).toISOString();
const didOf = (id: string) => id.slice(0, id.lastIndexOf('-'));
const rkeyOf = (id: string) => id.slice(id.lastIndexOf('-') + 1);
export const uriOf = (id: string) => `at://${didOf(id)}/app.bsky.feed.post/${rkeyOf(id)}`;
const cidOf = (id: string) => `bafyrei${hash32(id).toString(32)}${hash32(`${id}|cid`).toString(32)}`;

/** What the Bluesky app shows for a link it shortens: host and path, a long path cut to 13 characters and "...". */
function shortUrl(url: string): string {
  const u = new URL(url);
  const path = `${u.pathname === '/' ? '' : u.pathname}${u.search}`;
  return `${u.host.replace(/^www\./, '')}${path.length > 15 ? `${path.slice(0, 13)}...` : path}`;
}

/** The record's text and facets: links shortened with a link facet, tags and mentions faceted; byte offsets. */
export function richText(written: string) {
  const facets: unknown[] = [];
  let text = '';
  const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
  const parts = written.split(/(https?:\/\/[^\s)]+[^\s).,!?;:'"]|#[\p{L}\p{N}_]+|@[a-z0-9-]+(?:\.[a-z0-9-]+)+)/u);
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      text += part;
      return;
    }
    const shown = part.startsWith('http') ? shortUrl(part) : part;
    const byteStart = bytes(text);
    text += shown;
    const feature = part.startsWith('http')
      ? { $type: 'app.bsky.richtext.facet#link', uri: part }
      : part.startsWith('#')
        ? { $type: 'app.bsky.richtext.facet#tag', tag: part.slice(1) }
        : { $type: 'app.bsky.richtext.facet#mention', did: `did:plc:${hash32(part).toString(32).padEnd(24, 'a')}` };
    facets.push({ $type: 'app.bsky.richtext.facet', index: { byteStart, byteEnd: bytes(text) }, features: [feature] });
  });
  return { text, facets };
}

const langOf = (text: string) => (/[\u0590-\u05ff]/.test(text) ? ['he'] : /[\u0600-\u06ff]/.test(text) ? ['ar'] : ['en']);

function displayName(handle: string): string | undefined {
  const h = hash32(handle);
  if (h % 3 === 0) return undefined;
  const name = handle.split('.')[0]!.replace(/^(\w)/, (c) => c.toUpperCase());
  return h % 3 === 1 ? name : `${name} ${['🌿', '🐝', '☕', '🏳️‍🌈', '✨'][h % 5]}`;
}

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

export interface BlueskyQuery {
  include: string[][];
  exclude: string[][];
}

export function parseBlueskyQuery(q: string): BlueskyQuery {
  const query: BlueskyQuery = { include: [], exclude: [] };
  for (const m of q.matchAll(/(-?)(?:"([^"]*)"?|(\S+))/g)) {
    const words = indexWords(m[2] ?? m[3] ?? '');
    if (words.length) (m[1] === '-' ? query.exclude : query.include).push(words);
  }
  return query;
}

const hasPhrase = (words: readonly string[], phrase: readonly string[]) =>
  words.some((_, i) => phrase.every((p, j) => words[i + j] === p));

/** Posts (not replies: they are found through their thread) a search lists, in its order. */
export function blueskySearch(
  world: World,
  q: string,
  options: { sort?: string | null; since?: string | null; until?: string | null } = {},
): WorldThread[] {
  const query = parseBlueskyQuery(q);
  if (query.include.length === 0) return [];
  const since = options.since ? Date.parse(options.since) / 1000 : -Infinity;
  const until = options.until ? Date.parse(options.until) / 1000 : Infinity;
  const hits = world.threads.filter((t) => {
    if (t.platform !== 'bluesky' || t.gone || t.createdUtc < since || t.createdUtc >= until) return false;
    const words = indexWords(t.indexedBody);
    return query.include.every((p) => hasPhrase(words, p)) && !query.exclude.some((p) => hasPhrase(words, p));
  });
  return hits.sort((a, b) =>
    options.sort === 'latest' ? b.createdUtc - a.createdUtc : b.score - a.score || b.createdUtc - a.createdUtc,
  );
}

// ---------------------------------------------------------------------------------------------
// The module
// ---------------------------------------------------------------------------------------------

export const blueskyModule: PlatformModule = {
  platform: 'bluesky',
  env: (base) => ({
    BLUESKY_SERVICE_URL: `${base}${PREFIX}`,
    BLUESKY_HANDLE,
    BLUESKY_APP_PASSWORD,
  }),
  // Every word must be in a short post: the naive baseline's words together would rarely match, so its first word alone.
  naive: (world, words) => (words[0] ? blueskySearch(world, words[0]).slice(0, 50) : []),
  readable: (t) => {
    const walk = (cs: readonly WorldComment[]): WorldComment[] =>
      [...cs].sort((a, b) => b.score - a.score).flatMap((c) => [c, ...walk(c.replies)]);
    return walk(t.comments).filter((c) => !GONE.has(c.text.trim()));
  },
  routes: ({ world, answer }) => {
    /** Access token → reads left; refresh token → the access token it renews. */
    const access = new Map<string, number>();
    const refresh = new Set<string>();
    let sessions = 0;
    const newSession = () => {
      sessions++;
      const accessJwt = `eyJhbGciOiJFUzI1NksifQ.eval-access-${sessions}.sig`;
      const refreshJwt = `eyJhbGciOiJFUzI1NksifQ.eval-refresh-${sessions}.sig`;
      access.set(accessJwt, ACCESS_TOKEN_READS);
      refresh.add(refreshJwt);
      return {
        did: ACCOUNT_DID,
        handle: BLUESKY_HANDLE,
        email: 'eval@example.com',
        emailConfirmed: true,
        accessJwt,
        refreshJwt,
        active: true,
      };
    };
    const xrpcError = (call: RecordedCall, status: number, error: string, message: string) =>
      answer('bluesky', call, { status, json: { error, message } });
    const bearer = (call: RecordedCall) => /^Bearer (.+)$/.exec(call.headers.authorization ?? '')?.[1];

    /** The read's answer, or the auth error a PDS gives. */
    const authorised = (call: RecordedCall, read: () => { reply: Reply; served?: string[] }): Reply => {
      const token = bearer(call);
      if (!token) return xrpcError(call, 401, 'AuthenticationRequired', 'Authentication Required');
      const left = access.get(token);
      if (left === undefined) return xrpcError(call, 400, 'InvalidToken', 'Token could not be verified');
      if (left <= 0) return xrpcError(call, 400, 'ExpiredToken', 'Token has expired');
      access.set(token, left - 1);
      const { reply, served } = read();
      return answer('bluesky', call, reply, served);
    };

    const author = (id: string, handle: string) => {
      const name = displayName(handle);
      return {
        did: didOf(id),
        handle,
        ...(name ? { displayName: name } : {}),
        avatar: `https://cdn.bsky.app/img/avatar/plain/${didOf(id)}/bafkrei${hash32(handle).toString(32)}@jpeg`,
        labels: [],
        createdAt: '2024-03-01T12:00:00.000Z',
      };
    };
    const rootOf = (t: WorldThread) => ({ uri: uriOf(t.id), cid: cidOf(t.id) });
    const postView = (
      id: string,
      handle: string,
      written: string,
      createdUtc: number,
      likes: number,
      replyCount: number,
      reply?: { root: { uri: string; cid: string }; parent: { uri: string; cid: string } },
    ) => {
      const { text, facets } = richText(written);
      return {
        uri: uriOf(id),
        cid: cidOf(id),
        author: author(id, handle),
        record: {
          $type: 'app.bsky.feed.post',
          createdAt: iso(createdUtc),
          langs: langOf(text),
          text,
          ...(facets.length ? { facets } : {}),
          ...(reply ? { reply } : {}),
        },
        replyCount,
        repostCount: Math.floor(likes / 7),
        likeCount: likes,
        quoteCount: 0,
        indexedAt: iso(createdUtc + 2),
        labels: [],
      };
    };
    const live = (cs: readonly WorldComment[]) => cs.filter((c) => !GONE.has(c.text.trim()));
    const threadPostView = (t: WorldThread) =>
      postView(t.id, t.author, t.indexedBody, t.createdUtc, t.score, live(t.comments).length);

    const replyNodes = (
      t: WorldThread,
      parent: { uri: string; cid: string },
      cs: readonly WorldComment[],
      depth: number,
      served: string[],
    ): unknown[] =>
      depth <= 0
        ? []
        : [...cs]
            .sort((a, b) => b.score - a.score)
            .map((c) => {
              if (GONE.has(c.text.trim())) return { $type: 'app.bsky.feed.defs#notFoundPost', uri: uriOf(c.id), notFound: true };
              served.push(c.key);
              const here = { uri: uriOf(c.id), cid: cidOf(c.id) };
              return {
                $type: 'app.bsky.feed.defs#threadViewPost',
                post: postView(c.id, c.author, c.text, c.createdUtc, c.score, live(c.replies).length, {
                  root: rootOf(t),
                  parent,
                }),
                replies: replyNodes(t, here, c.replies, depth - 1, served),
              };
            });

    return {
      [`POST ${PREFIX}/xrpc/com.atproto.server.createSession`]: (call: RecordedCall) => {
        let body: { identifier?: string; password?: string } = {};
        try {
          body = JSON.parse(call.body || '{}');
        } catch {
          return xrpcError(call, 400, 'InvalidRequest', 'Request body must be JSON');
        }
        if (body.identifier !== BLUESKY_HANDLE || body.password !== BLUESKY_APP_PASSWORD)
          return xrpcError(call, 401, 'AuthenticationRequired', 'Invalid identifier or password');
        return answer('bluesky', call, { json: newSession() });
      },
      [`POST ${PREFIX}/xrpc/com.atproto.server.refreshSession`]: (call: RecordedCall) => {
        const token = bearer(call);
        if (!token || !refresh.has(token)) return xrpcError(call, 400, 'ExpiredToken', 'Token has been revoked');
        refresh.delete(token);
        return answer('bluesky', call, { json: newSession() });
      },
      [`GET ${PREFIX}/xrpc/app.bsky.feed.searchPosts`]: (call: RecordedCall) =>
        authorised(call, () => {
          const q = call.query.get('q');
          if (!q)
            return {
              reply: { status: 400, json: { error: 'InvalidRequest', message: 'Error: Params must have the property "q"' } },
            };
          const limit = Number(call.query.get('limit') ?? 25);
          if (!Number.isInteger(limit) || limit < 1 || limit > 100)
            return { reply: { status: 400, json: { error: 'InvalidRequest', message: 'Error: limit must be <= 100' } } };
          const offset = Number(call.query.get('cursor') ?? 0) || 0;
          const hits = blueskySearch(world, q, {
            sort: call.query.get('sort'),
            since: call.query.get('since'),
            until: call.query.get('until'),
          });
          const page = hits.slice(offset, offset + limit);
          return {
            reply: {
              json: {
                ...(offset + limit < hits.length ? { cursor: String(offset + limit) } : {}),
                hitsTotal: hits.length,
                posts: page.map(threadPostView),
              },
            },
            served: page.map((t) => t.key),
          };
        }),
      [`GET ${PREFIX}/xrpc/app.bsky.feed.getPostThread`]: (call: RecordedCall) =>
        authorised(call, () => {
          const uri = call.query.get('uri') ?? '';
          const m = /^at:\/\/(did:[^/]+)\/app\.bsky\.feed\.post\/([^/]+)$/.exec(uri);
          const id = m ? `${m[1]}-${m[2]}` : '';
          const depth = Math.min(1000, Math.max(0, Number(call.query.get('depth') ?? 6)));
          const t = world.byId.get(id);
          const c = world.comments.get(id);
          const thread =
            t?.platform === 'bluesky' && !t.gone
              ? t
              : c?.thread.platform === 'bluesky' && !GONE.has(c.comment.text.trim())
                ? c.thread
                : undefined;
          if (!thread) return { reply: { status: 400, json: { error: 'NotFound', message: `Post not found: ${uri}` } } };
          const served: string[] = [];
          const node = c
            ? {
                $type: 'app.bsky.feed.defs#threadViewPost',
                post: postView(
                  c.comment.id,
                  c.comment.author,
                  c.comment.text,
                  c.comment.createdUtc,
                  c.comment.score,
                  live(c.comment.replies).length,
                ),
                replies: replyNodes(thread, { uri: uriOf(id), cid: cidOf(id) }, c.comment.replies, depth, served),
              }
            : {
                $type: 'app.bsky.feed.defs#threadViewPost',
                post: threadPostView(thread),
                replies: replyNodes(thread, rootOf(thread), thread.comments, depth, served),
              };
          return { reply: { json: { thread: node } }, served: [c ? c.comment.key : thread.key, ...served] };
        }),
    };
  },
};
