import { afterEach, describe, expect, it } from 'vitest';
import { createHackerNewsConnector, type ConnectorOptions, type PlatformSearchRequest } from '../src/index';
import { htmlToPlainText } from '../src/html';
import { byId, failure, recordingCache } from './support/items';
import { commentHit, itemTree, searchAnswer, storyHit, type HnStoryDraft } from './support/hackernews';
import { startUpstream, type RecordedCall, type Reply, type RouteTable, type Upstream } from './support/upstream';

const BASE = '/api/v1';
const NOW = Math.floor(Date.now() / 1000);
const DAY = 86_400;

/** An Ask HN text post with a thread: a deleted comment whose reply lives on, and a flagged one. */
const ASK: HnStoryDraft = {
  id: 41000001,
  author: 'mira_k',
  title: 'Ask HN: How do you chase unpaid invoices as a freelancer?',
  url: null,
  text: 'I&#x27;m a freelance designer.<p>Clients pay 60 days late and I chase them by hand. Is there a tool that sends <i>polite</i> reminders?',
  points: 212,
  createdAt: NOW - 3 * DAY,
  comments: [
    {
      id: 41000010,
      author: 'jdoe',
      text: 'We wrote a cron job:<p><pre><code>  curl -X POST &quot;$API&#x2F;remind&quot;\n</code></pre>It works until it doesn&#x27;t.',
      createdAt: NOW - 3 * DAY + 600,
      children: [{ id: 41000011, author: 'mira_k', text: 'I&#x27;d pay for something that just does this for invoices.', createdAt: NOW - 3 * DAY + 900 }],
    },
    {
      id: 41000012,
      author: null,
      text: null,
      createdAt: NOW - 3 * DAY + 700,
      children: [{ id: 41000013, author: 'pat', text: 'Reminder emails for invoices work if they come from you, not a bot.', createdAt: NOW - 3 * DAY + 800 }],
    },
    { id: 41000014, author: 'spammer', text: 'buy followers', createdAt: NOW - 3 * DAY + 650, dead: true },
  ],
};
/** A link story: no text, a URL elsewhere. */
const LINK: HnStoryDraft = {
  id: 41000002,
  author: 'newsbot',
  title: 'Late payments cost freelancers billions a year',
  url: 'https://example.com/late-payments',
  text: null,
  points: 95,
  createdAt: NOW - 40 * DAY,
  comments: [{ id: 41000020, author: 'sam', text: 'Every invoice I send is paid late. Every single one.', createdAt: NOW - 40 * DAY + 60 }],
};
const SHOW: HnStoryDraft = {
  id: 41000003,
  author: 'maker',
  title: 'Show HN: Dunnit – invoice reminders that sound like you',
  url: 'https://dunnit.example',
  text: 'Hi HN! We built this after chasing our own clients.',
  points: 44,
  createdAt: NOW - 10 * DAY,
  comments: [],
};
const STORIES = [ASK, LINK, SHOW];

function storyAnswer(stories: HnStoryDraft[], call: RecordedCall): Reply {
  const query = call.query.get('query') ?? '';
  const hitsPerPage = Number(call.query.get('hitsPerPage') ?? 20);
  return { json: searchAnswer(stories.map((s) => storyHit(s, query)), { query, page: 0, hitsPerPage, nbHits: stories.length }) };
}

/** Comment hits: the first comments of the first two stories, as search finds them. */
function commentAnswer(call: RecordedCall): Reply {
  const query = call.query.get('query') ?? '';
  const hitsPerPage = Number(call.query.get('hitsPerPage') ?? 20);
  const hits = [
    commentHit(LINK.comments![0]!, LINK.id, LINK, query),
    commentHit(ASK.comments![0]!, ASK.id, ASK, query),
  ];
  return { json: searchAnswer(hits, { query, page: 0, hitsPerPage, nbHits: hits.length }) };
}

/** /search and /search_by_date: stories or comments by `tags`. */
function searchRoute(stories: HnStoryDraft[] = STORIES) {
  return (call: RecordedCall): Reply => (call.query.get('tags') === 'comment' ? commentAnswer(call) : storyAnswer(stories, call));
}

function itemsRoute(call: RecordedCall): Reply {
  const story = STORIES.find((s) => String(s.id) === call.params.id);
  return story ? { json: itemTree(story) } : { status: 404, json: { error: 'Not found' } };
}

let upstream: Upstream | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

async function serve(routes: RouteTable = {}): Promise<Upstream> {
  upstream = await startUpstream({
    [`GET ${BASE}/search`]: searchRoute(),
    [`GET ${BASE}/search_by_date`]: searchRoute(),
    [`GET ${BASE}/items/:id`]: itemsRoute,
    ...routes,
  });
  return upstream;
}

function connector(up: Upstream, options: ConnectorOptions = {}) {
  return createHackerNewsConnector({ apiUrl: `${up.url}${BASE}`, ...options });
}

function request(extra: Partial<PlatformSearchRequest> = {}): PlatformSearchRequest {
  return { queries: ['freelancers invoice'], timeRange: '', limit: 10, ...extra };
}

describe('Hacker News search', () => {
  it('delivers stories and comments as plain text, with points, comment counts and item links', async () => {
    const up = await serve();
    const items = await connector(up).search(request());

    expect(byId(items, String(ASK.id))).toEqual({
      platform: 'hackernews',
      nativeId: '41000001',
      type: 'post',
      title: 'Ask HN: How do you chase unpaid invoices as a freelancer?',
      text: "I'm a freelance designer.\n\nClients pay 60 days late and I chase them by hand. Is there a tool that sends polite reminders?",
      url: 'https://news.ycombinator.com/item?id=41000001',
      source: 'Ask HN',
      author: 'mira_k',
      createdUtc: ASK.createdAt,
      // Three live comments: the deleted one and the flagged one are not counted.
      engagement: { upvotes: 212, comments: 3, views: 0 },
      searchRank: 0,
    });
    expect(byId(items, String(LINK.id))).toMatchObject({ text: '', source: 'Hacker News', engagement: { upvotes: 95, comments: 1 }, searchRank: 1 });
    expect(byId(items, String(SHOW.id))).toMatchObject({ source: 'Show HN', searchRank: 2 });

    // A comment found by search: its story is its parent.
    expect(byId(items, '41000020')).toEqual({
      platform: 'hackernews',
      nativeId: '41000020',
      type: 'comment',
      title: LINK.title,
      text: 'Every invoice I send is paid late. Every single one.',
      url: 'https://news.ycombinator.com/item?id=41000020',
      source: 'Hacker News',
      author: 'sam',
      createdUtc: NOW - 40 * DAY + 60,
      engagement: { upvotes: 0, comments: 0, views: 0 },
      parentPost: { id: String(LINK.id), title: LINK.title, url: 'https://news.ycombinator.com/item?id=41000002' },
      searchRank: 0,
    });
  });

  it('asks Algolia for stories and comments with the query, a page size and the time range', async () => {
    const up = await serve();
    await connector(up).search(request({ timeRange: 'month', limit: 20 }));
    const searches = up.callsTo(`${BASE}/search`);
    expect(searches.map((c) => c.query.get('tags')).sort()).toEqual(['comment', 'story']);
    const monthAgo = NOW - 30 * DAY;
    for (const call of searches) {
      expect(call.query.get('query')).toBe('freelancers invoice');
      expect(call.query.get('hitsPerPage')).toBe('25'); // 2.5 × 20 items, half stories, half comments
      const since = Number(/^created_at_i>(\d+)$/.exec(call.query.get('numericFilters') ?? '')?.[1]);
      // Rounded down to the hour, so the same search within the hour is the same URL (and cached).
      expect(since % 3600).toBe(0);
      expect(monthAgo - since).toBeGreaterThanOrEqual(0);
      expect(monthAgo - since).toBeLessThan(3600);
    }
    expect(up.callsTo(`${BASE}/search_by_date`)).toHaveLength(0);
  });

  it('searches newest first for the past day or week, and leaves the platform order out of relevance then', async () => {
    const up = await serve();
    const items = await connector(up).search(request({ timeRange: 'week' }));
    expect(up.callsTo(`${BASE}/search_by_date`)).toHaveLength(2);
    expect(up.callsTo(`${BASE}/search`)).toHaveLength(0);
    for (const item of items) expect(item.searchRank).toBeUndefined();
  });

  it('monitoring: searches newest first from the given time and delivers nothing older', async () => {
    const up = await serve();
    const all = await connector(up).search(request());
    const times = all.map((i) => i.createdUtc).sort((a, b) => a - b);
    const since = times[Math.floor(times.length / 2)]!;
    const items = await connector(up).search(request({ queries: ['freelancers invoices'], since }));
    const searches = up.callsTo(`${BASE}/search_by_date`);
    expect(searches).toHaveLength(2);
    for (const call of searches) expect(call.query.get('numericFilters')).toBe(`created_at_i>${since}`);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(all.length);
    expect(items.every((i) => i.createdUtc >= since)).toBe(true);
  });

  it('sends no time filter for all time', async () => {
    const up = await serve();
    await connector(up).search(request());
    for (const call of up.callsTo(`${BASE}/search`)) expect(call.query.has('numericFilters')).toBe(false);
  });

  it("walks the best stories' threads; deleted and flagged comments are never delivered, their replies are", async () => {
    const up = await serve();
    const items = await connector(up).search(request({ rankThread: (text) => (/invoice/i.test(text) ? 1 : 0) }));
    // Only stories with comments are opened, the best first.
    expect(up.callsTo(/\/items\//).map((c) => c.params.id)).toEqual([String(ASK.id), String(LINK.id)]);

    const comments = items.filter((i) => i.type === 'comment' && i.parentPost?.id === String(ASK.id));
    expect(comments.map((c) => c.nativeId).sort()).toEqual(['41000010', '41000011', '41000013']);
    expect(byId(items, '41000010')).toMatchObject({
      // Code keeps its indentation.
      text: 'We wrote a cron job:\n\n  curl -X POST "$API/remind"\n\nIt works until it doesn\'t.',
      engagement: { upvotes: 0, comments: 1, views: 0 },
      parentPost: { id: String(ASK.id), title: ASK.title, url: 'https://news.ycombinator.com/item?id=41000001' },
      source: 'Ask HN',
      searchRank: 0,
    });
    expect(byId(items, '41000013').text).toBe('Reminder emails for invoices work if they come from you, not a bot.');
    for (const item of items) {
      expect(item.author).not.toBe('');
      expect(item.text).not.toMatch(/\[(flagged|deleted|dead)\]|buy followers/);
      expect(item.text).not.toMatch(/<[a-z]|&#x|&quot;/i);
    }
    // Each item once, though a comment was found by search and in its thread.
    expect(new Set(items.map((i) => i.nativeId)).size).toBe(items.length);
  });

  it('hands over its stories before it opens their threads, the same items the search returns', async () => {
    const up = await serve();
    const told: { ids: string[]; threadsAsked: number }[] = [];
    const items = await connector(up).search(request({ onPostsFound: (posts) => told.push({ ids: posts.map((p) => p.nativeId), threadsAsked: up.callsTo(/\/items\//).length }) }));
    expect(told).toHaveLength(1);
    expect(told[0]!.threadsAsked).toBe(0);
    expect(told[0]!.ids.sort()).toEqual(STORIES.map((s) => String(s.id)).sort());
    expect(items.filter((i) => i.type === 'post').map((i) => i.nativeId).sort()).toEqual(told[0]!.ids);
  });

  it('keeps the comments that match the query best when a thread has more than it needs', async () => {
    const many: HnStoryDraft = {
      ...ASK,
      comments: Array.from({ length: 40 }, (_, i) => ({
        id: 42000000 + i,
        author: `u${i}`,
        text: i % 10 === 9 ? `Invoice reminders are my pain too (${i})` : `Unrelated remark number ${i}`,
        createdAt: NOW - DAY,
      })),
    };
    const up = await serve({
      [`GET ${BASE}/search`]: searchRoute([many]),
      [`GET ${BASE}/items/:id`]: { json: itemTree(many) },
    });
    const items = await connector(up).search(request({ rankThread: (text) => (/invoice/i.test(text) ? 1 : 0) }));
    const fromThread = items.filter((i) => i.type === 'comment' && i.nativeId.startsWith('42'));
    expect(fromThread.length).toBeLessThan(40);
    expect(fromThread.slice(0, 4).map((c) => c.text)).toEqual([9, 19, 29, 39].map((n) => `Invoice reminders are my pain too (${n})`));
  });

  it('never delivers search hits that are gone: no author, no text, a placeholder, or marked dead', async () => {
    const gone = [
      { ...storyHit(ASK), author: null },
      { ...storyHit(LINK), title: '[flagged]' },
      { ...storyHit(SHOW), dead: true },
      { ...storyHit({ ...ASK, id: 41000099, title: 'Ask HN: Invoices?', text: '[deleted]' }) },
    ];
    const goneComments = [
      { ...commentHit(ASK.comments![0]!, ASK.id, ASK), comment_text: null },
      { ...commentHit(LINK.comments![0]!, LINK.id, LINK), author: null },
      { ...commentHit(ASK.comments![0]!.children![0]!, 41000010, ASK), comment_text: '[flagged]' },
    ];
    const answer = (hits: unknown[]) => ({ json: searchAnswer(hits, { query: 'x', page: 0, hitsPerPage: 25, nbHits: hits.length }) });
    const up = await serve({
      [`GET ${BASE}/search`]: (call) => (call.query.get('tags') === 'comment' ? answer(goneComments) : answer(gone)),
    });
    expect(await connector(up).search(request())).toEqual([]);
  });

  it('reads a second page only when the first was full of gone items', async () => {
    const live = (id: number): HnStoryDraft => ({ ...LINK, id, title: `Invoice story ${id}`, comments: [] });
    const up = await serve({
      [`GET ${BASE}/search`]: (call) => {
        if (call.query.get('tags') === 'comment') return { json: searchAnswer([], { query: 'x', page: 0, hitsPerPage: 10, nbHits: 0 }) };
        const page = Number(call.query.get('page') ?? 0);
        const hits =
          page === 0
            ? Array.from({ length: 10 }, (_, i) => (i < 6 ? { ...storyHit(live(100 + i)), author: null } : storyHit(live(100 + i))))
            : [storyHit(live(200)), storyHit(live(201))];
        return { json: searchAnswer(hits, { query: 'x', page, hitsPerPage: 10, nbHits: 12 }) };
      },
    });
    const items = await connector(up).search(request({ limit: 1 }));
    expect(items.map((i) => i.nativeId)).toEqual(['106', '107', '108', '109', '200', '201']);
    expect(items.map((i) => i.searchRank)).toEqual([6, 7, 8, 9, 10, 11]);
    expect(up.callsTo(`${BASE}/search`).map((c) => c.query.get('page'))).toContain('1');
  });

  it('backs off to the broader query when the narrow one finds little', async () => {
    const up = await serve({
      [`GET ${BASE}/search`]: (call) => {
        const q = call.query.get('query');
        if (q === 'invoice') return searchRoute()(call);
        return { json: searchAnswer([], { query: q ?? '', page: 0, hitsPerPage: 25, nbHits: 0 }) };
      },
    });
    const items = await connector(up).search(request({ queries: ['freelancers invoice'], broader: [['invoice']] }));
    expect(items.some((i) => i.nativeId === String(ASK.id))).toBe(true);
    expect(up.callsTo(`${BASE}/search`).map((c) => c.query.get('query'))).toEqual([
      'freelancers invoice',
      'freelancers invoice',
      'invoice',
      'invoice',
    ]);
  });
});

describe('Hacker News text from outside', () => {
  it('repairs lone surrogates ("\\ud83d" escapes) and drops control characters in every answer, before anything reads them', async () => {
    const broken: HnStoryDraft = { ...SHOW, title: 'Show HN: invoice reminders \ud83d for freelancers\u0007', text: 'Half an emoji \ude00 here.' };
    const up = await serve({ [`GET ${BASE}/search`]: searchRoute([broken]), [`GET ${BASE}/search_by_date`]: searchRoute([broken]) });
    const items = await connector(up).search(request());
    expect(byId(items, String(SHOW.id))).toMatchObject({ title: 'Show HN: invoice reminders \ufffd for freelancers', text: 'Half an emoji \ufffd here.' });
    for (const item of items) expect(item.title.isWellFormed() && item.text.isWellFormed()).toBe(true);
  });
});

describe('Hacker News errors', () => {
  it('reports a 429 as rate limited, after retrying within the budget', async () => {
    const up = await serve({ [`GET ${BASE}/search`]: { status: 429, headers: { 'retry-after': '1' }, json: { message: 'Too many requests', status: 429 } } });
    const err = await failure(connector(up, { budgetMs: 1500 }).search(request()));
    expect(err.kind).toBe('rate_limited');
    expect(err.platform).toBe('hackernews');
    expect(err.retryAfterSeconds).toBe(1);
  });

  it('retries a 5xx and then succeeds', async () => {
    const up = await serve({
      [`GET ${BASE}/search`]: (call, nth) => (nth < 2 ? { status: 502, body: '<html>Bad Gateway</html>' } : searchRoute()(call)),
    });
    const items = await connector(up).search(request());
    expect(items.some((i) => i.nativeId === String(ASK.id))).toBe(true);
  });

  it('reports a lasting 5xx as an upstream error', async () => {
    const up = await serve({ [`GET ${BASE}/search`]: { status: 503, json: { message: 'Service Unavailable' } } });
    const err = await failure(connector(up, { budgetMs: 3000 }).search(request()));
    expect(err.kind).toBe('upstream_error');
    expect(err.status).toBe(503);
    expect(err.message).toContain('Hacker News');
  });

  it('reports malformed JSON as an upstream error, without retrying', async () => {
    const up = await serve({ [`GET ${BASE}/search`]: { headers: { 'content-type': 'application/json' }, body: '{"hits": [' } });
    const err = await failure(connector(up).search(request()));
    expect(err.kind).toBe('upstream_error');
    expect(err.message).toBe('Hacker News sent an unexpected search answer');
    expect(up.callsTo(`${BASE}/search`).filter((c) => c.query.get('tags') === 'story')).toHaveLength(1);
  });

  it('reports a timeout when search hangs', async () => {
    const up = await serve({ [`GET ${BASE}/search`]: { hang: true } });
    const err = await failure(connector(up, { timeoutMs: 200, budgetMs: 1500 }).search(request()));
    expect(err.kind).toBe('timeout');
  });

  it('keeps the stories when the threads fail or hang', async () => {
    for (const reply of [{ hang: true }, { status: 500, body: 'oops' }, { body: 'not json' }] satisfies Reply[]) {
      const up = await serve({ [`GET ${BASE}/items/:id`]: reply });
      // The search calls must answer in time even on a busy machine; only the threads' fail.
      const items = await connector(up, { timeoutMs: 3000, budgetMs: 10_000 }).search(request());
      expect(items.filter((i) => i.type === 'post').map((i) => i.nativeId)).toEqual(['41000001', '41000002', '41000003']);
      await up.close();
      upstream = undefined;
    }
  });
});

describe('Hacker News caching and settings', () => {
  it('answers a repeated search from the cache', async () => {
    const up = await serve();
    const { cache, keys } = recordingCache();
    const hn = connector(up, { cache });
    const first = await hn.search(request({ timeRange: 'year' }));
    const calls = up.calls.length;
    expect(calls).toBe(4); // stories, comments, two threads
    expect(await hn.search(request({ timeRange: 'year' }))).toEqual(first);
    expect(up.calls).toHaveLength(calls);
    expect(keys).toHaveLength(4);
  });

  it('is on by default and needs no key; HN_ENABLED=false turns it off as "not configured"', async () => {
    const up = await serve();
    const on = connector(up);
    expect(on.platform).toBe('hackernews');
    expect(on.configured).toBe(true);
    expect(on.missingSettings).toEqual([]);

    const off = createHackerNewsConnector({ apiUrl: `${up.url}${BASE}`, enabled: false });
    expect(off.configured).toBe(false);
    expect(off.missingSettings).toEqual(['HN_ENABLED=true']);
    const err = await failure(off.search(request()));
    expect(err.kind).toBe('not_configured');
    expect(err.message).toBe('Hacker News is not configured: set HN_ENABLED=true');
    expect(up.calls).toHaveLength(0);
  });
});

describe('htmlToPlainText', () => {
  it.each([
    ['entities', 'I&#x27;d say &quot;no&quot; &amp; move on &gt; 3', 'I\'d say "no" & move on > 3'],
    ['paragraphs', 'First.<p>Second.<p>Third.', 'First.\n\nSecond.\n\nThird.'],
    ['links keep their visible text', 'See <a href="https:&#x2F;&#x2F;example.com&#x2F;x" rel="nofollow">https:&#x2F;&#x2F;example.com&#x2F;x</a> now', 'See https://example.com/x now'],
    ['italics', 'It is <i>really</i> slow', 'It is really slow'],
    ['code blocks keep their lines', 'Try:<p><pre><code>  a = 1\n  b = 2\n</code></pre>', 'Try:\n\n  a = 1\n  b = 2'],
    ['nothing', null, ''],
    ['emoji and their entities', '&#x1F621;&#128512; 👨‍👩‍👧‍👦 🇫🇷', '😡😀 👨‍👩‍👧‍👦 🇫🇷'],
    ['control characters and surrogate entities are cleaned', 'a&#x1;b&#xD83D;c\ud83d', 'ab\ufffdc\ufffd'],
  ])('%s', (_name, html, text) => {
    expect(htmlToPlainText(html)).toBe(text);
  });
});
