/**
 * The search eval's platform stand-in (bench/search-eval/platform.ts) must search the way Reddit
 * and YouTube do, or the eval measures the wrong thing: Reddit ANDs terms, YouTube ORs them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reddit, topic, youtube } from '../search-eval/corpus/types';
import { redditSearch, startEvalPlatforms, youtubeSearch, type EvalPlatformServer } from '../search-eval/platform';
import { buildWorld } from '../search-eval/world';

const L = [2, 'PP', 'M'] as const;
const world = buildWorld(
  [
    topic(
      'shifts',
      'tune',
      'pain_points',
      ['shift swaps without group texts'],
      [
        reddit('KitchenConfidential', 'Shift swaps at our restaurant are chaos', 'Everyone trades shifts in group texts.', L),
        reddit('smallbusiness', 'Scheduling app for my cafe?', 'I need something for the schedule.', L),
        reddit('Pizza', 'Best pizza restaurants downtown', 'Looking for a new place.', L),
        reddit('college', 'Texts from the group chat', 'My group of friends never stops.', L),
        reddit('Chefs', 'The rest of the week off', 'Finally a break from the restaurant.', L, [], { deleted: true }),
        youtube('ShiftTalk', 'How we stopped shift swap chaos', 'A restaurant scheduling story.', L, [
          ['our group texts were hell', L],
          ['we use a swap board now', L],
        ]),
        youtube('CafeLife', 'Cafe morning routine', 'Espresso and pastries.', L, [['love the pastries', L]], {
          commentsDisabled: true,
        }),
        youtube('Cooking', 'Shift your cooking habits', 'Meal prep ideas.', L),
      ],
    ),
  ],
  [],
);

const titles = (threads: { title: string }[]) => threads.map((t) => t.title).sort();

describe('Reddit search semantics', () => {
  it.each([
    ['terms are ANDed, plurals folded', 'shift swap', ['Shift swaps at our restaurant are chaos']],
    [
      'case-insensitive, plural query finds singular',
      'RESTAURANTS',
      ['Best pizza restaurants downtown', 'Shift swaps at our restaurant are chaos', 'The rest of the week off'],
    ],
    ['whole words only', 'rest', ['The rest of the week off']],
    [
      'OR binds tighter than the implicit AND',
      'restaurant shift OR pizza',
      ['Best pizza restaurants downtown', 'Shift swaps at our restaurant are chaos'],
    ],
    [
      'parentheses group alternatives',
      '(cafe OR pizza) (schedule OR downtown)',
      ['Best pizza restaurants downtown', 'Scheduling app for my cafe?'],
    ],
    ['-term excludes', 'restaurant -pizza -rest', ['Shift swaps at our restaurant are chaos']],
    ['NOT excludes too', 'restaurant NOT pizza NOT rest', ['Shift swaps at our restaurant are chaos']],
    ['a quoted phrase keeps its order', '"group texts"', ['Shift swaps at our restaurant are chaos']],
    ['words of a phrase apart do not match it', '"texts group"', []],
    [
      'unquoted, the same words match anywhere',
      'texts group',
      ['Shift swaps at our restaurant are chaos', 'Texts from the group chat'],
    ],
    ['scheduling is not stemmed to schedule', 'scheduling', ['Scheduling app for my cafe?']],
    [
      'a field restricts a term',
      'title:restaurant',
      ['Best pizza restaurants downtown', 'Shift swaps at our restaurant are chaos'],
    ],
    ['only exclusions match nothing', '-pizza', []],
    ['only stopwords match nothing', 'the of', []],
  ])('%s: %s', (_why, q, expected) => {
    expect(titles(redditSearch(world, q))).toEqual(expected);
  });
});

describe('YouTube search semantics', () => {
  it.each([
    ['terms are ORed', 'pastries swap', ['Cafe morning routine', 'How we stopped shift swap chaos']],
    ['| is an explicit OR; -term excludes', 'shift|cafe -cooking', ['Cafe morning routine', 'How we stopped shift swap chaos']],
    ['a quoted phrase keeps its order', '"swap chaos"', ['How we stopped shift swap chaos']],
  ])('%s: %s', (_why, q, expected) => {
    expect(titles(youtubeSearch(world, q))).toEqual(expected);
  });

  it('ranks videos matching more terms first', () => {
    expect(youtubeSearch(world, 'shift restaurant scheduling')[0]!.title).toBe('How we stopped shift swap chaos');
  });
});

describe('the stand-in over HTTP', () => {
  let server: EvalPlatformServer;
  let token: string;
  beforeAll(async () => {
    server = await startEvalPlatforms(world);
    const basic = Buffer.from(`${server.env.REDDIT_CLIENT_ID}:${server.env.REDDIT_CLIENT_SECRET}`).toString('base64');
    const res = await fetch(`${server.env.REDDIT_AUTH_URL}/api/v1/access_token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    token = ((await res.json()) as { access_token: string }).access_token;
  });
  afterAll(() => server.close());

  const reddit = async (path: string) => {
    const res = await fetch(`${server.env.REDDIT_API_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, json: (await res.json()) as any };
  };
  const yt = async (path: string) => {
    const res = await fetch(`${server.env.YOUTUBE_API_URL}${path}&key=${server.env.YOUTUBE_API_KEY}`);
    return { status: res.status, json: (await res.json()) as any };
  };

  it('pages Reddit search with limit and after, and lists a deleted post as Reddit shows it', async () => {
    const seen: string[] = [];
    let after = '';
    for (let page = 0; page < 5; page++) {
      const { json } = await reddit(`/search?q=restaurant&limit=2${after ? `&after=${after}` : ''}`);
      seen.push(...json.data.children.map((c: any) => c.data.title));
      if (!json.data.after) break;
      after = json.data.after;
    }
    expect(seen.sort()).toEqual(titles(redditSearch(world, 'restaurant')));
    const { json } = await reddit('/search?q=rest');
    expect(json.data.children[0].data).toMatchObject({
      author: '[deleted]',
      selftext: '[deleted]',
      removed_by_category: 'deleted',
    });
  });

  it('refuses Reddit calls without the token', async () => {
    expect((await fetch(`${server.env.REDDIT_API_URL}/search?q=shift`)).status).toBe(401);
  });

  it('pages YouTube search with pageToken and counts 100 units a search', async () => {
    server.resetMeter();
    const first = await yt('/search?part=snippet&q=shift|cafe|pizza&maxResults=2');
    expect(first.json.items).toHaveLength(2);
    const second = await yt(`/search?part=snippet&q=shift|cafe|pizza&maxResults=2&pageToken=${first.json.nextPageToken}`);
    expect(second.json.items).toHaveLength(1);
    expect(second.json.nextPageToken).toBeUndefined();
    expect(server.meter.youtubeUnits).toBe(200);
    expect(server.meter.requests.youtube).toBe(2);
  });

  it('filters commentThreads by searchTerms and refuses videos with comments disabled', async () => {
    const [video, cafe] = ['How we stopped shift swap chaos', 'Cafe morning routine'].map(
      (t) => world.threads.find((x) => x.title === t)!.id,
    );
    const all = await yt(`/commentThreads?part=snippet&videoId=${video}`);
    expect(all.json.items).toHaveLength(2);
    const filtered = await yt(`/commentThreads?part=snippet&videoId=${video}&searchTerms=group%20texts`);
    expect(filtered.json.items.map((i: any) => i.snippet.topLevelComment.snippet.textOriginal)).toEqual([
      'our group texts were hell',
    ]);
    const disabled = await yt(`/commentThreads?part=snippet&videoId=${cafe}`);
    expect(disabled.status).toBe(403);
    expect(disabled.json.error.errors[0].reason).toBe('commentsDisabled');
  });
});
