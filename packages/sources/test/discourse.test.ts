import { afterEach, describe, expect, it } from 'vitest';
import { createDiscourseConnector, type PlatformSearchRequest } from '../src/index';
import { fixture } from './support/fixtures';
import { byId, failure, recordingCache } from './support/items';
import { startUpstream, type RouteTable, type Upstream } from './support/upstream';

/** The recorded answers (discourse_api_docs), their fields kept, filled with invoice-reminder talk. */
const RECORDED_SEARCH = fixture<{ posts: Record<string, unknown>[]; topics: Record<string, unknown>[] }>('discourse/search-query-response.json');
const RECORDED_TOPIC = fixture<{ post_stream: { posts: Record<string, unknown>[] } } & Record<string, unknown>>('discourse/topic-response.json');
const [recordedPost] = RECORDED_SEARCH.posts;
const [recordedTopic] = RECORDED_SEARCH.topics;
const [recordedTopicPost] = RECORDED_TOPIC.post_stream.posts;

const SEARCH = {
  ...RECORDED_SEARCH,
  posts: [
    { ...recordedPost, id: 501, username: 'mira_k', topic_id: 41, post_number: 1, like_count: 3, created_at: '2025-11-20T09:00:00.000Z', blurb: 'Clients pay me 60 days late &amp; I chase every invoice by hand…' },
    { ...recordedPost, id: 507, username: 'jo', topic_id: 41, post_number: 4, like_count: 5, created_at: '2025-11-22T10:00:00.000Z', blurb: 'I would pay for automatic reminders…' },
    { ...recordedPost, id: 610, username: 'sam', topic_id: 52, post_number: 1, like_count: 0, created_at: '2025-11-01T08:00:00.000Z', blurb: 'Which invoice app do you use?' },
  ],
  topics: [
    { ...recordedTopic, id: 41, title: 'Invoice reminders for late clients &amp; retainers', fancy_title: 'Invoice reminders', slug: 'invoice-reminders-for-late-clients', posts_count: 6, like_count: 12, views: 340, category_id: 7, created_at: '2025-11-20T09:00:00.000Z' },
    { ...recordedTopic, id: 52, title: 'Invoice apps?', slug: 'invoice-apps', posts_count: 1, like_count: 0, views: 20, category_id: 9, created_at: '2025-11-01T08:00:00.000Z' },
  ],
  categories: [{ id: 7, name: 'Freelancing &amp; Money', slug: 'freelancing' }],
};

const TOPIC_41 = {
  ...RECORDED_TOPIC,
  id: 41,
  post_stream: {
    posts: [
      { ...recordedTopicPost, id: 501, username: 'mira_k', post_number: 1, post_type: 1, created_at: '2025-11-20T09:00:00.000Z', cooked: '<p>Clients pay me 60 days late &amp; I chase every invoice by hand <img src="/images/emoji/twitter/weary.png" class="emoji" alt=":weary:"> 😩</p>\n<p>Is there a tool that sends <strong>automatic</strong> reminders?</p>' },
      { ...recordedTopicPost, id: 502, username: 'system', post_number: 2, post_type: 3, created_at: '2025-11-20T09:05:00.000Z', cooked: '' },
      { ...recordedTopicPost, id: 505, username: 'layla', post_number: 3, post_type: 1, created_at: '2025-11-21T10:00:00.000Z', cooked: '<p>نفس المشكلة عندي مع الفواتير المتأخرة — I’d pay for this 👩‍💻</p>', actions_summary: [{ id: 2, count: 4 }] },
      { ...recordedTopicPost, id: 507, username: 'jo', post_number: 4, post_type: 1, like_count: 5, created_at: '2025-11-22T10:00:00.000Z', cooked: '<p>I would pay for automatic reminders at 7, 14 and 30 days. Café owners too.</p>' },
      { ...recordedTopicPost, id: 508, username: 'gone', post_number: 5, post_type: 1, hidden: true, created_at: '2025-11-23T10:00:00.000Z', cooked: '<p>spam</p>' },
    ],
  },
};

let upstream: Upstream | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

async function connector(routes: RouteTable = {}, options: { allowPrivate?: boolean; problem?: 'private' | 'unresolved' | null } = {}) {
  upstream = await startUpstream({ 'GET /forum/search.json': { json: SEARCH }, 'GET /forum/t/41.json': { json: TOPIC_41 }, 'GET /forum/t/52.json': { json: { ...RECORDED_TOPIC, post_stream: { posts: [] } } }, ...routes });
  const { cache, keys } = recordingCache();
  const forum = `${upstream.url}/forum`;
  const looked: string[] = [];
  const discourse = createDiscourseConnector({
    allowPrivate: options.allowPrivate ?? false,
    // The stand-in listens on 127.0.0.1; DNS is stood in for, as a public forum would resolve.
    hostProblem: async (url) => (looked.push(url), options.problem ?? null),
    cache,
    timeoutMs: 2000,
    budgetMs: 4000,
  });
  const request: PlatformSearchRequest = { queries: [`${forum} :: invoice reminders`], broader: [[`${forum} :: invoice`]], timeRange: '', limit: 10 };
  return { discourse, keys, forum, request, looked, host: new URL(upstream.url).host };
}

describe('Discourse connector (forums you name)', () => {
  it('searches the named forum, opens the best topics for their posts, as plain text with forum, category, author, likes and links', async () => {
    const { discourse, forum, request, host, looked } = await connector();
    const items = await discourse.search(request);

    expect(looked).toEqual([forum]);
    const [search] = upstream!.callsTo('/forum/search.json');
    expect(search!.query.get('q')).toBe('invoice reminders');
    expect(search!.headers.accept).toBe('application/json');
    // Enough found? No: three hits are fewer than a handful, so the broader query ran too.
    expect(upstream!.callsTo('/forum/search.json').map((c) => c.query.get('q'))).toEqual(['invoice reminders', 'invoice']);

    const topic = byId(items, `${host}/forum-t41`);
    expect(topic).toMatchObject({
      platform: 'discourse',
      type: 'post',
      title: 'Invoice reminders for late clients & retainers',
      url: `${forum}/t/invoice-reminders-for-late-clients/41`,
      source: `${host} › Freelancing & Money · mira_k`,
      author: 'mira_k',
      engagement: { upvotes: 12, comments: 5, views: 340 },
      searchRank: 0,
    });
    // The opened topic's first post replaces the search's excerpt: entities decoded, emoji kept, the emoji picture dropped.
    expect(topic.text).toBe('Clients pay me 60 days late & I chase every invoice by hand 😩\n\nIs there a tool that sends automatic reminders?');

    const rtl = byId(items, `${host}/forum-t41-p505`);
    expect(rtl).toMatchObject({
      type: 'comment',
      text: 'نفس المشكلة عندي مع الفواتير المتأخرة — I’d pay for this 👩‍💻',
      url: `${forum}/t/invoice-reminders-for-late-clients/41/3`,
      source: `${host} › Freelancing & Money · layla`,
      engagement: { upvotes: 4, comments: 0, views: 0 },
      parentPost: { id: `${host}/forum-t41`, title: 'Invoice reminders for late clients & retainers', url: topic.url },
    });
    expect(byId(items, `${host}/forum-t41-p507`)).toMatchObject({ text: 'I would pay for automatic reminders at 7, 14 and 30 days. Café owners too.', engagement: { upvotes: 5 } });
    // No category in the answer for topic 52: the forum and the author only.
    expect(byId(items, `${host}/forum-t52`)).toMatchObject({ source: `${host} · sam`, text: 'Which invoice app do you use?', engagement: { upvotes: 0, comments: 0, views: 20 } });
    // The small action and the hidden post are not what people said.
    expect(items.map((i) => i.nativeId)).not.toContain(`${host}/forum-t41-p502`);
    expect(items.map((i) => i.nativeId)).not.toContain(`${host}/forum-t41-p508`);
  });

  it('asks for the latest since the last run for monitoring, and keeps only what is newer', async () => {
    const { discourse, request, host } = await connector();
    const since = Date.parse('2025-11-21T00:00:00Z') / 1000;
    const items = await discourse.search({ ...request, since });
    expect(upstream!.callsTo('/forum/search.json')[0]!.query.get('q')).toBe('invoice reminders after:2025-11-21 order:latest');
    expect(items.map((i) => i.nativeId).sort()).toEqual([`${host}/forum-t41-p505`, `${host}/forum-t41-p507`]);
  });

  it('honours a 429 with Retry-After, naming the forum', async () => {
    const { discourse, request, host } = await connector({
      'GET /forum/search.json': { status: 429, headers: { 'retry-after': '120' }, json: { errors: ['You’ve performed this action too many times. Please wait 2 minutes before trying again.'], error_type: 'rate_limit', extras: { wait_seconds: 120 } } },
    });
    const err = await failure(discourse.search(request));
    expect(err).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 120 });
    expect(err.message).toContain(host);
    expect(upstream!.callsTo('/forum/search.json')).toHaveLength(1);
  });

  it('refuses a forum that points into our own network now, without calling it', async () => {
    const { discourse, request, host } = await connector({}, { problem: 'private' });
    const err = await failure(discourse.search(request));
    expect(err.message).toBe(`${host.split(':')[0]} points to a private network address, which is not allowed`);
    expect(upstream!.calls).toHaveLength(0);
  });

  it('calls a private address when the operator allows it (intranets, tests), without looking it up', async () => {
    const { discourse, request, looked } = await connector({}, { allowPrivate: true, problem: 'private' });
    expect((await discourse.search(request)).length).toBeGreaterThan(0);
    expect(looked).toEqual([]);
  });

  it('keeps the topics when a topic cannot be opened', async () => {
    const { discourse, request, host } = await connector({ 'GET /forum/t/41.json': { status: 500, json: {} } });
    const items = await discourse.search(request);
    expect(byId(items, `${host}/forum-t41`).text).toBe('Clients pay me 60 days late & I chase every invoice by hand…');
    expect(byId(items, `${host}/forum-t41-p507`).text).toBe('I would pay for automatic reminders…');
  });

  it('searches nothing without a forum, and says it is not configured when turned off', async () => {
    const discourse = createDiscourseConnector({ hostProblem: async () => null });
    expect(await discourse.search({ queries: [], timeRange: '', limit: 10 })).toEqual([]);
    const off = createDiscourseConnector({ enabled: false });
    expect(off.missingSettings).toEqual(['DISCOURSE_ENABLED=true']);
    expect((await failure(off.search({ queries: ['https://forum.example.org :: x'], timeRange: '', limit: 10 }))).kind).toBe('not_configured');
  });
});
