/**
 * The search eval's Bluesky (bench/search-eval/bluesky.ts) must search the way searchPosts does,
 * or the eval measures the wrong thing: every word of the query in the post (whole words, no OR),
 * deleted posts gone, `since` and `sort`; and it must answer in the shapes the app's connector
 * reads: a session first, links shortened with their facet in UTF-8 bytes, nested replies with
 * a deleted one as a notFound stub.
 */
import { createBlueskyConnector } from '@firstsignal/sources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bluesky } from '../search-eval/corpus/bluesky';
import { topic } from '../search-eval/corpus/types';
import { BLUESKY_APP_PASSWORD, BLUESKY_HANDLE, blueskySearch, richText } from '../search-eval/bluesky';
import { startEvalPlatforms, type EvalPlatformServer } from '../search-eval/platform';
import { buildWorld } from '../search-eval/world';

const NOW = 1_790_000_000;
const POST =
  '👩‍💻 Forgot to cancel my free trial again. Tracker idea: https://example.com/blog/free-trial-tracker #trials cc @mira.bsky.social';
const world = buildWorld(
  [
    topic('trials', 'tune', 'pain_points', 'forgetting to cancel free trials', [
      bluesky(
        POST,
        [3, 'CO', 'M'],
        [
          ['virtual cards 💳', [2, 'DI', 'L'], [['which bank? ça m’intéresse', [1, 'QU', 'L']]]],
          ['[deleted]', [1, 'DI', 'L']],
        ],
        { daysAgo: 2 },
      ),
      bluesky('Phase 3 trials start next month 💉', [0, 'DI', 'L'], [], { daysAgo: 20 }),
      bluesky('I cancel every free trial on day one', [2, 'DI', 'L'], [], { deleted: true }),
      bluesky('ضيوف trial cancel 😩', [2, 'PP', 'M'], [], { daysAgo: 1 }),
    ]),
  ],
  [],
  { now: NOW, platforms: ['bluesky'] },
);
const STARTS = ['👩‍💻 Forgot', 'Phase 3', 'ضيوف', 'I cancel'];
const texts = (q: string, options = {}) =>
  blueskySearch(world, q, options).map((t) => STARTS.find((s) => t.body.startsWith(s)) ?? t.body);

describe('Bluesky search semantics (eval stand-in)', () => {
  it.each([
    ['every word is required', 'cancel trial', ['👩‍💻 Forgot', 'ضيوف']],
    ['whole words, plurals folded', 'trials', ['👩‍💻 Forgot', 'Phase 3', 'ضيوف']],
    ['no OR', 'phase OR forgot', []],
    ['a quoted phrase in a row', '"free trial"', ['👩‍💻 Forgot']],
    ['a deleted post is not in search', 'day one', []],
  ])('%s', (_name, q, expected) => {
    expect(texts(q).sort()).toEqual([...expected].sort());
  });

  it('since bounds the creation time; latest puts the newest first', () => {
    const since = new Date((NOW - 5 * 86_400) * 1000).toISOString();
    expect(texts('trial', { since, sort: 'latest' })).toEqual(['ضيوف', '👩‍💻 Forgot']);
  });

  it('shortens a link in the text and points its facet at the address, in UTF-8 bytes', () => {
    const { text, facets } = richText(POST);
    expect(text).toContain('example.com/blog/free-tr...');
    const link = facets.find((f: any) => f.features[0].$type === 'app.bsky.richtext.facet#link') as any;
    expect(Buffer.from(text).subarray(link.index.byteStart, link.index.byteEnd).toString()).toBe('example.com/blog/free-tr...');
    expect(link.features[0].uri).toBe('https://example.com/blog/free-trial-tracker');
  });
});

describe('the Bluesky routes, read by the app’s connector', () => {
  let server: EvalPlatformServer;
  beforeAll(async () => {
    server = await startEvalPlatforms(world);
  });
  afterAll(async () => server?.close());

  it('signs in, then the connector reads the post with its link whole and the live replies of its thread', async () => {
    server.resetMeter();
    const bsky = createBlueskyConnector({
      serviceUrl: server.env.BLUESKY_SERVICE_URL!,
      handle: BLUESKY_HANDLE,
      appPassword: BLUESKY_APP_PASSWORD,
      timeoutMs: 5000,
      budgetMs: 10_000,
    });
    const items = await bsky.search({ queries: ['free trial'], timeRange: '', limit: 10 });
    expect(items.find((i) => i.type === 'post')!.text).toBe(POST);
    expect(
      items
        .filter((i) => i.type === 'comment')
        .map((i) => i.text)
        .sort(),
    ).toEqual(['virtual cards 💳', 'which bank? ça m’intéresse']);
    expect(server.meter.log.map((r) => `${r.status} ${r.path}`)).toEqual([
      '200 /bluesky/xrpc/com.atproto.server.createSession',
      '200 /bluesky/xrpc/app.bsky.feed.searchPosts',
      '200 /bluesky/xrpc/app.bsky.feed.getPostThread',
    ]);
  });

  it('refuses a wrong password and a read without a session; a refresh token renews once', async () => {
    const xrpc = (method: string, init: RequestInit = {}) => fetch(`${server.env.BLUESKY_SERVICE_URL}/xrpc/${method}`, init);
    const wrong = await xrpc('com.atproto.server.createSession', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: BLUESKY_HANDLE, password: 'guess' }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'AuthenticationRequired', message: 'Invalid identifier or password' });
    expect((await xrpc('app.bsky.feed.searchPosts?q=trial')).status).toBe(401);
    const session = (await (
      await xrpc('com.atproto.server.createSession', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier: BLUESKY_HANDLE, password: BLUESKY_APP_PASSWORD }),
      })
    ).json()) as { refreshJwt: string };
    const renew = () =>
      xrpc('com.atproto.server.refreshSession', { method: 'POST', headers: { Authorization: `Bearer ${session.refreshJwt}` } });
    expect((await renew()).status).toBe(200);
    expect((await renew()).status).toBe(400);
  });
});
