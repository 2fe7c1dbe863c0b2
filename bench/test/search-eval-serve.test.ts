/**
 * What the speed bench (bench/new-questions.ts) asks of the eval's world: a text mark makes every
 * text it sends new (so no cache keyed by text answers a repeated question) while ids and links
 * stay as they are (threads still open by id), and every answer waits the set delay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lemmy, topic } from '../search-eval/corpus/types';
import { startEvalPlatforms, type EvalPlatformServer } from '../search-eval/platform';
import { buildWorld } from '../search-eval/world';

const L = [2, 'PP', 'M'] as const;
const world = buildWorld(
  [
    topic('trials', 'tune', 'pain_points', 'forgetting to cancel free trials', [
      lemmy('personalfinance@lemmy.world', 'Forgot to cancel my free trial — charged €79 😤', 'Cancelling needs a phone call.', L, [
        ['Virtual cards fixed it for me 👨‍👩‍👧.', L],
      ]),
    ]),
  ],
  [],
  { platforms: ['lemmy'] },
);

describe('the world served for the speed bench', () => {
  let server: EvalPlatformServer;
  let mark = '(1)';
  beforeAll(async () => {
    server = await startEvalPlatforms(world, undefined, { delayMs: 40, textMark: () => mark });
  });
  afterAll(async () => server?.close());
  const get = async (path: string) => (await fetch(`${server.env.LEMMY_URL}${path}`)).json() as Promise<any>;

  it('marks every text anew, keeps ids and links, and waits the delay before each answer', async () => {
    const search = '/api/v3/search?q=forgot%20cancel&type_=All&sort=TopAll&listing_type=All&limit=10&page=1';
    const first = await get(search);
    expect(first.posts[0].post.name).toBe('Forgot to cancel my free trial — charged €79 😤 (1)');
    expect(first.posts[0].community.actor_id).toBe('https://lemmy.world/c/personalfinance');
    mark = '(2)';
    const again = await get(search);
    expect(again.posts[0].post.name).toBe('Forgot to cancel my free trial — charged €79 😤 (2)');
    expect(again.posts[0].post.id).toBe(first.posts[0].post.id);
    const tree = await get(`/api/v3/comment/list?post_id=${again.posts[0].post.id}&sort=Top&max_depth=6&limit=50&type_=All`);
    expect(tree.comments.map((c: any) => c.comment.content)).toEqual(['Virtual cards fixed it for me 👨‍👩‍👧. (2)']);
    // Answers leave no sooner than the delay after their call arrived (the server's own clock).
    const [a, b] = server.calls.slice(-2);
    expect(b!.at - a!.at).toBeGreaterThanOrEqual(40);
  });
});
