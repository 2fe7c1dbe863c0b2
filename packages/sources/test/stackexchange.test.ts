import { afterEach, describe, expect, it } from 'vitest';
import { BUDGET_SPENT, budgetSpent, createStackExchangeConnector, type PlatformSearchRequest } from '../src/index';
import { fixture } from './support/fixtures';
import { byId, failure, recordingCache } from './support/items';
import { startUpstream, type RouteTable, type Upstream } from './support/upstream';

const SEARCH = fixture<{ items: { creation_date: number; question_id: number; link: string }[] }>('stackexchange/search-advanced-withbody.json');
const wrap = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  items,
  has_more: false,
  quota_max: 300,
  quota_remaining: 290,
  ...extra,
});

const ANSWERS = wrap([
  {
    owner: { display_name: 'Jo Park' },
    score: 9,
    creation_date: 1763910000,
    answer_id: 88012,
    question_id: 88001,
    body: '<p>I switched to a tool that sends reminders at 7, 14 and 30 days. Clients now pay in a week.</p>',
  },
]);
const COMMENTS = wrap([
  {
    owner: { display_name: 'Sam' },
    score: 2,
    creation_date: 1763920000,
    post_id: 88001,
    comment_id: 5501,
    body: 'Same problem here, I would pay for this too.',
  },
]);

let upstream: Upstream | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

async function connector(routes: RouteTable = {}, key?: string) {
  upstream = await startUpstream({
    'GET /2.3/search/advanced': { json: SEARCH },
    'GET /2.3/questions/:ids/answers': { json: ANSWERS },
    'GET /2.3/questions/:ids/comments': { json: COMMENTS },
    ...routes,
  });
  const { cache, keys } = recordingCache();
  return { sx: createStackExchangeConnector({ apiUrl: upstream.url, key, cache, timeoutMs: 2000, budgetMs: 4000 }), keys };
}

const REQUEST: PlatformSearchRequest = { queries: ['softwarerecs: invoice reminders'], timeRange: '', limit: 10 };

describe('Stack Exchange connector', () => {
  it('searches the planned site by relevance with bodies, reads the best questions’ answers and comments, as plain text with authors and links', async () => {
    const { sx } = await connector();
    const items = await sx.search(REQUEST);

    const [search] = upstream!.callsTo('/2.3/search/advanced');
    expect(Object.fromEntries(search!.query)).toMatchObject({
      q: 'invoice reminders',
      site: 'softwarerecs',
      sort: 'relevance',
      order: 'desc',
      filter: 'withbody',
    });
    expect(search!.query.has('fromdate')).toBe(false);
    // Only the question with answers is opened: one call for its answers, one for its comments.
    expect(upstream!.callsTo(/\/answers$/).map((c) => c.path)).toEqual(['/2.3/questions/88001/answers']);
    expect(upstream!.callsTo(/\/comments$/)[0]!.query.get('site')).toBe('softwarerecs');

    const question = byId(items, 'softwarerecs-q88001');
    expect(question).toMatchObject({
      platform: 'stackexchange',
      type: 'post',
      title: 'Invoicing tool that sends "automatic" payment reminders to late clients?',
      url: 'https://softwarerecs.stackexchange.com/questions/88001/invoicing-tool-that-sends-automatic-payment-reminders',
      author: 'Mira Kühn',
      source: 'softwarerecs.stackexchange.com · Mira Kühn (CC BY-SA)',
      engagement: { upvotes: 14, comments: 2, views: 1840 },
    });
    // Two questions are all the site has with those words: first place among them is no evidence.
    expect(question.searchRank).toBeUndefined();
    expect(question.text).toContain('Is there an invoicing tool for freelancers that sends automatic payment reminders?');
    expect(question.text).not.toMatch(/<p>|<em>/);
    expect(byId(items, 'softwarerecs-a88012')).toMatchObject({
      type: 'comment',
      url: 'https://softwarerecs.stackexchange.com/a/88012',
      source: 'softwarerecs.stackexchange.com · Jo Park (CC BY-SA)',
      parentPost: { id: 'softwarerecs-q88001', url: question.url },
    });
    expect(byId(items, 'softwarerecs-c5501').text).toBe('Same problem here, I would pay for this too.');
    expect(byId(items, 'softwarerecs-q88002').author).toBe('user4411');
  });

  it('keeps the site’s order as a position when it chose among many questions', async () => {
    const [first, second] = SEARCH.items;
    const many = [first!, second!, first!, second!, first!, second!, first!, second!].map((q, i) => ({
      ...q,
      question_id: 89000 + i,
      link: q.link.replace(/questions\/\d+/, `questions/${89000 + i}`),
    }));
    const { sx } = await connector({ 'GET /2.3/search/advanced': { json: wrap(many) } });
    const items = await sx.search(REQUEST);
    expect(byId(items, 'softwarerecs-q89000').searchRank).toBe(0);
    expect(byId(items, 'softwarerecs-q89007').searchRank).toBe(7);
  });

  it('asks newest first from the last run for monitoring, and keeps only what is newer', async () => {
    const { sx } = await connector();
    const since = 1763850000;
    const items = await sx.search({ ...REQUEST, since });
    const [search] = upstream!.callsTo('/2.3/search/advanced');
    expect(search!.query.get('sort')).toBe('creation');
    expect(search!.query.get('fromdate')).toBe(String(since));
    expect(items.every((i) => i.createdUtc >= since)).toBe(true);
    expect(items.map((i) => i.nativeId)).not.toContain('softwarerecs-q88002');
  });

  it('sends the key, but never into the cache’s keys', async () => {
    const { sx, keys } = await connector({}, 'secret-key');
    await sx.search(REQUEST);
    expect(upstream!.calls.every((c) => c.query.get('key') === 'secret-key')).toBe(true);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('secret-key');
  });

  it('obeys backoff: no second call to the same method until it has passed', async () => {
    const { sx } = await connector({ 'GET /2.3/search/advanced': { json: { ...SEARCH, backoff: 30 } } });
    await sx.search(REQUEST);
    // The next search would have to wait 30 s, longer than its budget: it says so instead of calling.
    const err = await failure(sx.search({ ...REQUEST, queries: ['softwarerecs: another query'] }));
    expect(err.kind).toBe('rate_limited');
    expect(err.retryAfterSeconds).toBeGreaterThan(25);
    expect(upstream!.callsTo('/2.3/search/advanced')).toHaveLength(1);
  });

  it('reads a throttle violation as rate limited, with the seconds its message names', async () => {
    const { sx } = await connector({
      'GET /2.3/search/advanced': { status: 400, json: fixture('stackexchange/throttle-violation.json') },
    });
    const err = await failure(sx.search(REQUEST));
    expect(err.kind).toBe('rate_limited');
    expect(err.retryAfterSeconds).toBe(72563);
    expect(upstream!.callsTo('/2.3/search/advanced')).toHaveLength(1);
  });

  it('honours a 429 with Retry-After', async () => {
    const { sx } = await connector({ 'GET /2.3/search/advanced': { status: 429, headers: { 'retry-after': '120' }, json: {} } });
    const err = await failure(sx.search(REQUEST));
    expect(err).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 120 });
  });

  it('reserves its budget once per pass, before the first call the cache cannot answer, and not at all when the cache answers', async () => {
    const { sx } = await connector();
    const reserved: string[] = [];
    const reserve = async () => {
      reserved.push(`after ${upstream!.calls.length} calls`);
    };
    const pass = { ...REQUEST, queries: ['softwarerecs: invoice reminders', 'freelancing: late payments'], reserve };
    await sx.search(pass);
    // Two searches, then answers and comments on each site: six calls, one reservation ahead of them all.
    expect(upstream!.calls).toHaveLength(6);
    expect(reserved).toEqual(['after 0 calls']);
    await sx.search(pass);
    expect(upstream!.calls).toHaveLength(6);
    expect(reserved).toHaveLength(1);
  });

  it('calls nothing when its budget is spent, and says when the window resets', async () => {
    const { sx } = await connector();
    const window = { start: new Date('2026-11-27T00:00:00Z'), end: new Date('2026-11-28T00:00:00Z') };
    const reserve = async () => {
      throw budgetSpent('stackexchange', window, new Date('2026-11-27T21:47:12Z'));
    };
    const err = await failure(sx.search({ ...REQUEST, reserve }));
    expect(err).toMatchObject({ kind: 'rate_limited', reason: BUDGET_SPENT, retryAfterSeconds: 2 * 3600 + 12 * 60 + 48 });
    expect(err.message).toBe("Stack Exchange's request allowance is used up; it resets at 00:00 UTC (in 2 h 13 min).");
    expect(upstream!.calls).toHaveLength(0);
  });

  it('keeps the questions when the answers fail', async () => {
    const { sx } = await connector({
      'GET /2.3/questions/:ids/answers': { status: 500, json: { error_id: 500, error_name: 'internal_error' } },
    });
    const items = await sx.search(REQUEST);
    expect(items.map((i) => i.nativeId)).toEqual(expect.arrayContaining(['softwarerecs-q88001', 'softwarerecs-c5501']));
    expect(items.map((i) => i.nativeId)).not.toContain('softwarerecs-a88012');
  });

  it('keeps to 8 calls out at once from the process, even when the app allows more and many searches ask together', async () => {
    // Every search's call is held until a ninth arrives or the arrivals stop: without a cap of 8,
    // all twelve are out together.
    let inFlight = 0;
    let most = 0;
    const held: (() => void)[] = [];
    let quiet: NodeJS.Timeout | undefined;
    const release = () => held.splice(0).forEach((go) => go());
    upstream = await startUpstream({
      'GET /2.3/search/advanced': async () => {
        most = Math.max(most, ++inFlight);
        clearTimeout(quiet);
        if (inFlight > 8) release();
        else quiet = setTimeout(release, 200);
        await new Promise<void>((go) => held.push(go));
        inFlight--;
        return { json: wrap([]) };
      },
    });
    const sx = createStackExchangeConnector({ apiUrl: upstream.url, cache: recordingCache().cache, maxConcurrency: 32, timeoutMs: 60_000, budgetMs: 120_000 });
    const searches = Array.from({ length: 12 }, (_, i) => sx.search({ ...REQUEST, queries: [`softwarerecs: invoice reminders ${i}`] }));
    await Promise.all(searches);
    expect(upstream.callsTo('/2.3/search/advanced')).toHaveLength(12);
    expect(most).toBe(8);
  });

  it('says it is not configured when turned off, naming the setting', async () => {
    const sx = createStackExchangeConnector({ apiUrl: 'http://127.0.0.1:9', enabled: false });
    expect(sx.missingSettings).toEqual(['STACKEXCHANGE_ENABLED=true']);
    expect((await failure(sx.search(REQUEST))).kind).toBe('not_configured');
  });
});
