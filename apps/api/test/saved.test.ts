/**
 * Saving over real HTTP (spec §7 /api/signals/save and /api/searches, and the `saved` tRPC
 * router) with two users: ownership, idempotent saving, both save forms, bounds, deletion with
 * its saved signals, and re-runs through the search service (quota and overage included).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  candidateOfSignal,
  feedbackTextOf,
  SAVED_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
  type FeedbackJudgement,
  type Signal,
} from '@firstsignal/core';
import { schema, setJudgement, type Db } from '@firstsignal/db';
import { testDbKinds } from '@firstsignal/db/testing';
import { rankWithFeedback } from '../src/feedback/model';
import { call, registerUser, TEST_DATABASE_URL } from './support/harness';
import { createWorld, FIRST_ITEMS, LATER_ITEM, SEARCH_PARAMS, startWorldServer, trpc, type World } from './support/saved-world';

type Server = Awaited<ReturnType<typeof startWorldServer>>;
type User = Awaited<ReturnType<typeof registerUser>>;

const SPEC_PAYLOAD_KEYS = [
  'signal_id',
  'platform',
  'title',
  'snippet',
  'url',
  'source',
  'relevance_score',
  'urgency_level',
  'signal_type',
  'type',
  'parent_post',
  'comment_id',
  'post_url',
  'created_utc',
  'engagement',
];

/** A saved-signal payload (spec §3) for reddit post `id`. */
function payload(id: string, extra: Record<string, unknown> = {}) {
  return {
    signal_id: `reddit:${id}`,
    platform: 'reddit',
    title: `Need a tool ${id}`,
    snippet: 'I would pay for an invoice tool',
    url: `https://www.reddit.com/r/freelance/comments/${id}/post/`,
    source: 'r/freelance',
    relevance_score: 0.9,
    urgency_level: 'High',
    signal_type: 'Buying Intent',
    type: 'post',
    parent_post: null,
    comment_id: null,
    post_url: null,
    created_utc: 1_780_000_000,
    engagement: { upvotes: 3, comments: 1, views: 0 },
    ...extra,
  };
}

describe.each(testDbKinds(TEST_DATABASE_URL))('saving on %s', (kind) => {
  let server: Server;
  let world: World;
  let alice: User;
  let bob: User;
  const db = (): Db => server.db;

  const count = async (table: typeof schema.savedSignals | typeof schema.savedSearches, userId: string) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.userId, userId))
    )[0]!.n;
  const looseSignals = async (userId: string) =>
    db()
      .select()
      .from(schema.savedSignals)
      .where(and(eq(schema.savedSignals.userId, userId), isNull(schema.savedSignals.savedSearchId)));
  const setUsage = (userId: string, values: Partial<typeof schema.billingInfo.$inferInsert>) =>
    db().update(schema.billingInfo).set(values).where(eq(schema.billingInfo.userId, userId));
  const usedResults = async (token: string) =>
    (await call(server, 'GET', '/api/user/usage', { token })).json.data.results_used as number;
  const createSearch = async (token: string, body: Record<string, unknown>) =>
    call(server, 'POST', '/api/searches', { token, body });

  beforeAll(async () => {
    world = createWorld();
    server = await startWorldServer(kind, world);
    alice = await registerUser(server, { email: `alice-${kind}@example.com` });
    bob = await registerUser(server, { email: `bob-${kind}@example.com` });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    world.items = [...FIRST_ITEMS];
    world.requests.length = 0;
    world.whileSearching = undefined;
  });

  describe('POST /api/signals/save', () => {
    it('saves the single form, derives the id from the link, and saving it twice keeps one row', async () => {
      const single = {
        title: 'Looking for a simple invoice tool',
        snippet: 'Happy to pay for something good',
        platform: 'reddit',
        url: 'https://www.reddit.com/r/freelance/comments/one111/looking/',
        relevance_score: 0.87,
        urgency_level: 'High',
        signal_type: 'Recommendation Request',
      };
      const first = await call(server, 'POST', '/api/signals/save', { token: alice.token, body: single });
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({
        success: true,
        saved: 1,
        signal: { ...single, signal_id: 'reddit:one111', is_new: false },
      });
      expect(Object.keys(first.json.signal)).toEqual(expect.arrayContaining(SPEC_PAYLOAD_KEYS));

      const again = await call(server, 'POST', '/api/signals/save', {
        token: alice.token,
        body: { ...single, relevance_score: 0.9 },
      });
      expect(again.status).toBe(200);
      // The same signal by its id in the list form is still the same signal.
      const asList = await call(server, 'POST', '/api/signals/save', {
        token: alice.token,
        body: { signals: [payload('one111', { url: single.url })] },
      });
      expect(asList.status).toBe(200);
      const rows = (await looseSignals(alice.user.id)).filter((r) => r.signalId === 'reddit:one111');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.payload).toMatchObject({ title: 'Need a tool one111', relevance_score: 0.9 });
    });

    it('saves the list form, once per signal, and accepts the Signal the web holds (camelCase)', async () => {
      const before = (await looseSignals(alice.user.id)).length;
      const signal = {
        id: 'youtube:vidcamel1',
        platform: 'youtube',
        title: 'Invoice tools compared',
        snippet: 'Which invoice tool?',
        url: 'https://www.youtube.com/watch?v=vidcamel1',
        source: 'Freelance Finance',
        signalType: 'Question',
        type: 'post',
        relevanceScore: 0.71,
        urgencyLevel: 'Medium',
        reason: 'Asks a question',
        evidence: 'Which invoice tool?',
        engagement: { upvotes: 1, comments: 2, views: 3 },
        parent_post: null,
        comment_id: null,
        post_url: null,
        created_utc: 1_780_000_000,
      };
      const res = await call(server, 'POST', '/api/signals/save', {
        token: alice.token,
        body: { signals: [payload('list01'), payload('list02'), payload('list01'), signal] },
      });
      expect(res.status).toBe(200);
      expect(res.json.success).toBe(true);
      expect(res.json.saved).toBe(3);
      expect(res.json.signals.map((s: { signal_id: string }) => s.signal_id).sort()).toEqual([
        'reddit:list01',
        'reddit:list02',
        'youtube:vidcamel1',
      ]);
      expect(res.json.signals.find((s: { signal_id: string }) => s.signal_id === 'youtube:vidcamel1')).toMatchObject({
        relevance_score: 0.71,
        urgency_level: 'Medium',
        signal_type: 'Question',
        reason: 'Asks a question',
      });
      expect((await looseSignals(alice.user.id)).length).toBe(before + 3);
      // Saving the same list again adds nothing.
      expect(
        (
          await call(server, 'POST', '/api/signals/save', {
            token: alice.token,
            body: { signals: [payload('list01'), payload('list02')] },
          })
        ).status,
      ).toBe(200);
      expect((await looseSignals(alice.user.id)).length).toBe(before + 3);
    });

    it('keeps each user to their own rows: the same signal saved by two users is two rows', async () => {
      await call(server, 'POST', '/api/signals/save', { token: bob.token, body: payload('shared1') });
      await call(server, 'POST', '/api/signals/save', { token: alice.token, body: payload('shared1') });
      const rows = await db().select().from(schema.savedSignals).where(eq(schema.savedSignals.signalId, 'reddit:shared1'));
      expect(rows.map((r) => r.userId).sort()).toEqual([alice.user.id, bob.user.id].sort());
    });

    it('answers bad signals with a clear 400 naming the field, and saves nothing', async () => {
      const before = await count(schema.savedSignals, alice.user.id);
      const cases: [unknown, string, string][] = [
        [{ ...payload('bad1'), url: 'javascript:alert(1)' }, 'url', 'url must be an http(s) URL'],
        [{ ...payload('bad2'), post_url: 'data:text/html,hi' }, 'post_url', 'post_url must be an http(s) URL'],
        [{ ...payload('bad3'), platform: 'quora' }, 'platform', SAVED_MESSAGES.platform],
        [{ ...payload('bad4'), relevance_score: 87 }, 'relevance_score', SAVED_MESSAGES.relevance],
        [{ ...payload('bad5'), urgency_level: 'Urgent' }, 'urgency_level', SAVED_MESSAGES.urgency],
        [{ ...payload('bad6'), title: 'x'.repeat(501) }, 'title', 'title must be at most 500 characters'],
        [{ ...payload('bad7'), created_utc: 'not a date' }, 'created_utc', SAVED_MESSAGES.createdUtc],
        [{ signals: [payload('ok1'), { ...payload('bad8'), url: 'ftp://x' }] }, 'signals.1.url', 'url must be an http(s) URL'],
        [{ signals: [] }, 'signals', SAVED_MESSAGES.noSignals],
        [{ signals: Array.from({ length: 201 }, (_, i) => payload(`many${i}`)) }, 'signals', SAVED_MESSAGES.tooManyToSave],
      ];
      for (const [body, field, error] of cases) {
        const res = await call(server, 'POST', '/api/signals/save', { token: alice.token, body });
        expect({ status: res.status, json: res.json }).toEqual({ status: 400, json: { error, field } });
      }
      const notObject = await call(server, 'POST', '/api/signals/save', { token: alice.token, body: [payload('arr')] });
      expect(notObject.status).toBe(400);
      expect(notObject.json.error).toBe('Request body must be a JSON object');
      expect(await count(schema.savedSignals, alice.user.id)).toBe(before);
    });

    it('needs a session', async () => {
      const res = await call(server, 'POST', '/api/signals/save', { body: payload('anon') });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ error: 'Authentication required' });
    });
  });

  describe('/api/searches', () => {
    it('creates a saved search with its signals (201) and lists it first, in the spec shape', async () => {
      const older = await createSearch(alice.token, { name: 'Older search', searchParams: SEARCH_PARAMS, signals: [] });
      expect(older.status).toBe(201);
      const res = await createSearch(alice.token, {
        name: '  Search - 5/14/2026  ',
        searchParams: { ...SEARCH_PARAMS, platforms: JSON.stringify(['reddit']), timeRange: 'Past 7 days' },
        signals: [
          payload('s1', { relevance_score: 0.5 }),
          payload('s2', { relevance_score: 0.95 }),
          payload('s1'),
          payload('s3', { relevance_score: 0.7 }),
        ],
      });
      expect(res.status).toBe(201);
      const search = res.json.search;
      const params = {
        searchType: 'business_idea',
        businessIdea: SEARCH_PARAMS.businessIdea,
        platforms: ['reddit'],
        intentLevel: 'high',
        timeRange: 'week',
        maxResults: 10,
      };
      expect(search).toEqual({
        id: expect.any(String),
        name: 'Search - 5/14/2026',
        query: params,
        searchParams: params,
        signals: expect.any(Array),
        resultCount: 3,
        newCount: 0,
        createdAt: expect.any(String),
        created_at: search.createdAt,
        lastRunAt: null,
      });
      // Most relevant first; a signal listed twice is stored once.
      expect(search.signals.map((s: { signal_id: string }) => s.signal_id)).toEqual(['reddit:s2', 'reddit:s3', 'reddit:s1']);
      expect(await db().select().from(schema.savedSignals).where(eq(schema.savedSignals.savedSearchId, search.id))).toHaveLength(
        3,
      );

      const list = await call(server, 'GET', '/api/searches', { token: alice.token });
      expect(list.status).toBe(200);
      expect(Object.keys(list.json)).toEqual(['searches']);
      expect(list.json.searches[0]).toEqual(search);
      expect(list.json.searches.map((s: { id: string }) => s.id).indexOf(older.json.search.id)).toBeGreaterThan(0);
      expect((await call(server, 'GET', `/api/searches/${search.id}`, { token: alice.token })).json).toEqual({ search });
    });

    it("never shows or deletes another user's saved search: 404 and nothing changes", async () => {
      const mine = await createSearch(alice.token, {
        name: 'Alice private',
        searchParams: SEARCH_PARAMS,
        signals: [payload('priv1'), payload('priv2')],
      });
      const id = mine.json.search.id as string;
      const before = {
        searches: await count(schema.savedSearches, alice.user.id),
        signals: await count(schema.savedSignals, alice.user.id),
      };

      const bobList = await call(server, 'GET', '/api/searches', { token: bob.token });
      expect(bobList.json.searches.map((s: { id: string }) => s.id)).not.toContain(id);
      for (const [method, path] of [
        ['GET', `/api/searches/${id}`],
        ['DELETE', `/api/searches/${id}`],
        ['POST', `/api/searches/${id}/rerun`],
      ] as const) {
        const res = await call(server, method, path, { token: bob.token });
        expect({ method, status: res.status, json: res.json }).toEqual({
          method,
          status: 404,
          json: { error: 'Saved search not found' },
        });
      }
      expect((await trpc(server, bob.token, 'query', 'saved.getSearch', { id })).status).toBe(404);
      const viaTrpc = await trpc(server, bob.token, 'mutation', 'saved.deleteSearch', { id });
      expect(viaTrpc.status).toBe(404);
      expect(viaTrpc.error?.data.code).toBe('NOT_FOUND');
      expect(viaTrpc.error?.message).toBe('Saved search not found');
      expect((await trpc(server, bob.token, 'mutation', 'saved.rerunSearch', { id })).status).toBe(404);
      // Bob's re-run attempt never reached the platforms.
      expect(world.requests).toHaveLength(0);

      expect({
        searches: await count(schema.savedSearches, alice.user.id),
        signals: await count(schema.savedSignals, alice.user.id),
      }).toEqual(before);
      expect((await call(server, 'GET', `/api/searches/${id}`, { token: alice.token })).json.search.signals).toHaveLength(2);
      expect((await call(server, 'GET', '/api/searches/no-such-id', { token: alice.token })).status).toBe(404);
      expect((await call(server, 'GET', '/api/searches/..%2F..%2Fetc', { token: alice.token })).status).toBe(404);
      // Ids the database cannot hold are bad input (400), never a 500.
      for (const method of ['GET', 'DELETE'] as const) {
        expect((await call(server, method, '/api/searches/%00', { token: alice.token })).status).toBe(400);
      }
      expect((await call(server, 'GET', `/api/searches/${'a'.repeat(500)}`, { token: alice.token })).status).toBe(414);
      expect((await trpc(server, alice.token, 'query', 'search.stored', { id: 'x\u0000' })).status).toBe(400);
      expect((await call(server, 'POST', `/api/searches/${id}/rerun`, { token: alice.token, body: ['x'] })).status).toBe(400);
      expect((await call(server, 'GET', '/api/searches')).status).toBe(401);
    });

    it('deletes a saved search with its saved signals, and leaves signals saved on their own', async () => {
      await call(server, 'POST', '/api/signals/save', { token: alice.token, body: payload('keep-me') });
      const res = await createSearch(alice.token, {
        name: 'To delete',
        searchParams: SEARCH_PARAMS,
        signals: [payload('d1'), payload('d2'), payload('keep-me')],
      });
      const id = res.json.search.id as string;
      const inSearch = () => db().select().from(schema.savedSignals).where(eq(schema.savedSignals.savedSearchId, id));
      expect(await inSearch()).toHaveLength(3);
      const loose = (await looseSignals(alice.user.id)).length;
      const total = await count(schema.savedSignals, alice.user.id);

      const del = await call(server, 'DELETE', `/api/searches/${id}`, { token: alice.token });
      expect(del.status).toBe(200);
      expect(del.json).toEqual({ success: true });
      expect(await inSearch()).toHaveLength(0);
      expect(await count(schema.savedSignals, alice.user.id)).toBe(total - 3);
      expect((await looseSignals(alice.user.id)).length).toBe(loose);
      expect((await call(server, 'GET', `/api/searches/${id}`, { token: alice.token })).status).toBe(404);
      expect((await call(server, 'DELETE', `/api/searches/${id}`, { token: alice.token })).status).toBe(404);
    });

    it('bounds names, signals and body size with clear 400/413 answers, storing nothing', async () => {
      const before = await count(schema.savedSearches, alice.user.id);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: 'n'.repeat(10 * 1024), searchParams: SEARCH_PARAMS }, 'name', SAVED_MESSAGES.nameTooLong],
        [{ name: 'n'.repeat(SAVED_SEARCH_NAME_MAX + 1), searchParams: SEARCH_PARAMS }, 'name', SAVED_MESSAGES.nameTooLong],
        [{ name: '   ', searchParams: SEARCH_PARAMS }, 'name', SAVED_MESSAGES.nameRequired],
        [{ searchParams: SEARCH_PARAMS }, 'name', SAVED_MESSAGES.nameRequired],
        [{ name: 'No params' }, 'searchParams', SAVED_MESSAGES.searchParamsRequired],
        [
          { name: 'No query', searchParams: { ...SEARCH_PARAMS, businessIdea: ' ' } },
          'searchParams.businessIdea',
          'Please provide your business idea',
        ],
        [
          { name: 'Bad type', searchParams: { ...SEARCH_PARAMS, searchType: 'x' } },
          'searchParams.searchType',
          'Please select a search type (Describe your product, List pain points, or Find unmet needs)',
        ],
        [
          { name: '201 signals', searchParams: SEARCH_PARAMS, signals: Array.from({ length: 201 }, (_, i) => payload(`b${i}`)) },
          'signals',
          'A saved search can hold at most 200 signals',
        ],
        [
          { name: 'Bad signal', searchParams: SEARCH_PARAMS, signals: [payload('ok'), { platform: 'reddit' }] },
          'signals.1.url',
          'url is required',
        ],
      ];
      for (const [body, field, error] of cases) {
        const res = await createSearch(alice.token, body);
        expect({ field, status: res.status, json: res.json }).toEqual({ field, status: 400, json: { error, field } });
      }

      const huge = await call(server, 'POST', '/api/searches', {
        token: alice.token,
        body: {
          name: 'Huge',
          searchParams: SEARCH_PARAMS,
          signals: Array.from({ length: 150 }, (_, i) => payload(`h${i}`, { snippet: 's'.repeat(2000) })),
        },
      });
      expect(huge.status).toBe(413);
      expect(huge.headers.get('content-type')).toMatch(/^application\/json/);
      expect(huge.json).toEqual({ error: 'Request body is too large' });
      const viaTrpc = await trpc(server, alice.token, 'mutation', 'saved.createSearch', {
        name: 'Huge',
        searchParams: SEARCH_PARAMS,
        pad: 'x'.repeat(300 * 1024),
      });
      expect(viaTrpc.status).toBe(413);

      expect(await count(schema.savedSearches, alice.user.id)).toBe(before);
      // The largest allowed saved search fits.
      const full = await createSearch(alice.token, {
        name: 'Full',
        searchParams: SEARCH_PARAMS,
        signals: Array.from({ length: 200 }, (_, i) => payload(`f${i}`)),
      });
      expect(full.status).toBe(201);
      expect(full.json.search.resultCount).toBe(200);
    });
  });

  describe('tRPC saved router', () => {
    it('saves, creates, lists, gets and deletes like REST, with clear input errors', async () => {
      const one = await trpc(server, bob.token, 'mutation', 'saved.saveSignal', {
        title: 'T',
        platform: 'youtube',
        url: 'https://www.youtube.com/watch?v=abc&lc=cmt1',
      });
      expect(one.status).toBe(200);
      expect(one.data).toMatchObject({
        success: true,
        signal: { signal_id: 'youtube:cmt1', urgency_level: 'Low', signal_type: 'Discussion', type: 'post' },
      });
      const many = await trpc(server, bob.token, 'mutation', 'saved.saveSignals', { signals: [payload('t1'), payload('t2')] });
      expect(many.data).toMatchObject({ success: true, saved: 2 });

      const created = await trpc(server, bob.token, 'mutation', 'saved.createSearch', {
        name: 'Bob via tRPC',
        searchParams: SEARCH_PARAMS,
        signals: [payload('t1')],
      });
      expect(created.status).toBe(200);
      const id = created.data.search.id as string;
      const listed = await trpc(server, bob.token, 'query', 'saved.listSearches');
      expect(listed.data.searches[0]).toEqual(created.data.search);
      expect((await trpc(server, bob.token, 'query', 'saved.getSearch', { id })).data).toEqual({ search: created.data.search });

      const bad = await trpc(server, bob.token, 'mutation', 'saved.createSearch', {
        name: 'x'.repeat(121),
        searchParams: SEARCH_PARAMS,
      });
      expect(bad.status).toBe(400);
      expect(bad.error?.message).toBe(SAVED_MESSAGES.nameTooLong);
      expect(bad.error?.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400, field: 'name' });

      expect((await trpc(server, bob.token, 'mutation', 'saved.deleteSearch', { id })).data).toEqual({ success: true });
      expect(
        (await trpc(server, bob.token, 'query', 'saved.listSearches')).data.searches.map((s: { id: string }) => s.id),
      ).not.toContain(id);
      expect((await trpc(server, '', 'query', 'saved.listSearches')).status).toBe(401);
    });
  });

  describe('re-run', () => {
    it('searches again through the search service, marks what is new, stores the new set and charges the quota', async () => {
      const carol = await registerUser(server, { email: `carol-${kind}@example.com` });
      // Saved earlier: one conversation the platforms still return, one they no longer do.
      const kept = { ...payload('inv001'), url: FIRST_ITEMS[0]!.url };
      const created = await createSearch(carol.token, {
        name: 'Invoices',
        searchParams: SEARCH_PARAMS,
        signals: [kept, payload('gone999')],
      });
      const id = created.json.search.id as string;
      const usedBefore = await usedResults(carol.token);

      const res = await trpc(server, carol.token, 'mutation', 'saved.rerunSearch', { id });
      expect(res.status).toBe(200);
      const { search, newSignals, response } = res.data;
      // The response is the search service's own, untouched.
      expect(response.upgrade_required).toBe(false);
      expect(response.overage_warning).toBe(false);
      expect(response.search_info).toMatchObject({
        requested_results: 25,
        actual_results: 3,
        businessIdea: SEARCH_PARAMS.businessIdea,
      });
      const found = response.results.map((s: { id: string }) => s.id).sort();
      expect(found).toEqual(['reddit:inv001', 'reddit:inv002', 'youtube:vidinv003']);
      expect(newSignals.map((s: { id: string }) => s.id).sort()).toEqual(['reddit:inv002', 'youtube:vidinv003']);
      expect(newSignals[0]).toHaveProperty('relevanceScore');

      // Re-run defaults (spec §9): 25 results, past week, intent level medium.
      expect(world.requests.map((r) => r.request.timeRange)).toEqual(['week', 'week']);
      expect(search.searchParams).toEqual({ ...SEARCH_PARAMS, intentLevel: 'medium', timeRange: 'week', maxResults: 25 });
      // Earlier finds stay, even the one the platforms no longer return.
      expect(search.resultCount).toBe(4);
      expect(search.newCount).toBe(2);
      expect(search.lastRunAt).toEqual(expect.any(String));
      expect(
        Object.fromEntries(search.signals.map((s: { signal_id: string; is_new: boolean }) => [s.signal_id, s.is_new])),
      ).toEqual({
        'reddit:inv001': false,
        'reddit:gone999': false,
        'reddit:inv002': true,
        'youtube:vidinv003': true,
      });
      expect(await usedResults(carol.token)).toBe(usedBefore + 3);
      expect((await call(server, 'GET', `/api/searches/${id}`, { token: carol.token })).json.search).toEqual(search);

      // Next time, only what appeared since is new; options are the dialog's.
      world.items.push(LATER_ITEM);
      world.requests.length = 0;
      const again = await call(server, 'POST', `/api/searches/${id}/rerun`, {
        token: carol.token,
        body: { maxResults: 10, timeRange: 'month' },
      });
      expect(again.status).toBe(200);
      expect(again.json.newSignals.map((s: { id: string }) => s.id)).toEqual(['reddit:inv005']);
      expect(again.json.search.resultCount).toBe(5);
      expect(
        again.json.search.signals.filter((s: { is_new: boolean }) => s.is_new).map((s: { signal_id: string }) => s.signal_id),
      ).toEqual(['reddit:inv005']);
      expect(again.json.search.searchParams).toMatchObject({ maxResults: 10, timeRange: 'month', intentLevel: 'medium' });
      expect(world.requests.map((r) => r.request.timeRange)).toEqual(['month', 'month']);
      expect(await usedResults(carol.token)).toBe(usedBefore + 7);
      expect(await db().select().from(schema.savedSignals).where(eq(schema.savedSignals.savedSearchId, id))).toHaveLength(5);
    });

    it('ranks by the judgements it counts, read once: a thumbs-down given while it searches waits for the next re-run', async () => {
      const gina = await registerUser(server, { email: `gina-${kind}@example.com` });
      const create = async (name: string) => (await createSearch(gina.token, { name, searchParams: SEARCH_PARAMS, signals: [] })).json.search.id as string;
      const [plain, judged] = [await create('Plain'), await create('Judged meanwhile')];
      const rerun = (id: string) => call(server, 'POST', `/api/searches/${id}/rerun`, { token: gina.token, body: {} });
      const ids = (results: Signal[]) => results.map((s) => s.id);

      const unjudged = await rerun(plain);
      expect(unjudged.json.judgements).toEqual({ up: 0, down: 0 });
      const results: Signal[] = unjudged.json.response.results;
      // A thumbs-down on its first result sinks it to the end whenever the ranking reads it.
      const first = results[0]!;
      const thumbsDown: FeedbackJudgement = { signalId: first.id, judgement: 'down', reason: 'off_topic', text: feedbackTextOf(first), relevance: first.relevanceScore };
      const steered = ids(rankWithFeedback(results, [thumbsDown], candidateOfSignal).map((r) => r.signal));
      expect(steered.at(-1)).toBe(first.id);

      // Given in another tab while the re-run asks the platforms: counted and ranked by alike, i.e. neither.
      world.whileSearching = () => setJudgement(db(), gina.user.id, { savedSearchId: judged }, thumbsDown);
      const meanwhile = await rerun(judged);
      expect(meanwhile.status, meanwhile.text).toBe(200);
      expect(meanwhile.json.judgements).toEqual({ up: 0, down: 0 });
      expect(ids(meanwhile.json.response.results)).toEqual(ids(results));

      world.whileSearching = undefined;
      const next = await rerun(judged);
      expect(next.json.judgements).toEqual({ up: 0, down: 1 });
      expect(ids(next.json.response.results)).toEqual(steered);
    });

    it('passes upgrade_required through on a free plan with nothing left, storing and charging nothing', async () => {
      const dave = await registerUser(server, { email: `dave-${kind}@example.com` });
      const created = await createSearch(dave.token, { name: 'Dave', searchParams: SEARCH_PARAMS, signals: [payload('d-old')] });
      const id = created.json.search.id as string;
      await setUsage(dave.user.id, { monthlyResultsUsed: 25 });

      const res = await trpc(server, dave.token, 'mutation', 'saved.rerunSearch', { id });
      expect(res.status).toBe(200);
      expect(res.data.newSignals).toEqual([]);
      expect(res.data.search).toEqual(created.json.search);
      expect(res.data.response).toMatchObject({
        upgrade_required: true,
        current_usage: 25,
        usage_limit: 25,
        results: [],
        search_info: null,
        plan_type: 'free',
      });
      expect(world.requests).toHaveLength(0);
      expect(await usedResults(dave.token)).toBe(25);
      expect((await call(server, 'GET', `/api/searches/${id}`, { token: dave.token })).json.search).toEqual(created.json.search);
    });

    it('passes overage_warning through on a paid plan past its quota, and delivers once confirmed', async () => {
      const erin = await registerUser(server, { email: `erin-${kind}@example.com` });
      const created = await createSearch(erin.token, { name: 'Erin', searchParams: SEARCH_PARAMS, signals: [] });
      const id = created.json.search.id as string;
      await setUsage(erin.user.id, { plan: 'starter', maxResults: 150, monthlyResultsUsed: 150 });

      const warned = await call(server, 'POST', `/api/searches/${id}/rerun`, { token: erin.token, body: { maxResults: 5 } });
      expect(warned.status).toBe(200);
      expect(warned.json.response).toMatchObject({
        overage_warning: true,
        overage_count: 5,
        overage_blocks: 1,
        overage_cost: 0.5,
        plan_type: 'starter',
        next_billing_date: expect.any(String),
      });
      expect(warned.json.search.lastRunAt).toBeNull();
      expect(world.requests).toHaveLength(0);

      const confirmed = await trpc(server, erin.token, 'mutation', 'saved.rerunSearch', {
        id,
        maxResults: 5,
        confirmOverage: true,
      });
      expect(confirmed.data.response.overage_warning).toBe(false);
      expect(confirmed.data.newSignals).toHaveLength(3);
      expect(confirmed.data.search.resultCount).toBe(3);
      expect(await usedResults(erin.token)).toBe(153);
    });

    it('checks its options', async () => {
      const created = await createSearch(alice.token, { name: 'Options', searchParams: SEARCH_PARAMS, signals: [] });
      const res = await trpc(server, alice.token, 'mutation', 'saved.rerunSearch', {
        id: created.json.search.id,
        maxResults: 101,
      });
      expect(res.status).toBe(400);
      expect(res.error?.data.field).toBe('maxResults');
      expect(res.error?.message).toBe('Max results must be at most 100');
      expect(world.requests).toHaveLength(0);
    });
  });
});
