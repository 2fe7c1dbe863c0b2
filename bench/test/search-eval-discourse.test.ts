/**
 * The search eval's forums (bench/search-eval/discourse.ts) must search the way Discourse does,
 * or the eval measures the wrong thing: one forum per address, every word required in one post
 * (its topic's title counts for each of its posts), stemmed; one hit per topic; and it must
 * answer in the shapes the app's connector reads, with ids the eval maps back to world keys.
 */
import { discourseQuery } from '@firstsignal/core';
import { createDiscourseConnector } from '@firstsignal/sources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumTopic } from '../search-eval/corpus/forum-topics';
import { topic } from '../search-eval/corpus/types';
import { discourseSearch, forumAddress } from '../search-eval/discourse';
import { startEvalPlatforms, type EvalPlatformServer } from '../search-eval/platform';
import { buildWorld } from '../search-eval/world';

const L = [3, 'RR', 'M'] as const;
const world = buildWorld(
  [
    {
      ...topic('hive', 'tune', 'business_idea', 'hive inspection log', [
        forumTopic('beekeepers', 'How do you keep inspection records?', 'Five hives & notes on the lids <sigh> 🐝', L, [
          ['I would pay for an app that charts mite counts per hive.', [3, 'BI', 'H'], [['Same, mites are my worry.', [2, 'PP', 'M']]]],
        ]),
        forumTopic('beekeepers', 'Swarm season', 'Swarms everywhere this week.', [0, 'DI', 'L']),
        forumTopic('hive-data', 'Hive metastore inspection records', 'Logs grow fast.', [0, 'QU', 'M']),
      ]),
      forums: ['beekeepers'],
    },
  ],
  [],
  { platforms: ['discourse'] },
);
const titles = (forum: string, q: string) => discourseSearch(world, forum, q).map((h) => h.thread.title);

describe('Forum search semantics (eval stand-in)', () => {
  it.each([
    ['one forum per address', 'beekeepers', 'inspection records', ['How do you keep inspection records?']],
    ['every word in one post, the title counting for each post, stemmed', 'beekeepers', 'record mite', ['How do you keep inspection records?']],
    ['words spread over two posts do not match', 'beekeepers', 'mites lids', []],
    ['one hit per topic', 'beekeepers', 'mite', ['How do you keep inspection records?']],
  ])('%s', (_name, forum, q, expected) => {
    expect(titles(forum, q)).toEqual(expected);
  });
});

describe('the forum routes, read by the app’s connector', () => {
  let server: EvalPlatformServer;
  beforeAll(async () => {
    server = await startEvalPlatforms(world);
  });
  afterAll(async () => server?.close());

  it('a search names the topic’s forums by address; the connector reads topics and replies, whose ids map to world keys', async () => {
    server.resetMeter();
    const forum = forumAddress(server.url, 'beekeepers');
    expect(server.searchParams(world.topics[0]!, ['discourse'])).toEqual({ forums: [forum] });
    expect(server.searchParams(world.topics[0]!, ['reddit'])).toEqual({});
    const forums = createDiscourseConnector({ allowPrivate: true, timeoutMs: 5000, budgetMs: 10_000 });
    const items = await forums.search({ queries: [discourseQuery(forum, 'inspection records')], timeRange: '', limit: 10 });
    const thread = world.threads.find((t) => t.title.startsWith('How do you keep'))!;
    expect(items.map((i) => server.worldKey(`discourse:${i.nativeId}`)).sort()).toEqual([thread.key, ...thread.allComments.map((c) => c.key)].sort());
    expect(items.find((i) => i.type === 'post')).toMatchObject({ title: 'How do you keep inspection records?', text: 'Five hives & notes on the lids <sigh> 🐝' });
    expect(items.filter((i) => i.type === 'comment').map((i) => i.text).sort()).toEqual(['I would pay for an app that charts mite counts per hive.', 'Same, mites are my worry.']);
    expect(server.meter.log.map((r) => r.path.replace(/\/t\/\d+/, '/t/N'))).toEqual(['/discourse/beekeepers/search.json', '/discourse/beekeepers/t/N.json']);
    expect(server.meter.requests.discourse).toBe(2);
  });
});
