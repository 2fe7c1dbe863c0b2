/**
 * Lemmy through the real app: no key needed, the planner's short query searched on the instance
 * (LEMMY_URL), its signals delivered with community, author and link, the CSV naming the
 * platform (its id, `lemmy`), and "not configured" when turned off. The stand-in answers in Lemmy's v3 shapes
 * (packages/sources/test/fixtures/lemmy, see PROVENANCE.md there).
 */
import { readFileSync } from 'node:fs';
import { signalsToCsv } from '@firstsignal/core';
import { startUpstream, type Upstream } from '@firstsignal/sources/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, startTestServer, type TestServer } from './support/harness';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../packages/sources/test/fixtures/lemmy/${name}`, import.meta.url), 'utf8'));
const BODY = {
  searchType: 'business_idea',
  businessIdea: 'automatic invoice reminders for freelancers',
  platforms: ['lemmy'],
  timeRange: '',
  maxResults: 10,
};

describe('Lemmy on a fresh install', () => {
  let upstream: Upstream;
  let server: TestServer;
  beforeAll(async () => {
    upstream = await startUpstream({
      'GET /api/v3/search': { json: fixture('search-all.json') },
      'GET /api/v3/comment/list': { json: fixture('comment-list.json') },
    });
    server = await startTestServer({ env: { LEMMY_URL: upstream.url } });
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it('needs no key: /health and the config status say it is ready, with what it needs', async () => {
    const health = await call(server, 'GET', '/health');
    expect(health.json.platforms.lemmy).toEqual({ configured: true, status: 'ok' });
    const status = await call(server, 'GET', '/trpc/config.status');
    expect(status.json.result.data.platforms.find((p: { id: string }) => p.id === 'lemmy')).toMatchObject({
      label: 'Lemmy',
      configured: true,
      postNoun: 'Post',
      note: 'No key; one instance (LEMMY_URL), about 60 searches per 10 minutes per server',
    });
  });

  it('answers a search with Lemmy signals: community, author and the post’s link on the instance; the CSV names the platform', async () => {
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: BODY });
    expect(res.status, res.text).toBe(200);
    expect(res.json.platforms).toEqual({ lemmy: { status: 'ok', results: expect.any(Number), communities: expect.any(Object) } });

    // Two words in the founder's order, backing off to one: Lemmy matches `%invoice%freelance%`.
    const searches = upstream.callsTo('/api/v3/search');
    expect(searches[0]!.query.get('q')).toBe('invoice freelance');
    expect(searches.every((c) => c.query.get('type_') === 'All' && c.query.get('listing_type') === 'All')).toBe(true);

    const byId = new Map(res.json.results.map((r: { id: string }) => [r.id, r]));
    expect(byId.get('lemmy:post-7001')).toMatchObject({
      platform: 'lemmy',
      type: 'post',
      url: `${upstream.url}/post/7001`,
      source: '!freelance@lemmy.world · mira@lemmy.ml',
    });
    // Nothing deleted or removed reaches the user.
    for (const gone of ['lemmy:post-7003', 'lemmy:post-7004', 'lemmy:comment-9102', 'lemmy:comment-9103', 'lemmy:comment-9203']) {
      expect(byId.has(gone), gone).toBe(false);
    }
    const comments = res.json.results.filter((r: { type: string }) => r.type === 'comment');
    expect(comments.length).toBeGreaterThan(0);
    for (const c of comments) expect(c.url).toMatch(new RegExp(`^${upstream.url}/comment/\\d+$`));

    const csv = signalsToCsv(res.json.results).split('\r\n');
    expect(csv[0]).toBe('Platform,Title,Snippet,Relevance,Urgency,Type,URL');
    const row = csv.find((line) => line.endsWith(`,${upstream.url}/post/7001`));
    // The Platform column holds the platform's id, as for every platform.
    expect(row?.split(',')[0]).toBe('lemmy');
  });

  it('is "not configured", naming its setting, when turned off, and is never called', async () => {
    const off = await startTestServer({ env: { LEMMY_URL: upstream.url, LEMMY_ENABLED: 'false' } });
    try {
      const before = upstream.calls.length;
      const health = await call(off, 'GET', '/health');
      expect(health.json.platforms.lemmy).toEqual({ configured: false, status: 'not configured', missingSettings: ['LEMMY_ENABLED=true'] });
      const { token } = await registerUser(off);
      const res = await call(off, 'POST', '/api/search', { token, body: BODY });
      expect(res.status).toBe(503);
      expect(res.json.platforms.lemmy).toMatchObject({
        status: 'not configured',
        message: 'Lemmy is not configured: set LEMMY_ENABLED=true',
        missingSettings: ['LEMMY_ENABLED=true'],
      });
      expect(upstream.calls.length).toBe(before);
    } finally {
      await off.close();
    }
  });
});
