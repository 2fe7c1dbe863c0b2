/**
 * The search eval's App Store (bench/search-eval/appstore.ts) must search the way the iTunes
 * Search API does, or the eval measures the wrong thing: it matches what an app is called (name,
 * seller, genre) and its keywords (the description's words stand in), every word required, names
 * first; and it must answer in the shapes
 * the app's connector reads, with review ids that are the world's keys.
 */
import { createAppStoreConnector } from '@firstsignal/sources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../search-eval/corpus/app-reviews';
import { topic } from '../search-eval/corpus/types';
import { appstoreSearch } from '../search-eval/appstore';
import { startEvalPlatforms, type EvalPlatformServer } from '../search-eval/platform';
import { buildWorld } from '../search-eval/world';

const L = [3, 'CO', 'M'] as const;
const world = buildWorld(
  [
    topic('hive', 'tune', 'business_idea', 'hive inspection log', [
      app('HiveKeeper: Beekeeping Log', 'Apiary Apps', 'Lifestyle', 'Mite counts and inspections for your hive.', [
        [2, 'Too slow with gloves on 🐝', "The inspection form won&#39;t fit in the yard &amp; I give up.\n\nUpdate: still slow.", L],
        [5, 'رائع', 'تطبيق ممتاز لخلايا النحل', [2, 'DI', 'L']],
      ]),
      app('Hive Heating: Smart Thermostat', 'Hive Home Ltd', 'Utilities', 'Heating schedules from anywhere.', [[1, 'Resets', 'Schedule resets.', [0, 'CO', 'M']]]),
      app('Removed Hive Log', 'Gone Apps', 'Lifestyle', 'Taken off the store.', [[1, 'x', 'y', [0, 'CO', 'M']]], { deleted: true }),
    ]),
  ],
  [],
  { platforms: ['appstore'] },
);
const names = (term: string) => appstoreSearch(world, term).map((t) => t.title);

describe('App Store search semantics (eval stand-in)', () => {
  it.each([
    ['whole words: "hive" in a name ranks first, HiveKeeper has it in its keywords only', 'hive', ['Hive Heating: Smart Thermostat', 'HiveKeeper: Beekeeping Log']],
    ['every word required, stemmed', 'beekeeping logs', ['HiveKeeper: Beekeeping Log']],
    ['keywords count', 'mite counts', ['HiveKeeper: Beekeeping Log']],
    ['every word, wherever it is', 'mite thermostat', []],
    ['the seller and genre count', 'apiary lifestyle', ['HiveKeeper: Beekeeping Log']],
    ['an app taken off the store is not listed', 'removed', []],
  ])('%s', (_name, term, expected) => {
    expect(names(term)).toEqual(expected);
  });
});

describe('the App Store routes, read by the app’s connector', () => {
  let server: EvalPlatformServer;
  beforeAll(async () => {
    server = await startEvalPlatforms(world);
  });
  afterAll(async () => server?.close());

  it('answers in the Search API’s and the feed’s shapes: reviews with rating, title, decoded text, world keys', async () => {
    server.resetMeter();
    const store = createAppStoreConnector({ apiUrl: server.env.APPSTORE_API_URL!, timeoutMs: 5000, budgetMs: 10_000 });
    const items = await store.search({ queries: ['beekeeping log'], timeRange: '', limit: 10 });
    const keeper = world.threads.find((t) => t.title.startsWith('HiveKeeper'))!;
    expect(items.map((i) => `appstore:${i.nativeId}`).sort()).toEqual(keeper.comments.map((c) => c.key).sort());
    expect(items.find((i) => i.title.startsWith('Too slow'))).toMatchObject({
      title: 'Too slow with gloves on 🐝',
      text: "Rated 2 of 5 stars. The inspection form won't fit in the yard & I give up.\n\nUpdate: still slow.",
      source: 'HiveKeeper: Beekeeping Log · ★★☆☆☆ review',
      url: expect.stringMatching(/^https:\/\/apps\.apple\.com\/us\/app\/hivekeeper-beekeeping-log\/id\d+$/),
    });
    expect(items.find((i) => i.title === 'رائع')!.text).toBe('Rated 5 of 5 stars. تطبيق ممتاز لخلايا النحل');
    // One app search and its feed: page 1 was short of the feed's 50, so it was the last; no page 2 is asked for.
    expect(server.meter.log.map((r) => r.path.replace(/id=\d+/, 'id=N'))).toEqual([
      '/appstore/search',
      '/appstore/us/rss/customerreviews/page=1/id=N/sortby=mostrecent/json',
    ]);
    expect([...server.meter.served].sort()).toEqual(items.map((i) => `appstore:${i.nativeId}`).sort());
  });

  it('answers an unknown app with 404 and a page past the reviews without entries', async () => {
    const keeper = world.threads.find((t) => t.title.startsWith('HiveKeeper'))!;
    const base = server.env.APPSTORE_API_URL!;
    expect((await fetch(`${base}/us/rss/customerreviews/page=1/id=42/sortby=mostrecent/json`)).status).toBe(404);
    const page2 = (await (await fetch(`${base}/us/rss/customerreviews/page=2/id=${keeper.id}/sortby=mostrecent/json`)).json()) as { feed: object };
    expect(page2.feed).not.toHaveProperty('entry');
  });
});
