/**
 * The search eval's App Store: the iTunes Search API and the customer reviews feed over the eval
 * world, as a PlatformModule (platform.ts). What the app's connector calls, in the shapes of the
 * recorded answers in packages/sources/test/fixtures/appstore:
 *
 * - `/search?term&entity=software&country&limit`: the store's app search. It matches what an app
 *   is called and the keywords its developer gave (a hidden field of up to 100 characters, where
 *   apps list the words of their trade): every word of `term` that is not a stopword must occur
 *   (stemmed: "walkers" finds "Walker") in the app's name, seller, genre or keywords. The world's
 *   apps have no keywords field, so their description's words stand in for it (developers fill
 *   it with the words their description uses). Apps with more of the words in their name come
 *   first, then the most rated. `limit` ≤ 200 (default 50). An app taken off the store
 *   (`deleted`) is not listed.
 * - `/{country}/rss/customerreviews/page={n}/id={app}/sortby=mostrecent/json`: the reviews
 *   feed, 50 a page, newest first, 10 pages at most; page 1 opens with an entry describing the
 *   app itself (no rating). A page without reviews has no `entry`; a page of one has `entry` as
 *   that object, not a list. An unknown or removed app answers 404. The text is sent as
 *   written, HTML entities and all (the feed sometimes carries them).
 *
 * An app is a world thread (name = title, description = body, `seller · genre` = community), its
 * reviews are its comments (rating and title parsed from the draft, corpus/app-reviews.ts).
 */
import { stem } from '@firstsignal/core';
import type { RecordedCall } from '@firstsignal/sources/testing';
import { parseReview, sellerAndGenre } from './corpus/app-reviews';
import type { PlatformModule } from './platform';
import { slug } from './stackexchange';
import type { World, WorldComment, WorldThread } from './world';

const PREFIX = '/appstore';
const PAGE_SIZE = 50;
const MAX_PAGES = 10;
const STOP = new Set('a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(' '));

const words = (text: string) => (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !STOP.has(w)).map(stem);
const apps = (world: World) => world.threads.filter((t) => t.platform === 'appstore' && !t.gone);
/** The feed's dates: Cupertino time with its offset, as Apple writes them. */
const feedDate = (epoch: number) => `${new Date((epoch - 7 * 3600) * 1000).toISOString().slice(0, 19)}-07:00`;
const reviewNumber = (c: WorldComment) => c.id.slice(c.id.indexOf('-') + 1);
const ratingCount = (t: WorldThread) => 40 + t.score * 53;
const newestFirst = (t: WorldThread) => [...t.comments].sort((a, b) => b.createdUtc - a.createdUtc || (a.id < b.id ? -1 : 1));

/** The apps a Search API call lists for `term`, in its order. */
export function appstoreSearch(world: World, term: string): WorldThread[] {
  const wanted = [...new Set(words(term))];
  if (wanted.length === 0) return [];
  return apps(world)
    .map((t) => {
      const { seller, genre } = sellerAndGenre(t.community);
      const name = words(t.title);
      const all = new Set([...name, ...words(seller), ...words(genre), ...words(t.body)]);
      return { t, ok: wanted.every((w) => all.has(w)), inName: wanted.filter((w) => name.includes(w)).length };
    })
    .filter((h) => h.ok)
    .sort((a, b) => b.inName - a.inName || ratingCount(b.t) - ratingCount(a.t) || (a.t.id < b.t.id ? -1 : 1))
    .map((h) => h.t);
}

function appJson(t: WorldThread, country: string) {
  const { seller, genre } = sellerAndGenre(t.community);
  const ratings = [...t.comments].map((c) => parseReview(c.text).rating);
  const average = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : 0;
  return {
    kind: 'software',
    wrapperType: 'software',
    artistViewUrl: `https://apps.apple.com/${country}/developer/${slug(seller)}/id${Number(t.id) + 7}?uo=4`,
    artworkUrl100: `https://is1-ssl.mzstatic.com/image/thumb/Purple126/v4/aa/bb/cc/${t.id}/AppIcon.png/100x100bb.jpg`,
    features: ['iosUniversal'],
    isGameCenterEnabled: false,
    advisories: [],
    minimumOsVersion: '15.0',
    trackCensoredName: t.title,
    formattedPrice: 'Free',
    contentAdvisoryRating: '4+',
    averageUserRating: average,
    userRatingCount: ratingCount(t),
    trackViewUrl: `https://apps.apple.com/${country}/app/${slug(t.title)}/id${t.id}?uo=4`,
    trackContentRating: '4+',
    bundleId: `com.example.${slug(t.title).replace(/-/g, '')}`,
    releaseDate: new Date(t.createdUtc * 1000 - 400 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    trackId: Number(t.id),
    trackName: t.title,
    primaryGenreName: genre,
    sellerName: seller,
    artistName: seller,
    currency: 'USD',
    price: 0,
    description: t.body,
    version: `${2 + (t.score % 5)}.${t.score % 13}.0`,
  };
}

/** Page 1's first entry: the app itself, without a rating (the connector skips it). */
function appEntry(t: WorldThread, country: string) {
  const { seller, genre } = sellerAndGenre(t.community);
  const link = `https://apps.apple.com/${country}/app/${slug(t.title)}/id${t.id}?uo=2`;
  return {
    'im:name': { label: t.title },
    rights: { label: `© 2026 ${seller}` },
    'im:price': { label: 'Get', attributes: { amount: '0.00', currency: 'USD' } },
    'im:artist': { label: seller, attributes: { href: `https://apps.apple.com/${country}/developer/${slug(seller)}/id${Number(t.id) + 7}?uo=2` } },
    title: { label: `${t.title} - ${seller}` },
    link: { attributes: { rel: 'alternate', type: 'text/html', href: link } },
    id: { label: link, attributes: { 'im:id': t.id, 'im:bundleId': `com.example.${slug(t.title).replace(/-/g, '')}` } },
    'im:contentType': { attributes: { term: 'Application', label: 'Application' } },
    category: { attributes: { 'im:id': '6012', term: genre, scheme: `https://apps.apple.com/${country}/genre/ios/id6012?uo=2`, label: genre } },
    'im:releaseDate': { label: feedDate(t.createdUtc - 400 * 86_400), attributes: { label: 'Oct 1, 2025' } },
  };
}

function reviewEntry(c: WorldComment, t: WorldThread, country: string) {
  const { rating, title, content } = parseReview(c.text);
  return {
    author: { uri: { label: `https://itunes.apple.com/${country}/reviews/id${90_000_000 + (c.createdUtc % 9_000_000)}` }, name: { label: c.author }, label: '' },
    updated: { label: feedDate(c.createdUtc) },
    'im:rating': { label: String(rating) },
    'im:version': { label: appJson(t, country).version },
    id: { label: reviewNumber(c) },
    title: { label: title },
    content: { label: content, attributes: { type: 'text' } },
    link: { attributes: { rel: 'related', href: `https://itunes.apple.com/${country}/review?id=${t.id}&type=Purple%20Software` } },
    'im:voteSum': { label: String(Math.floor(c.score / 5)) },
    'im:contentType': { attributes: { term: 'Application', label: 'Application' } },
    'im:voteCount': { label: String(Math.floor(c.score / 5) + (c.score % 4)) },
  };
}

function feed(entries: unknown[], self: string, updated: number) {
  return {
    feed: {
      author: { name: { label: 'iTunes Store' }, uri: { label: 'http://www.apple.com/us/itunes/' } },
      ...(entries.length === 0 ? {} : { entry: entries.length === 1 ? entries[0] : entries }),
      updated: { label: feedDate(updated) },
      rights: { label: 'Copyright 2008 Apple Inc.' },
      title: { label: 'iTunes Store: Customer Reviews' },
      icon: { label: 'http://itunes.apple.com/favicon.ico' },
      link: [
        { attributes: { rel: 'alternate', type: 'text/html', href: 'https://apps.apple.com/WebObjects/MZStore.woa/wa/viewGrouping?cc=us&id=1000' } },
        { attributes: { rel: 'self', href: self } },
      ],
      id: { label: self },
    },
  };
}

export const appstoreModule: PlatformModule = {
  platform: 'appstore',
  env: (base) => ({ APPSTORE_API_URL: `${base}${PREFIX}`, APPSTORE_ENABLED: 'true' }),
  // The naive baseline's OR query: the apps any of its words names.
  naive: (world, ws) => {
    const seen = new Set<string>();
    return ws.flatMap((w) => appstoreSearch(world, w)).filter((t) => !seen.has(t.id) && seen.add(t.id)).slice(0, 50);
  },
  readable: (t) => newestFirst(t).slice(0, PAGE_SIZE),
  routes: ({ world, answer }) => ({
    [`GET ${PREFIX}/search`]: (call: RecordedCall) => {
      const country = (call.query.get('country') ?? 'us').toLowerCase();
      const limit = Math.min(200, Math.max(1, Number(call.query.get('limit') ?? 50) || 50));
      // Without entity=software the store would answer with music and films: none here.
      const hits = call.query.get('entity') === 'software' ? appstoreSearch(world, call.query.get('term') ?? '').slice(0, limit) : [];
      return answer('appstore', call, { json: { resultCount: hits.length, results: hits.map((t) => appJson(t, country)) } });
    },
    [`GET ${PREFIX}/:country/rss/customerreviews/:page/:id/:sort/json`]: (call: RecordedCall) => {
      const { country = 'us', page: pagePart = '', id: idPart = '' } = call.params;
      const page = Number(/^page=(\d+)$/.exec(pagePart)?.[1] ?? NaN);
      const t = world.byId.get(/^id=(\d+)$/.exec(idPart)?.[1] ?? '');
      if (!t || t.platform !== 'appstore' || t.gone || !Number.isInteger(page) || page < 1)
        return answer('appstore', call, { status: 404, headers: { 'content-type': 'text/html' }, body: '<html><body>Not Found</body></html>' });
      const reviews = page > MAX_PAGES ? [] : newestFirst(t).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      const self = `https://itunes.apple.com/${country}/rss/customerreviews/page=${page}/id=${t.id}/sortby=mostrecent/json`;
      const entries = [...(page === 1 ? [appEntry(t, country)] : []), ...reviews.map((c) => reviewEntry(c, t, country))];
      return answer('appstore', call, { json: feed(entries, self, world.now) }, reviews.map((c) => c.key));
    },
  }),
};
