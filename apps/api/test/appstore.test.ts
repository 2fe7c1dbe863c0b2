/**
 * App Store reviews through the real app: no key needed, the competitors' apps found with the
 * planner's terms, their reviews delivered as signals with app, stars and link, the rating read
 * by scoring, the CSV's Platform column, and "not configured" when turned off. The stand-in
 * answers in the Search API's and the reviews feed's shapes (packages/sources/test/fixtures/appstore,
 * see PROVENANCE.md there).
 */
import { readFileSync } from 'node:fs';
import { CSV_COLUMNS, signalsToCsv } from '@firstsignal/core';
import { startUpstream, type Upstream } from '@firstsignal/sources/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, startTestServer, type TestServer } from './support/harness';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../packages/sources/test/fixtures/appstore/${name}`, import.meta.url), 'utf8'));
const SEARCH = fixture('search-meal-planner.json');
const PLATEMATE = fixture('reviews-platemate-page1.json');
const EMPTY = fixture('reviews-empty.json');
const BODY = {
  searchType: 'business_idea',
  businessIdea: 'meal planner for busy parents',
  platforms: ['appstore'],
  timeRange: '',
  maxResults: 10,
};

describe('App Store reviews on a fresh install', () => {
  let upstream: Upstream;
  let server: TestServer;
  beforeAll(async () => {
    upstream = await startUpstream({
      'GET /search': { json: SEARCH },
      'GET /us/rss/customerreviews/:page/:id/sortby=mostrecent/json': (call) => ({
        json: call.params.id === 'id=1500000001' && call.params.page === 'page=1' ? PLATEMATE : EMPTY,
      }),
    });
    server = await startTestServer({ env: { APPSTORE_API_URL: upstream.url } });
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it('needs no key: /health and the config status say it is ready, with what it needs', async () => {
    const health = await call(server, 'GET', '/health');
    expect(health.json.platforms.appstore).toEqual({ configured: true, status: 'ok' });
    const status = await call(server, 'GET', '/trpc/config.status');
    expect(status.json.result.data.platforms.find((p: { id: string }) => p.id === 'appstore')).toMatchObject({
      label: 'App Store reviews',
      configured: true,
      postNoun: 'Review',
      note: 'No key; about 20 app searches a minute per server',
    });
  });

  it('finds the competing apps with the idea’s words and delivers their reviews as signals, complaints included', async () => {
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: BODY });
    expect(res.status).toBe(200);
    expect(res.json.platforms).toEqual({ appstore: { status: 'ok', results: expect.any(Number) } });
    expect(upstream.callsTo('/search').map((c) => c.query.get('term'))).toEqual(['meal planner']);

    const byId = new Map(res.json.results.map((r: { id: string }) => [r.id, r]));
    const picky = byId.get('appstore:1500000001-11200000001') as Record<string, unknown>;
    expect(picky).toMatchObject({
      platform: 'appstore',
      title: 'Meal plan ignores picky kids',
      url: 'https://apps.apple.com/us/app/platemate-meal-planner/id1500000001',
      source: 'PlateMate: Meal Planner · ★★☆☆☆ review',
      signalType: 'Complaint',
    });
    // Five stars: what parents value, not a complaint.
    const praise = byId.get('appstore:1500000001-11200000002') as Record<string, unknown> | undefined;
    expect(praise?.source).toBe('PlateMate: Meal Planner · ★★★★★ review');
    expect(praise?.signalType).not.toBe('Complaint');
    // The review unrelated to meals and parents (the subscription price) is not a signal for this idea.
    expect(byId.has('appstore:1500000001-11200000005')).toBe(false);

    const csv = signalsToCsv(res.json.results).split('\r\n');
    expect(csv[0]).toBe(CSV_COLUMNS.join(','));
    expect(csv.slice(1, -1).every((row) => row.startsWith('appstore,'))).toBe(true);
    expect(csv.some((row) => row.startsWith('appstore,Meal plan ignores picky kids,'))).toBe(true);
  });

  it('is "not configured", naming its setting, when turned off, and is never called', async () => {
    const off = await startTestServer({ env: { APPSTORE_API_URL: upstream.url, APPSTORE_ENABLED: 'false' } });
    try {
      const before = upstream.calls.length;
      const { token } = await registerUser(off);
      const res = await call(off, 'POST', '/api/search', { token, body: BODY });
      expect(res.status).toBe(503);
      expect(res.json.platforms.appstore).toMatchObject({
        status: 'not configured',
        message: 'App Store reviews is not configured: set APPSTORE_ENABLED=true',
        missingSettings: ['APPSTORE_ENABLED=true'],
      });
      expect(upstream.calls.length).toBe(before);
    } finally {
      await off.close();
    }
  });
});
