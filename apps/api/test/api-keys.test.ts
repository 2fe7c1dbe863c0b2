/**
 * Personal API keys, as a script uses them: made in Settings (a session), shown once and stored
 * as a hash; `Authorization: Bearer fs_live_…` on REST and tRPC within the key's scopes; the
 * session-only actions refused; revoked keys refused at once; one user's key never reaching
 * another's rows; last used kept; a per-key rate limit on the server's clock; gone with the account.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, type ApiKeyScope } from '@firstsignal/core';
import { schema } from '@firstsignal/db';
import { testDbKinds } from '@firstsignal/db/testing';
import { SESSION_ONLY_MESSAGE, type Access } from '../src/auth/api-keys';
import { procedures, routeName, routes } from './support/endpoints';
import { call, registerUser, TEST_DATABASE_URL } from './support/harness';
import { createWorld, SEARCH_PARAMS, startWorldServer, trpc } from './support/saved-world';

type Server = Awaited<ReturnType<typeof startWorldServer>>;

const KEY_SHAPE = /^fs_live_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a key needs for each procedure the app has; null: reached without signing in (or only answers who is signed in). */
const PROCEDURE_ACCESS: Record<string, Access | null> = {
  'auth.me': null,
  'config.status': null,
  'account.get': 'read',
  'account.update': 'session',
  'account.delete': 'session',
  'apiKeys.list': 'session',
  'apiKeys.create': 'session',
  'apiKeys.revoke': 'session',
  'billing.summary': 'read',
  'events.track': 'session',
  'usage.get': 'read',
  'search.history': 'read',
  'search.stored': 'read',
  'search.themes': 'read',
  'search.exclude': 'write',
  'search.audiences': 'read',
  'search.run': 'search',
  'ai.draftReply': 'search',
  'search.stream': 'search',
  'saved.rerunSearch': 'search',
  'saved.listSearches': 'read',
  'saved.getSearch': 'read',
  'saved.searchThemes': 'read',
  'feedback.list': 'read',
  'feedback.set': 'write',
  'saved.searchAudiences': 'read',
  'saved.saveSignal': 'write',
  'saved.saveSignals': 'write',
  'saved.createSearch': 'write',
  'saved.deleteSearch': 'write',
  'saved.setExclusions': 'write',
  'monitoring.list': 'read',
  'monitoring.newCount': 'read',
  'monitoring.set': 'write',
  'monitoring.markSeen': 'write',
  'monitoring.createFeed': 'write',
  'monitoring.revokeFeed': 'write',
  'notifications.get': 'read',
  'notifications.update': 'write',
  'notifications.test': 'write',
};

/**
 * The same for every REST path; null: public, or its own proof (signature, mailed token, feed
 * token); 'per MCP tool': keys only, each tool checking its own scope (test/mcp.test.ts).
 */
const ROUTE_ACCESS: Record<string, Access | null | 'per MCP tool'> = {
  'GET /health': null,
  'GET /api/openapi.json': null,
  'GET /api/docs': null,
  'GET /api/docs/': null,
  'GET /api/docs/static/index.html': null,
  'GET /api/docs/static/swagger-initializer.js': null,
  'GET /api/docs/*': null,
  'GET /api/docs/json': null,
  'GET /api/docs/yaml': null,
  'POST /api/auth/register': null,
  'POST /api/auth/login': null,
  'POST /api/auth/logout': null,
  'POST /api/auth/verify-email': null,
  'GET /api/auth/google': null,
  'GET /api/auth/google/callback': null,
  'POST /api/stripe/webhook': null,
  'GET /api/notifications/unsubscribe': null,
  'POST /api/notifications/unsubscribe': null,
  'GET /api/feeds/:token/:format': null,
  'GET /api/auth/me': 'read',
  'POST /api/auth/verify-email/resend': 'session',
  'POST /api/create-checkout-session': 'session',
  'POST /api/create-customer-portal-session': 'session',
  'GET /api/user/profile': 'read',
  'PUT /api/user/profile': 'session',
  'DELETE /api/user/account': 'session',
  'GET /api/user/usage': 'read',
  'POST /api/search': 'search',
  'POST /api/signals/reply-draft': 'search',
  'GET /api/search/:id/themes': 'read',
  'GET /api/feedback': 'read',
  'PUT /api/feedback': 'write',
  'GET /api/search/:id/audiences': 'read',
  'POST /api/signals/save': 'write',
  'GET /api/searches': 'read',
  'POST /api/searches': 'write',
  'GET /api/searches/:id': 'read',
  'GET /api/searches/:id/themes': 'read',
  'GET /api/searches/:id/audiences': 'read',
  'DELETE /api/searches/:id': 'write',
  'POST /api/search/:id/exclusions': 'write',
  'PUT /api/searches/:id/exclusions': 'write',
  'POST /api/searches/:id/rerun': 'search',
  'POST /mcp': 'per MCP tool',
  'GET /mcp': null,
  'DELETE /mcp': null,
};

const refusal = (access: Access) => (access === 'session' ? SESSION_ONLY_MESSAGE : `This API key lacks the '${access}' scope.`);

async function createKey(server: Server, sessionToken: string, name: string, scopes: readonly ApiKeyScope[]) {
  const res = await trpc(server, sessionToken, 'mutation', 'apiKeys.create', { name, scopes });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data as { key: string; apiKey: { id: string; name: string; scopes: ApiKeyScope[]; hint: string; lastUsedAt: string | null } };
}

/** Calls a procedure or path with no useful input: the access check comes before the input's. */
function tryEndpoint(server: Server, token: string, name: string) {
  const procedure = procedures().find((p) => p.path === name);
  if (procedure) return trpc(server, token, procedure.type === 'query' ? 'query' : 'mutation', name, procedure.takesInput ? {} : undefined).then((r) => ({ status: r.status, message: r.error?.message }));
  const [method, url] = name.split(' ') as [string, string];
  return call(server, method, url.replace(/:[a-z]+/g, 'x'), { token, body: method === 'GET' || method === 'DELETE' ? undefined : {} }).then((r) => ({ status: r.status, message: r.json?.error as string | undefined }));
}

describe('the access table', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startWorldServer('pglite', createWorld());
  });
  afterAll(async () => {
    await server?.close();
  });

  it('names what a key needs for every procedure and REST path the app serves, and only those', () => {
    const served = procedures().map((p) => p.path);
    expect(served.filter((p) => !(p in PROCEDURE_ACCESS)), 'procedures without an access entry').toEqual([]);
    expect(Object.keys(PROCEDURE_ACCESS).filter((p) => !served.includes(p))).toEqual([]);
    const paths = routes(server.app).map(routeName);
    expect(paths.filter((p) => !(p in ROUTE_ACCESS)), 'paths without an access entry').toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((p) => !paths.includes(p))).toEqual([]);
  });
});

describe.each(testDbKinds(TEST_DATABASE_URL))('API keys on %s', (kind) => {
  const world = createWorld();
  let clock = Date.parse('2026-03-02T10:00:00Z');
  let server: Server;
  let alice: Awaited<ReturnType<typeof registerUser>>;
  let bob: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    server = await startWorldServer(kind, world, { now: () => new Date(clock), authLimits: { apiKeyRequests: { max: 40, windowMs: 60_000 } } });
    alice = await registerUser(server, { email: 'alice@example.com' });
    bob = await registerUser(server, { email: 'bob@example.com' });
  });
  afterAll(async () => {
    await server?.close();
  });
  /** A new rate-limit window for every test but the rate limit's own. */
  const nextMinute = () => (clock += 61_000);

  it('shows a new key once, and stores only the SHA-256 of its secret', async () => {
    nextMinute();
    const name = 'CI 🚀 invoices — مفتاح';
    const { key, apiKey } = await createKey(server, alice.token, `  ${name} `, ['write', 'read']);
    const [, id, secret] = KEY_SHAPE.exec(key) ?? [];
    expect(id, key).toBeDefined();
    expect(apiKey).toMatchObject({ id, name, scopes: ['read', 'write'], hint: `fs_live_${id}…`, lastUsedAt: null });

    const [row] = await server.db.select().from(schema.apiKeys).where(eq(schema.apiKeys.id, id!));
    expect(row).toMatchObject({ userId: alice.user.id, secretHash: sha256(secret!), name });
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await trpc(server, alice.token, 'query', 'apiKeys.list');
    expect(list.data).toEqual([expect.objectContaining({ id, name, scopes: ['read', 'write'], hint: `fs_live_${id}…` })]);
    expect(JSON.stringify(list.data)).not.toContain(secret);
    expect(list.data[0]).not.toHaveProperty('secretHash');
  });

  it('refuses a bad name or scope with a message naming the field', async () => {
    const noName = await trpc(server, alice.token, 'mutation', 'apiKeys.create', { name: '  ', scopes: ['read'] });
    expect([noName.status, noName.error?.message, noName.error?.data.field]).toEqual([400, 'Name is required', 'name']);
    const noScope = await trpc(server, alice.token, 'mutation', 'apiKeys.create', { name: 'x', scopes: [] });
    expect([noScope.status, noScope.error?.message, noScope.error?.data.field]).toEqual([400, 'Choose at least one scope', 'scopes']);
    const badScope = await trpc(server, alice.token, 'mutation', 'apiKeys.create', { name: 'x', scopes: ['admin'] });
    expect([badScope.status, badScope.error?.message]).toEqual([400, 'Scopes are read, search and write']);
  });

  it('lets each scope do its own work over REST and tRPC', async () => {
    nextMinute();
    const reader = (await createKey(server, alice.token, 'reader', ['read'])).key;
    const searcher = (await createKey(server, alice.token, 'searcher', ['search'])).key;
    const writer = (await createKey(server, alice.token, 'writer', ['write'])).key;

    // search: a search over REST and tRPC, each charged to Alice.
    const search = await call(server, 'POST', '/api/search', { token: searcher, body: SEARCH_PARAMS });
    expect(search.status, search.text).toBe(200);
    expect(search.json.results.length).toBeGreaterThan(0);
    const viaTrpc = await trpc(server, searcher, 'mutation', 'search.run', SEARCH_PARAMS);
    expect(viaTrpc.status, JSON.stringify(viaTrpc.error)).toBe(200);

    // read: the usage both searches spent, and the run they left.
    const usage = await call(server, 'GET', '/api/user/usage', { token: reader });
    expect(usage.status).toBe(200);
    const sessionUsage = await call(server, 'GET', '/api/user/usage', { token: alice.token });
    expect(usage.json).toEqual(sessionUsage.json);
    const history = await trpc(server, reader, 'query', 'search.history');
    expect(history.data.map((h: { id: string }) => h.id)).toContain(search.json.search_info.search_id);

    // write: a saved search over REST and one over tRPC, which the reader then sees.
    const body = { name: 'Freelance invoices 🧾', searchParams: SEARCH_PARAMS, signals: search.json.results.slice(0, 2) };
    const saved = await call(server, 'POST', '/api/searches', { token: writer, body });
    expect(saved.status, saved.text).toBe(201);
    const savedViaTrpc = await trpc(server, writer, 'mutation', 'saved.createSearch', { ...body, name: 'Second' });
    expect(savedViaTrpc.status, JSON.stringify(savedViaTrpc.error)).toBe(200);
    const listed = await call(server, 'GET', '/api/searches', { token: reader });
    expect(listed.json.searches.map((s: { name: string }) => s.name).sort()).toEqual(['Freelance invoices 🧾', 'Second']);
    const one = await trpc(server, reader, 'query', 'saved.getSearch', { id: saved.json.search.id });
    expect(one.data.search.name).toBe('Freelance invoices 🧾');
  });

  it('refuses, with 403 naming the missing scope, every procedure and path a key may not call', async () => {
    nextMinute();
    const all = (await createKey(server, alice.token, 'everything', API_KEY_SCOPES)).key;
    const without = Object.fromEntries(
      await Promise.all(API_KEY_SCOPES.map(async (s) => [s, (await createKey(server, alice.token, `all but ${s}`, API_KEY_SCOPES.filter((x) => x !== s))).key] as const)),
    ) as Record<ApiKeyScope, string>;
    const requests = world.requests.length;
    const ledger = () => server.db.select().from(schema.usageLedger).where(eq(schema.usageLedger.userId, alice.user.id));
    const usageBefore = await ledger();

    const entries = [...Object.entries(PROCEDURE_ACCESS), ...Object.entries(ROUTE_ACCESS)].filter((e): e is [string, Access] => e[1] !== null && e[1] !== 'per MCP tool');
    const got = [];
    for (const [name, access] of entries) got.push({ name, ...(await tryEndpoint(server, access === 'session' ? all : without[access], name)) });
    expect(got).toEqual(entries.map(([name, access]) => ({ name, status: 403, message: refusal(access) })));

    // Nothing was searched, charged or changed by the refused calls.
    expect(world.requests.length).toBe(requests);
    expect(await ledger()).toEqual(usageBefore);
  });

  it('never lets a key change the email or delete the account, whatever its scopes', async () => {
    nextMinute();
    const all = (await createKey(server, alice.token, 'everything again', API_KEY_SCOPES)).key;
    const email = await call(server, 'PUT', '/api/user/profile', { token: all, body: { email: 'thief@example.com' } });
    expect([email.status, email.json.error]).toEqual([403, SESSION_ONLY_MESSAGE]);
    const viaTrpc = await trpc(server, all, 'mutation', 'account.update', { email: 'thief@example.com' });
    expect([viaTrpc.status, viaTrpc.error?.message]).toEqual([403, SESSION_ONLY_MESSAGE]);
    const gone = await call(server, 'DELETE', '/api/user/account', { token: all });
    expect(gone.status).toBe(403);
    const another = await trpc(server, all, 'mutation', 'apiKeys.create', { name: 'spawned', scopes: ['read'] });
    expect(another.status).toBe(403);

    const [user] = await server.db.select().from(schema.users).where(eq(schema.users.id, alice.user.id));
    expect(user?.email).toBe('alice@example.com');
    const names = (await trpc(server, alice.token, 'query', 'apiKeys.list')).data.map((k: { name: string }) => k.name);
    expect(names).not.toContain('spawned');
    // The profile is readable with `read`.
    expect((await call(server, 'GET', '/api/user/profile', { token: all })).json.profile.email).toBe('alice@example.com');
  });

  it("keeps one user's key out of another's rows and keys", async () => {
    nextMinute();
    const alices = await createKey(server, alice.token, 'alice reads', ['read']);
    const bobs = (await createKey(server, bob.token, 'bob everything', API_KEY_SCOPES)).key;
    const aliceSearches = (await call(server, 'GET', '/api/searches', { token: alices.key })).json.searches as { id: string }[];
    expect(aliceSearches.length).toBeGreaterThan(0);

    expect((await call(server, 'GET', '/api/searches', { token: bobs })).json.searches).toEqual([]);
    expect((await call(server, 'GET', `/api/searches/${aliceSearches[0]!.id}`, { token: bobs })).status).toBe(404);
    expect((await trpc(server, bobs, 'query', 'saved.getSearch', { id: aliceSearches[0]!.id })).status).toBe(404);
    expect((await call(server, 'DELETE', `/api/searches/${aliceSearches[0]!.id}`, { token: bobs })).status).toBe(404);
    expect((await trpc(server, bobs, 'query', 'search.history')).data).toEqual([]);

    // Bob, signed in, can neither list nor revoke Alice's key.
    const bobList = (await trpc(server, bob.token, 'query', 'apiKeys.list')).data.map((k: { name: string }) => k.name);
    expect(bobList).toEqual(['bob everything']);
    const revoke = await trpc(server, bob.token, 'mutation', 'apiKeys.revoke', { id: alices.apiKey.id });
    expect([revoke.status, revoke.error?.message]).toEqual([404, 'API key not found']);
    expect((await call(server, 'GET', '/api/searches', { token: alices.key })).json.searches).toEqual(aliceSearches);
  });

  it('answers 401 to a revoked, altered or unknown key at once', async () => {
    nextMinute();
    const { key, apiKey } = await createKey(server, alice.token, 'short-lived', ['read']);
    expect((await call(server, 'GET', '/api/user/usage', { token: key })).status).toBe(200);
    const altered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect((await call(server, 'GET', '/api/user/usage', { token: altered })).status).toBe(401);
    expect((await call(server, 'GET', '/api/user/usage', { token: 'fs_live_0123456789abcdef_nope' })).status).toBe(401);
    expect((await call(server, 'GET', '/api/user/usage', { token: 'fs_live_' })).status).toBe(401);

    const revoked = await trpc(server, alice.token, 'mutation', 'apiKeys.revoke', { id: apiKey.id });
    expect(revoked.data).toEqual({ success: true });
    const rest = await call(server, 'GET', '/api/user/usage', { token: key });
    expect([rest.status, rest.json.error]).toEqual([401, 'Authentication required']);
    expect((await trpc(server, key, 'query', 'usage.get')).status).toBe(401);
    expect(await server.db.select().from(schema.apiKeys).where(eq(schema.apiKeys.id, apiKey.id))).toEqual([]);
    const names = (await trpc(server, alice.token, 'query', 'apiKeys.list')).data.map((k: { name: string }) => k.name);
    expect(names).not.toContain('short-lived');
  });

  it('records when a key was last used, at most once a minute', async () => {
    nextMinute();
    const { key, apiKey } = await createKey(server, alice.token, 'timed', ['read']);
    const lastUsed = async () => (await trpc(server, alice.token, 'query', 'apiKeys.list')).data.find((k: { id: string }) => k.id === apiKey.id).lastUsedAt;
    expect(await lastUsed()).toBeNull();

    const first = clock;
    await trpc(server, key, 'query', 'usage.get');
    expect(await lastUsed()).toBe(new Date(first).toISOString());
    clock += 30_000;
    await call(server, 'GET', '/api/searches', { token: key });
    expect(await lastUsed()).toBe(new Date(first).toISOString());
    clock += 31_000;
    await call(server, 'GET', '/api/searches', { token: key });
    expect(await lastUsed()).toBe(new Date(clock).toISOString());
  });

  it('limits each key to its requests per window, in the shared store, without touching other keys or sessions', async () => {
    nextMinute();
    const busy = (await createKey(server, alice.token, 'busy', ['read'])).key;
    const calm = (await createKey(server, alice.token, 'calm', ['read'])).key;
    const statuses = [];
    for (let i = 0; i < 42; i++) statuses.push((await call(server, 'GET', '/api/user/usage', { token: busy })).status);
    expect(statuses).toEqual([...Array(40).fill(200), 429, 429]);

    const limited = await call(server, 'GET', '/api/user/usage', { token: busy });
    expect(limited.status).toBe(429);
    expect(limited.json.error).toMatch(/^Too many requests with this API key\. Please try again in \d+ seconds\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const viaTrpc = await trpc(server, busy, 'query', 'usage.get');
    expect([viaTrpc.status, viaTrpc.error?.message]).toEqual([429, limited.json.error]);
    expect(Number(viaTrpc.retryAfter)).toBeGreaterThan(0);

    expect((await call(server, 'GET', '/api/user/usage', { token: calm })).status).toBe(200);
    expect((await call(server, 'GET', '/api/user/usage', { token: alice.token })).status).toBe(200);
    // Counted where the auth limits are: a second instance would see the same count.
    const counters = await server.db.select().from(schema.authAttempts);
    expect(counters.some((c) => c.key.startsWith('api-key:') && c.count >= 42)).toBe(true);

    clock += 60_000;
    expect((await call(server, 'GET', '/api/user/usage', { token: busy })).status).toBe(200);
  });

  it("removes the account's keys with the account", async () => {
    nextMinute();
    const carol = await registerUser(server, { email: 'carol@example.com' });
    const { key } = await createKey(server, carol.token, 'carol', ['read']);
    expect((await call(server, 'GET', '/api/user/usage', { token: key })).status).toBe(200);
    expect((await call(server, 'DELETE', '/api/user/account', { token: carol.token })).status).toBe(200);
    expect(await server.db.select().from(schema.apiKeys).where(eq(schema.apiKeys.userId, carol.user.id))).toEqual([]);
    expect((await call(server, 'GET', '/api/user/usage', { token: key })).status).toBe(401);
  });
});
