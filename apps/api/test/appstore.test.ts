/**
 * App Store reviews through the real app: no key needed, the competitors' apps found with the
 * planner's terms, their reviews delivered as signals with app, stars and link, the rating read
 * by scoring, the CSV's Platform column, and "not configured" when turned off. The stand-in
 * answers in the Search API's and the reviews feed's shapes (packages/sources/test/fixtures/appstore,
 * see PROVENANCE.md there). Competitor apps a search names: validated like every search field (a
 * 400 naming the field), read before the planner's finds, an id the store lacks told in the
 * platform's notes, and kept by saved searches and their re-runs.
 */
import { CSV_COLUMNS, signalsToCsv } from '@firstsignal/core';
import type { Upstream } from '@firstsignal/sources/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupKeyOf } from '../src/monitoring/scheduler';
import { MEALIME_LINK, startAppStoreServer } from './support/appstore-server';
import { call, registerUser, startTestServer, type TestServer } from './support/harness';

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
    upstream = await startAppStoreServer();
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
    expect(res.json.platforms).toEqual({ appstore: { status: 'ok', results: expect.any(Number), communities: expect.any(Object) } });
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

  it('reads the competitor apps a search names before the ones it finds, and says which it could not find', async () => {
    const { token } = await registerUser(server);
    const lookups = upstream.callsTo('/lookup').length;
    const res = await call(server, 'POST', '/api/search', { token, body: { ...BODY, competitorApps: [`${MEALIME_LINK}?see-all=reviews`, 'id999999999'] } });
    expect(res.status).toBe(200);
    expect(res.json.platforms).toEqual({
      appstore: { status: 'ok', results: expect.any(Number), communities: expect.any(Object), notes: ['No app with id 999999999 in the US App Store'] },
    });
    expect(upstream.callsTo('/lookup').slice(lookups).map((c) => c.query.get('id'))).toEqual(['1500000010,999999999']);
    const mealime = res.json.results.filter((r: { id: string }) => r.id.startsWith('appstore:1500000010-'));
    expect(mealime.length).toBeGreaterThan(0);
    expect(mealime.find((r: { title: string }) => r.title === 'Busy parents need smarter meal plans')).toMatchObject({
      url: MEALIME_LINK,
      // The name's entity decoded.
      source: 'Mealime Meal Plans & Recipes · ★★☆☆☆ review',
    });
    // The planner's finds filled the places left: PlateMate's reviews are there too.
    expect(res.json.results.some((r: { id: string }) => r.id.startsWith('appstore:1500000001-'))).toBe(true);
    // The run keeps the search as asked, notes included.
    const stored = await call(server, 'GET', `/trpc/search.stored?input=${encodeURIComponent(JSON.stringify({ id: res.json.search_info.search_id }))}`, { token });
    expect(stored.json.result.data.params.competitorApps).toEqual([MEALIME_LINK, 'https://apps.apple.com/app/id999999999']);
    expect(stored.json.result.data.platforms.appstore.notes).toEqual(['No app with id 999999999 in the US App Store']);
  });

  it('refuses a Google Play link, a web page and too many apps with a 400 naming the field, through REST and tRPC alike', async () => {
    const { token } = await registerUser(server);
    const before = upstream.calls.length;
    const cases: [string[], string, string][] = [
      [
        ['Mealime', 'https://play.google.com/store/apps/details?id=com.mealime'],
        '“https://play.google.com/store/apps/details?id=com.mealime” is a Google Play link: Google Play apps are not supported yet, only App Store apps',
        'competitorApps.1',
      ],
      [
        ['https://www.mealime.com/'],
        '“https://www.mealime.com/” is not an App Store app: use its App Store link (https://apps.apple.com/us/app/name/id123456789), its id or its name',
        'competitorApps.0',
      ],
      [['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `App ${n}`), 'At most 5 competitor apps can be named in one search', 'competitorApps'],
    ];
    for (const [competitorApps, message, field] of cases) {
      const res = await call(server, 'POST', '/api/search', { token, body: { ...BODY, competitorApps } });
      expect([res.status, res.json.error, res.json.field]).toEqual([400, message, field]);
      const viaTrpc = await call(server, 'POST', '/trpc/search.run', { token, body: { ...BODY, competitorApps } });
      expect([viaTrpc.status, viaTrpc.json.error?.message, viaTrpc.json.error?.data?.field]).toEqual([400, message, field]);
    }
    const saved = await call(server, 'POST', '/api/searches', { token, body: { name: 'x', searchParams: { ...BODY, competitorApps: ['market://details?id=com.mealime'] } } });
    expect([saved.status, saved.json.error]).toEqual([400, '“market://details?id=com.mealime” is a Google Play link: Google Play apps are not supported yet, only App Store apps']);
    expect(upstream.calls.length).toBe(before);
  });

  it('keeps a saved search’s competitor apps, shows them, and reads them again on re-run', async () => {
    const { token } = await registerUser(server);
    const apps = [MEALIME_LINK, 'وجبات العائلة 🍲'];
    const created = await call(server, 'POST', '/api/searches', { token, body: { name: 'Competitors', searchParams: { ...BODY, competitorApps: apps } } });
    expect(created.status).toBe(201);
    const id = created.json.search.id as string;
    expect(created.json.search.searchParams.competitorApps).toEqual(apps);
    expect((await call(server, 'GET', `/api/searches/${id}`, { token })).json.search.searchParams.competitorApps).toEqual(apps);
    const listed = await call(server, 'GET', `/trpc/saved.listSearches`, { token });
    expect(JSON.stringify(listed.json.result.data)).toContain(JSON.stringify(apps));

    const lookups = upstream.callsTo('/lookup').length;
    const named = upstream.callsTo('/search').filter((c) => c.query.get('term') === 'وجبات العائلة 🍲').length;
    const rerun = await call(server, 'POST', `/api/searches/${id}/rerun`, { token, body: {} });
    expect(rerun.status).toBe(200);
    expect(rerun.json.search.searchParams).toMatchObject({ platforms: ['appstore'], competitorApps: apps });
    expect(upstream.callsTo('/lookup').slice(lookups).map((c) => c.query.get('id'))).toEqual(['1500000010']);
    expect(upstream.callsTo('/search').filter((c) => c.query.get('term') === 'وجبات العائلة 🍲').length).toBe(named + 1);
    expect(rerun.json.response.platforms.appstore.notes).toEqual(['No app named “وجبات العائلة 🍲” in the US App Store']);
  });

  it('monitors each search’s own competitor apps: searches naming other apps never share one fetch', () => {
    const slot = new Date('2026-11-27T09:00:00Z');
    const base = { searchType: 'business_idea' as const, businessIdea: 'meal planner', platforms: ['appstore' as const] };
    const a = groupKeyOf({ ...base, competitorApps: [MEALIME_LINK, 'Paprika'] }, slot);
    expect(groupKeyOf({ ...base, competitorApps: ['Paprika', MEALIME_LINK] }, slot)).toBe(a);
    expect(groupKeyOf({ ...base, competitorApps: [MEALIME_LINK] }, slot)).not.toBe(a);
    expect(groupKeyOf(base, slot)).not.toBe(a);
    // A forum and an app of the same text are not the same search.
    expect(groupKeyOf({ ...base, competitorApps: ['https://a.example.org'] }, slot)).not.toBe(groupKeyOf({ ...base, forums: ['https://a.example.org'] }, slot));
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
