import { afterEach, describe, expect, it } from 'vitest';
import { createGitHubConnector, type PlatformSearchRequest } from '../src/index';
import {
  BOT_ISSUE,
  discussionSearchAnswer,
  FEATURE_REQUEST,
  FEATURE_REQUEST_COMMENTS,
  FEATURE_REQUEST_TEXT,
  GRAPHQL_RATE_LIMITED,
  GRAPHQL_UNSEARCHABLE_REPO,
  GRAPHQL_UNSEARCHABLE_REPO_EMPTY,
  IDEA_DISCUSSION,
  IDEA_DISCUSSION_TEXT,
  PULL_REQUEST,
  RATE_LIMITED,
  RECORDED_COMMENT,
  RECORDED_DISCUSSIONS,
  RECORDED_SEARCH,
  SECONDARY_RATE_LIMIT,
  searchAnswer,
} from './support/github';
import { byId, failure, recordingCache } from './support/items';
import { startUpstream, type RouteTable, type Upstream } from './support/upstream';

const UNSEARCHABLE_REPO_ERROR = 'The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.';
const SEARCH = searchAnswer([FEATURE_REQUEST, PULL_REQUEST, BOT_ISSUE, ...RECORDED_SEARCH.items]);
const DISCUSSIONS = discussionSearchAnswer([IDEA_DISCUSSION, ...RECORDED_DISCUSSIONS.data.search.nodes]);

let upstream: Upstream | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

async function connector(routes: RouteTable = {}, token?: string) {
  upstream = await startUpstream({
    'GET /search/issues': { json: SEARCH },
    'GET /repos/invoicely/invoicely/issues/311/comments': { json: FEATURE_REQUEST_COMMENTS },
    'GET /repos/:owner/:repo/issues/:n/comments': { json: [RECORDED_COMMENT] },
    'POST /graphql': { json: DISCUSSIONS },
    ...routes,
  });
  const { cache, keys } = recordingCache();
  const gh = createGitHubConnector({ apiUrl: upstream.url, token, enabled: true, cache, timeoutMs: 2000, budgetMs: 4000 });
  return { gh, keys };
}

const REQUEST: PlatformSearchRequest = { queries: ['"payment reminders" in:title,body'], timeRange: '', limit: 10 };

describe('GitHub connector', () => {
  it('searches issues by best match, leaves out pull requests and bots, and shows each issue as plain text with its repository, author and reactions', async () => {
    const { gh } = await connector();
    const items = await gh.search(REQUEST);

    const [search] = upstream!.callsTo('/search/issues');
    expect(search!.query.get('q')).toBe('"payment reminders" in:title,body is:issue');
    expect(search!.query.has('sort')).toBe(false);
    expect(search!.query.get('per_page')).toBe('25');
    expect(search!.headers.accept).toBe('application/vnd.github+json');
    expect(search!.headers['x-github-api-version']).toBe('2022-11-28');
    expect(search!.headers['user-agent']).toMatch(/FirstSignal/);
    expect(search!.headers.authorization).toBeUndefined();

    const issue = byId(items, 'issue-2611');
    expect(issue).toMatchObject({
      platform: 'github',
      type: 'post',
      title: 'Feature request: automatic payment reminders for late invoices 💸',
      url: 'https://github.com/invoicely/invoicely/issues/311',
      source: 'invoicely/invoicely',
      author: 'mira-k',
      createdUtc: Date.parse('2026-11-20T09:15:00Z') / 1000,
      engagement: { upvotes: 17, comments: 3, views: 0 },
      searchRank: 0,
    });
    expect(issue.text).toBe(FEATURE_REQUEST_TEXT);
    // The recorded issues: their repository, login and emoji as GitHub sent them.
    expect(byId(items, 'issue-1000')).toMatchObject({
      source: 'octokit-fixture-org/search-issues',
      author: 'octokit-fixture-user-b',
      text: 'I’ve waited all year long, but there was no pop 😭',
      engagement: { upvotes: 0, comments: 42, views: 0 },
    });
    const ids = items.map((i) => i.nativeId);
    expect(ids).not.toContain('issue-2612');
    expect(ids).not.toContain('issue-2613');
    expect(upstream!.callsTo(/\/312\/comments$/)).toHaveLength(0);
  });

  it('reads the comments of the best issues, as plain text, each pointing at its issue', async () => {
    const { gh } = await connector();
    const items = await gh.search(REQUEST);
    const comment = byId(items, 'comment-99001');
    expect(comment).toMatchObject({
      type: 'comment',
      title: 'Feature request: automatic payment reminders for late invoices 💸',
      text: '+1, I would pay for this 🙏 — same for my clients in Dubai: "تذكير بالدفع"',
      url: 'https://github.com/invoicely/invoicely/issues/311#issuecomment-99001',
      source: 'invoicely/invoicely',
      author: 'jo-park',
      engagement: { upvotes: 4, comments: 0, views: 0 },
      parentPost: { id: 'issue-2611', url: 'https://github.com/invoicely/invoicely/issues/311' },
    });
    expect(byId(items, 'comment-99003')).toMatchObject({
      author: 'ghost',
      url: 'https://github.com/invoicely/invoicely/issues/311#issuecomment-99003',
    });
    expect(items.map((i) => i.nativeId)).not.toContain('comment-99002');
    // The recorded comment, under the recorded issue it was served for.
    expect(byId(items, 'comment-20227753')).toMatchObject({ text: 'Comment created by PyGithub', author: 'stuglaser' });
    const [call] = upstream!.callsTo('/repos/invoicely/invoicely/issues/311/comments');
    expect(Number(call!.query.get('per_page'))).toBeGreaterThanOrEqual(30);
  });

  it('searches discussions too with a token (GraphQL, the same query), each with its best comments, beside the issues', async () => {
    const { gh, keys } = await connector({}, 'ghp_secret123');
    const notes: string[] = [];
    const items = await gh.search({ ...REQUEST, onNote: (n) => notes.push(n) });
    expect(notes).toEqual([]);

    const [call] = upstream!.callsTo('/graphql');
    expect(call!.method).toBe('POST');
    expect(call!.headers.authorization).toBe('Bearer ghp_secret123');
    const sent = JSON.parse(call!.body) as { query: string; variables: { q: string; first: number } };
    expect(sent.query).toMatch(/search\(type: DISCUSSION, query: \$q, first: \$first\)/);
    expect(sent.variables.q).toBe('"payment reminders" in:title,body');
    expect(keys.join(' ')).not.toContain('ghp_secret123');

    expect(byId(items, 'discussion-D_kwDOInv0001')).toMatchObject({
      platform: 'github',
      type: 'post',
      title: 'Idea: send payment reminders by WhatsApp 📲',
      text: IDEA_DISCUSSION_TEXT,
      url: 'https://github.com/invoicely/invoicely/discussions/77',
      source: 'invoicely/invoicely',
      author: 'noa-levi',
      createdUtc: Date.parse('2026-11-19T07:30:00Z') / 1000,
      engagement: { upvotes: 23, comments: 3, views: 0 },
      searchRank: 0,
    });
    // The recorded welcome discussion, as GitHub sent it; the bot's is left out.
    expect(byId(items, 'discussion-D_kwDOGLyMF84ARkhY')).toMatchObject({ source: 'octo-org/octo-repo', author: 'octocat' });
    expect(items.map((i) => i.nativeId)).not.toContain('discussion-D_kwDOGLyMF84ARkhZ');
    // Issues as before.
    expect(byId(items, 'issue-2611').title).toContain('payment reminders');

    // Its comments came with it: the customer's first (most upvoted), no bot, a deleted account as ghost.
    expect(byId(items, 'discussion-comment-DC_kwDOInv0001')).toMatchObject({
      type: 'comment',
      title: 'Idea: send payment reminders by WhatsApp 📲',
      text: 'Same here, I would pay for it 💸 — clients in Cairo: "تذكير بالدفع"',
      url: 'https://github.com/invoicely/invoicely/discussions/77#discussioncomment-501',
      author: 'amir-h',
      engagement: { upvotes: 9, comments: 0, views: 0 },
      parentPost: { id: 'discussion-D_kwDOInv0001', url: 'https://github.com/invoicely/invoicely/discussions/77' },
    });
    expect(byId(items, 'discussion-comment-DC_kwDOInv0003')).toMatchObject({ author: 'ghost', text: 'Please!' });
    expect(items.map((i) => i.nativeId)).not.toContain('discussion-comment-DC_kwDOInv0002');
    expect(upstream!.callsTo('/graphql')).toHaveLength(1);
  });

  it('asks for newest discussions first from the last run’s day for monitoring', async () => {
    const { gh } = await connector({}, 'ghp_secret123');
    await gh.search({ ...REQUEST, since: Date.parse('2026-11-20T08:00:00Z') / 1000 });
    const [call] = upstream!.callsTo('/graphql');
    const sent = JSON.parse(call!.body) as { variables: { q: string } };
    expect(sent.variables.q).toBe('"payment reminders" in:title,body created:>=2026-11-20 sort:created-desc');
  });

  it('without a token searches issues only and says discussions need GITHUB_TOKEN, with each search and in its health', async () => {
    const { gh } = await connector();
    const notes: string[] = [];
    const items = await gh.search({ ...REQUEST, onNote: (n) => notes.push(n) });
    expect(upstream!.callsTo('/graphql')).toHaveLength(0);
    expect(items.some((i) => i.nativeId.startsWith('discussion-'))).toBe(false);
    expect(byId(items, 'issue-2611')).toBeDefined();
    expect(notes).toEqual(['GitHub Discussions are not configured: set GITHUB_TOKEN (without it only issues are searched)']);
    expect(gh.notes).toEqual(notes);
    expect(createGitHubConnector({ apiUrl: 'http://127.0.0.1:9', token: 't' }).notes).toBeUndefined();
  });

  it('keeps the issues when GraphQL’s limit is spent (a 200 with RATE_LIMITED), says so, and waits for its reset before asking again', async () => {
    const reset = Math.floor(Date.now() / 1000) + 1200;
    const { gh } = await connector(
      {
        'POST /graphql': {
          headers: { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset), 'x-ratelimit-resource': 'graphql' },
          json: GRAPHQL_RATE_LIMITED,
        },
      },
      'ghp_secret123',
    );
    const notes: string[] = [];
    const items = await gh.search({ ...REQUEST, onNote: (n) => notes.push(n) });
    expect(byId(items, 'issue-2611')).toBeDefined();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^GitHub Discussions could not be searched: GitHub rate limit reached \(discussion search\): API rate limit already exceeded/);
    expect(upstream!.callsTo('/graphql')).toHaveLength(1);
    // The next search does not call GraphQL while its window is spent; issues still come.
    const again = await gh.search({ ...REQUEST, queries: ['"late invoices" in:title,body'] });
    expect(upstream!.callsTo('/graphql')).toHaveLength(1);
    expect(again.length).toBeGreaterThan(0);
  });

  it.each([
    ['without a search (data null)', GRAPHQL_UNSEARCHABLE_REPO],
    ['beside an empty search', GRAPHQL_UNSEARCHABLE_REPO_EMPTY],
  ])('asks discussions again without repo: when GitHub cannot search a chosen repository (a 200 with INVALID %s), as it does for issues', async (_shape, refusal) => {
    const restricted = (q: string) => q.includes('repo:');
    const { gh } = await connector(
      {
        // A deleted repository: REST refuses the issue search (422), GraphQL the discussion search (200 with errors).
        'GET /search/issues': (call) => (restricted(call.query.get('q')!) ? { status: 422, json: { message: 'Validation Failed', errors: [{ message: UNSEARCHABLE_REPO_ERROR }] } } : { json: SEARCH }),
        'POST /graphql': (call) => ({ json: restricted(JSON.parse(call.body).variables.q) ? refusal : DISCUSSIONS }),
      },
      'ghp_secret123',
    );
    const notes: string[] = [];
    const items = await gh.search({ ...REQUEST, queries: ['"payment reminders" in:title,body repo:gone-owner/deleted-repo'], onNote: (n) => notes.push(n) });
    const asked = upstream!.callsTo('/graphql').map((c) => (JSON.parse(c.body) as { variables: { q: string } }).variables.q);
    expect(asked).toEqual(['"payment reminders" in:title,body repo:gone-owner/deleted-repo', '"payment reminders" in:title,body']);
    // The discussions come (the search keeps only the chosen repositories' items later), and nothing says they failed.
    expect(byId(items, 'discussion-D_kwDOInv0001')).toBeDefined();
    expect(byId(items, 'issue-2611')).toBeDefined();
    expect(notes).toEqual([]);
  });

  it('waits out a short secondary limit on GraphQL (403 with retry-after) and then finds the discussions', async () => {
    const { gh } = await connector(
      {
        'POST /graphql': [
          { status: 403, headers: { 'retry-after': '1' }, json: SECONDARY_RATE_LIMIT },
          { json: DISCUSSIONS },
        ],
      },
      'ghp_secret123',
    );
    const items = await gh.search(REQUEST);
    expect(upstream!.callsTo('/graphql')).toHaveLength(2);
    expect(byId(items, 'discussion-D_kwDOInv0001')).toBeDefined();
  });

  it('opens two issues for comments without a token (60 core requests an hour), more with one', async () => {
    const keyless = await connector();
    await keyless.gh.search(REQUEST);
    expect(upstream!.callsTo(/\/comments$/)).toHaveLength(2);
    await upstream!.close();

    const keyed = await connector({}, 'ghp_secret123');
    await keyed.gh.search(REQUEST);
    // Every issue with comments: the feature request and the two recorded ones.
    expect(upstream!.callsTo(/\/comments$/)).toHaveLength(3);
  });

  it('asks newest first from the last run’s day for monitoring, and keeps only what is newer', async () => {
    const { gh } = await connector();
    const since = Date.parse('2026-11-20T08:00:00Z') / 1000;
    const items = await gh.search({ ...REQUEST, since });
    const [search] = upstream!.callsTo('/search/issues');
    expect(search!.query.get('q')).toBe('"payment reminders" in:title,body is:issue created:>=2026-11-20');
    expect(search!.query.get('sort')).toBe('created');
    expect(search!.query.get('order')).toBe('desc');
    expect(items.map((i) => i.nativeId).sort()).toEqual(['comment-99001', 'comment-99003', 'issue-2611']);
  });

  it('sends the token as a Bearer header only, never in the URL or the cache’s keys', async () => {
    const { gh, keys } = await connector({}, 'ghp_secret123');
    await gh.search(REQUEST);
    expect(upstream!.calls.length).toBeGreaterThan(1);
    for (const call of upstream!.calls) {
      expect(call.headers.authorization).toBe('Bearer ghp_secret123');
      expect(`${call.path}?${call.query}`).not.toContain('ghp_secret123');
    }
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('ghp_secret123');
  });

  it('reads a 403 with the window spent as rate limited, with the seconds until its reset, and names the token', async () => {
    const reset = Math.floor(Date.now() / 1000) + 1800;
    const { gh } = await connector({
      'GET /search/issues': {
        status: 403,
        headers: { 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset), 'x-ratelimit-resource': 'search' },
        json: RATE_LIMITED,
      },
    });
    const err = await failure(gh.search(REQUEST));
    expect(err.kind).toBe('rate_limited');
    expect(err.retryAfterSeconds).toBeGreaterThan(1700);
    expect(err.retryAfterSeconds).toBeLessThanOrEqual(1800);
    expect(err.message).toContain('GITHUB_TOKEN');
    expect(upstream!.callsTo('/search/issues')).toHaveLength(1);
    // The next search waits for the window instead of calling again.
    expect((await failure(gh.search({ ...REQUEST, queries: ['another in:title,body'] }))).kind).toBe('rate_limited');
    expect(upstream!.callsTo('/search/issues')).toHaveLength(1);
  });

  it('reads a secondary rate limit as rate limited: its retry-after, or a minute when it names none', async () => {
    const withWait = await connector({
      'GET /search/issues': { status: 403, headers: { 'retry-after': '120' }, json: SECONDARY_RATE_LIMIT },
    });
    expect(await failure(withWait.gh.search(REQUEST))).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 120 });
    await upstream!.close();

    const without = await connector({ 'GET /search/issues': { status: 403, json: SECONDARY_RATE_LIMIT } });
    expect(await failure(without.gh.search(REQUEST))).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 60 });
  });

  it('tells a refused token and a forbidden answer from a rate limit', async () => {
    const refused = await connector({ 'GET /search/issues': { status: 401, json: { message: 'Bad credentials' } } }, 'ghp_bad');
    const err = await failure(refused.gh.search(REQUEST));
    expect(err).toMatchObject({ kind: 'auth_failed', message: 'GitHub refused the token (GITHUB_TOKEN): Bad credentials' });
    expect(err.message).not.toContain('ghp_bad');
    await upstream!.close();

    const invalid = await connector({ 'GET /search/issues': { status: 422, json: { message: 'Validation Failed' } } });
    expect(await failure(invalid.gh.search(REQUEST))).toMatchObject({ kind: 'upstream_error', status: 422 });
  });

  it('keeps the issues when comments are rate limited', async () => {
    const { gh } = await connector({
      'GET /repos/:owner/:repo/issues/:n/comments': {
        status: 403,
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 3000) },
        json: RATE_LIMITED,
      },
    });
    const items = await gh.search(REQUEST);
    expect(items.map((i) => i.nativeId)).toEqual(expect.arrayContaining(['issue-2611', 'comment-99001', 'issue-1000']));
    expect(items.map((i) => i.nativeId)).not.toContain('comment-20227753');
  });

  it('is not configured on a fresh install, naming its settings; a token or GITHUB_ENABLED=true turns it on', async () => {
    const fresh = createGitHubConnector({ apiUrl: 'http://127.0.0.1:9' });
    expect(fresh.configured).toBe(false);
    expect(fresh.missingSettings).toEqual(['GITHUB_TOKEN or GITHUB_ENABLED=true']);
    const err = await failure(fresh.search(REQUEST));
    expect(err).toMatchObject({ kind: 'not_configured', message: 'GitHub is not configured: set GITHUB_TOKEN or GITHUB_ENABLED=true' });
    expect(createGitHubConnector({ apiUrl: 'http://127.0.0.1:9', token: 't' }).configured).toBe(true);
    expect(createGitHubConnector({ apiUrl: 'http://127.0.0.1:9', enabled: true }).configured).toBe(true);
    expect(createGitHubConnector({ apiUrl: 'http://127.0.0.1:9', token: 't', enabled: false }).missingSettings).toEqual([
      'GITHUB_ENABLED=true',
    ]);
  });
});
