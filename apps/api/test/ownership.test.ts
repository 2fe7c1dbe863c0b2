/**
 * Ownership, for every endpoint at once: one table classifies every tRPC procedure and REST path
 * the app serves (read from the app, so a new one without an entry fails here). Each one that
 * takes an id of a user's row is tried by Bob on Alice's rows: 404, and Alice's rows read the
 * same afterwards. Then Alice makes the same calls and gets through, so the 404s were not typos.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@firstsignal/db';
import { testDbKinds } from '@firstsignal/db/testing';
import { procedures, routeName, routes } from './support/endpoints';
import { startAiServer, type AiServer } from './support/ai-server';
import { call, registerUser, TEST_DATABASE_URL } from './support/harness';
import { createWorld, SEARCH_PARAMS, startWorldServer, trpc } from './support/saved-world';

type Server = Awaited<ReturnType<typeof startWorldServer>>;

/** Alice's rows that an id can name. */
interface Rows {
  run: string;
  /** A signal of Alice's run (and saved search). */
  signal: string;
  search: string;
  /** Saved searches only the delete entries remove, one each. */
  doomedViaRest: string;
  doomedViaTrpc: string;
  /** Alice's API key's id. */
  apiKey: string;
}

type Attempt = (server: Server, token: string, rows: Rows) => Promise<{ status: number }>;

type Entry =
  /** Takes the id of a user's row: another user gets 404 and changes nothing. */
  | { kind: 'owned'; attempt: Attempt }
  /** Takes no id: it reads or writes the caller's own rows, found through the session. */
  | { kind: 'caller only' }
  /** Reached without an account; `why` says what keeps it safe. */
  | { kind: 'public'; why: string }
  /** Takes ids inside its own protocol, with API keys only (sessions get 401): tried with another user's key where it is tested. */
  | { kind: 'tested with keys'; where: string };

const own: Entry = { kind: 'caller only' };
const query =
  (path: string, input: (rows: Rows) => unknown): Attempt =>
  (server, token, rows) =>
    trpc(server, token, 'query', path, input(rows));
const mutation =
  (path: string, input: (rows: Rows) => unknown): Attempt =>
  (server, token, rows) =>
    trpc(server, token, 'mutation', path, input(rows));
const rest =
  (method: string, path: (rows: Rows) => string, body?: (rows: Rows) => unknown): Attempt =>
  (server, token, rows) =>
    call(server, method, path(rows), { token, body: body?.(rows) });
const loadMore = (rows: Rows) => ({ ...SEARCH_PARAMS, offset: 5, limit: 5, search_id: rows.run });
const daily = (rows: Rows) => ({ id: rows.search, enabled: true, frequency: 'daily', hour: 9, timeZone: 'UTC' });

/** Every procedure, in the order the owner replays them (deletes last). */
const PROCEDURES: Record<string, Entry> = {
  'auth.me': own,
  'account.get': own,
  'account.update': own,
  'account.delete': own,
  'billing.summary': own,
  'config.status': { kind: 'public', why: 'which features are configured; no user data' },
  'ai.draftReply': { kind: 'owned', attempt: mutation('ai.draftReply', (r) => ({ searchId: r.run, signalId: r.signal })) },
  'events.track': own,
  'usage.get': own,
  'search.history': own,
  'search.stored': { kind: 'owned', attempt: query('search.stored', (r) => ({ id: r.run })) },
  'search.run': { kind: 'owned', attempt: mutation('search.run', loadMore) },
  'search.stream': own,
  'search.themes': { kind: 'owned', attempt: query('search.themes', (r) => ({ id: r.run })) },
  'search.exclude': { kind: 'owned', attempt: mutation('search.exclude', (r) => ({ id: r.run, exclusions: { words: ['crypto airdrop'] } })) },
  'saved.searchThemes': { kind: 'owned', attempt: query('saved.searchThemes', (r) => ({ id: r.search })) },
  'feedback.list': { kind: 'owned', attempt: query('feedback.list', (r) => ({ searchId: r.run })) },
  'feedback.set': { kind: 'owned', attempt: mutation('feedback.set', (r) => ({ searchId: r.run, signalId: r.signal, judgement: 'up' })) },
  'search.audiences': { kind: 'owned', attempt: query('search.audiences', (r) => ({ id: r.run })) },
  'saved.searchAudiences': { kind: 'owned', attempt: query('saved.searchAudiences', (r) => ({ id: r.search })) },
  'saved.saveSignal': own,
  'saved.saveSignals': own,
  // The run named is the one whose judgements the new saved search keeps.
  'saved.createSearch': { kind: 'owned', attempt: mutation('saved.createSearch', (r) => ({ name: 'Mine now', searchParams: SEARCH_PARAMS, signals: [], searchId: r.run })) },
  'saved.listSearches': own,
  'saved.getSearch': { kind: 'owned', attempt: query('saved.getSearch', (r) => ({ id: r.search })) },
  'saved.rerunSearch': { kind: 'owned', attempt: mutation('saved.rerunSearch', (r) => ({ id: r.search })) },
  'saved.setExclusions': { kind: 'owned', attempt: mutation('saved.setExclusions', (r) => ({ id: r.search, exclusions: { words: ['crypto airdrop'] } })) },
  'monitoring.list': own,
  'monitoring.newCount': own,
  'monitoring.set': { kind: 'owned', attempt: mutation('monitoring.set', daily) },
  'monitoring.markSeen': { kind: 'owned', attempt: mutation('monitoring.markSeen', (r) => ({ id: r.search })) },
  'monitoring.createFeed': { kind: 'owned', attempt: mutation('monitoring.createFeed', (r) => ({ id: r.search })) },
  'monitoring.revokeFeed': { kind: 'owned', attempt: mutation('monitoring.revokeFeed', (r) => ({ id: r.search })) },
  'notifications.get': own,
  'notifications.update': own,
  'notifications.test': own,
  'apiKeys.list': own,
  'apiKeys.create': own,
  'apiKeys.revoke': { kind: 'owned', attempt: mutation('apiKeys.revoke', (r) => ({ id: r.apiKey })) },
  'saved.deleteSearch': { kind: 'owned', attempt: mutation('saved.deleteSearch', (r) => ({ id: r.doomedViaTrpc })) },
};

/** Fields named like ids that name no user's row: the platform post or comment a signal is. */
const NOT_ROW_IDS: Record<string, string[]> = {
  'saved.saveSignal': ['signal_id', 'comment_id'],
  'feedback.set': ['signalId'],
};

const ROUTES: Record<string, Entry> = {
  'GET /health': { kind: 'public', why: 'liveness and platform configuration; no user data' },
  'GET /api/openapi.json': { kind: 'public', why: 'the API description; no user data' },
  'GET /api/docs': { kind: 'public', why: 'the API reference page; no user data' },
  'GET /api/docs/': { kind: 'public', why: 'the API reference page; no user data' },
  'GET /api/docs/static/index.html': { kind: 'public', why: 'redirects to the reference page' },
  'GET /api/docs/static/swagger-initializer.js': { kind: 'public', why: "the reference page's script" },
  'GET /api/docs/*': { kind: 'public', why: "the reference page's packaged files" },
  'GET /api/docs/json': { kind: 'public', why: 'the API description, as the reference page reads it' },
  'GET /api/docs/yaml': { kind: 'public', why: 'the API description as YAML' },
  'POST /api/auth/register': own,
  'POST /api/auth/login': own,
  'POST /api/auth/logout': own,
  'GET /api/auth/me': own,
  'POST /api/auth/verify-email': { kind: 'public', why: 'the mailed 256-bit random token is the proof; only its hash is stored, and it works once' },
  'POST /api/auth/verify-email/resend': own,
  'GET /api/auth/google': { kind: 'public', why: 'starts the OpenID flow' },
  'GET /api/auth/google/callback': { kind: 'public', why: 'state and PKCE verifier cookies bind it to the browser that started' },
  'POST /api/create-checkout-session': own,
  'POST /api/create-customer-portal-session': own,
  'POST /api/stripe/webhook': { kind: 'public', why: 'refused unless signed with the webhook secret' },
  'GET /api/user/profile': own,
  'PUT /api/user/profile': own,
  'GET /api/user/usage': own,
  'GET /api/feedback': { kind: 'owned', attempt: rest('GET', (r) => `/api/feedback?savedSearchId=${r.search}`) },
  'PUT /api/feedback': { kind: 'owned', attempt: rest('PUT', () => '/api/feedback', (r) => ({ searchId: r.run, signalId: r.signal, judgement: 'down', reason: 'spam' })) },
  'POST /api/signals/save': own,
  'GET /api/searches': own,
  'POST /api/searches': { kind: 'owned', attempt: rest('POST', () => '/api/searches', (r) => ({ name: 'Mine now', searchParams: SEARCH_PARAMS, signals: [], searchId: r.run })) },
  'POST /api/search': { kind: 'owned', attempt: rest('POST', () => '/api/search', loadMore) },
  'POST /api/signals/reply-draft': { kind: 'owned', attempt: rest('POST', () => '/api/signals/reply-draft', (r) => ({ signalId: r.signal })) },
  'GET /api/searches/:id': { kind: 'owned', attempt: rest('GET', (r) => `/api/searches/${r.search}`) },
  'GET /api/searches/:id/themes': { kind: 'owned', attempt: rest('GET', (r) => `/api/searches/${r.search}/themes`) },
  'GET /api/search/:id/themes': { kind: 'owned', attempt: rest('GET', (r) => `/api/search/${r.run}/themes`) },
  'POST /api/search/:id/exclusions': { kind: 'owned', attempt: rest('POST', (r) => `/api/search/${r.run}/exclusions`, () => ({ words: ['crypto airdrop'] })) },
  'PUT /api/searches/:id/exclusions': { kind: 'owned', attempt: rest('PUT', (r) => `/api/searches/${r.search}/exclusions`, () => ({ words: ['crypto airdrop'] })) },
  'GET /api/searches/:id/audiences': { kind: 'owned', attempt: rest('GET', (r) => `/api/searches/${r.search}/audiences`) },
  'GET /api/search/:id/audiences': { kind: 'owned', attempt: rest('GET', (r) => `/api/search/${r.run}/audiences`) },
  'POST /api/searches/:id/rerun': { kind: 'owned', attempt: rest('POST', (r) => `/api/searches/${r.search}/rerun`, () => ({})) },
  'GET /api/notifications/unsubscribe': { kind: 'public', why: 'a page that asks; nothing changes on GET' },
  'POST /api/notifications/unsubscribe': { kind: 'public', why: 'the signed token names the user; a forged one is refused' },
  'GET /api/feeds/:token/:format': { kind: 'public', why: 'the 32-character random token is the secret; only its hash is stored' },
  'DELETE /api/searches/:id': { kind: 'owned', attempt: rest('DELETE', (r) => `/api/searches/${r.doomedViaRest}`) },
  'DELETE /api/user/account': own,
  'POST /mcp': { kind: 'tested with keys', where: "test/mcp.test.ts: Bob's key on Alice's run and saved search through every tool and the resource" },
  'GET /mcp': { kind: 'public', why: 'answers 405 to everyone: the MCP server is stateless' },
  'DELETE /mcp': { kind: 'public', why: 'answers 405 to everyone: the MCP server is stateless' },
};

describe('the ownership table', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startWorldServer('pglite', createWorld());
  });
  afterAll(async () => {
    await server?.close();
  });

  it('classifies every procedure the root router has, and only those', () => {
    const served = procedures().map((p) => p.path);
    expect(served.filter((path) => !(path in PROCEDURES)), 'procedures without an entry in the ownership table').toEqual([]);
    expect(Object.keys(PROCEDURES).filter((path) => !served.includes(path)), 'entries for procedures that no longer exist').toEqual([]);
  });

  it('never classifies a procedure that takes an id as "caller only"', () => {
    const all = procedures();
    // Read from the schemas themselves, so the check cannot pass by reading nothing.
    expect(all.filter((p) => p.takesInput && p.fields.length === 0).map((p) => p.path)).toEqual([]);
    expect(all.find((p) => p.path === 'search.stored')?.fields).toEqual(['id']);
    expect(all.find((p) => p.path === 'search.run')?.fields).toContain('search_id');
    const takesId = (p: (typeof all)[number]) => p.fields.filter((f) => /^id$|_id$|Id$/.test(f) && !NOT_ROW_IDS[p.path]?.includes(f));
    expect(all.filter((p) => PROCEDURES[p.path]?.kind === 'caller only' && takesId(p).length).map((p) => `${p.path} (${takesId(p).join(', ')})`)).toEqual([]);
  });

  it('classifies every REST path the app serves, and one with a path parameter is never "caller only"', () => {
    const served = routes(server.app).map(routeName);
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((name) => !(name in ROUTES)), 'paths without an entry in the ownership table').toEqual([]);
    expect(Object.keys(ROUTES).filter((name) => !served.includes(name)), 'entries for paths that no longer exist').toEqual([]);
    expect(served.filter((name) => name.includes('/:') && ROUTES[name]?.kind === 'caller only')).toEqual([]);
  });
});

describe.each(testDbKinds(TEST_DATABASE_URL))('ownership on %s', (kind) => {
  const world = createWorld();
  let server: Server;
  let alice: Awaited<ReturnType<typeof registerUser>>;
  let bob: Awaited<ReturnType<typeof registerUser>>;
  let rows: Rows;
  let feedPath: string;
  // Reply drafts need a provider: the local stand-in, which also sees no call of Bob's.
  let ai: AiServer;

  beforeAll(async () => {
    ai = await startAiServer();
    server = await startWorldServer(kind, world, { settings: ai.env });
    [alice, bob] = [await registerUser(server, { email: 'alice@example.com' }), await registerUser(server, { email: 'bob@example.com' })];
    const search = await call(server, 'POST', '/api/search', { token: alice.token, body: SEARCH_PARAMS });
    expect(search.json.search_info?.search_id, search.text).toBeTruthy();
    const saved = async (name: string) => {
      const res = await call(server, 'POST', '/api/searches', {
        token: alice.token,
        body: { name, searchParams: SEARCH_PARAMS, signals: search.json.results.slice(0, 2) },
      });
      expect(res.status, res.text).toBe(201);
      return res.json.search.id as string;
    };
    const key = await trpc(server, alice.token, 'mutation', 'apiKeys.create', { name: 'Alice’s script', scopes: ['read', 'search', 'write'] });
    rows = {
      run: search.json.search_info.search_id,
      signal: search.json.results[0].id,
      search: await saved('Invoices'),
      doomedViaRest: await saved('Old'),
      doomedViaTrpc: await saved('Older'),
      apiKey: key.data.apiKey.id,
    };
    expect((await trpc(server, alice.token, 'mutation', 'monitoring.set', daily(rows))).status).toBe(200);
    const feed = await trpc(server, alice.token, 'mutation', 'monitoring.createFeed', { id: rows.search });
    feedPath = new URL(feed.data.atomUrl).pathname;
    // Signals a monitor found and Alice has not looked at yet: markSeen must not clear them for Bob.
    await server.db.update(schema.savedSignals).set({ isNew: true }).where(eq(schema.savedSignals.userId, alice.user.id));
  });
  afterAll(async () => {
    await server?.close();
    await ai?.close();
  });

  /** Everything Alice can see of her rows, through her own reads and the database. */
  async function aliceView() {
    const read = async (path: string, input?: unknown) => (await trpc(server, alice.token, 'query', path, input)).data;
    const newSignals = await server.db
      .select({ id: schema.savedSignals.id })
      .from(schema.savedSignals)
      .where(and(eq(schema.savedSignals.userId, alice.user.id), eq(schema.savedSignals.isNew, true)));
    return {
      searches: await Promise.all([rows.search, rows.doomedViaRest, rows.doomedViaTrpc].map((id) => read('saved.getSearch', { id }))),
      run: await read('search.stored', { id: rows.run }),
      monitors: await read('monitoring.list'),
      usage: await read('usage.get'),
      history: await read('search.history'),
      apiKeys: await read('apiKeys.list'),
      newSignals: newSignals.length,
      feed: await (await fetch(server.url + feedPath)).text(),
    };
  }

  const owned = [...Object.entries(PROCEDURES), ...Object.entries(ROUTES)].flatMap(([name, entry]) =>
    entry.kind === 'owned' ? [{ name, attempt: entry.attempt }] : [],
  );

  it("gives Bob 404 for each of Alice's rows, and leaves them as they were", async () => {
    const before = await aliceView();
    expect(before.newSignals).toBe(6);
    expect(before.monitors.monitors).toHaveLength(1);
    expect(before.feed).toContain('<feed');
    const requests = world.requests.length;

    const statuses = [];
    const drafts = ai.chats().filter((c) => c.response_format?.json_schema?.name === 'reply_draft').length;
    for (const { name, attempt } of owned) statuses.push({ name, status: (await attempt(server, bob.token, rows)).status });
    expect(statuses).toEqual(owned.map(({ name }) => ({ name, status: 404 })));
    expect(ai.chats().filter((c) => c.response_format?.json_schema?.name === 'reply_draft')).toHaveLength(drafts);

    expect(await aliceView()).toEqual(before);
    // Bob's lists hold nothing of Alice's, and none of his attempts reached the platforms.
    expect((await trpc(server, bob.token, 'query', 'saved.listSearches')).data.searches).toEqual([]);
    expect((await trpc(server, bob.token, 'query', 'search.history')).data).toEqual([]);
    expect((await trpc(server, bob.token, 'query', 'monitoring.list')).data.monitors).toEqual([]);
    expect(world.requests.length).toBe(requests);
  });

  it("gives Bob's API key, with every scope, the same 404s and leaves Alice's rows as they were", async () => {
    const before = await aliceView();
    const bobKey = (await trpc(server, bob.token, 'mutation', 'apiKeys.create', { name: 'Bob’s script', scopes: ['read', 'search', 'write'] })).data.key as string;
    // Managing keys is for sessions only: a key is refused before any id is looked at.
    const byKey = owned.filter(({ name }) => !name.startsWith('apiKeys.'));
    const statuses = [];
    for (const { name, attempt } of byKey) statuses.push({ name, status: (await attempt(server, bobKey, rows)).status });
    expect(statuses).toEqual(byKey.map(({ name }) => ({ name, status: 404 })));
    expect((await trpc(server, bobKey, 'mutation', 'apiKeys.revoke', { id: rows.apiKey })).status).toBe(403);
    expect(await aliceView()).toEqual(before);
    expect((await call(server, 'GET', '/api/searches', { token: bobKey })).json.searches).toEqual([]);
  });

  it('lets Alice make the same calls', async () => {
    const statuses = [];
    for (const { name, attempt } of owned) statuses.push({ name, status: (await attempt(server, alice.token, rows)).status });
    // Creating a saved search answers 201 over REST.
    expect(statuses).toEqual(owned.map(({ name }) => ({ name, status: name === 'POST /api/searches' ? 201 : 200 })));
    const gone = await Promise.all([rows.doomedViaRest, rows.doomedViaTrpc].map((id) => trpc(server, alice.token, 'query', 'saved.getSearch', { id })));
    expect(gone.map((g) => g.status)).toEqual([404, 404]);
  });
});
