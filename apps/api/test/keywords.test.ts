/**
 * Keyword mode over real HTTP (issue 25 §3): a keyword search against the Hacker News stand-in
 * (Algolia's semantics: every word, typo-tolerant, last word as a prefix) returns only what truly
 * satisfies the expression and charges only that; bad syntax is a 400 that points at the place;
 * a saved search keeps the expression.
 */
import { matchesKeywords, parseKeywords } from '@firstsignal/core';
import type { HnStoryDraft } from '@firstsignal/sources/testing/hackernews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, startTestServer, TEST_DATABASE_URL, type TestServer } from './support/harness';
import { startHnServer, type HnServer } from './support/hn-server';
import { testDbKinds } from '@firstsignal/db/testing';

const DAY = 86_400;
const ago = (days: number, seconds = 0) => Math.floor(Date.now() / 1000) - days * DAY + seconds;

/** Brand mentions, and look-alikes Algolia also finds: a prefix ("Globexia"), the words apart, a NOT. */
const STORIES: HnStoryDraft[] = [
  {
    id: 51000001,
    author: 'lena_designs',
    title: 'Ask HN: Is Acme Books worth it for freelancers? 🤔',
    url: null,
    text: 'My invoices keep vanishing in Acme&nbsp;Books. I&#x27;d happily pay for an alternative that just works.',
    points: 120,
    createdAt: ago(3),
    comments: [
      { id: 51000011, author: 'tomk', text: 'Acme Books lost two of my invoices last month. I need something better, desperately.', createdAt: ago(3, 600) },
      { id: 51000012, author: 'jo', text: 'I use a spreadsheet and it is fine.', createdAt: ago(3, 900) },
    ],
  },
  {
    id: 51000002,
    author: 'ops_rachel',
    title: 'Globex doubled its price overnight',
    url: null,
    text: 'Globex raised prices again; we are looking for a cheaper option for our team of five.',
    points: 80,
    createdAt: ago(5),
    comments: [{ id: 51000021, author: 'recruiter', text: 'Globex is hiring! See the Globex jobs page.', createdAt: ago(5, 300) }],
  },
  {
    id: 51000003,
    author: 'maker',
    title: 'Show HN: Globexia, a new kind of spreadsheet',
    url: 'https://globexia.example',
    text: 'Globexia is what we built after years of frustration.',
    points: 40,
    createdAt: ago(6),
    comments: [],
  },
  {
    id: 51000004,
    author: 'toon',
    title: 'Acme cartoon books from the 1950s',
    url: null,
    text: 'A collection of Acme cartoon books, scanned.',
    points: 12,
    createdAt: ago(8),
    comments: [],
  },
];

const EXPRESSION = '"acme books" OR globex NOT jobs';
const search = (businessIdea: string) => ({ searchType: 'keywords', businessIdea, platforms: ['hackernews'], timeRange: '', maxResults: 20 });

describe.each(testDbKinds(TEST_DATABASE_URL))('keyword searches (%s)', (kind) => {
  let hn: HnServer;
  let server: TestServer;

  beforeAll(async () => {
    hn = await startHnServer(STORIES);
    server = await startTestServer({ db: kind, env: hn.env });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await hn?.close();
  }, 60_000);

  it('returns only what satisfies the expression, and charges only that', async () => {
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: search(EXPRESSION) });
    expect(res.status).toBe(200);
    const ids: string[] = res.json.results.map((r: { id: string }) => r.id);
    expect(ids.sort()).toEqual(['hackernews:51000001', 'hackernews:51000002', 'hackernews:51000011']);
    // Algolia found the prefix, the words apart, the NOT and the thread's other comment too: none came back.
    const asked = hn.callsTo('/api/v1/search').map((c) => c.query.get('query'));
    expect([...new Set(asked)].sort()).toEqual(['acme books', 'globex']);
    const expr = parseKeywords(EXPRESSION);
    for (const r of res.json.results) expect(matchesKeywords(expr, `${r.title ?? ''}\n${r.snippet}`)).toBe(true);
    const usage = await call(server, 'GET', '/api/user/usage', { token });
    expect(usage.json.data.results_used).toBe(res.json.results.length);
  });

  it.each([
    ['(acme OR globex', 'Expected a closing ")" at character 16'],
    ['acme OR', 'Expected a word, "quoted phrase" or "(" at character 8'],
    ['NOT acme', 'Add a word or phrase to look for: NOT only leaves words out, in every alternative'],
    ['', 'Please provide the keywords to look for'],
  ])('refuses %j with a 400 naming the place, charging nothing', async (expression, message) => {
    const { token } = await registerUser(server);
    const before = hn.callsTo('/api/v1/search').length;
    const res = await call(server, 'POST', '/api/search', { token, body: search(expression) });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: message, field: 'businessIdea' });
    expect(hn.callsTo('/api/v1/search').length).toBe(before);
    const usage = await call(server, 'GET', '/api/user/usage', { token });
    expect(usage.json.data.results_used).toBe(0);
  });
});
