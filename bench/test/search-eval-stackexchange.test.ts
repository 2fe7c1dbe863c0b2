/**
 * The search eval's Stack Exchange (bench/search-eval/stackexchange.ts) must search the way the
 * API's `/search/advanced` does, or the eval measures the wrong thing: one site per call, every
 * word required in a question's title or body (stemmed, stopwords dropped; answers do not
 * count), `fromdate`; and it must answer in the shapes the app's connector reads.
 */
import { createStackExchangeConnector } from '@firstsignal/sources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackexchange, topic } from '../search-eval/corpus/types';
import { startEvalPlatforms, type EvalPlatformServer } from '../search-eval/platform';
import { stackexchangeSearch } from '../search-eval/stackexchange';
import { buildWorld } from '../search-eval/world';

const L = [2, 'QU', 'M'] as const;
const NOW = 1_790_000_000;
const world = buildWorld(
  [
    topic('rsvp', 'tune', 'pain_points', 'guests never RSVP', [
      stackexchange(
        'softwarerecs',
        'Event tool that chases guests who have not RSVP’d — “Zoë & Co” edition',
        'Looking for an invitation service that sends reminders to guests.\n\nI need headcounts <by Friday> for catering 🍰.',
        L,
        [
          ['Try a form with automatic reminders; it worked for our wedding 👩‍👩‍👧.', L],
          ['A spreadsheet and patience.', [1, 'DI', 'L']],
        ],
        [['Which platform are your guests on?', [1, 'QU', 'L']]],
        { daysAgo: 3 },
      ),
      stackexchange('money', 'Is a wedding gift taxable?', 'Guests gave us cash. Do I declare it?', [0, 'QU', 'L'], [], [], {
        daysAgo: 400,
      }),
      stackexchange('softwarerecs', 'Guest Wi-Fi portal for a café', 'Guests ask for the password all day.', [0, 'RR', 'L'], [
        ['Any captive portal will remind people of the terms of use.', [0, 'DI', 'L']],
      ]),
      stackexchange('softwarerecs', 'Reminder app for a café’s opening hours', 'Nothing about people here.', [0, 'RR', 'L']),
      stackexchange('softwarerecs', 'Removed question about guests', 'It was closed and deleted.', L, [], [], { deleted: true }),
    ]),
  ],
  [],
  { now: NOW },
);
const titles = (ts: { title: string }[]) => ts.map((t) => t.title);
const RSVP = world.threads.find((t) => t.title.startsWith('Event tool'))!;

describe('Stack Exchange search semantics (eval stand-in)', () => {
  it.each([
    ['every word is required, stemmed: "reminder guest" finds "reminders … guests"', 'reminder guest', 'softwarerecs', ['Event tool']],
    ['stopwords never decide a match', 'the guests of the', 'softwarerecs', ['Event tool', 'Guest Wi-Fi']],
    ['a word only in an answer does not match', 'wedding', 'softwarerecs', []],
    ['one site per call', 'wedding', 'money', ['Is a wedding gift']],
    ['a deleted question is gone from search', 'closed deleted', 'softwarerecs', []],
  ])('%s', (_name, q, site, expected) => {
    const found = titles(stackexchangeSearch(world, q, { site, sort: 'relevance' }));
    expect(found.map((t) => expected.find((e) => t.startsWith(e)) ?? t).sort()).toEqual(expected.sort());
  });

  it('fromdate bounds the creation date; relevance puts a title hit first', () => {
    expect(titles(stackexchangeSearch(world, 'guests', { site: 'softwarerecs', fromdate: NOW - 5 * 86_400 }))).toEqual([
      RSVP.title,
    ]);
    expect(titles(stackexchangeSearch(world, 'reminders', { site: 'softwarerecs', sort: 'relevance' }))).toEqual([
      'Reminder app for a café’s opening hours',
      RSVP.title,
    ]);
  });
});

describe('the Stack Exchange routes, read by the app’s connector', () => {
  let server: EvalPlatformServer;
  beforeAll(async () => {
    server = await startEvalPlatforms(world);
  });
  afterAll(async () => server?.close());

  it('answers in the API’s shapes: the connector reads questions, answers and comments with their text', async () => {
    server.resetMeter();
    const sx = createStackExchangeConnector({ apiUrl: server.env.STACKEXCHANGE_API_URL!, timeoutMs: 5000, budgetMs: 10_000 });
    const items = await sx.search({ queries: ['softwarerecs: guests reminders'], timeRange: '', limit: 10 });
    const question = items.find((i) => i.type === 'post')!;
    expect(question).toMatchObject({
      nativeId: RSVP.id,
      title: 'Event tool that chases guests who have not RSVP’d — “Zoë & Co” edition',
      url: expect.stringMatching(/^https:\/\/softwarerecs\.stackexchange\.com\/questions\/\d+\/event-tool-that-chases-guests/),
    });
    expect(question.text).toBe('Looking for an invitation service that sends reminders to guests.\n\nI need headcounts <by Friday> for catering 🍰.');
    const replies = items.filter((i) => i.type === 'comment').map((i) => i.text);
    expect(replies).toEqual(
      expect.arrayContaining([
        'Try a form with automatic reminders; it worked for our wedding 👩‍👩‍👧.',
        'A spreadsheet and patience.',
        'Which platform are your guests on?',
      ]),
    );
    // A search, then one call for the answers and one for the comments; each item counted as served.
    expect(server.meter.log.map((r) => r.path.replace(/questions\/\d+/, 'questions/N')).sort()).toEqual([
      '/stackexchange/2.3/questions/N/answers',
      '/stackexchange/2.3/questions/N/comments',
      '/stackexchange/2.3/search/advanced',
    ]);
    expect(server.meter.requests.stackexchange).toBe(3);
    expect([...server.meter.served].sort()).toEqual(items.map((i) => `stackexchange:${i.nativeId}`).sort());
  });

  it('refuses a call without a site, as the API does, in its error wrapper', async () => {
    const res = await fetch(`${server.env.STACKEXCHANGE_API_URL}/2.3/search/advanced?q=guests`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error_id: 400, error_message: 'site is required', error_name: 'bad_parameter' });
  });

  it('serves the wrapper with quota and paging, and bodies only with filter=withbody', async () => {
    const base = `${server.env.STACKEXCHANGE_API_URL}/2.3/search/advanced?site=softwarerecs&q=guests&sort=creation&pagesize=1`;
    const plain = (await (await fetch(base)).json()) as any;
    expect(plain).toMatchObject({ has_more: true, quota_max: 300 });
    expect(plain.items).toHaveLength(1);
    expect(plain.items[0].body).toBeUndefined();
    const page2 = (await (await fetch(`${base}&page=2&filter=withbody`)).json()) as any;
    expect(page2.has_more).toBe(false);
    expect(page2.items[0].body).toMatch(/^<p>/);
    expect(page2.items[0].question_id).not.toBe(plain.items[0].question_id);
  });
});
