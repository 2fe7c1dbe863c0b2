/**
 * Stack Exchange through the real app: no key needed, the planner's sites searched, its signals
 * delivered with author and link, and "not configured" when turned off. The stand-in answers in
 * the API's shapes (packages/sources/test/fixtures/stackexchange, see PROVENANCE.md there).
 */
import { readFileSync } from 'node:fs';
import { startUpstream, type Upstream } from '@firstsignal/sources/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, startTestServer, type TestServer } from './support/harness';

const SEARCH = JSON.parse(
  readFileSync(
    new URL('../../../packages/sources/test/fixtures/stackexchange/search-advanced-withbody.json', import.meta.url),
    'utf8',
  ),
);
const wrap = (items: unknown[]) => ({ items, has_more: false, quota_max: 300, quota_remaining: 280 });
const BODY = {
  searchType: 'business_idea',
  businessIdea: 'automatic invoice reminders for freelancers',
  platforms: ['stackexchange'],
  timeRange: '',
  maxResults: 10,
};

describe('Stack Exchange on a fresh install', () => {
  let upstream: Upstream;
  let server: TestServer;
  beforeAll(async () => {
    upstream = await startUpstream({
      'GET /2.3/search/advanced': (call) => ({ json: call.query.get('site') === 'softwarerecs' ? SEARCH : wrap([]) }),
      'GET /2.3/questions/:ids/answers': {
        json: wrap([
          {
            owner: { display_name: 'Jo Park' },
            score: 9,
            creation_date: 1763910000,
            answer_id: 88012,
            question_id: 88001,
            body: '<p>As a freelancer I pay for an invoice tool with automatic reminders; clients now pay within a week.</p>',
          },
        ]),
      },
      'GET /2.3/questions/:ids/comments': { json: wrap([]) },
    });
    server = await startTestServer({ env: { STACKEXCHANGE_API_URL: upstream.url } });
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it('needs no key: /health and the config status say it is ready, with what it needs', async () => {
    const health = await call(server, 'GET', '/health');
    expect(health.json.platforms.stackexchange).toEqual({ configured: true, status: 'ok' });
    const status = await call(server, 'GET', '/trpc/config.status');
    expect(status.json.result.data.platforms.find((p: { id: string }) => p.id === 'stackexchange')).toMatchObject({
      label: 'Stack Exchange',
      configured: true,
      postNoun: 'Question',
      note: 'No key; 300 requests a day per server, 10,000 with STACKEXCHANGE_KEY',
    });
  });

  it('searches Software Recommendations and the sites whose audience fits, and delivers questions and answers with their authors', async () => {
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: BODY });
    expect(res.status).toBe(200);
    expect(res.json.platforms).toEqual({ stackexchange: { status: 'ok', results: expect.any(Number), communities: expect.any(Object) } });
    const sites = new Set(upstream.callsTo('/2.3/search/advanced').map((c) => c.query.get('site')));
    expect([...sites].sort()).toEqual(['freelancing', 'softwarerecs']);
    const byId = new Map(res.json.results.map((r: { id: string }) => [r.id, r]));
    expect(byId.get('stackexchange:softwarerecs-q88001')).toMatchObject({
      platform: 'stackexchange',
      url: 'https://softwarerecs.stackexchange.com/questions/88001/invoicing-tool-that-sends-automatic-payment-reminders',
      source: 'softwarerecs.stackexchange.com · Mira Kühn (CC BY-SA)',
    });
    expect(byId.get('stackexchange:softwarerecs-a88012')).toMatchObject({
      type: 'comment',
      source: 'softwarerecs.stackexchange.com · Jo Park (CC BY-SA)',
    });
  });

  it('is "not configured", naming its setting, when turned off, and is never called', async () => {
    const off = await startTestServer({ env: { STACKEXCHANGE_API_URL: upstream.url, STACKEXCHANGE_ENABLED: 'false' } });
    try {
      const before = upstream.calls.length;
      const { token } = await registerUser(off);
      const res = await call(off, 'POST', '/api/search', { token, body: BODY });
      expect(res.status).toBe(503);
      expect(res.json.platforms.stackexchange).toMatchObject({
        status: 'not configured',
        message: 'Stack Exchange is not configured: set STACKEXCHANGE_ENABLED=true',
        missingSettings: ['STACKEXCHANGE_ENABLED=true'],
      });
      expect(upstream.calls.length).toBe(before);
    } finally {
      await off.close();
    }
  });
});
