/**
 * Relevance feedback over real HTTP (issue 25 §1): thumbs up / down on a run's and a saved
 * search's signals (REST and tRPC), undo, clear messages for bad input, another user's search
 * never seen nor applied, and load more revealing the run's next results in feedback's order.
 */
import { and, asc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateOfSignal, FEEDBACK_MESSAGES, rerankWithFeedback, type FeedbackJudgement, type Signal } from '@firstsignal/core';
import { schema } from '@firstsignal/db';
import { testDbKinds } from '@firstsignal/db/testing';
import { rankWithFeedback } from '../src/feedback/model';
import { call, registerUser, TEST_DATABASE_URL } from './support/harness';
import { createWorld, FIRST_ITEMS, post, SEARCH_PARAMS, startWorldServer, trpc } from './support/saved-world';

type Server = Awaited<ReturnType<typeof startWorldServer>>;

const ITEMS = [
  ...FIRST_ITEMS,
  post('reddit', 'spam01', 'Invoice tool for freelancers 🚀 free trial, link in bio', 'Try InvoiceRocket, the invoice tool for freelancers. Discount code in bio, free trial, link in bio.'),
  post('reddit', 'spam02', 'Free invoice tool for freelancers: discount code inside', 'InvoiceRocket free trial for freelancers, link in bio, use the discount code for invoices.'),
  post('reddit', 'inv006', 'Freelancer here, invoices take my whole Sunday', 'Every month I lose a day to invoices and chasing late clients. I need a simple invoice tool, would pay.'),
];

describe.each(testDbKinds(TEST_DATABASE_URL))('relevance feedback on %s', (kind) => {
  let server: Server;
  let alice: Awaited<ReturnType<typeof registerUser>>;
  let bob: Awaited<ReturnType<typeof registerUser>>;
  let runId: string;
  let first: Signal;
  /** The signals the search showed alice (its first page). */
  let revealed: Signal[];

  beforeAll(async () => {
    server = await startWorldServer(kind, createWorld(ITEMS));
    [alice, bob] = [await registerUser(server, { email: 'alice@example.com' }), await registerUser(server, { email: 'bob@example.com' })];
    const search = await call(server, 'POST', '/api/search', { token: alice.token, body: { ...SEARCH_PARAMS, maxResults: 5 } });
    expect(search.status, search.text).toBe(200);
    runId = search.json.search_info.search_id;
    first = search.json.results[0];
    revealed = search.json.results;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('records a thumbs-down with its why, lists it, and undoes it', async () => {
    const set = await call(server, 'PUT', '/api/feedback', { token: alice.token, body: { searchId: runId, signalId: first.id, judgement: 'down', reason: 'spam' } });
    expect(set.status, set.text).toBe(200);
    expect(set.json.judgements).toEqual([
      { signalId: first.id, judgement: 'down', reason: 'spam', text: `${first.title}\n${first.snippet}`, relevance: first.relevanceScore },
    ]);
    const listed = await call(server, 'GET', `/api/feedback?searchId=${runId}`, { token: alice.token });
    expect(listed.json).toEqual(set.json);
    const undone = await trpc(server, alice.token, 'mutation', 'feedback.set', { searchId: runId, signalId: first.id, judgement: null });
    expect(undone.data).toEqual({ judgements: [], closeness: {} });
  });

  it("gives each shown signal's closeness in meaning, so cards ranked with it beside their words come in the server's order", async () => {
    const set = await call(server, 'PUT', '/api/feedback', { token: alice.token, body: { searchId: runId, signalId: first.id, judgement: 'up' } });
    expect(set.status, set.text).toBe(200);
    const { judgements, closeness } = set.json as { judgements: FeedbackJudgement[]; closeness: Record<string, { toUp: number; toDown: number }> };
    expect(Object.keys(closeness).sort()).toEqual(revealed.map((s) => s.id).sort());
    // Nothing was marked not relevant: no pull away from anything.
    expect(Object.values(closeness).every((c) => c.toDown === 0)).toBe(true);
    // The judged signal is the closest to what was marked relevant.
    expect(Math.max(...Object.values(closeness).map((c) => c.toUp))).toBe(closeness[first.id]!.toUp);
    // As the web ranks its cards (core's model, the server's closeness beside the words) and as the server ranks them (its table's vectors).
    const onCards = rerankWithFeedback(revealed, judgements, (s) => ({ ...candidateOfSignal(s), closeness: closeness[s.id]! })).map((r) => r.signal.id);
    expect(onCards).toEqual(rankWithFeedback(revealed, judgements, candidateOfSignal).map((r) => r.signal.id));
    await call(server, 'PUT', '/api/feedback', { token: alice.token, body: { searchId: runId, signalId: first.id, judgement: null } });
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['an unknown signal', { signalId: 'reddit:nope', judgement: 'up' }, 404, FEEDBACK_MESSAGES.unknownSignal],
    ['a bad reason', { signalId: 'reddit:inv001', judgement: 'down', reason: 'boring' }, 400, FEEDBACK_MESSAGES.reason],
    ['a reason on a thumbs-up', { signalId: 'reddit:inv001', judgement: 'up', reason: 'spam' }, 400, FEEDBACK_MESSAGES.reasonOnlyDown],
  ])('refuses %s with a clear message', async (_name, body, status, message) => {
    const res = await call(server, 'PUT', '/api/feedback', { token: alice.token, body: { searchId: runId, ...body } });
    expect(res.status).toBe(status);
    expect(res.json.error).toBe(message);
  });

  it("never shows or applies another user's feedback", async () => {
    await call(server, 'PUT', '/api/feedback', { token: alice.token, body: { searchId: runId, signalId: first.id, judgement: 'up' } });
    for (const res of [
      await call(server, 'GET', `/api/feedback?searchId=${runId}`, { token: bob.token }),
      await call(server, 'PUT', '/api/feedback', { token: bob.token, body: { searchId: runId, signalId: first.id, judgement: 'down' } }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.error).toBe(FEEDBACK_MESSAGES.searchNotFound);
    }
    const bobs = await call(server, 'POST', '/api/search', { token: bob.token, body: { ...SEARCH_PARAMS, maxResults: 5 } });
    expect((await call(server, 'GET', `/api/feedback?searchId=${bobs.json.search_info.search_id}`, { token: bob.token })).json).toEqual({ judgements: [], closeness: {} });
    expect((await call(server, 'GET', `/api/feedback?searchId=${runId}`, { token: alice.token })).json.judgements).toHaveLength(1);
  });

  it("load more reveals the run's next results in feedback's order", async () => {
    const unrevealed = async () =>
      (
        await server.db
          .select({ signal: schema.searchResults.signal })
          .from(schema.searchResults)
          .where(and(eq(schema.searchResults.runId, runId), gte(schema.searchResults.rank, 5)))
          .orderBy(asc(schema.searchResults.rank))
      ).map((r) => r.signal as unknown as Signal);
    const before = await unrevealed();
    expect(before.length).toBeGreaterThan(0);
    const judgements = (await call(server, 'GET', `/api/feedback?searchId=${runId}`, { token: alice.token })).json.judgements;
    const expected = rankWithFeedback(before, judgements, candidateOfSignal).map((r) => r.signal.id);
    const more = await call(server, 'POST', '/api/search', { token: alice.token, body: { ...SEARCH_PARAMS, maxResults: 5, offset: 5, limit: 5, search_id: runId } });
    expect(more.status, more.text).toBe(200);
    expect(more.json.results.map((s: Signal) => s.id)).toEqual(expected.slice(0, 5));
  });

  it('takes judgements on a saved search’s signals, and none on a signal it does not hold', async () => {
    const saved = await call(server, 'POST', '/api/searches', { token: alice.token, body: { name: 'Invoices', searchParams: SEARCH_PARAMS, signals: [first] } });
    const id = saved.json.search.id as string;
    const ok = await trpc(server, alice.token, 'mutation', 'feedback.set', { savedSearchId: id, signalId: first.id, judgement: 'down', reason: 'already_solved' });
    expect(ok.data.judgements[0]).toMatchObject({ signalId: first.id, judgement: 'down', reason: 'already_solved' });
    const missing = await call(server, 'PUT', '/api/feedback', { token: alice.token, body: { savedSearchId: id, signalId: 'reddit:nope', judgement: 'up' } });
    expect(missing.json.error).toBe(FEEDBACK_MESSAGES.unknownSignal);
    const both = await call(server, 'GET', `/api/feedback?searchId=${runId}&savedSearchId=${id}`, { token: alice.token });
    expect([both.status, both.json.error]).toEqual([400, FEEDBACK_MESSAGES.search]);
  });

  it('carries a current search’s judgements over when it is saved: the owner’s only', async () => {
    await call(server, 'PUT', '/api/feedback', { token: alice.token, body: { searchId: runId, signalId: first.id, judgement: 'up' } });
    const onRun = (await call(server, 'GET', `/api/feedback?searchId=${runId}`, { token: alice.token })).json.judgements;
    expect(onRun).toContainEqual(expect.objectContaining({ signalId: first.id, judgement: 'up' }));
    const body = { name: 'Invoices 🧾 judged', searchParams: SEARCH_PARAMS, signals: [first], searchId: runId };
    const saved = await call(server, 'POST', '/api/searches', { token: alice.token, body });
    expect(saved.status, saved.text).toBe(201);
    const carried = await call(server, 'GET', `/api/feedback?savedSearchId=${saved.json.search.id}`, { token: alice.token });
    expect(carried.json.judgements).toEqual(onRun);
    // Its closeness covers the signals the saved search holds: here the one it was saved with.
    expect(Object.keys(carried.json.closeness)).toEqual([first.id]);
    // Its re-run is ranked by them and says how many (REST answer; the CLI prints it).
    const rerun = await call(server, 'POST', `/api/searches/${saved.json.search.id}/rerun`, { token: alice.token, body: { maxResults: 5 } });
    expect(rerun.status, rerun.text).toBe(200);
    const count = (j: 'up' | 'down') => onRun.filter((x: { judgement: string }) => x.judgement === j).length;
    expect(rerun.json.judgements).toEqual({ up: count('up'), down: count('down') });
    expect(rerun.json.judgements.up).toBeGreaterThan(0);
    // Bob naming Alice's run is told it is not found, saves nothing and sees none of her judgements.
    const bobsSearches = async () => (await call(server, 'GET', '/api/searches', { token: bob.token })).json.searches.length as number;
    const before = await bobsSearches();
    const bobs = await trpc(server, bob.token, 'mutation', 'saved.createSearch', body);
    expect(bobs.status).toBe(404);
    expect(bobs.error?.message).toBe('Search not found');
    expect(await bobsSearches()).toBe(before);
  });
});
