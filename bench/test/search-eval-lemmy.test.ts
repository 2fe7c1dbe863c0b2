/**
 * The search eval's Lemmy (bench/search-eval/lemmy.ts) must search the way Lemmy does, or the
 * eval measures the wrong thing: the query is one `%word%word%` pattern, so words match as
 * substrings, in order, within one field; deleted posts are left out; comment/list gives the
 * tree flat with paths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lemmy, topic } from '../search-eval/corpus/types';
import { lemmySearch } from '../search-eval/lemmy';
import { startEvalPlatforms, type EvalPlatformServer } from '../search-eval/platform';
import { buildWorld } from '../search-eval/world';

const L = [2, 'PP', 'M'] as const;
const world = buildWorld(
  [
    topic('trials', 'tune', 'pain_points', 'forgetting to cancel free trials', [
      lemmy('personalfinance@lemmy.world', 'Forgot to cancel my free trial — charged €79 😤', 'Cancelling needs a phone call.', L, [
        ['Virtual cards fixed it for me.', L, [['Which bank? Ça m’intéresse.', L]]],
        ['[deleted]', L],
      ]),
      lemmy('science@mander.xyz', 'Clinical trials: why participants cancel', 'A paper on dropout.', [0, 'DI', 'L']),
      lemmy('asklemmy@lemmy.world', 'Deleted post about trials to cancel', 'gone', L, [], { deleted: true }),
    ]),
  ],
  [],
  { platforms: ['lemmy'] },
);
const titles = (q: string) => lemmySearch(world, q).posts.map((t) => t.title);

describe('Lemmy search semantics (eval stand-in)', () => {
  it.each([
    ['a word matches as a substring: "cancel" finds "Cancelling"', 'cancel', ['Forgot to cancel', 'Clinical trials']],
    ['words in the query’s order only', 'trial cancel', ['Clinical trials']],
    ['…within one field: title then body do not join', 'charged cancelling', []],
    ['no stopwords dropped, no OR', 'cancel OR dropout', []],
    ['a deleted post is not in search', 'deleted post', []],
  ])('%s', (_name, q, expected) => {
    expect(titles(q).map((t) => expected.find((e) => t.startsWith(e)) ?? t).sort()).toEqual([...expected].sort());
  });

  it('finds comments by their content too', () => {
    expect(lemmySearch(world, 'virtual card').comments.map((c) => c.c.text)).toEqual(['Virtual cards fixed it for me.']);
  });
});

describe('the Lemmy routes', () => {
  let server: EvalPlatformServer;
  beforeAll(async () => {
    server = await startEvalPlatforms(world);
  });
  afterAll(async () => server?.close());

  it('answers search with post and comment views, and the flat tree with paths and a deleted comment', async () => {
    server.resetMeter();
    const get = async (path: string) => (await fetch(`${server.env.LEMMY_URL}${path}`)).json() as Promise<any>;
    const found = await get('/api/v3/search?q=forgot%20cancel&type_=All&sort=TopAll&listing_type=All&limit=10&page=1');
    expect(found.posts).toHaveLength(1);
    expect(found.posts[0]).toMatchObject({
      post: { name: 'Forgot to cancel my free trial — charged €79 😤', body: 'Cancelling needs a phone call.', deleted: false },
      community: { name: 'personalfinance', actor_id: 'https://lemmy.world/c/personalfinance' },
    });
    const tree = await get(`/api/v3/comment/list?post_id=${found.posts[0].post.id}&sort=Top&max_depth=6&limit=50&type_=All`);
    const texts = tree.comments.map((c: any) => c.comment.content);
    expect(texts).toEqual(expect.arrayContaining(['Virtual cards fixed it for me.', 'Which bank? Ça m’intéresse.', '']));
    const reply = tree.comments.find((c: any) => c.comment.content.startsWith('Which bank'));
    const parent = tree.comments.find((c: any) => c.comment.content.startsWith('Virtual'));
    expect(reply.comment.path).toBe(`0.${parent.comment.id}.${reply.comment.id}`);
    expect(tree.comments.find((c: any) => c.comment.content === '').comment.deleted).toBe(true);
    expect(server.meter.requests.lemmy).toBe(2);
  });
});
