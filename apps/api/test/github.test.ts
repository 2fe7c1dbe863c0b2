/**
 * GitHub issues through the real app: off on a fresh install (naming its settings), on keyless
 * with GITHUB_ENABLED=true, its issues and comments delivered with repository, author and link,
 * and exported with GitHub's id in the CSV's Platform column. The stand-in answers in the API's
 * shapes (packages/sources/test/fixtures/github, see PROVENANCE.md there).
 */
import { signalsToCsv } from '@firstsignal/core';
import { startUpstream, type Upstream } from '@firstsignal/sources/testing';
import {
  discussionSearchAnswer,
  FEATURE_REQUEST,
  FEATURE_REQUEST_COMMENTS,
  GRAPHQL_UNSEARCHABLE_REPO,
  IDEA_DISCUSSION,
  PULL_REQUEST,
  RECORDED_DISCUSSIONS,
  RECORDED_SEARCH,
  searchAnswer,
} from '@firstsignal/sources/testing/github';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, startTestServer, type TestServer } from './support/harness';

const BODY = {
  searchType: 'business_idea',
  businessIdea: 'automatic invoice reminders for freelancers',
  platforms: ['github'],
  timeRange: '',
  maxResults: 10,
};

describe('GitHub issues', () => {
  let upstream: Upstream;
  let server: TestServer;
  beforeAll(async () => {
    upstream = await startUpstream({
      'GET /search/issues': { json: searchAnswer([FEATURE_REQUEST, PULL_REQUEST, ...RECORDED_SEARCH.items]) },
      'GET /repos/invoicely/invoicely/issues/311/comments': { json: FEATURE_REQUEST_COMMENTS },
      'GET /repos/:owner/:repo/issues/:n/comments': { json: [] },
    });
    server = await startTestServer({ env: { GITHUB_API_URL: upstream.url, GITHUB_ENABLED: 'true' } });
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it('is "not configured" on a fresh install, naming its settings, and is never called', async () => {
    const fresh = await startTestServer({ env: { GITHUB_API_URL: upstream.url } });
    try {
      const health = await call(fresh, 'GET', '/health');
      expect(health.json.platforms.github).toEqual({
        configured: false,
        status: 'not configured',
        missingSettings: ['GITHUB_TOKEN or GITHUB_ENABLED=true'],
      });
      const before = upstream.calls.length;
      const { token } = await registerUser(fresh);
      const res = await call(fresh, 'POST', '/api/search', { token, body: BODY });
      expect(res.status).toBe(503);
      expect(res.json.platforms.github).toMatchObject({
        status: 'not configured',
        message: 'GitHub is not configured: set GITHUB_TOKEN or GITHUB_ENABLED=true',
      });
      expect(upstream.calls.length).toBe(before);
    } finally {
      await fresh.close();
    }
  });

  it('with GITHUB_ENABLED=true and no token: ready, and says what a token adds', async () => {
    const health = await call(server, 'GET', '/health');
    expect(health.json.platforms.github).toEqual({
      configured: true,
      status: 'ok',
      notes: ['GitHub Discussions are not configured: set GITHUB_TOKEN (without it only issues are searched)'],
    });
    const status = await call(server, 'GET', '/trpc/config.status');
    expect(status.json.result.data.platforms.find((p: { id: string }) => p.id === 'github')).toMatchObject({
      label: 'GitHub',
      configured: true,
      postNoun: 'Issue',
      postNounsByLink: [{ linkHas: '/discussions/', noun: 'Discussion' }],
      note: 'Issues: 10 searches a minute per server; GITHUB_TOKEN adds discussions and raises it to 30',
      notes: ['GitHub Discussions are not configured: set GITHUB_TOKEN (without it only issues are searched)'],
    });
  });

  it('answers a search with GitHub signals: the issue and its comment with repository and link; no pull request; GitHub in the CSV', async () => {
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: BODY });
    expect(res.status).toBe(200);
    expect(res.json.platforms).toEqual({
      github: {
        status: 'ok',
        results: expect.any(Number),
        communities: expect.any(Object),
        notes: ['GitHub Discussions are not configured: set GITHUB_TOKEN (without it only issues are searched)'],
      },
    });

    const [search] = upstream.callsTo('/search/issues');
    expect(search!.query.get('q')).toBe('invoice freelancers in:title,body is:issue');
    expect(search!.headers.authorization).toBeUndefined();

    const byId = new Map(res.json.results.map((r: { id: string }) => [r.id, r]));
    expect(byId.get('github:issue-2611')).toMatchObject({
      platform: 'github',
      title: 'Feature request: automatic payment reminders for late invoices 💸',
      url: 'https://github.com/invoicely/invoicely/issues/311',
      source: 'invoicely/invoicely',
    });
    expect(byId.get('github:comment-99001')).toMatchObject({
      type: 'comment',
      url: 'https://github.com/invoicely/invoicely/issues/311#issuecomment-99001',
      source: 'invoicely/invoicely',
    });
    expect(byId.has('github:issue-2612')).toBe(false);

    const rows = signalsToCsv(res.json.results).split('\r\n');
    const issueRow = rows.find((row) => row.endsWith(',https://github.com/invoicely/invoicely/issues/311'));
    expect(issueRow?.split(',')[0]).toBe('github');
  });
});

describe('GitHub restricted to a repository it cannot search (deleted, renamed or private)', () => {
  let upstream: Upstream;
  let server: TestServer;
  const restricted = (q: string) => q.includes('repo:');
  beforeAll(async () => {
    upstream = await startUpstream({
      // REST refuses the restricted issue search with a 422, GraphQL the discussion search with a 200 carrying errors.
      'GET /search/issues': (c) =>
        restricted(c.query.get('q')!)
          ? { status: 422, json: { message: 'Validation Failed', errors: [{ message: GRAPHQL_UNSEARCHABLE_REPO.errors[0]!.message }] } }
          : { json: searchAnswer([FEATURE_REQUEST, ...RECORDED_SEARCH.items]) },
      'POST /graphql': (c) =>
        restricted((JSON.parse(c.body) as { variables: { q: string } }).variables.q)
          ? { json: GRAPHQL_UNSEARCHABLE_REPO }
          : { json: discussionSearchAnswer([IDEA_DISCUSSION, ...RECORDED_DISCUSSIONS.data.search.nodes]) },
      'GET /repos/invoicely/invoicely/issues/311/comments': { json: FEATURE_REQUEST_COMMENTS },
      'GET /repos/:owner/:repo/issues/:n/comments': { json: [] },
    });
    server = await startTestServer({ env: { GITHUB_API_URL: upstream.url, GITHUB_TOKEN: 'ghp_test' } });
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it('asks issues and discussions again without the repositories and keeps only the chosen ones: no failure, no empty answer', async () => {
    const { token } = await registerUser(server);
    const body = { ...BODY, businessIdea: 'payment reminders for late invoices', communities: ['github:invoicely/invoicely', 'github:gone-owner/deleted-repo'] };
    const res = await call(server, 'POST', '/api/search', { token, body });
    expect(res.status, res.text).toBe(200);
    expect(res.json.platforms.github).toMatchObject({ status: 'ok' });
    expect(res.json.platforms.github.notes ?? []).toEqual([]);
    const asked = upstream.callsTo('/graphql').map((c) => (JSON.parse(c.body) as { variables: { q: string } }).variables.q);
    expect(asked.some(restricted)).toBe(true);
    expect(asked.some((q) => !restricted(q))).toBe(true);
    const ids = res.json.results.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['github:issue-2611', 'github:discussion-D_kwDOInv0001']));
    // The local filter: GitHub's other repositories' finds (the recorded ones) are left out.
    expect(new Set(res.json.results.map((r: { source: string }) => r.source))).toEqual(new Set(['invoicely/invoicely']));
  });
});
