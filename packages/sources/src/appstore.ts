/**
 * App Store reviews of the idea's competitors (no key). The apps the founder named come first
 * (core's competitor-apps.ts: ids looked up in one `/lookup` call, names found with `/search`),
 * and an app the store does not have is told as a note of the search; the iTunes Search API
 * (`/search`, about 20 calls a minute per address, `/lookup` included) finds the apps core's
 * planner names for the places left; the apps read have their customer reviews read from the public reviews feed
 * (`/{country}/rss/customerreviews/page={n}/id={app}/sortby=mostrecent/json`, 50 a page, 10
 * pages at most), newest first: page 1 is usually enough, a later page is read only while an app
 * has given too few reviews in the time asked and the page before was full (a short page is the last). A 1–3 star review is a complaint about a
 * competitor, a 4–5 star one says what people value: each review's text starts with its rating
 * so scoring and the reader see it.
 */
import { appstorePlan, decodeEntities, minuteWindow, parseNamedAppQuery, type CompetitorApp, type RawItem, appstoreKeywordPlan } from '@firstsignal/core';
import { z } from 'zod';
import { connector } from './connector';
import { PlatformError } from './errors';
import { buildUrl, createHttpClient, resolveOptions, retryAfterSeconds, type CallContext, type UpstreamFailure } from './http';
import type { Source } from './source';
import type { Connector, ConnectorOptions, PlatformSearchRequest } from './types';
import { clamp, createdAfter, epochSeconds, fetchTarget, parseEach, pickThreads, runChains, tell } from './util';

export interface AppStoreConfig extends ConnectorOptions {
  /** https://itunes.apple.com: the Search API and the reviews feed both live there. */
  apiUrl: string;
  /** APPSTORE_COUNTRY: the storefront searched and read (default us). */
  country?: string;
  /** APPSTORE_ENABLED: it needs no key, so it is on unless turned off. */
  enabled?: boolean;
}

const ENABLE_SETTING = 'APPSTORE_ENABLED=true';
/** Apps found per Search API call: enough to choose the few that fit from. */
const APPS_PER_SEARCH = 10;
/** Apps whose reviews a search reads, unless the founder named more (each named app is read). */
const APPS_READ = 3;
/** Feed pages a search reads per app at most, and monitoring (Apple serves ten). */
const PAGES = { search: 3, monitor: 10 };
/** Entries in a full feed page: a shorter page is the app's last, so no later page is asked for. */
const PAGE_SIZE = 50;
/** Apple's figure for the Search API: about 20 calls a minute per address (the reviews feed is apart). */
const SEARCHES_PER_MINUTE = 20;
/** Monitoring's share of the Search API's ~20 calls a minute per address: half, leaving the rest to searches. */
const MONITOR_SEARCHES_PER_MINUTE = 10;

const appSchema = z.object({
  trackId: z.number(),
  trackName: z.string(),
  trackViewUrl: z.string(),
  description: z.string().optional(),
  primaryGenreName: z.string().optional(),
});
const searchSchema = z.object({ results: z.array(z.unknown()) });

const label = z.object({ label: z.string() });
/** A review; the entry that describes the app itself (page 1, sometimes) has no rating and is skipped. */
const reviewSchema = z.object({
  id: label,
  'im:rating': label.transform((l) => Number(l.label)).pipe(z.number().int().min(1).max(5)),
  title: label.optional(),
  content: label.optional(),
  updated: label,
  author: z.object({ name: label.optional() }).optional(),
  'im:version': label.optional(),
  'im:voteSum': label.optional(),
});
/** Without reviews the feed has no `entry`; with one, `entry` is that object rather than a list. */
const feedSchema = z.object({
  feed: z.object({ entry: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional() }),
});

interface App {
  id: number;
  name: string;
  url: string;
  about: string;
  rank: number;
}

type Review = z.output<typeof reviewSchema>;

export function createAppStoreConnector(cfg: AppStoreConfig): Connector {
  const missingSettings = cfg.enabled === false ? [ENABLE_SETTING] : [];
  const country = (cfg.country ?? 'us').toLowerCase();
  const options = resolveOptions(cfg);
  const http = createHttpClient({ platform: 'appstore', options, classify });

  function get<T>(
    path: string,
    params: Record<string, string>,
    description: string,
    parse: (body: unknown) => T,
    ctx: CallContext,
  ) {
    const url = buildUrl(cfg.apiUrl, path, params);
    return http.request({ url, cacheKey: `appstore:${url}`, description, parse }, ctx);
  }

  function searchApps(term: string, ctx: CallContext): Promise<App[]> {
    const params = { term, entity: 'software', country, limit: String(APPS_PER_SEARCH) };
    return get('/search', params, 'app search', (body) => parseEach(appSchema, searchSchema.parse(body).results).map(app), ctx);
  }

  /** The named ids the store has, in one call (the lookup API takes a comma-separated list). */
  function lookupApps(ids: readonly string[], ctx: CallContext): Promise<App[]> {
    const params = { id: ids.join(','), country };
    return get('/lookup', params, 'app lookup', (body) => parseEach(appSchema, searchSchema.parse(body).results).map(app), ctx);
  }

  /**
   * The apps the founder named, in the founder's order, and a note for each the store does not
   * have: ids looked up together, names searched one by one (the app whose name is, or starts
   * with, the one given).
   */
  async function namedApps(named: readonly CompetitorApp[], ctx: CallContext): Promise<{ apps: App[]; notes: string[] }> {
    const ids = named.flatMap((a) => ('id' in a ? [a.id] : []));
    const [byId, byName] = await Promise.all([
      ids.length > 0 ? lookupApps(ids, ctx) : [],
      Promise.all(named.map((a) => ('name' in a ? searchApps(a.name, ctx).then((found) => appNamed(found, a.name)) : undefined))),
    ]);
    const apps: App[] = [];
    const notes: string[] = [];
    const store = `the ${country.toUpperCase()} App Store`;
    named.forEach((a, i) => {
      const found = 'id' in a ? byId.find((x) => String(x.id) === a.id) : byName[i];
      if (!found) notes.push('id' in a ? `No app with id ${a.id} in ${store}` : `No app named “${a.name}” in ${store}`);
      else if (!apps.some((x) => x.id === found.id)) apps.push(found);
    });
    return { apps, notes };
  }

  /** A page's reviews, and whether it was full (counting the app's own entry): only then may another follow. */
  function reviewPage(appId: number, page: number, ctx: CallContext): Promise<{ reviews: Review[]; full: boolean }> {
    const path = `/${country}/rss/customerreviews/page=${page}/id=${appId}/sortby=mostrecent/json`;
    return get(
      path,
      {},
      'reviews',
      (body) => {
        const entry = feedSchema.parse(body).feed.entry;
        const entries = entry === undefined ? [] : Array.isArray(entry) ? entry : [entry];
        return { reviews: parseEach(reviewSchema, entries), full: entries.length >= PAGE_SIZE };
      },
      ctx,
    );
  }

  /** An app's newest reviews from `after` on: pages in turn until enough, or older ones begin. */
  async function reviewsOf(
    app: App,
    after: number | null,
    wanted: number,
    maxPages: number,
    ctx: CallContext,
  ): Promise<RawItem[]> {
    const items: RawItem[] = [];
    for (let page = 1; page <= maxPages && items.length < wanted; page++) {
      const { reviews, full } = await reviewPage(app.id, page, ctx);
      const fresh = reviews.map((r) => reviewItem(app, r)).filter((i) => after === null || i.createdUtc >= after);
      items.push(...fresh);
      // A short page is the feed's last: asking for the next would only cost a request.
      if (!full || fresh.length < reviews.length) break;
    }
    return items;
  }

  return connector('appstore', missingSettings, options, async (req, ctx, _queries) => {
    const monitoring = req.since !== undefined;
    const after = req.since ?? createdAfter(req.timeRange);
    const { named, words } = splitNamed(req);
    const chosen = await namedApps(named, ctx);
    for (const note of chosen.notes) tell(req.onNote, note);
    // The planner's finds fill the places the named apps left; none left, no Search API call.
    const places = Math.max(0, APPS_READ - chosen.apps.length);
    const chosenIds = new Set(chosen.apps.map((a) => a.id));
    // A search that finds a few apps has found the competitors: broader words only when it found fewer.
    const found =
      places > 0
        ? await runChains(
            words,
            (term) => searchApps(term, ctx),
            () => true,
            APPS_READ,
          )
        : [];
    const apps = [
      ...chosen.apps,
      ...pickThreads(
        found.map((list) => list.filter((a) => !chosenIds.has(a.id))),
        (a) => `${a.name} ${a.about}`,
        (a) => String(a.id),
        places,
        req,
      ),
    ];
    if (apps.length === 0) return [];
    const target = fetchTarget(req.limit);
    const wanted = clamp(Math.ceil(target / apps.length), 10, 50 * PAGES.monitor);
    const maxPages = monitoring ? PAGES.monitor : PAGES.search;

    const settled = await Promise.allSettled(apps.map((a) => reviewsOf(a, after, monitoring ? Infinity : wanted, maxPages, ctx)));
    const failures = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
    // A caller's abort is not the app's fault: it ends the search.
    const foreign = failures.find((f) => !(f instanceof PlatformError));
    if (foreign !== undefined) throw foreign;
    // An app gone from the store (404) or hidden in this country (403) costs its reviews, not the
    // search; when no app could be read and the store held us back, the search says so.
    if (failures.length === apps.length) {
      const blocking = (failures as PlatformError[]).find((f) => f.status !== 403 && f.status !== 404);
      if (blocking) throw blocking;
    }
    // A named app read without a review to show is said so, not left to look like a failed search.
    settled.forEach((s, i) => {
      if (!chosenIds.has(apps[i]!.id)) return;
      if (s.status === 'rejected') tell(req.onNote, `The reviews of “${apps[i]!.name}” could not be read: ${(s.reason as Error).message}`);
      else if (s.value.length === 0) tell(req.onNote, `“${apps[i]!.name}” has no reviews in the time searched`);
    });
    const items = settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : []));
    return rankReviews(items, req.rankThread);
  });
}

/** The request's named apps (core's `app :: entry` queries) apart from the planner's words, whose `broader` stay aligned. */
function splitNamed(req: Pick<PlatformSearchRequest, 'queries' | 'broader'>): { named: CompetitorApp[]; words: { queries: string[]; broader: string[][] } } {
  const named: CompetitorApp[] = [];
  const words = { queries: [] as string[], broader: [] as string[][] };
  req.queries.forEach((query, i) => {
    const app = parseNamedAppQuery(query);
    if (app) named.push(app);
    else {
      words.queries.push(query);
      words.broader.push(req.broader?.[i] ?? []);
    }
  });
  return { named, words };
}

const fold = (name: string) => name.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The app the founder meant by a name, among the Search API's finds: the one named so, else the
 * first whose name starts with it ("Paprika" → "Paprika Recipe Manager 3"), else the first whose
 * own short name (before a colon or dash) the founder wrote out ("Mealime meal plans" → "Mealime:
 * …"). None: the store has no such app, and the search says so rather than read another's reviews.
 */
function appNamed(found: readonly App[], name: string): App | undefined {
  const want = fold(name);
  const short = (a: App) => fold(a.name.split(/\s*[:\-–—|]\s/)[0]!);
  return (
    found.find((a) => fold(a.name) === want) ??
    found.find((a) => fold(a.name).startsWith(want)) ??
    found.find((a) => short(a).length >= 3 && want.startsWith(short(a)))
  );
}

function app(raw: z.output<typeof appSchema>, rank: number): App {
  // The `uo` tracking parameter says nothing to a reader.
  const url = new URL(raw.trackViewUrl);
  url.searchParams.delete('uo');
  return {
    id: raw.trackId,
    name: decodeEntities(raw.trackName).trim(),
    url: url.toString(),
    about: `${raw.primaryGenreName ?? ''} ${(raw.description ?? '').slice(0, 400)}`,
    rank,
  };
}

/** ★★☆☆☆ for 2 of 5. */
export function stars(rating: number): string {
  return '★'.repeat(rating) + '☆'.repeat(5 - rating);
}

function reviewItem(app: App, r: Review): RawItem {
  const rating = r['im:rating'];
  const votes = Number(r['im:voteSum']?.label ?? 0);
  const text = decodeEntities(r.content?.label ?? '').trim();
  return {
    platform: 'appstore',
    nativeId: `${app.id}-${r.id.label}`,
    type: 'post',
    title: decodeEntities(r.title?.label ?? '').trim(),
    // The rating in words, first: scoring reads 1–2 stars as a complaint about the competitor,
    // and the card's snippet shows it; "Update:" edits stay part of the text.
    text: `Rated ${rating} of 5 stars. ${text}`,
    url: app.url,
    source: `${app.name} · ${stars(rating)} review`,
    author: decodeEntities(r.author?.name?.label ?? '').trim() || 'an App Store reviewer',
    createdUtc: epochSeconds(r.updated.label),
    engagement: { upvotes: Number.isFinite(votes) ? Math.max(0, votes) : 0, comments: 0, views: 0 },
  };
}

/** The reviews that use the idea's words first (the app's own order otherwise: newest first). */
function rankReviews(items: RawItem[], rankThread: ((text: string) => number) | undefined): RawItem[] {
  const seen = new Set<string>();
  const unique = items.filter((i) => !seen.has(i.nativeId) && seen.add(i.nativeId));
  const scored = unique.map((item, i) => ({ item, i, score: rankThread ? rankThread(`${item.title} ${item.text}`) : 0 }));
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  return scored.map(({ item }, searchRank) => ({ ...item, searchRank }));
}

/** Apple answers a throttled address with 429 (or 403 on the Search API) and sometimes Retry-After. */
function classify(failure: UpstreamFailure): PlatformError {
  const { status, headers, description } = failure;
  if (status === 429 || (status === 403 && description === 'app search')) {
    const after = retryAfterSeconds(headers);
    return new PlatformError('rate_limited', 'appstore', `The App Store rate limit was reached (${description})`, {
      status,
      retryable: status === 429 && (after ?? 0) < 10,
      ...(after === undefined ? {} : { retryAfterSeconds: after }),
    });
  }
  return new PlatformError('upstream_error', 'appstore', `The App Store answered HTTP ${status} (${description})`, {
    status,
    retryable: status >= 500,
  });
}

/** App Store reviews in the registry: no key; the storefront is a setting. */
export const appstoreSource: Source<{ APPSTORE_ENABLED: boolean; APPSTORE_API_URL: string; APPSTORE_COUNTRY: string }> = {
  display: {
    postNoun: 'Review',
    engagement: { post: [{ field: 'upvotes', noun: 'helpful vote' }], comment: [] },
    note: 'No key; about 20 app searches a minute per server',
  },
  connect: (s, shared) =>
    createAppStoreConnector({ apiUrl: s.APPSTORE_API_URL, country: s.APPSTORE_COUNTRY, enabled: s.APPSTORE_ENABLED, ...shared }),
  plan: (facets, chosen) => appstorePlan(facets, chosen.apps),
  keywordPlan: (expr, _facets, chosen) => appstoreKeywordPlan(expr, chosen.apps),
  // Only the chosen apps (named as their reviews name them), read as competitor apps are: no
  // Search API call for other apps.
  within: (_plan, communities) => appstorePlan([], communities),
  budget: {
    window: minuteWindow,
    limit: () => SEARCHES_PER_MINUTE,
    monitorShare: () => MONITOR_SEARCHES_PER_MINUTE,
    // One Search API call per query; the reviews feed is not the Search API's allowance.
    cost: (plan) => plan.queries.length,
    fallbackCost: 1,
  },
};
