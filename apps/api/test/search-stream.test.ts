/**
 * search.stream over real HTTP, through the tRPC client the web app uses (httpBatchStreamLink):
 * a new search's first signals arrive as soon as a platform's search calls answer, while its
 * threads, the slower platforms and the second pass are still out (the platform stand-in holds
 * them: the order of events is asserted, never times), each later ranking of them as more comes,
 * then the same answer search.run gives, charged once. Nothing streamed is stored or charged. A
 * client that leaves does not stop the search: it completes, stores and charges once; a search
 * that fails charges nothing.
 */
import type { RecordedCall } from '@firstsignal/sources/testing';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createTRPCClient, httpBatchStreamLink, TRPCClientError } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { schema } from '@firstsignal/db';
import { testDbKinds } from '@firstsignal/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchEvent } from '../src/routers/search/stream';
import type { AppRouter } from '../src/trpc/root';
import { call, registerUser, setBilling, startTestServer, TEST_DATABASE_URL, type TestServer } from './support/harness';
import type { WorldPost } from './support/conversations';
import { FIRST_PASS, IDEA, OWN_WORDS } from './support/feedback-world';
import { startPlatformServer, type PlatformServer } from './support/platform-server';

/** The second pass asks with the words the first results share, never the founder's (search-feedback.test.ts). */
const SECOND_PASS = /retainer|bookkeeper/i;
const HOUR = 3_600_000;
const ids = (results: { id: string }[]) => results.map((r) => r.id);

/** A thread worth opening, its title in real-world text (emoji, a ZWJ sequence, Hebrew): its comment comes only with the thread. */
const THREAD: WorldPost = {
  id: 'fb008',
  subreddit: 'freelance',
  author: 'u_fb008',
  title: 'Invoice reminders for freelancers 🧾👩🏽‍💻 תזכורות לחשבוניות',
  selftext: 'I chase every late invoice by hand. Is there a tool that sends invoice reminders automatically? I would pay for it.',
  score: 30,
  createdDaysAgo: 2,
  comments: [{ id: 'fb008c1', author: 'u_fb008c1', body: 'Same for me: I would pay today for automatic invoice reminders 🙏 my clients ignore every email.', score: 9 }],
};
const COMMENT = 'reddit:fb008c1';
const YOUTUBE = (c: RecordedCall) => c.query.has('key');
const THREADS = (c: RecordedCall) => c.path.startsWith('/comments/');

/** The next event of a stream, which must have one. */
async function next(events: AsyncIterator<SearchEvent>): Promise<SearchEvent> {
  const { value, done } = await events.next();
  if (done) throw new Error('the stream ended early');
  return value;
}

describe.each(testDbKinds(TEST_DATABASE_URL))('a streamed search on %s', (kind) => {
  let platforms: PlatformServer;
  let server: TestServer;
  /** Calls the stand-in holds until their gate opens; the first that matches holds a call. */
  let holds: { matches: (c: RecordedCall) => boolean; gate: Promise<void>; open: () => void }[] = [];
  let release = () => {};
  let clock = Date.now();
  const hold = (matches: (c: RecordedCall) => boolean) => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    holds.push({ matches, gate, open });
    return open;
  };

  beforeAll(async () => {
    platforms = await startPlatformServer({ posts: [...FIRST_PASS, OWN_WORDS, THREAD], videos: [] }, { hold: (c) => holds.find((h) => h.matches(c))?.gate });
    server = await startTestServer({ db: kind, env: platforms.env, now: () => new Date(clock) });
  }, 120_000);
  afterAll(async () => {
    for (const h of holds) h.open();
    await server?.close();
    await platforms?.close();
  }, 120_000);
  beforeEach(async () => {
    // Every search goes to the platforms (and so meets the hold): no cached answer is fresh an hour on.
    clock += HOUR;
    for (const h of holds) h.open();
    holds = [];
    release = hold((c) => SECOND_PASS.test(c.query.get('q') ?? ''));
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

    const first = await next(events);
    expect(first.kind).toBe('first');
    if (first.kind !== 'first') return;
    expect(ids(first.results)).toContain('reddit:fb003');
    expect(ids(first.results)).not.toContain('reddit:fb005');
    // Shown, not yet delivered: nothing charged, nothing stored while the second pass is out.
    expect((await usageOf(token)).results_used).toBe(0);
    expect(await runs(user.id)).toEqual([]);

    release();
    // Later rankings of the first pass may come before the answer; never the second pass's finds.
    let done = await next(events);
    while (done.kind === 'first') {
      expect(ids(done.results)).not.toContain('reddit:fb005');
      done = await next(events);
    }
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
    // Every ranking of the first signals, the whole first pass's too, before the second pass is let go.
    const threads = hold(THREADS);
    const events = (await stream(token, IDEA))[Symbol.asyncIterator]();
    const first = await next(events);
    expect(first.kind === 'first' && first.results.length).toBe(2);
    threads();
    let done = await next(events);
    for (; done.kind === 'first'; done = await next(events)) {
      expect(done.results).toHaveLength(2);
      if (done.platforms.reddit) release();
    }
    expect(done.response.results).toHaveLength(2);
    expect(done.response.search_info?.limited_by_quota).toBe(true);
    expect((await ledger(user.id)).map((row) => row.results)).toEqual([2]);
  });

  it("shows the first signals once a platform's search calls answer, before its threads and the slower platforms, and ranks again as they answer", async () => {
    const { token, user } = await registerUser(server);
    const threads = hold(THREADS);
    const youtube = hold(YOUTUBE);
    const events = (await stream(token, IDEA))[Symbol.asyncIterator]();

    // Reddit's search calls have answered; its threads and every YouTube call are still held.
    const first = await next(events);
    if (first.kind !== 'first') throw new Error(`expected the first signals, got ${first.kind}`);
    expect(ids(first.results)).toEqual(expect.arrayContaining(['reddit:fb003', 'reddit:fb008']));
    expect(ids(first.results)).not.toContain(COMMENT);
    expect(first.results.find((r) => r.id === 'reddit:fb008')?.title).toBe(THREAD.title);
    // No platform's pass has ended: none is reported yet.
    expect(first.platforms).toEqual({});
    expect((await usageOf(token)).results_used).toBe(0);
    expect(await runs(user.id)).toEqual([]);

    // The thread answers: Reddit's pass ends, ranked again with its comment; YouTube is still held.
    threads();
    const withThread = await next(events);
    if (withThread.kind !== 'first') throw new Error(`expected a new ranking, got ${withThread.kind}`);
    expect(ids(withThread.results)).toContain(COMMENT);
    expect(Object.keys(withThread.platforms)).toEqual(['reddit']);
    expect(withThread.platforms.reddit).toMatchObject({ status: 'ok' });

    // YouTube answers: reported, and the search goes on to its second pass.
    youtube();
    const withYoutube = await next(events);
    if (withYoutube.kind !== 'first') throw new Error(`expected a new ranking, got ${withYoutube.kind}`);
    expect(withYoutube.platforms).toMatchObject({ reddit: { status: 'ok' }, youtube: { status: 'ok' } });
    expect((await usageOf(token)).results_used).toBe(0);
    expect(await ledger(user.id)).toEqual([]);
    expect(await runs(user.id)).toEqual([]);

    release();
    const done = await next(events);
    if (done.kind !== 'done') throw new Error(`expected the answer, got ${done.kind}`);
    expect(ids(done.response.results)).toEqual(expect.arrayContaining(['reddit:fb005', COMMENT]));
    expect((await events.next()).done).toBe(true);
    // One charge, for the answer only.
    expect((await ledger(user.id)).map((row) => row.results)).toEqual([done.response.results.length]);
    expect((await runs(user.id)).map((r) => r.deliveredResults)).toEqual([done.response.results.length]);
  });

  it("leaves a search's exclusions out of every ranking it streams", async () => {
    const { token } = await registerUser(server);
    const threads = hold(THREADS);
    const events = (await stream(token, { ...IDEA, exclusions: { authors: ['u_fb003'], words: ['תזכורות'] } }))[Symbol.asyncIterator]();
    const first = await next(events);
    if (first.kind !== 'first') throw new Error(`expected the first signals, got ${first.kind}`);
    expect(ids(first.results)).toContain('reddit:fb001');
    threads();
    release();
    const streamed = [first];
    let done = await next(events);
    for (; done.kind === 'first'; done = await next(events)) streamed.push(done);
    for (const event of streamed) expect(ids(event.results)).not.toEqual(expect.arrayContaining(['reddit:fb003']));
    for (const event of streamed) expect(ids(event.results).filter((id) => id.startsWith('reddit:fb008'))).toEqual([]);
    expect(ids(done.response.results)).not.toContain('reddit:fb003');
    expect(done.response.search_info?.excluded_results).toBeGreaterThan(0);
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
