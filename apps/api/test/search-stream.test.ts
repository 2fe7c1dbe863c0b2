/**
 * search.stream over real HTTP, through the tRPC client the web app uses (httpBatchStreamLink):
 * a new search's first signals arrive while its second pass is still out (the platform stand-in
 * holds it), then the same answer search.run gives, charged once. A client that leaves does not
 * stop the search: it completes, stores and charges once; a search that fails charges nothing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createTRPCClient, httpBatchStreamLink, TRPCClientError } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { schema } from '@firstsignal/db';
import { testDbKinds } from '@firstsignal/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchEvent } from '../src/routers/search/stream';
import type { AppRouter } from '../src/trpc/root';
import { call, registerUser, setBilling, startTestServer, TEST_DATABASE_URL, type TestServer } from './support/harness';
import { FIRST_PASS, IDEA, OWN_WORDS } from './support/feedback-world';
import { startPlatformServer, type PlatformServer } from './support/platform-server';

/** The second pass asks with the words the first results share, never the founder's (search-feedback.test.ts). */
const SECOND_PASS = /retainer|bookkeeper/i;
const HOUR = 3_600_000;
const ids = (results: { id: string }[]) => results.map((r) => r.id);

describe.each(testDbKinds(TEST_DATABASE_URL))('a streamed search on %s', (kind) => {
  let platforms: PlatformServer;
  let server: TestServer;
  let gate: Promise<void> | null = null;
  let release = () => {};
  let clock = Date.now();

  beforeAll(async () => {
    platforms = await startPlatformServer(
      { posts: [...FIRST_PASS, OWN_WORDS], videos: [] },
      { hold: (c) => (gate && SECOND_PASS.test(c.query.get('q') ?? '') ? gate : undefined) },
    );
    server = await startTestServer({ db: kind, env: platforms.env, now: () => new Date(clock) });
  }, 120_000);
  afterAll(async () => {
    release();
    await server?.close();
    await platforms?.close();
  }, 120_000);
  beforeEach(async () => {
    // Every search goes to the platforms (and so meets the hold): no cached answer is fresh an hour on.
    clock += HOUR;
    gate = new Promise((resolve) => (release = resolve));
  });

  function stream(token: string, body: object, signal?: AbortSignal) {
    const client = createTRPCClient<AppRouter>({ links: [httpBatchStreamLink({ url: `${server.url}/trpc`, headers: { authorization: `Bearer ${token}` } })] });
    return client.search.stream.mutate(body as never, signal ? { signal } : {}) as Promise<AsyncIterable<SearchEvent>>;
  }
  const usageOf = async (token: string) => (await call(server, 'GET', '/api/user/usage', { token })).json.data;
  const ledger = (userId: string) => server.app.services.db.select().from(schema.usageLedger).where(eq(schema.usageLedger.userId, userId));
  const runs = (userId: string) => server.app.services.db.select().from(schema.searchRuns).where(eq(schema.searchRuns.userId, userId));

  it('shows the first page before the second pass ends, then the final answer, charged once', async () => {
    const { token, user } = await registerUser(server);
    const events = (await stream(token, IDEA))[Symbol.asyncIterator]();

    const first = (await events.next()).value as SearchEvent;
    expect(first.kind).toBe('first');
    if (first.kind !== 'first') return;
    expect(ids(first.results)).toContain('reddit:fb003');
    expect(ids(first.results)).not.toContain('reddit:fb005');
    expect(first.platforms.reddit).toMatchObject({ status: 'ok' });
    // Shown, not yet delivered: nothing charged, nothing stored while the second pass is out.
    expect((await usageOf(token)).results_used).toBe(0);
    expect(await runs(user.id)).toEqual([]);

    release();
    const done = (await events.next()).value as SearchEvent;
    expect(done.kind).toBe('done');
    if (done.kind !== 'done') return;
    const { response } = done;
    expect(ids(response.results)).toContain('reddit:fb005');
    expect(response.current_usage).toBe(response.results.length);
    expect(response.search_info).toMatchObject({ actual_results: response.results.length, offset: 0 });
    expect((await events.next()).done).toBe(true);

    expect((await ledger(user.id)).map((row) => row.results)).toEqual([response.results.length]);
    expect((await usageOf(token)).results_used).toBe(response.results.length);
    expect((await runs(user.id)).map((r) => [r.id, r.deliveredResults])).toEqual([[response.search_info!.search_id, response.results.length]]);
  });

  it('shows no more first signals than the quota lets the search deliver', async () => {
    const { token, user } = await registerUser(server);
    await setBilling(server, user.id, { monthlyResultsUsed: 23 });
    const events = (await stream(token, IDEA))[Symbol.asyncIterator]();
    const first = (await events.next()).value as SearchEvent;
    expect(first.kind === 'first' && first.results.length).toBe(2);
    release();
    const done = (await events.next()).value as SearchEvent;
    if (done.kind !== 'done') throw new Error(`expected the answer, got ${done.kind}`);
    expect(done.response.results).toHaveLength(2);
    expect(done.response.search_info?.limited_by_quota).toBe(true);
    expect((await ledger(user.id)).map((row) => row.results)).toEqual([2]);
  });

  it('completes, stores and charges once a search whose client left after the first signals', async () => {
    const { token, user } = await registerUser(server);
    // The server's side of the stream's request: closed when the client goes.
    let closed!: Promise<void>;
    const watch = (req: IncomingMessage, res: ServerResponse) => {
      if (req.url?.includes('search.stream')) closed = new Promise((resolve) => res.once('close', () => resolve()));
    };
    server.app.server.on('request', watch);
    const leave = new AbortController();
    try {
      const events = (await stream(token, IDEA, leave.signal))[Symbol.asyncIterator]();
      expect(((await events.next()).value as SearchEvent).kind).toBe('first');
      leave.abort();
      await closed;
    } finally {
      server.app.server.off('request', watch);
    }
    expect(await ledger(user.id)).toEqual([]);

    release();
    await vi.waitFor(async () => expect(await ledger(user.id)).toHaveLength(1), { timeout: 60_000, interval: 50 });
    const [charged] = await ledger(user.id);
    const [run] = await runs(user.id);
    expect(run!.deliveredResults).toBe(charged!.results);
    expect(charged!.runId ?? run!.id).toBe(run!.id);
    expect((await usageOf(token)).results_used).toBe(charged!.results);
    // The run is in the history, to reopen.
    const reopened = await call(server, 'GET', `/trpc/search.stored?input=${encodeURIComponent(JSON.stringify({ id: run!.id }))}`, { token });
    expect(ids(reopened.json.result.data.results)).toContain('reddit:fb005');
  });

  it('says why a search failed on every platform, with the platforms, and charges nothing', async () => {
    const { token, user } = await registerUser(server);
    platforms.behaviour.redditFault = 'server error';
    platforms.behaviour.youtubeFault = 'server error';
    try {
      const error = await (async () => {
        for await (const event of await stream(token, IDEA)) throw new Error(`unexpected ${event.kind}`);
      })().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCClientError);
      const failed = error as TRPCClientError<AppRouter>;
      expect(failed.message).toMatch(/^Search failed\. Reddit: failed; YouTube: failed\.$/);
      expect(failed.data).toMatchObject({ httpStatus: 503, platforms: { reddit: { status: 'failed' }, youtube: { status: 'failed' } } });
    } finally {
      platforms.behaviour.redditFault = undefined;
      platforms.behaviour.youtubeFault = undefined;
    }
    expect(await ledger(user.id)).toEqual([]);
    expect(await runs(user.id)).toEqual([]);
  });
});
