/**
 * The search eval's Stack Exchange: API 2.3 over the eval world, as a PlatformModule beside
 * Reddit, YouTube and Hacker News (platform.ts). What the app's connector calls, in the API's
 * shapes (the recorded wrapper in packages/sources/test/fixtures/stackexchange; the documented
 * types at https://api.stackexchange.com/docs/types/question, /answer, /comment):
 *
 * - `/2.3/search/advanced?site&q&sort&order&fromdate&todate&pagesize&page&filter`: one site per
 *   call (`site` is required, as on the API). `q` is matched as the site search's engine does:
 *   every word that is not an English stopword must occur in the question's title or body, after
 *   English stemming (Porter: "walkers" finds "walker", "scheduling" finds "schedule"); words
 *   in answers do not count. `sort=relevance` ranks title hits over body hits, then votes;
 *   `creation`, `votes` and `activity` (the default) sort by that field; `fromdate`/`todate`
 *   bound the creation date. A deleted question is gone from search and from its routes.
 * - `/2.3/questions/{ids}/answers` and `/2.3/questions/{ids}/comments`: ids joined by `;` (at
 *   most 100), on the given site; the answers or the comments on those questions (not comments
 *   on answers), `sort=votes|creation|activity`, paged.
 *
 * Every answer is the common wrapper (`items`, `has_more`, `quota_max`, `quota_remaining`);
 * bodies (HTML) only with `filter=withbody`; titles and names are HTML-escaped, as the API sends
 * them. Errors are the API's error wrapper with HTTP 400.
 */
import { stem } from '@firstsignal/core';
import type { RecordedCall, Reply } from '@firstsignal/sources/testing';
import type { PlatformModule } from './platform';
import type { World, WorldComment, WorldThread } from './world';

const PREFIX = '/stackexchange';
const QUOTA_MAX = 300;
/** Elasticsearch's English stop set, which the site search's analyzer drops. */
const STOP = new Set(
  'a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(
    ' ',
  ),
);
/** The sites with their own domain; every other site is `{site}.stackexchange.com`. */
const OWN_DOMAIN = new Set(['stackoverflow', 'superuser', 'serverfault', 'askubuntu', 'mathoverflow.net']);

export const seHost = (site: string) =>
  OWN_DOMAIN.has(site) ? (site.includes('.') ? site : `${site}.com`) : `${site}.stackexchange.com`;

/** A text's search words: lower-case, stopwords dropped, stemmed. */
export function seWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !STOP.has(w)).map(stem);
}

const numberOf = (id: string) => Number(id.slice(id.lastIndexOf('-') + 2));
const isAnswer = (c: WorldComment) => /-a\d+$/.test(c.id);
export const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
/** Plain text as the API's rendered HTML: one `<p>` per paragraph. */
export const toHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escape(p.trim()).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n\n');

function owner(name: string, site: string, seed: number) {
  // A deleted account keeps its "userNNN" name and loses its profile.
  if (/^user\d+$/.test(name)) return { user_type: 'does_not_exist', display_name: name };
  const userId = 10_000 + (seed % 900_000);
  return {
    account_id: userId * 3 + 7,
    reputation: 1 + (seed % 12_000),
    user_id: userId,
    user_type: 'registered',
    display_name: escape(name),
    link: `https://${seHost(site)}/users/${userId}/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  };
}

export const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

const questions = (world: World) => world.threads.filter((t) => t.platform === 'stackexchange' && !t.gone);
const liveReplies = (t: WorldThread) => t.comments.filter((c) => c.author !== '[deleted]');

function questionJson(t: WorldThread, withBody: boolean) {
  const answers = liveReplies(t).filter(isAnswer);
  const accepted = answers.find((a) => a.score >= 5);
  return {
    tags: [t.community],
    owner: owner(t.author, t.community, t.createdUtc),
    is_answered: answers.some((a) => a.score > 0),
    view_count: 40 + t.score * 37,
    ...(accepted ? { accepted_answer_id: numberOf(accepted.id) } : {}),
    answer_count: answers.length,
    score: t.score > 300 ? Math.floor(t.score / 20) : Math.floor(t.score / 8),
    last_activity_date: Math.max(t.createdUtc, ...t.comments.map((c) => c.createdUtc)),
    creation_date: t.createdUtc,
    question_id: numberOf(t.id),
    content_license: 'CC BY-SA 4.0',
    link: `https://${seHost(t.community)}/questions/${numberOf(t.id)}/${slug(t.title)}`,
    title: escape(t.title),
    ...(withBody ? { body: toHtml(t.body) } : {}),
  };
}

function answerJson(a: WorldComment, t: WorldThread, withBody: boolean) {
  return {
    owner: owner(a.author, t.community, a.createdUtc),
    is_accepted: questionJson(t, false).accepted_answer_id === numberOf(a.id),
    score: Math.floor(a.score / 6),
    last_activity_date: a.createdUtc,
    creation_date: a.createdUtc,
    answer_id: numberOf(a.id),
    question_id: numberOf(t.id),
    content_license: 'CC BY-SA 4.0',
    ...(withBody ? { body: toHtml(a.text) } : {}),
  };
}

function commentJson(c: WorldComment, t: WorldThread, withBody: boolean) {
  return {
    owner: owner(c.author, t.community, c.createdUtc),
    edited: false,
    score: Math.floor(c.score / 10),
    creation_date: c.createdUtc,
    post_id: numberOf(t.id),
    comment_id: numberOf(c.id),
    content_license: 'CC BY-SA 4.0',
    // Comments are one paragraph of inline HTML, without <p>.
    ...(withBody ? { body: escape(c.text.replace(/\s*\n+\s*/g, ' ')) } : {}),
  };
}

export interface SeSearchOptions {
  site?: string | null;
  sort?: string | null;
  order?: string | null;
  fromdate?: number | null;
  todate?: number | null;
}

/** The questions `/search/advanced` lists for `q`, in its order; without `site`, every site's (the network-wide search). */
export function stackexchangeSearch(world: World, q: string, options: SeSearchOptions = {}): WorldThread[] {
  const terms = [...new Set(seWords(q))];
  const hits = questions(world)
    .filter((t) => !options.site || t.community === options.site)
    .filter((t) => (options.fromdate ?? 0) <= t.createdUtc && t.createdUtc <= (options.todate ?? Infinity))
    .map((t) => {
      const title = seWords(t.title);
      const body = seWords(t.indexedBody);
      const count = (words: string[], w: string) => words.filter((x) => x === w).length;
      const matches = terms.every((w) => title.includes(w) || body.includes(w));
      const relevance = terms.reduce((s, w) => s + 3 * Math.min(count(title, w), 2) + Math.min(count(body, w), 3), 0);
      return { t, matches, relevance };
    })
    .filter((h) => h.matches);
  const sort = options.sort ?? 'activity';
  const key = (h: (typeof hits)[number]) =>
    sort === 'relevance'
      ? h.relevance
      : sort === 'creation'
        ? h.t.createdUtc
        : sort === 'votes'
          ? h.t.score
          : Math.max(h.t.createdUtc, ...h.t.comments.map((c) => c.createdUtc));
  const dir = options.order === 'asc' ? -1 : 1;
  return hits.sort((a, b) => dir * (key(b) - key(a)) || b.t.score - a.t.score || b.t.createdUtc - a.t.createdUtc).map((h) => h.t);
}

/** Answers and comments of a question as the app's connector reads them (for the naive baseline). */
export function stackexchangeReplies(t: WorldThread): WorldComment[] {
  return [...liveReplies(t)].sort((a, b) => b.score - a.score);
}

const error = (name: string, message: string): Reply => ({
  status: 400,
  json: { error_id: 400, error_message: message, error_name: name },
});

const num = (v: string | null) => (v === null || v === '' ? null : Number(v));

export const stackexchangeModule: PlatformModule = {
  platform: 'stackexchange',
  env: (base) => ({ STACKEXCHANGE_API_URL: `${base}${PREFIX}`, STACKEXCHANGE_ENABLED: 'true' }),
  naive: (world, words) => stackexchangeSearch(world, words.join(' '), { sort: 'relevance' }),
  readable: stackexchangeReplies,
  routes: ({ world, meter, answer }) => {
    const wrap = (call: RecordedCall, items: unknown[], hasMore: boolean, served: string[]) =>
      answer(
        'stackexchange',
        call,
        {
          json: {
            items,
            has_more: hasMore,
            quota_max: QUOTA_MAX,
            quota_remaining: Math.max(0, QUOTA_MAX - meter().requests.stackexchange - 1),
          },
        },
        served,
      );
    const paging = (call: RecordedCall) => {
      const pagesize = num(call.query.get('pagesize')) ?? 30;
      const page = num(call.query.get('page')) ?? 1;
      if (!Number.isInteger(pagesize) || pagesize < 0 || pagesize > 100) return { bad: 'pagesize' } as const;
      if (!Number.isInteger(page) || page < 1) return { bad: 'page' } as const;
      return { pagesize, page };
    };
    const site = (call: RecordedCall) => call.query.get('site');
    const withBody = (call: RecordedCall) => call.query.get('filter') === 'withbody';

    /** The site's live questions named by the `{ids}` path part, or an error reply. */
    const byIds = (call: RecordedCall): WorldThread[] | Reply => {
      const ids = (call.params.ids ?? '').split(';');
      if (ids.length > 100 || ids.some((id) => !/^\d+$/.test(id))) return error('bad_parameter', 'ids');
      return ids.flatMap((id) => {
        const t = world.byId.get(`${site(call)}-q${id}`);
        return t && !t.gone ? [t] : [];
      });
    };
    const replies = (pick: (c: WorldComment) => boolean, json: (c: WorldComment, t: WorldThread, withBody: boolean) => unknown) => (call: RecordedCall) => {
      if (!site(call)) return answer('stackexchange', call, error('bad_parameter', 'site is required'));
      const p = paging(call);
      if ('bad' in p) return answer('stackexchange', call, error('bad_parameter', p.bad!));
      const qs = byIds(call);
      if (!Array.isArray(qs)) return answer('stackexchange', call, qs);
      const sort = call.query.get('sort') ?? 'activity';
      const all = qs
        .flatMap((t) => liveReplies(t).filter(pick).map((c) => ({ c, t })))
        .sort((a, b) => (sort === 'votes' ? b.c.score - a.c.score : b.c.createdUtc - a.c.createdUtc));
      const page = all.slice((p.page - 1) * p.pagesize, p.page * p.pagesize);
      return wrap(
        call,
        page.map(({ c, t }) => json(c, t, withBody(call))),
        p.page * p.pagesize < all.length,
        page.map(({ c }) => c.key),
      );
    };

    return {
      [`GET ${PREFIX}/2.3/search/advanced`]: (call: RecordedCall) => {
        if (!site(call)) return answer('stackexchange', call, error('bad_parameter', 'site is required'));
        const p = paging(call);
        if ('bad' in p) return answer('stackexchange', call, error('bad_parameter', p.bad!));
        const hits = stackexchangeSearch(world, call.query.get('q') ?? '', {
          site: site(call),
          sort: call.query.get('sort'),
          order: call.query.get('order'),
          fromdate: num(call.query.get('fromdate')),
          todate: num(call.query.get('todate')),
        });
        const page = hits.slice((p.page - 1) * p.pagesize, p.page * p.pagesize);
        return wrap(
          call,
          page.map((t) => questionJson(t, withBody(call))),
          p.page * p.pagesize < hits.length,
          page.map((t) => t.key),
        );
      },
      [`GET ${PREFIX}/2.3/questions/:ids/answers`]: replies(isAnswer, answerJson),
      [`GET ${PREFIX}/2.3/questions/:ids/comments`]: replies((c) => !isAnswer(c), commentJson),
    };
  },
};
