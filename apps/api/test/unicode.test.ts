/**
 * Text from outside never fails a search (issue 23): posts with long runs of emoji, ZWJ families,
 * flags, combining marks, right-to-left text and lone surrogates (as Algolia's JSON can carry them,
 * "\ud83d" escapes) are searched, stored, read back page by page and exported, whole: every text the
 * user gets is well-formed Unicode and no cut splits a character. The Hacker News stand-in serves
 * them; a cut at a fixed number of UTF-16 units would land inside a pair in one of each two stories.
 */
import { signalsToCsv } from '@firstsignal/core';
import { createTestDb, testDbKinds } from '@firstsignal/db/testing';
import type { HnStoryDraft } from '@firstsignal/sources/testing/hackernews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import { captureLog, serveApp } from './support/app-server';
import { call, registerUser, setBilling, startTestServer, TEST_DATABASE_URL, type TestServer } from './support/harness';
import { startHnServer, type HnServer } from './support/hn-server';
import { createWorld, FIRST_ITEMS, post, SEARCH_PARAMS, worldConnectors } from './support/saved-world';

const IDEA = 'automatic invoice reminders for freelancers';
const SEARCH = { searchType: 'business_idea', businessIdea: IDEA, platforms: ['hackernews'], timeRange: '', maxResults: 5 };

const DAY = 86_400;
const ago = (days: number, seconds = 0) => Math.floor(Date.now() / 1000) - days * DAY + seconds;

/** Runs people paste into comments, each long enough that any snippet or evidence has to cut it. */
const RUNS = {
  emoji: '😡'.repeat(150),
  family: '👨‍👩‍👧‍👦'.repeat(40),
  flags: '🇫🇷🇩🇪🇯🇵🇧🇷'.repeat(30),
  accents: 'e\u0301'.repeat(160),
  rtl: 'עברית العربية '.repeat(20) + '😡'.repeat(60),
  entities: '&#x1F621;'.repeat(150),
} as const;
const LONE = ['\ud83d', '\ude00', 'a\udc00b', '\ud83d\ud83d'];

/** Fourteen ways to ask for the idea: near-identical texts would be collapsed as duplicates. */
const LEADS = [
  'I would pay for a tool that sends automatic invoice reminders to my freelance clients',
  'Freelancers here: my clients pay invoices late and I need automatic reminders badly',
  'Is there an app for freelancers that chases unpaid invoices with polite reminders',
  'As a freelance designer I lose hours chasing every invoice by hand each month',
  'Looking for software that emails invoice reminders so freelancers get paid on time',
  'We are three freelancers and nobody wants to send the awkward overdue invoice emails',
  'Desperately need automatic reminders for overdue invoices, my freelance income depends on it',
  'Any recommendations for invoice reminder tools? Freelance clients keep ignoring my emails',
  'Chasing late invoices is the worst part of freelancing, I would pay to automate reminders',
  'Our freelance studio needs reminders that go out when an invoice is a week overdue',
  'How do freelancers automate invoice reminders without sounding like a collections agency',
  'Tired of writing reminder emails for unpaid invoices as a freelance developer',
  'Would love a service that nudges clients about invoices so freelancers do not have to',
  'Freelance writer here, half my invoices need two reminders before clients pay',
];

/**
 * Two stories per run whose lead-ins differ in length by an odd number of UTF-16 units, so a cut
 * at a fixed length lands inside a pair (or a cluster) in one of them.
 */
function unicodeStories(): HnStoryDraft[] {
  const stories: HnStoryDraft[] = [];
  Object.entries(RUNS).forEach(([name, run], i) => {
    const [a, b] = [LEADS[2 * i]!, LEADS[2 * i + 1]!];
    const leads = [a, (b.length - a.length) % 2 === 0 ? `${b} really` : b];
    leads.forEach((lead, j) => {
      const id = 39200000 + (2 * i + j + 1) * 10;
      stories.push({
        id,
        author: `${name}_${j}`,
        title: `Ask HN: Freelancers, which tool sends invoice reminders? (${name} ${j}) ${name === 'rtl' ? 'עברית' : '🙏'}`,
        url: null,
        text: `${lead} ${run} because I chase every invoice by hand.<p>Freelancers ${run}</p>`,
        points: 100 - i,
        createdAt: ago(3 + i),
        comments: [
          {
            id: id + 1,
            author: `reply_${name}_${j}`,
            text: `Same here (${name} ${j}), I would happily pay for automatic invoice reminders, freelancers need this ${run}`,
            createdAt: ago(3 + i, 600),
          },
        ],
      });
    });
  });
  // Lone surrogates from upstream, in a title, a story's text and a comment.
  stories.push({
    id: 39299990,
    author: 'lone',
    title: `Ask HN: Freelancers, any tool for automatic invoice reminders ${LONE[0]}?`,
    url: null,
    text: `I would pay for automatic invoice reminders ${LONE.join(' ')} as a freelancer.`,
    points: 120,
    createdAt: ago(2),
    comments: [{ id: 39299991, author: 'lone_reply', text: `Freelancers need invoice reminders ${LONE[1]} that run automatically ${LONE[3]}`, createdAt: ago(2, 60) }],
  });
  return stories;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const graphemes = (s: string) => Array.from(segmenter.segment(s), (g) => g.segment);

/** Every character cluster the stand-in serves, as a reader sees it (entities decoded, bad halves replaced), and CSV's line end. */
const SERVED = new Set(
  [...Object.values(RUNS), String.fromCodePoint(0x1f621), '🙏', 'עברית', ...LONE.map((s) => s.toWellFormed()), '\r\n'].flatMap(graphemes),
);

/** Well-formed, and every cluster of more than one code point is one the stand-in served whole. */
function expectWhole(text: string, what: string): void {
  expect(text.isWellFormed(), `${what} is well-formed: ${JSON.stringify(text.slice(-40))}`).toBe(true);
  for (const g of graphemes(text)) {
    if ([...g].length > 1 || g.codePointAt(0)! > 0xffff) expect(SERVED.has(g), `${what} holds a split cluster ${JSON.stringify(g)}`).toBe(true);
  }
}

function expectSignalsWhole(signals: any[], where: string): void {
  for (const s of signals) {
    for (const field of ['title', 'snippet', 'evidence', 'reason', 'source'] as const) expectWhole(s[field], `${where} ${s.id} ${field}`);
    if (s.parent_post !== null) expectWhole(s.parent_post, `${where} ${s.id} parent_post`);
  }
}

describe.each(testDbKinds(TEST_DATABASE_URL))('emoji, clusters and lone surrogates from a platform (%s)', (kind) => {
  let hn: HnServer;
  let server: TestServer;

  beforeAll(async () => {
    hn = await startHnServer(unicodeStories());
    server = await startTestServer({ db: kind, env: hn.env });
  });
  afterAll(async () => {
    await server?.close();
    await hn?.close();
  });

  it('answers 200 with the posts, whole, then reads them back page by page, in history and as CSV', async () => {
    const { token, user } = await registerUser(server);
    // Room for every page of the run.
    await setBilling(server, user.id, { plan: 'starter', maxResults: 150 });
    const first = await call(server, 'POST', '/api/search', { token, body: SEARCH });
    expect(first.status, first.text).toBe(200);
    expect(first.json.platforms.hackernews.status).toBe('ok');
    expect(first.json.results).toHaveLength(5);
    expectSignalsWhole(first.json.results, 'first page');
    const runId = first.json.search_info.search_id as string;

    const pages = [...first.json.results];
    for (let info = first.json.search_info; info.has_more; ) {
      const more = await call(server, 'POST', '/api/search', { token, body: { ...SEARCH, offset: pages.length, limit: 10, search_id: runId } });
      expect(more.status, more.text).toBe(200);
      expectSignalsWhole(more.json.results, `page at ${pages.length}`);
      pages.push(...more.json.results);
      info = more.json.search_info;
    }
    // Every story with a run and the lone surrogates reached the user, cut where it had to be.
    const ids = new Set(pages.map((s: any) => s.id));
    expect(ids.has('hackernews:39299990'), 'the story with lone surrogates').toBe(true);
    for (let n = 1; n <= Object.keys(RUNS).length * 2; n++) expect(ids.has(`hackernews:${39200000 + n * 10}`), `story ${n}`).toBe(true);
    const cut = pages.filter((s: any) => s.snippet.endsWith('…'));
    expect(cut.length).toBeGreaterThanOrEqual(Object.keys(RUNS).length * 2);
    const lone = pages.find((s: any) => s.id === 'hackernews:39299990');
    expect(lone.title).toBe('Ask HN: Freelancers, any tool for automatic invoice reminders \ufffd?');
    expect(lone.snippet).toBe('I would pay for automatic invoice reminders \ufffd \ufffd a\ufffdb \ufffd\ufffd as a freelancer.');

    const input = encodeURIComponent(JSON.stringify({ id: runId }));
    const stored = await call(server, 'GET', `/trpc/search.stored?input=${input}`, { token });
    expect(stored.status, stored.text).toBe(200);
    expect(stored.json.result.data.results).toEqual(pages);

    const csv = signalsToCsv(stored.json.result.data.results);
    expectWhole(csv, 'the results CSV');
    const themes = await call(server, 'GET', `/api/search/${runId}/themes?format=csv`, { token });
    expect(themes.status, themes.text).toBe(200);
    expectWhole(themes.text, 'the themes CSV');
    expect(themes.text).not.toContain('\ufffd\ufffd\ufffd');
  });

  it('repairs lone surrogates in the idea a user sends, and stores it', async () => {
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: { ...SEARCH, businessIdea: `${IDEA} \ud83d` } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.search_info.businessIdea).toBe(`${IDEA} \ufffd`);
    const history = await call(server, 'GET', '/trpc/search.history', { token });
    expect(history.json.result.data[0].query).toBe(`${IDEA} \ufffd`);
  });
});

describe('one item the database would refuse', () => {
  it('is left out of the run and counted in the log; the search answers 200 with the others', async () => {
    // A connector past the shared HTTP layer (the world's stand-in hands its items over as they
    // are) sends one post whose title holds half an emoji.
    const bad = post('reddit', 'bad001', 'Need an invoice tool for freelancers \ud83d', 'I would pay for an invoice tool for freelancers that chases clients.');
    const handle = await createTestDb('pglite');
    const log = captureLog();
    const served = await serveApp({ env: parseEnv({ LOG_LEVEL: 'warn', NODE_ENV: 'test' }), db: handle.db, connectors: worldConnectors(createWorld([...FIRST_ITEMS, bad])), logStream: log.stream });
    try {
      const { token } = await registerUser(served);
      const res = await call(served, 'POST', '/api/search', { token, body: SEARCH_PARAMS });
      expect(res.status, res.text).toBe(200);
      const ids = res.json.results.map((r: any) => r.id);
      expect(ids).toContain('reddit:inv001');
      expect(ids).not.toContain('reddit:bad001');
      const warning = log.lines.map((line) => JSON.parse(line)).find((l) => /cannot store/.test(l.msg));
      expect(warning).toMatchObject({ dropped: 1, ids: ['reddit:bad001'] });
    } finally {
      await served.close();
      await handle.close();
    }
  });
});
