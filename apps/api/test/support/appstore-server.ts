/**
 * A local App Store for the API, CLI and browser tests: the iTunes Search API (`/search`, every
 * term answered with the meal-planner apps), the lookup API (`/lookup`: Mealime, an app those
 * searches never find, by id) and the reviews feed (PlateMate's and Mealime's first pages), in the
 * recorded shapes of packages/sources/test/fixtures/appstore (see PROVENANCE.md there).
 */
import { readFileSync } from 'node:fs';
import { startUpstream, type Upstream } from '@firstsignal/sources/testing';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../../packages/sources/test/fixtures/appstore/${name}`, import.meta.url), 'utf8'));
const SEARCH = fixture('search-meal-planner.json');
const PLATEMATE = fixture('reviews-platemate-page1.json');
const EMPTY = fixture('reviews-empty.json');
/** A competitor the Search API does not find for the idea's words, known to the lookup API by id. */
const MEALIME = {
  ...SEARCH.results[0],
  trackId: 1500000010,
  trackName: 'Mealime Meal Plans &amp; Recipes',
  trackViewUrl: 'https://apps.apple.com/us/app/mealime-meal-plans-recipes/id1500000010?uo=4',
  description: 'Healthy meal plans and a grocery list.',
};
export const MEALIME_LINK = 'https://apps.apple.com/us/app/mealime-meal-plans-recipes/id1500000010';
const hoursAgo = (h: number) => ({ label: new Date(Date.now() - h * 3600_000).toISOString() });
/** Mealime's page of reviews: PlateMate's recorded shape, with reviews of its own from the past days (a re-run reads the past week). */
const MEALIME_REVIEWS = {
  feed: {
    ...PLATEMATE.feed,
    entry: [
      {
        ...PLATEMATE.feed.entry[1],
        id: { label: '11300000001' },
        updated: hoursAgo(30),
        author: { name: { label: 'dad of twins' } },
        title: { label: 'Busy parents need smarter meal plans' },
        content: { label: 'As a busy parent I need a meal planner that plans around soccer practice &amp; late nights. Mealime gives the same five dinners every week 😩 I&#39;d pay for one that adapts.' },
      },
      {
        ...PLATEMATE.feed.entry[1],
        id: { label: '11300000002' },
        updated: hoursAgo(50),
        'im:rating': { label: '5' },
        author: { name: { label: 'سارة' } },
        title: { label: 'خطة وجبات رائعة' },
        content: { label: 'Great meal plans for busy parents, the grocery list saves me an hour.' },
      },
    ],
  },
};
/** The stand-in and the settings that point the app at it. */
export async function startAppStoreServer(): Promise<Upstream & { env: { APPSTORE_API_URL: string } }> {
  const upstream = await startUpstream({
    'GET /search': { json: SEARCH },
    'GET /lookup': (call) => {
      const results = call.query.get('id')!.split(',').includes('1500000010') ? [MEALIME] : [];
      return { json: { resultCount: results.length, results } };
    },
    'GET /us/rss/customerreviews/:page/:id/sortby=mostrecent/json': (call) => {
      const first = call.params.page === 'page=1';
      return { json: first && call.params.id === 'id=1500000001' ? PLATEMATE : first && call.params.id === 'id=1500000010' ? MEALIME_REVIEWS : EMPTY };
    },
  });
  return Object.assign(upstream, { env: { APPSTORE_API_URL: upstream.url } });
}
