/**
 * The search eval's Hacker News (bench/search-eval/hackernews.ts) must search the way Algolia's
 * HN API does, or the eval measures the wrong thing: every word required, no OR, a prefix on the
 * last word; deleted stories gone from search, deleted comments kept in the tree without text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hn, topic } from '../search-eval/corpus/types';
import { hackernewsSearch } from '../search-eval/hackernews';
import { startEvalPlatforms, type EvalPlatformServer } from '../search-eval/platform';
import { buildWorld } from '../search-eval/world';

const L = [2, 'PP', 'M'] as const;
const world = buildWorld(
  [
    topic(
      'invoices',
      'tune',
      'business_idea',
      'invoice reminders for freelancers',
      [
        hn('ask_hn', 'Ask HN: How do freelancers chase invoices?', "Clients pay late and I don't know what to do.", L, [
          ['I send reminders by hand every Friday.', L, [['Same, it takes hours.', L]]],
          ['[deleted]', L, [['A reply to a deleted comment still counts.', L]]],
        ]),
        hn('story', 'Invoice OCR in Python', '', L),
        hn('show_hn', 'Show HN: Reminders for freelancers', 'We built it for ourselves.', L, [], { deleted: true }),
      ],
    ),
  ],
  [],
);

const title = (t: string) => world.threads.find((x) => x.title === t)!;

describe('Hacker News search semantics (eval stand-in)', () => {
  it.each([
    ['every word is required', 'freelancers invoices', ['Ask HN: How do freelancers chase invoices?']],
    ['typos and the last word as a prefix', 'freelancer invoic', ['Ask HN: How do freelancers chase invoices?']],
    ['no OR: an extra word narrows', 'invoice python', ['Invoice OCR in Python']],
    ['a deleted story is not in search', 'reminders', []],
  ])('%s: %s', (_name, q, expected) => {
    expect(hackernewsSearch(world, q).map((t) => t.title)).toEqual(expected);
  });
});

describe('the Hacker News routes', () => {
  let server: EvalPlatformServer;
  beforeAll(async () => {
    server = await startEvalPlatforms(world);
  });
  afterAll(async () => server?.close());

  const get = async (path: string) => {
    const res = await fetch(`${server.env.HN_API_URL}${path}`);
    return { status: res.status, json: (await res.json()) as any };
  };

  it('answers search with HTML text, tags and paging, and counts the request', async () => {
    server.resetMeter();
    const { json } = await get('/search?query=freelancers&tags=story&hitsPerPage=1');
    expect(json).toMatchObject({ nbHits: 1, nbPages: 1, page: 0, hitsPerPage: 1 });
    expect(json.hits[0]).toMatchObject({ title: 'Ask HN: How do freelancers chase invoices?', _tags: expect.arrayContaining(['story', 'ask_hn']) });
    expect(json.hits[0].story_text).toBe('Clients pay late and I don&#x27;t know what to do.');
    const comments = await get('/search_by_date?query=reminders&tags=comment');
    expect(comments.json.hits.map((h: any) => h.comment_text)).toEqual(['I send reminders by hand every Friday.']);
    expect(server.meter.requests.hackernews).toBe(2);
    expect(server.meter.served.has(`hackernews:${title('Ask HN: How do freelancers chase invoices?').id}`)).toBe(true);
  });

  it('serves the whole tree; a deleted comment keeps its place without author or text', async () => {
    const story = title('Ask HN: How do freelancers chase invoices?');
    const { json } = await get(`/items/${story.id}`);
    expect(json.children).toHaveLength(2);
    expect(json.children[0].children[0].text).toBe('Same, it takes hours.');
    expect(json.children[1]).toMatchObject({ author: null, text: null });
    expect(json.children[1].children[0].text).toBe('A reply to a deleted comment still counts.');
    expect((await get(`/items/${title('Show HN: Reminders for freelancers').id}`)).status).toBe(404);
  });
});
