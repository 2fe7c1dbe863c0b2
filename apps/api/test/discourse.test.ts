/**
 * Forums (Discourse) through the real app: a search names its forums, which are validated (a
 * private address refused with a 400 saying so), searched through a stand-in forum in the real
 * API's shapes (packages/sources/test/fixtures/discourse, see PROVENANCE.md there), and kept with
 * the saved search so a re-run searches them again.
 */
import { startUpstream, type Upstream } from '@firstsignal/sources/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupKeyOf } from '../src/monitoring/scheduler';
import { call, registerUser, startTestServer, type TestServer } from './support/harness';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
const TOPIC = { id: 41, title: 'Automatic invoice reminders for freelancers?', slug: 'automatic-invoice-reminders', posts_count: 3, reply_count: 2, like_count: 7, views: 210, category_id: 7, created_at: hoursAgo(30), archetype: 'regular' };
const SEARCH = {
  posts: [{ id: 501, username: 'mira_k', topic_id: 41, post_number: 1, like_count: 7, created_at: hoursAgo(30), blurb: 'As a freelancer I chase every late invoice by hand…' }],
  topics: [TOPIC],
  users: [],
  categories: [{ id: 7, name: 'Freelancing' }],
  grouped_search_result: { more_posts: null, post_ids: [501] },
};
const POSTS = {
  id: 41,
  post_stream: {
    posts: [
      { id: 501, username: 'mira_k', post_number: 1, post_type: 1, created_at: hoursAgo(30), cooked: '<p>As a freelancer I chase every late invoice by hand 😩 — is there a tool that sends automatic invoice reminders to clients? I would happily pay for it.</p>' },
      { id: 503, username: 'layla', post_number: 2, post_type: 1, like_count: 3, created_at: hoursAgo(20), cooked: '<p>Same here: I need automatic invoice reminders for my freelance clients, recommendations welcome &amp; I’d pay.</p>' },
    ],
  },
};
const BODY = { searchType: 'business_idea', businessIdea: 'automatic invoice reminders for freelancers', platforms: ['discourse'], timeRange: '', maxResults: 10 };

describe('Forums you name', () => {
  let forum: Upstream;
  let server: TestServer;
  let forumUrl: string;
  beforeAll(async () => {
    forum = await startUpstream({ 'GET /search.json': { json: SEARCH }, 'GET /t/41.json': { json: POSTS } });
    // A host name (a literal private address is refused outright); the operator lets searches call it.
    forumUrl = forum.url.replace('127.0.0.1', 'localhost');
    server = await startTestServer({ env: { DISCOURSE_ALLOW_PRIVATE_URLS: 'true' } });
  });
  afterAll(async () => {
    await server?.close();
    await forum?.close();
  });

  it('needs no key: /health and the config status say it is ready', async () => {
    const health = await call(server, 'GET', '/health');
    expect(health.json.platforms.discourse).toEqual({ configured: true, status: 'ok' });
    const status = await call(server, 'GET', '/trpc/config.status');
    expect(status.json.result.data.platforms.find((p: { id: string }) => p.id === 'discourse')).toMatchObject({
      label: 'Forums',
      configured: true,
      postNoun: 'Topic',
      note: 'No key; searches the Discourse forums you name in a search (up to 5)',
    });
  });

  it('searches the named forum and delivers its topics and replies; the forum survives save and re-run', async () => {
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: { ...BODY, forums: [`${forumUrl}/`] } });
    expect(res.status).toBe(200);
    expect(res.json.platforms).toEqual({ discourse: { status: 'ok', results: expect.any(Number), communities: expect.any(Object) } });
    expect(forum.callsTo('/search.json')[0]!.query.get('q')).toMatch(/^invoice/);
    const host = new URL(forumUrl).host;
    const byId = new Map(res.json.results.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(`discourse:${host}-t41`)).toMatchObject({
      platform: 'discourse',
      url: `${forumUrl}/t/automatic-invoice-reminders/41`,
      source: `${host} › Freelancing · mira_k`,
    });
    expect(byId.get(`discourse:${host}-t41-p503`)).toMatchObject({ type: 'comment', url: `${forumUrl}/t/automatic-invoice-reminders/41/2`, source: `${host} › Freelancing · layla` });

    const created = await call(server, 'POST', '/api/searches', { token, body: { name: 'Forum search', searchParams: { ...BODY, forums: [forumUrl] } } });
    expect(created.status).toBe(201);
    const id = created.json.search.id as string;
    expect(created.json.search.searchParams.forums).toEqual([forumUrl]);
    const searchesBefore = forum.callsTo('/search.json').length;
    const rerun = await call(server, 'POST', `/api/searches/${id}/rerun`, { token, body: {} });
    expect(rerun.status).toBe(200);
    expect(rerun.json.search.searchParams).toMatchObject({ platforms: ['discourse'], forums: [forumUrl] });
    // The re-run's past week, newest first, on the same forum.
    const again = forum.callsTo('/search.json').slice(searchesBefore);
    expect(again.length).toBeGreaterThan(0);
    expect(again[0]!.query.get('q')).toMatch(/ after:\d{4}-\d{2}-\d{2}$/);
  });

  it('searches every pain point on the forum, not only the first (issue 24)', async () => {
    const { token } = await registerUser(server);
    const before = forum.callsTo('/search.json').length;
    const body = {
      searchType: 'pain_points',
      painPoints: ['forgetting to cancel free trials', 'subscriptions that are hard to cancel'],
      platforms: ['discourse'],
      timeRange: '',
      maxResults: 10,
      forums: [forumUrl],
    };
    const res = await call(server, 'POST', '/api/search', { token, body });
    expect(res.status).toBe(200);
    const asked = forum.callsTo('/search.json').slice(before).map((c) => c.query.get('q')!);
    expect(asked.some((q) => /trial/.test(q))).toBe(true);
    expect(asked.some((q) => /subscription/.test(q))).toBe(true);
  });

  it('refuses a forum at a private address, and other non-forums, with a 400 naming the problem', async () => {
    const { token } = await registerUser(server);
    const calls = forum.calls.length;
    const privateForum = await call(server, 'POST', '/api/search', { token, body: { ...BODY, forums: [forum.url] } });
    expect(privateForum.status).toBe(400);
    expect(privateForum.json.error).toBe('127.0.0.1 points to a private network address, which is not allowed');
    const notUrl = await call(server, 'POST', '/api/search', { token, body: { ...BODY, forums: ['forum.example.org'] } });
    expect(notUrl.status).toBe(400);
    expect(notUrl.json.error).toBe('“forum.example.org” is not a forum address: use its web address, like https://forum.example.org');
    const tooMany = await call(server, 'POST', '/api/searches', { token, body: { name: 'x', searchParams: { ...BODY, forums: [1, 2, 3, 4, 5, 6].map((n) => `https://f${n}.example.org`) } } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error).toBe('At most 5 forums can be searched at once');
    expect(forum.calls.length).toBe(calls);
  });

  it('searches nothing there when a search names no forum, and does not count Forums as searched', async () => {
    const { token } = await registerUser(server);
    const calls = forum.calls.length;
    const res = await call(server, 'POST', '/api/search', { token, body: { ...BODY, platforms: ['discourse'] } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.platforms).toEqual({});
    expect(res.json.results).toEqual([]);
    expect(forum.calls.length).toBe(calls);
  });

  it('refuses, when the operator does not allow private networks, a forum whose name points into one, saying so', async () => {
    const strict = await startTestServer();
    try {
      const { token } = await registerUser(strict);
      const res = await call(strict, 'POST', '/api/search', { token, body: { ...BODY, forums: [forumUrl] } });
      expect(res.status).toBe(503);
      expect(res.json.platforms.discourse).toEqual({ status: 'failed', message: 'localhost points to a private network address, which is not allowed' });
    } finally {
      await strict.close();
    }
  });

  it('monitors each search’s own forums: searches naming other forums never share one fetch', () => {
    const slot = new Date('2026-11-27T09:00:00Z');
    const base = { searchType: 'business_idea' as const, businessIdea: 'invoice reminders', platforms: ['discourse' as const] };
    const a = groupKeyOf({ ...base, forums: ['https://a.example.org'] }, slot);
    expect(groupKeyOf({ ...base, forums: ['https://a.example.org'] }, slot)).toBe(a);
    expect(groupKeyOf({ ...base, forums: ['https://b.example.org'] }, slot)).not.toBe(a);
    expect(groupKeyOf(base, slot)).not.toBe(a);
  });
});
