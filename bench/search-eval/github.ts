/**
 * The search eval's GitHub: the REST API (2022-11-28) over the eval world's issues, as the app's
 * connector (packages/sources/src/github.ts) calls it.
 *
 * - `GET /search/issues?q&sort&order&per_page&page`: every word of `q` must occur (GitHub has no
 *   loose match), in the title, the body or a comment unless `in:` narrows the fields; a
 *   "quoted phrase" must occur as written within one field; `-word` and `NOT word` exclude.
 *   Whole words, case-insensitive, plurals folded (fold()). Qualifiers: `is:issue` / `is:pr`
 *   (also `type:`), `in:title,body,comments`, `repo:owner/name`, `author:`, `created:` with
 *   `>`, `>=`, `<`, `<=` or `a..b`, `is:open` / `state:` (every issue here is open); others
 *   are ignored. Without `is:issue` pull requests are listed too, with their `pull_request`
 *   key. Best match by default (title hits weigh most, then body, then comments, reactions
 *   break near-ties); `sort=created|comments|reactions|updated` with `order`. Search allows 30
 *   requests a minute with a token and 10 without; a spent minute is a 403 with
 *   `x-ratelimit-remaining: 0`, as GitHub sends it. A wrong token is a 401 "Bad credentials".
 * - `GET /repos/{owner}/{repo}/issues/{n}/comments?per_page&page`: the issue's comments, flat,
 *   oldest first; bots' comments with `user.type: "Bot"`; deleted comments are gone.
 *
 * - `POST /graphql` with `search(type: DISCUSSION, query: $q, first: $first)`: the discussions
 *   (and only those: issue search never lists them) matching `q` by the same rules, each with
 *   its first `$comments` comments (oldest first), `upvoteCount`, `author { __typename login }`
 *   and `repository { nameWithOwner }`; `sort:created-desc` in `q` lists newest first. GraphQL
 *   answers only a signed-in caller (401 without a token) and counts 5,000 points an hour,
 *   a search one point; a spent hour is a 200 with `errors[].type: "RATE_LIMITED"`.
 *
 * Pull requests, bots and discussions are marked in the corpus (corpus/github.ts).
 */
import type { RecordedCall, Reply } from '@firstsignal/sources/testing';
import { BOT_MARK, DISCUSSION_MARK, PULL_REQUEST_TEMPLATE } from './corpus/github';
import type { PlatformModule } from './platform';
import { indexWords } from './words';
import type { World, WorldComment, WorldThread } from './world';

const PREFIX = '/github';
export const GITHUB_TOKEN = 'ghp_evalStandInToken0000000000000000000';
const SEARCH_PER_MINUTE = { keyed: 30, keyless: 10 };
const DOCS = 'https://docs.github.com/rest';
const STOP = new Set(['a', 'an', 'the', 'and', 'of', 'to', 'in', 'on', 'for', 'is', 'it']);

const numberOf = (id: string) => Number(id.slice(id.indexOf('-') + 1));
const iso = (epoch: number) => new Date(epoch * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const isGone = (c: WorldComment) => c.text.trim() === '[deleted]' || c.text.trim() === '[removed]';
export const isPullRequest = (t: Pick<WorldThread, 'indexedBody'>) => t.indexedBody.startsWith(PULL_REQUEST_TEMPLATE);
const botOf = (text: string) => BOT_MARK.exec(text)?.[1];
export const isDiscussion = (t: Pick<WorldThread, 'indexedBody'>) => DISCUSSION_MARK.test(t.indexedBody);
/** The body as GitHub shows it: a discussion's without the corpus's mark. */
const bodyOf = (t: Pick<WorldThread, 'indexedBody'>) => t.indexedBody.replace(DISCUSSION_MARK, '');
const GRAPHQL_POINTS_PER_HOUR = 5000;

function user(login: string, seed: number, bot?: string) {
  return bot
    ? { login: `${bot}[bot]`, id: 41_898_282 + (seed % 1000), type: 'Bot', site_admin: false }
    : { login, id: 100_000 + (seed % 9_000_000), type: 'User', site_admin: false };
}

const reactions = (total: number) => ({
  total_count: total,
  '+1': total,
  '-1': 0,
  laugh: 0,
  hooray: 0,
  confused: 0,
  heart: 0,
  rocket: 0,
  eyes: 0,
});

// ---------------------------------------------------------------------------------------------
// The issue search language
// ---------------------------------------------------------------------------------------------

type Field = 'title' | 'body' | 'comments';
export interface GitHubQuery {
  /** Every one must occur (a word, or a quoted phrase's words in a row). */
  terms: string[][];
  exclude: string[][];
  fields: Field[];
  kind?: 'issue' | 'pr';
  repo?: string;
  author?: string;
  created?: { after?: number; before?: number };
}

/** `created:` bounds in epoch seconds (a day's start; `<=` and `..` include the whole day). */
function createdBounds(v: string): GitHubQuery['created'] {
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 1000;
  const range = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(v);
  if (range) return { after: day(range[1]!), before: day(range[2]!) + 86_400 };
  const m = /^(>=|>|<=|<)?(\d{4}-\d{2}-\d{2})$/.exec(v);
  if (!m) return undefined;
  const d = day(m[2]!);
  switch (m[1]) {
    case '>=':
      return { after: d };
    case '>':
      return { after: d + 86_400 };
    case '<':
      return { before: d };
    case '<=':
      return { before: d + 86_400 };
    default:
      return { after: d, before: d + 86_400 };
  }
}

export function parseGitHubQuery(q: string): GitHubQuery {
  const query: GitHubQuery = { terms: [], exclude: [], fields: ['title', 'body', 'comments'] };
  let negateNext = false;
  for (const m of q.matchAll(/(-?)(?:([a-z]+):)?(?:"([^"]*)"?|(\S+))/gi)) {
    const negative = m[1] === '-' || negateNext;
    negateNext = false;
    const qualifier = m[2]?.toLowerCase();
    const value = m[3] ?? m[4] ?? '';
    if (!qualifier && m[3] === undefined && value === 'NOT') {
      negateNext = true;
      continue;
    }
    if (qualifier) {
      const v = value.toLowerCase();
      if ((qualifier === 'is' || qualifier === 'type') && (v === 'issue' || v === 'pr' || v === 'pull-request'))
        query.kind = v === 'issue' ? 'issue' : 'pr';
      else if (qualifier === 'in')
        query.fields = v.split(',').filter((f): f is Field => f === 'title' || f === 'body' || f === 'comments');
      else if (qualifier === 'repo') query.repo = v;
      else if (qualifier === 'author') query.author = v;
      else if (qualifier === 'created') query.created = createdBounds(v);
      // is:open, state:, label:, sort: and the rest narrow nothing in this world.
      continue;
    }
    const words = indexWords(value);
    if (words.length === 0 || (m[3] === undefined && words.length === 1 && STOP.has(words[0]!))) continue;
    (negative ? query.exclude : query.terms).push(words);
  }
  return query;
}

const hasPhrase = (words: readonly string[], phrase: readonly string[]) => {
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (words[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
};

interface IssueDoc {
  title: string[];
  body: string[];
  comments: string[][];
}

const docOf = (t: WorldThread): IssueDoc => ({
  title: indexWords(t.title),
  body: indexWords(bodyOf(t)),
  comments: t.allComments.filter((c) => !isGone(c)).map((c) => indexWords(c.text)),
});

function inFields(doc: IssueDoc, fields: readonly Field[], phrase: readonly string[]): boolean {
  return fields.some((f) => (f === 'comments' ? doc.comments.some((c) => hasPhrase(c, phrase)) : hasPhrase(doc[f], phrase)));
}

/** The issues (and pull requests) a search lists, in its order. */
export function githubSearch(
  world: World,
  q: string,
  options: { sort?: string | null; order?: string | null; discussions?: boolean } = {},
): WorldThread[] {
  const query = parseGitHubQuery(q);
  const hits: { t: WorldThread; relevance: number }[] = [];
  for (const t of world.threads) {
    if (t.platform !== 'github' || t.gone) continue;
    if (isDiscussion(t) !== Boolean(options.discussions)) continue;
    if (query.kind === 'issue' && isPullRequest(t)) continue;
    if (query.kind === 'pr' && !isPullRequest(t)) continue;
    if (query.repo && t.community.toLowerCase() !== query.repo) continue;
    if (query.author && t.author.toLowerCase() !== query.author) continue;
    if (query.created?.after !== undefined && t.createdUtc < query.created.after) continue;
    if (query.created?.before !== undefined && t.createdUtc >= query.created.before) continue;
    const doc = docOf(t);
    if (!query.terms.every((p) => inFields(doc, query.fields, p))) continue;
    if (query.exclude.some((p) => inFields(doc, query.fields, p))) continue;
    let relevance = 0;
    for (const p of query.terms)
      relevance +=
        (hasPhrase(doc.title, p) ? 3 : 0) +
        (hasPhrase(doc.body, p) ? 1 : 0) +
        (doc.comments.some((c) => hasPhrase(c, p)) ? 0.3 : 0);
    relevance += 0.3 * Math.log10(1 + t.score);
    hits.push({ t, relevance });
  }
  const asc = options.order === 'asc' ? -1 : 1;
  const by: Record<string, (a: (typeof hits)[number], b: (typeof hits)[number]) => number> = {
    created: (a, b) => asc * (b.t.createdUtc - a.t.createdUtc),
    updated: (a, b) => asc * (b.t.createdUtc - a.t.createdUtc),
    comments: (a, b) => asc * (b.t.allComments.length - a.t.allComments.length),
    reactions: (a, b) => asc * (b.t.score - a.t.score),
  };
  const sorter = by[options.sort ?? ''] ?? ((a, b) => b.relevance - a.relevance);
  return hits.sort((a, b) => sorter(a, b) || b.t.createdUtc - a.t.createdUtc || (a.t.id < b.t.id ? -1 : 1)).map((h) => h.t);
}

// ---------------------------------------------------------------------------------------------
// Answers in the API's shapes
// ---------------------------------------------------------------------------------------------

/** Issue numbers per repository, stable for a world: an issue's URL and its comments' route name it. */
function numbering(world: World) {
  const byRepoNumber = new Map<string, WorldThread>();
  const numberOfIssue = new Map<string, number>();
  for (const t of world.threads) {
    if (t.platform !== 'github') continue;
    let n = 1 + (numberOf(t.id) % 4000);
    while (byRepoNumber.has(`${t.community.toLowerCase()}#${n}`)) n++;
    byRepoNumber.set(`${t.community.toLowerCase()}#${n}`, t);
    numberOfIssue.set(t.id, n);
  }
  return { byRepoNumber, numberOfIssue };
}

export const githubModule: PlatformModule = {
  platform: 'github',
  env: (base) => ({ GITHUB_API_URL: `${base}${PREFIX}`, GITHUB_TOKEN }),
  // GitHub requires every word: the naive baseline's words together would rarely match, so its first word alone.
  naive: (world, words) => (words[0] ? githubSearch(world, `${words[0]} is:issue`).slice(0, 50) : []),
  readable: (t) =>
    t.allComments
      .filter((c) => !isGone(c) && !botOf(c.text))
      .sort((a, b) => a.createdUtc - b.createdUtc)
      .slice(0, 30),
  // The connector names a discussion by its GraphQL node id, which the stand-in makes from the world's number.
  worldKey: (id) => id.replace(/^github:discussion-comment-DC_kwDO(\d+)$/, 'github:comment-$1').replace(/^github:discussion-D_kwDO(\d+)$/, 'github:issue-$1'),
  routes: ({ world, meter, answer }) => {
    const { byRepoNumber, numberOfIssue } = numbering(world);
    const issueUrl = (t: WorldThread) => `https://api.github.com/repos/${t.community}/issues/${numberOfIssue.get(t.id)}`;
    const htmlUrl = (t: WorldThread) =>
      `https://github.com/${t.community}/${isPullRequest(t) ? 'pull' : 'issues'}/${numberOfIssue.get(t.id)}`;

    const issueJson = (t: WorldThread, score: number) => {
      const n = numberOfIssue.get(t.id)!;
      return {
        url: issueUrl(t),
        repository_url: `https://api.github.com/repos/${t.community}`,
        comments_url: `${issueUrl(t)}/comments`,
        html_url: htmlUrl(t),
        id: numberOf(t.id),
        node_id: `I_kwDO${Buffer.from(t.id).toString('base64url').slice(0, 14)}`,
        number: n,
        title: t.title,
        user: user(t.author, t.createdUtc, botOf(t.indexedBody)),
        labels: isPullRequest(t) ? [] : [{ name: /feature|request|support|add|allow/i.test(t.title) ? 'enhancement' : 'triage' }],
        state: 'open',
        locked: false,
        assignee: null,
        assignees: [],
        milestone: null,
        comments: t.allComments.filter((c) => !isGone(c)).length,
        created_at: iso(t.createdUtc),
        updated_at: iso(Math.max(t.createdUtc, ...t.allComments.map((c) => c.createdUtc))),
        closed_at: null,
        author_association: 'NONE',
        active_lock_reason: null,
        body: bodyOf(t),
        reactions: { url: `${issueUrl(t)}/reactions`, ...reactions(t.score) },
        state_reason: null,
        score,
        ...(isPullRequest(t)
          ? {
              draft: false,
              pull_request: {
                url: `https://api.github.com/repos/${t.community}/pulls/${n}`,
                html_url: htmlUrl(t),
                diff_url: `${htmlUrl(t)}.diff`,
                patch_url: `${htmlUrl(t)}.patch`,
                merged_at: null,
              },
            }
          : {}),
      };
    };

    const commentJson = (c: WorldComment, t: WorldThread, i: number) => ({
      url: `https://api.github.com/repos/${t.community}/issues/comments/${numberOf(c.id)}`,
      html_url: `${htmlUrl(t)}#issuecomment-${numberOf(c.id)}`,
      issue_url: issueUrl(t),
      id: numberOf(c.id),
      node_id: `IC_kwDO${Buffer.from(c.id).toString('base64url').slice(0, 14)}`,
      user: user(c.author, c.createdUtc, botOf(c.text)),
      created_at: iso(c.createdUtc),
      updated_at: iso(c.createdUtc),
      // The first reply after the issue is often the maintainer's.
      author_association: i === 0 && !botOf(c.text) ? 'MEMBER' : 'NONE',
      body: c.text,
      reactions: {
        url: `https://api.github.com/repos/${t.community}/issues/comments/${numberOf(c.id)}/reactions`,
        ...reactions(c.score),
      },
      performed_via_github_app: null,
    });

    const limitHeaders = (resource: 'search' | 'core' | 'graphql', limit: number, used: number) => ({
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(Math.max(0, limit - used)),
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 60),
      'x-ratelimit-used': String(used),
      'x-ratelimit-resource': resource,
      'x-github-api-version-selected': '2022-11-28',
    });

    /** A wrong token is refused; without one the keyless limits apply. */
    const keyed = (call: RecordedCall): boolean | 'bad' => {
      const auth = call.headers.authorization;
      if (!auth) return false;
      return auth === `Bearer ${GITHUB_TOKEN}` || auth === `token ${GITHUB_TOKEN}` ? true : 'bad';
    };
    const badCredentials = (call: RecordedCall): Reply =>
      answer('github', call, { status: 401, json: { message: 'Bad credentials', documentation_url: DOCS, status: '401' } });

    const discussionUrl = (t: WorldThread) => `https://github.com/${t.community}/discussions/${numberOfIssue.get(t.id)}`;
    const actor = (login: string, seed: number, bot?: string) => {
      const u = user(login, seed, bot);
      return { __typename: u.type, login: bot ?? u.login };
    };
    const discussionNode = (t: WorldThread, comments: number) => {
      const shown = t.allComments
        .filter((c) => !isGone(c))
        .sort((a, b) => a.createdUtc - b.createdUtc || (a.id < b.id ? -1 : 1))
        .slice(0, comments);
      return {
        node: {
          id: `D_kwDO${numberOf(t.id)}`,
          number: numberOfIssue.get(t.id),
          title: t.title,
          body: bodyOf(t),
          url: discussionUrl(t),
          createdAt: iso(t.createdUtc),
          upvoteCount: t.score,
          author: actor(t.author, t.createdUtc, botOf(bodyOf(t))),
          repository: { nameWithOwner: t.community },
          comments: {
            totalCount: t.allComments.filter((c) => !isGone(c)).length,
            nodes: shown.map((c) => ({
              id: `DC_kwDO${numberOf(c.id)}`,
              body: c.text,
              url: `${discussionUrl(t)}#discussioncomment-${numberOf(c.id)}`,
              createdAt: iso(c.createdUtc),
              upvoteCount: c.score,
              author: actor(c.author, c.createdUtc, botOf(c.text)),
            })),
          },
        },
        served: botOf(bodyOf(t)) ? [] : [t.key, ...shown.filter((c) => !botOf(c.text)).map((c) => c.key)],
      };
    };

    return {
      [`POST ${PREFIX}/graphql`]: (call: RecordedCall) => {
        const key = keyed(call);
        if (key === 'bad') return badCredentials(call);
        if (!key)
          return answer('github', call, {
            status: 401,
            json: { message: 'This endpoint requires you to be authenticated.', documentation_url: 'https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql', status: '401' },
          });
        const used = meter().log.filter((r) => r.platform === 'github' && r.path.endsWith('/graphql') && r.status === 200).length + 1;
        const headers = { ...limitHeaders('graphql', GRAPHQL_POINTS_PER_HOUR, used), 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600) };
        if (used > GRAPHQL_POINTS_PER_HOUR)
          return answer('github', call, { headers, json: { errors: [{ type: 'RATE_LIMITED', code: 'graphql_rate_limit', message: 'API rate limit already exceeded for user ID 4242.' }] } });
        let request: { query?: string; variables?: { q?: string; first?: number; comments?: number } };
        try {
          request = JSON.parse(call.body) as typeof request;
        } catch {
          return answer('github', call, { status: 400, headers, json: { message: 'Problems parsing JSON', documentation_url: DOCS } });
        }
        if (!/search\(\s*type:\s*DISCUSSION/.test(request.query ?? ''))
          return answer('github', call, { headers, json: { errors: [{ message: 'The stand-in answers only the discussion search' }] } });
        const q = request.variables?.q ?? '';
        const first = Math.min(100, Math.max(1, request.variables?.first ?? 10));
        const newest = /(^|\s)sort:created-desc(\s|$)/.test(q);
        const found = githubSearch(world, q, { discussions: true, ...(newest ? { sort: 'created' } : {}) }).slice(0, first);
        const nodes = found.map((t) => discussionNode(t, Math.min(100, Math.max(1, request.variables?.comments ?? 10))));
        return answer(
          'github',
          call,
          { headers, json: { data: { search: { discussionCount: found.length, nodes: nodes.map((n) => n.node) } } } },
          nodes.flatMap((n) => n.served),
        );
      },
      [`GET ${PREFIX}/search/issues`]: (call: RecordedCall) => {
        const key = keyed(call);
        if (key === 'bad') return badCredentials(call);
        const limit = key ? SEARCH_PER_MINUTE.keyed : SEARCH_PER_MINUTE.keyless;
        const used =
          meter().log.filter((r) => r.platform === 'github' && r.path.endsWith('/search/issues') && r.status !== 401).length + 1;
        const headers = limitHeaders('search', limit, used);
        if (used > limit)
          return answer('github', call, {
            status: 403,
            headers: { ...headers, 'x-ratelimit-remaining': '0' },
            json: {
              message: 'API rate limit exceeded for installation.',
              documentation_url: `${DOCS}/overview/rate-limits-for-the-rest-api`,
            },
          });
        const q = call.query.get('q');
        if (!q?.trim())
          return answer('github', call, {
            status: 422,
            headers,
            json: {
              message: 'Validation Failed',
              errors: [{ resource: 'Search', field: 'q', code: 'missing' }],
              documentation_url: DOCS,
              status: '422',
            },
          });
        const perPage = Math.min(100, Math.max(1, Number(call.query.get('per_page') ?? 30) || 30));
        const page = Math.max(1, Number(call.query.get('page') ?? 1) || 1);
        const hits = githubSearch(world, q, { sort: call.query.get('sort'), order: call.query.get('order') });
        const shown = hits.slice((page - 1) * perPage, page * perPage);
        return answer(
          'github',
          call,
          {
            headers,
            json: {
              total_count: hits.length,
              incomplete_results: false,
              items: shown.map((t, i) => issueJson(t, Math.max(1, 100 - i))),
            },
          },
          shown.filter((t) => !isPullRequest(t) && !botOf(t.indexedBody)).map((t) => t.key),
        );
      },
      [`GET ${PREFIX}/repos/:owner/:repo/issues/:number/comments`]: (call: RecordedCall) => {
        const key = keyed(call);
        if (key === 'bad') return badCredentials(call);
        const used =
          meter().log.filter((r) => r.platform === 'github' && r.path.endsWith('/comments') && r.status !== 401).length + 1;
        const headers = limitHeaders('core', key ? 5000 : 60, used);
        const t = byRepoNumber.get(`${call.params.owner}/${call.params.repo}`.toLowerCase() + `#${call.params.number}`);
        if (!t)
          return answer('github', call, {
            status: 404,
            headers,
            json: { message: 'Not Found', documentation_url: DOCS, status: '404' },
          });
        const perPage = Math.min(100, Math.max(1, Number(call.query.get('per_page') ?? 30) || 30));
        const page = Math.max(1, Number(call.query.get('page') ?? 1) || 1);
        const all = t.allComments.filter((c) => !isGone(c)).sort((a, b) => a.createdUtc - b.createdUtc || (a.id < b.id ? -1 : 1));
        const shown = all.slice((page - 1) * perPage, page * perPage);
        return answer(
          'github',
          call,
          { headers, json: shown.map((c, i) => commentJson(c, t, (page - 1) * perPage + i)) },
          shown.filter((c) => !botOf(c.text)).map((c) => c.key),
        );
      },
    };
  },
};
