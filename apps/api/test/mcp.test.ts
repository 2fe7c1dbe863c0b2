/**
 * The MCP server as an assistant uses it, through the SDK's own client: over Streamable HTTP
 * against the real app (/mcp, API keys, the world's platform stand-ins), and over stdio against
 * the real entry in a child process. Every tool is called, and so are the refusals: a missing
 * scope, the quota and its overage confirmation, bad arguments, another user's ids, a key
 * revoked between two calls, a page from another site.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONITOR_MESSAGES, savedSearchInput, SIGNAL_TYPES, URGENCY_LEVELS, type ApiKeyScope } from '@firstsignal/core';
import { createAccount, createDb, createSavedSearch, schema } from '@firstsignal/db';
import { createApiKey } from '../src/auth/api-keys';
import { MCP_NEEDS_KEY } from '../src/mcp/http';
import { testDbKinds } from '@firstsignal/db/testing';
import { call, registerUser, setBilling, TEST_DATABASE_URL } from './support/harness';
import { createWorld, LATER_ITEM, SEARCH_PARAMS, startWorldServer, trpc } from './support/saved-world';
import { bundled } from './support/bundle';

type Server = Awaited<ReturnType<typeof startWorldServer>>;

const TOOLS = ['get_signals', 'get_themes', 'list_saved_searches', 'rerun_saved_search', 'search', 'set_monitor'];
/** Real-world text in the idea: an emoji, a ZWJ family, Arabic (RTL) and a combining accent. */
const IDEA = 'invoice tool for freelancers 🧾 👩‍👩‍👧 فاتورة café';

const textOf = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const dataOf = (r: unknown) => (r as CallToolResult).structuredContent as any;

async function connect(server: { url: string }, key: string, headers: Record<string, string> = {}) {
  const client = new Client({ name: 'firstsignal-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', server.url), {
    requestInit: { headers: { authorization: `Bearer ${key}`, ...headers } },
  });
  await client.connect(transport);
  return client;
}

async function createKey(server: Server, sessionToken: string, scopes: readonly ApiKeyScope[]) {
  const res = await trpc(server, sessionToken, 'mutation', 'apiKeys.create', { name: `mcp ${scopes.join('+')}`, scopes });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data as { key: string; apiKey: { id: string } };
}

describe.each(testDbKinds(TEST_DATABASE_URL))('MCP over Streamable HTTP on %s', (kind) => {
  const world = createWorld();
  let server: Server;
  let alice: Awaited<ReturnType<typeof registerUser>>;
  let bob: Awaited<ReturnType<typeof registerUser>>;
  let aliceAll: Client;
  let aliceRunId: string;
  let aliceSavedId: string;

  beforeAll(async () => {
    server = await startWorldServer(kind, world);
    alice = await registerUser(server, { email: 'alice@example.com' });
    bob = await registerUser(server, { email: 'bob@example.com' });
    aliceAll = await connect(server, (await createKey(server, alice.token, ['read', 'search', 'write'])).key);
  });
  afterAll(async () => {
    await aliceAll?.close();
    await server?.close();
  });

  it('lists the six tools, each with its input schema, and the saved-search resource template', async () => {
    const { tools } = await aliceAll.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    const search = tools.find((t) => t.name === 'search')!;
    expect(search.inputSchema.required).toEqual(['searchType']);
    expect(Object.keys(search.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['searchType', 'businessIdea', 'platforms', 'timeRange', 'maxResults', 'confirm_overage', 'exclusions', 'communities']),
    );
    // An assistant learns every search type and how to steer one from the description alone.
    for (const words of ['keywords (an exact expression', 'exclusions:', 'communities: restrict']) expect(search.description).toContain(words);
    expect(search.description).toContain("'search' scope");
    expect(search.description).toContain('$0.50 per 5');
    expect(tools.find((t) => t.name === 'rerun_saved_search')!.inputSchema.required).toEqual(['id']);
    expect(tools.find((t) => t.name === 'set_monitor')!.inputSchema.required?.sort()).toEqual(['enabled', 'id']);
    expect(tools.find((t) => t.name === 'get_signals')!.annotations?.readOnlyHint).toBe(true);
    const { resourceTemplates } = await aliceAll.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(['firstsignal://saved-searches/{id}']);
  });

  it('searches with real-world text and answers signals an assistant can cite, charged like the web', async () => {
    const result = await aliceAll.callTool({ name: 'search', arguments: { searchType: 'business_idea', businessIdea: IDEA, platforms: ['reddit', 'youtube'], timeRange: 'month', maxResults: 10 } });
    expect(result.isError, textOf(result)).toBeFalsy();
    const data = dataOf(result);
    expect(data.status).toBe('delivered');
    expect(data.query).toBe(IDEA);
    expect(textOf(result)).toContain(`signals for "${IDEA}"`);
    aliceRunId = data.search_id;
    expect(data.signals.length).toBeGreaterThan(0);
    for (const s of data.signals) {
      expect(s.score).toBeGreaterThan(0);
      expect(s.score).toBeLessThanOrEqual(1);
      expect(SIGNAL_TYPES).toContain(s.type);
      expect(URGENCY_LEVELS).toContain(s.urgency);
      expect(s.reason.length).toBeGreaterThan(0);
      expect(typeof s.evidence).toBe('string');
      expect(s.link).toMatch(/^https:\/\/www\.(reddit|youtube)\.com\//);
    }
    expect(data.signals.map((s: { id: string }) => s.id)).not.toContain('reddit:cat004');
    // The same run the web reopens, and the quota spent as the usage bar shows it.
    const stored = await trpc(server, alice.token, 'query', 'search.stored', { id: aliceRunId });
    expect(stored.data.params.businessIdea).toBe(IDEA);
    expect(data.signals.map((s: { id: string; score: number; evidence: string }) => [s.id, s.score, s.evidence])).toEqual(
      stored.data.results.map((s: { id: string; relevanceScore: number; evidence: string }) => [s.id, s.relevanceScore, s.evidence]),
    );
    const usage = await call(server, 'GET', '/api/user/usage', { token: alice.token });
    expect(usage.json.data.results_used).toBe(data.signals.length);
    expect(data.usage).toMatchObject({ used: data.signals.length, limit: usage.json.data.results_limit, plan: 'free' });
  });

  it('gets the signals of a run with filters, sorted, and free', async () => {
    const usedBefore = (await call(server, 'GET', '/api/user/usage', { token: alice.token })).json.data.results_used;
    const all = dataOf(await aliceAll.callTool({ name: 'get_signals', arguments: { search_id: aliceRunId } }));
    expect(all.of).toEqual({ search_id: aliceRunId, title: IDEA });
    expect(all.matching).toBe(all.total);

    const youtube = dataOf(await aliceAll.callTool({ name: 'get_signals', arguments: { search_id: aliceRunId, platform: 'youtube' } }));
    expect(youtube.signals.map((s: { platform: string }) => s.platform)).toEqual(['YouTube']);
    const reminders = dataOf(await aliceAll.callTool({ name: 'get_signals', arguments: { search_id: aliceRunId, text: 'SPREADSHEET' } }));
    expect(reminders.signals.map((s: { id: string }) => s.id)).toEqual(['reddit:inv002']);
    const byTitle = dataOf(await aliceAll.callTool({ name: 'get_signals', arguments: { search_id: aliceRunId, sort: 'title', limit: 2 } }));
    const titles = all.signals.map((s: { title: string }) => s.title).sort((a: string, b: string) => a.localeCompare(b, 'en'));
    expect(byTitle.signals.map((s: { title: string }) => s.title)).toEqual(titles.slice(0, 2));
    expect(byTitle.matching).toBe(all.total);
    const pick = all.signals[0] as { urgency: string; type: string; score: number };
    const alike = dataOf(await aliceAll.callTool({ name: 'get_signals', arguments: { search_id: aliceRunId, urgency: pick.urgency, type: pick.type, min_score: pick.score } }));
    const expected = all.signals.filter((s: typeof pick) => s.urgency === pick.urgency && s.type === pick.type && s.score >= pick.score);
    expect(alike.signals).toEqual(expected);
    expect(alike.signals.length).toBeGreaterThan(0);

    expect((await call(server, 'GET', '/api/user/usage', { token: alice.token })).json.data.results_used).toBe(usedBefore);
  });

  it('lists saved searches, reads one as a resource, and gets its signals and themes', async () => {
    const run = await trpc(server, alice.token, 'query', 'search.stored', { id: aliceRunId });
    const saved = await call(server, 'POST', '/api/searches', {
      token: alice.token,
      body: { name: 'Invoices 🧾 فواتير', searchParams: SEARCH_PARAMS, signals: run.data.results },
    });
    expect(saved.status, saved.text).toBe(201);
    aliceSavedId = saved.json.search.id;

    const list = dataOf(await aliceAll.callTool({ name: 'list_saved_searches', arguments: {} }));
    expect(list.saved_searches).toEqual([
      expect.objectContaining({
        id: aliceSavedId,
        name: 'Invoices 🧾 فواتير',
        query: SEARCH_PARAMS.businessIdea,
        platforms: ['reddit', 'youtube'],
        signals: run.data.results.length,
        monitor: { enabled: false },
        resource: `firstsignal://saved-searches/${aliceSavedId}`,
      }),
    ]);

    const { resources } = await aliceAll.listResources();
    expect(resources.map((r) => [r.uri, r.name])).toEqual([[`firstsignal://saved-searches/${aliceSavedId}`, 'Invoices 🧾 فواتير']]);
    const read = await aliceAll.readResource({ uri: `firstsignal://saved-searches/${aliceSavedId}` });
    const body = JSON.parse((read.contents[0] as { text: string }).text);
    expect(body.name).toBe('Invoices 🧾 فواتير');
    expect(body.signals.map((s: { link: string }) => s.link).sort()).toEqual(run.data.results.map((s: { url: string }) => s.url).sort());

    const signals = dataOf(await aliceAll.callTool({ name: 'get_signals', arguments: { saved_search_id: aliceSavedId, sort: 'relevance' } }));
    expect(signals.of).toEqual({ saved_search_id: aliceSavedId, title: 'Invoices 🧾 فواتير' });
    expect(signals.signals.map((s: { id: string }) => s.id)).toEqual(run.data.results.map((s: { id: string }) => s.id));
    expect(signals.signals[0]).toMatchObject({ is_new: false, reason: run.data.results[0].reason, evidence: run.data.results[0].evidence });
    const fresh = dataOf(await aliceAll.callTool({ name: 'get_signals', arguments: { saved_search_id: aliceSavedId, new_only: true } }));
    expect(fresh.signals).toEqual([]);

    // Themes: the same as REST's, for the run and for the saved search.
    for (const [args, path] of [
      [{ search_id: aliceRunId }, `/api/search/${aliceRunId}/themes`],
      [{ saved_search_id: aliceSavedId }, `/api/searches/${aliceSavedId}/themes`],
    ] as const) {
      const themes = dataOf(await aliceAll.callTool({ name: 'get_themes', arguments: args }));
      const rest = await call(server, 'GET', path, { token: alice.token });
      expect(themes.total).toBe(rest.json.total);
      expect(themes.themes.map((t: { label: string; size: number }) => [t.label, t.size])).toEqual(rest.json.themes.map((t: { label: string; size: number }) => [t.label, t.size]));
    }
  });

  it('re-runs a saved search and names the new signals; monitors it', async () => {
    world.items.push(LATER_ITEM);
    const rerun = await aliceAll.callTool({ name: 'rerun_saved_search', arguments: { id: aliceSavedId, maxResults: 10 } });
    expect(rerun.isError, textOf(rerun)).toBeFalsy();
    const data = dataOf(rerun);
    expect(data.new_signals.map((s: { id: string }) => s.id)).toEqual(['reddit:inv005']);
    expect(data.new_signals[0].link).toBe(LATER_ITEM.url);
    expect(textOf(rerun)).toContain('Re-ran "Invoices 🧾 فواتير": 1 new of');
    const fresh = dataOf(await aliceAll.callTool({ name: 'get_signals', arguments: { saved_search_id: aliceSavedId, new_only: true } }));
    expect(fresh.signals.map((s: { id: string; is_new: boolean }) => [s.id, s.is_new])).toEqual([['reddit:inv005', true]]);

    const on = await aliceAll.callTool({ name: 'set_monitor', arguments: { id: aliceSavedId, enabled: true, frequency: 'weekly', weekday: 1, hour: 8, timeZone: 'Asia/Jerusalem' } });
    expect(on.isError, textOf(on)).toBeFalsy();
    expect(textOf(on)).toMatch(/^Monitoring is on \(weekly\), next run 20\d\d-/);
    const monitors = (await trpc(server, alice.token, 'query', 'monitoring.list')).data.monitors;
    expect(monitors).toEqual([expect.objectContaining({ savedSearchId: aliceSavedId, enabled: true, frequency: 'weekly', weekday: 1, hour: 8, timeZone: 'Asia/Jerusalem' })]);
    const hourly = await aliceAll.callTool({ name: 'set_monitor', arguments: { id: aliceSavedId, enabled: true, frequency: 'hourly' } });
    expect([hourly.isError, textOf(hourly)]).toEqual([true, `${MONITOR_MESSAGES.hourlyNeedsPaidPlan} (field: frequency)`]);
  });

  it('refuses a tool whose scope the key lacks, naming the scope, and spends nothing', async () => {
    const reader = await connect(server, (await createKey(server, alice.token, ['read'])).key);
    const searcher = await connect(server, (await createKey(server, alice.token, ['search'])).key);
    const requests = world.requests.length;
    const usedBefore = (await call(server, 'GET', '/api/user/usage', { token: alice.token })).json.data.results_used;
    const refusals = [
      [reader, 'search', { ...SEARCH_PARAMS }, 'search'],
      [reader, 'rerun_saved_search', { id: aliceSavedId }, 'search'],
      [reader, 'set_monitor', { id: aliceSavedId, enabled: false }, 'write'],
      [searcher, 'list_saved_searches', {}, 'read'],
      [searcher, 'get_signals', { search_id: aliceRunId }, 'read'],
      [searcher, 'get_themes', { search_id: aliceRunId }, 'read'],
    ] as const;
    for (const [client, name, args, scope] of refusals) {
      const result = await client.callTool({ name, arguments: args });
      expect([name, result.isError, textOf(result)]).toEqual([name, true, `This API key lacks the '${scope}' scope.`]);
    }
    await expect(searcher.listResources()).rejects.toThrow("This API key lacks the 'read' scope.");
    expect(world.requests.length).toBe(requests);
    expect((await call(server, 'GET', '/api/user/usage', { token: alice.token })).json.data.results_used).toBe(usedBefore);
    // The monitor set above is still on: the write was refused.
    expect((await trpc(server, alice.token, 'query', 'monitoring.list')).data.monitors[0].enabled).toBe(true);
    // And what the key may do, it does.
    expect(dataOf(await reader.callTool({ name: 'get_signals', arguments: { search_id: aliceRunId } })).total).toBeGreaterThan(0);
    await reader.close();
    await searcher.close();
  });

  it('asks for confirmation before overage, with the price, and charges only once confirmed', async () => {
    const carol = await registerUser(server, { email: 'carol@example.com' });
    await setBilling(server, carol.user.id, { plan: 'starter', maxResults: 150, monthlyResultsUsed: 150 });
    const client = await connect(server, (await createKey(server, carol.token, ['search', 'read'])).key);
    const requests = world.requests.length;
    const args = { ...SEARCH_PARAMS, maxResults: 10 };

    const asked = await client.callTool({ name: 'search', arguments: args });
    expect(asked.isError).toBeFalsy();
    expect(textOf(asked)).toContain('This search goes past your monthly quota of 150 results: 10 extra results (2 blocks of 5), estimated $1.00');
    expect(textOf(asked)).toContain('Ask the user whether to go ahead; only if they agree, call search again with the same arguments and confirm_overage: true.');
    expect(dataOf(asked)).toMatchObject({
      status: 'overage_confirmation_required',
      overage: { extra_results: 10, blocks: 2, block_size: 5, price_per_block_usd: 0.5, estimated_cost_usd: 1 },
      usage: { used: 150, limit: 150, plan: 'starter' },
    });
    // Nothing searched, nothing charged.
    expect(world.requests.length).toBe(requests);
    expect((await call(server, 'GET', '/api/user/usage', { token: carol.token })).json.data.results_used).toBe(150);

    const confirmed = dataOf(await client.callTool({ name: 'search', arguments: { ...args, confirm_overage: true } }));
    expect(confirmed.status).toBe('delivered');
    expect(confirmed.usage.used).toBe(150 + confirmed.signals.length);
    expect((await call(server, 'GET', '/api/user/usage', { token: carol.token })).json.data.results_used).toBe(150 + confirmed.signals.length);

    // A free plan with nothing left: an error naming the limit, and no search.
    const dave = await registerUser(server, { email: 'dave@example.com' });
    await setBilling(server, dave.user.id, { monthlyResultsUsed: 25 });
    const free = await connect(server, (await createKey(server, dave.token, ['search'])).key);
    const before = world.requests.length;
    const stopped = await free.callTool({ name: 'search', arguments: args });
    expect([stopped.isError, textOf(stopped)]).toEqual([true, "Monthly Limit Reached: you've used 25 of 25 monthly results. Upgrade your plan in Settings → Billing to search."]);
    expect(world.requests.length).toBe(before);
    await client.close();
    await free.close();
  });

  it('answers bad arguments with a clear message naming the field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['search', {}, 'Please select a search type'],
      ['search', { searchType: 'business_idea' }, 'Please provide your business idea at businessIdea'],
      ['search', { searchType: 'business_idea', businessIdea: 'invoices', maxResults: 500 }, 'Max results must be at most 100 at maxResults'],
      ['search', { searchType: 'business_idea', businessIdea: 'invoices\u0000' }, 'Text must not contain NUL characters (field: businessIdea)'],
      ['get_signals', {}, 'Give exactly one of search_id or saved_search_id at search_id'],
      ['get_signals', { search_id: 'a', saved_search_id: 'b' }, 'Give exactly one of search_id or saved_search_id'],
      ['get_signals', { search_id: aliceRunId, limit: 0 }, 'limit must be from 1 to 200 at limit'],
      ['get_themes', { search_id: '' }, 'search_id must not be empty'],
      ['rerun_saved_search', { id: aliceSavedId, maxResults: 'many' }, 'Max results must be a number'],
      ['set_monitor', { id: aliceSavedId, enabled: true, timeZone: 'Mars/Olympus' }, MONITOR_MESSAGES.timeZone],
      ['set_monitor', { id: aliceSavedId }, 'enabled must be true or false at enabled'],
    ];
    const requests = world.requests.length;
    for (const [name, args, message] of cases) {
      const result = await aliceAll.callTool({ name, arguments: args });
      expect([name, result.isError], JSON.stringify(args)).toEqual([name, true]);
      expect(textOf(result)).toContain(message);
    }
    const unknown = await aliceAll.callTool({ name: 'delete_everything', arguments: {} });
    expect([unknown.isError, textOf(unknown)]).toEqual([true, 'MCP error -32602: Tool delete_everything not found']);
    expect(world.requests.length).toBe(requests);
  });

  it("answers another user's ids as not found, never with their data, and changes nothing", async () => {
    const bobClient = await connect(server, (await createKey(server, bob.token, ['read', 'search', 'write'])).key);
    const requests = world.requests.length;
    const aliceBefore = await trpc(server, alice.token, 'query', 'saved.getSearch', { id: aliceSavedId });
    const monitorsBefore = (await trpc(server, alice.token, 'query', 'monitoring.list')).data.monitors;
    const attempts: [string, Record<string, unknown>, string][] = [
      ['get_signals', { search_id: aliceRunId }, 'Search not found'],
      ['get_signals', { saved_search_id: aliceSavedId }, 'Saved search not found'],
      ['get_themes', { search_id: aliceRunId }, 'Search not found'],
      ['get_themes', { saved_search_id: aliceSavedId }, 'Saved search not found'],
      ['rerun_saved_search', { id: aliceSavedId, confirmOverage: true }, 'Saved search not found'],
      ['set_monitor', { id: aliceSavedId, enabled: false }, 'Saved search not found'],
    ];
    for (const [name, args, message] of attempts) {
      const result = await bobClient.callTool({ name, arguments: args });
      expect([name, result.isError, textOf(result)]).toEqual([name, true, message]);
    }
    await expect(bobClient.readResource({ uri: `firstsignal://saved-searches/${aliceSavedId}` })).rejects.toThrow('Saved search not found');
    const bobList = await bobClient.callTool({ name: 'list_saved_searches', arguments: {} });
    expect(dataOf(bobList).saved_searches).toEqual([]);
    expect((await bobClient.listResources()).resources).toEqual([]);
    expect(textOf(bobList)).not.toContain('Invoices');

    expect(world.requests.length).toBe(requests);
    expect(await trpc(server, alice.token, 'query', 'saved.getSearch', { id: aliceSavedId })).toEqual(aliceBefore);
    expect((await trpc(server, alice.token, 'query', 'monitoring.list')).data.monitors).toEqual(monitorsBefore);
    await bobClient.close();
  });

  it('takes API keys only, and a key revoked between two calls stops the next one', async () => {
    await expect(connect(server, 'fs_live_0123456789abcdef_notakey')).rejects.toThrow('Invalid, revoked or missing API key');
    await expect(connect(server, alice.token)).rejects.toThrow(MCP_NEEDS_KEY);
    const none = await call(server, 'POST', '/mcp', { body: { jsonrpc: '2.0', id: 1, method: 'tools/list' }, headers: { accept: 'application/json, text/event-stream' } });
    expect([none.status, none.json.error]).toEqual([401, `Invalid, revoked or missing API key. ${MCP_NEEDS_KEY}`]);

    const { key, apiKey } = await createKey(server, alice.token, ['read']);
    const client = await connect(server, key);
    expect((await client.callTool({ name: 'list_saved_searches', arguments: {} })).isError).toBeFalsy();
    const revoke = await trpc(server, alice.token, 'mutation', 'apiKeys.revoke', { id: apiKey.id });
    expect(revoke.status).toBe(200);
    await expect(client.callTool({ name: 'list_saved_searches', arguments: {} })).rejects.toThrow('Invalid, revoked or missing API key');
    await client.close();
  });

  it('answers malformed protocol messages with a JSON-RPC error, never a 5xx', async () => {
    const { key } = await createKey(server, alice.token, ['read', 'search']);
    const accept = { accept: 'application/json, text/event-stream' };
    const cases: [unknown, Record<string, string>, number, string][] = [
      [{}, accept, 400, 'Parse error: Invalid JSON-RPC message'],
      ['tools/list', accept, 400, 'Parse error: Invalid JSON-RPC message'],
      [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { accept: 'text/html' }, 406, 'Not Acceptable: Client must accept both application/json and text/event-stream'],
    ];
    for (const [body, headers, status, message] of cases) {
      const res = await call(server, 'POST', '/mcp', { token: key, body, headers });
      expect([res.status, res.headers.get('content-type'), res.json?.error?.message], res.text).toEqual([status, 'application/json; charset=utf-8', message]);
    }
    // Well-formed requests the server cannot serve are answered in JSON-RPC, inside a 200.
    const unknown = await call(server, 'POST', '/mcp', { token: key, body: { jsonrpc: '2.0', id: 1, method: 'no/such/method' }, headers: accept });
    expect([unknown.status, unknown.json.error]).toEqual([200, { code: -32601, message: 'Method not found' }]);
    const badArguments = await call(server, 'POST', '/mcp', {
      token: key,
      body: { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'search', arguments: 'not an object' } },
      headers: accept,
    });
    expect(badArguments.status, badArguments.text).toBeLessThan(500);
    // The SDK checks a request's shape before any tool runs, and answers in zod's words.
    expect([badArguments.status, badArguments.json.error.code]).toEqual([200, -32603]);
    expect(badArguments.json.error.message).toContain('Invalid input: expected record, received string');
    // A notification, or an empty batch, needs no answer: 202 without a body.
    const empty = await call(server, 'POST', '/mcp', { token: key, body: [], headers: accept });
    expect([empty.status, empty.text]).toEqual([202, '']);
    const rawGarbage = await call(server, 'POST', '/mcp', { token: key, rawBody: '{"jsonrpc":', headers: accept });
    expect([rawGarbage.status, rawGarbage.json.error]).toEqual([400, 'Request body must be valid JSON']);
  });

  it("refuses a page from another site (the MCP specification's Origin check), and answers GET and DELETE with 405", async () => {
    const { key } = await createKey(server, alice.token, ['read']);
    await expect(connect(server, key, { origin: 'https://evil.example' })).rejects.toThrow('Cross-site requests are not allowed');
    // The app's own origin is fine.
    const same = await connect(server, key, { origin: server.url });
    expect((await same.listTools()).tools).toHaveLength(TOOLS.length);
    await same.close();
    for (const method of ['GET', 'DELETE']) {
      const res = await call(server, method, '/mcp', { token: key });
      expect([res.status, res.headers.get('allow'), res.json.error]).toEqual([405, 'POST', 'This MCP server is stateless: send JSON-RPC messages with POST.']);
    }
    const answered = await call(server, 'POST', '/mcp', { token: key, body: { jsonrpc: '2.0', id: 1, method: 'tools/list' }, headers: { accept: 'application/json, text/event-stream' } });
    expect(answered.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answered.headers.get('cache-control')).toBe('no-store');
  });
});

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('MCP over stdio (the real entry, on PGlite)', () => {
  let dataDir: string;
  let key: string;
  let readOnlyKey: string;
  let savedId: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fs-mcp-stdio-'));
    const handle = await createDb({ dataDir });
    try {
      const erin = await createAccount(handle.db, { email: 'erin@example.com', passwordHash: null, name: 'Erin' });
      const signal = { signal_id: 'reddit:inv001', platform: 'reddit', title: 'Looking for a simple invoice tool 🧾', url: 'https://www.reddit.com/r/freelance/comments/inv001/x/', relevance_score: 0.9, signal_type: 'Buying Intent', urgency_level: 'High', reason: 'Asks for a tool and will pay', evidence: 'Happy to pay for something good.' };
      savedId = (await createSavedSearch(handle.db, erin.id, savedSearchInput.parse({ name: 'فواتير invoices', searchParams: SEARCH_PARAMS, signals: [signal] }))).id;
      key = (await createApiKey(handle.db, erin.id, { name: 'desktop', scopes: ['read', 'write'] })).key;
      readOnlyKey = (await createApiKey(handle.db, erin.id, { name: 'reader', scopes: ['read'] })).key;
    } finally {
      await handle.close();
    }
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  function stdioClient(apiKey: string | undefined) {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    if (apiKey) env.FIRSTSIGNAL_API_KEY = apiKey;
    const transport = new StdioClientTransport({ command: process.execPath, args: bundled('mcp'), cwd: API_DIR, env, stderr: 'pipe' });
    let stderr = '';
    transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    const client = new Client({ name: 'firstsignal-stdio-test', version: '1.0.0' });
    // A line on stdout that is not a protocol message surfaces here.
    const errors: Error[] = [];
    client.onerror = (error) => errors.push(error);
    return { client, transport, errors, stderr: () => stderr };
  }

  it('serves the tools to a local assistant, with only protocol messages on stdout', async () => {
    const { client, transport, errors, stderr } = stdioClient(key);
    await client.connect(transport);
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(TOOLS);
    const list = dataOf(await client.callTool({ name: 'list_saved_searches', arguments: {} }));
    expect(list.saved_searches.map((s: { id: string; name: string }) => [s.id, s.name])).toEqual([[savedId, 'فواتير invoices']]);
    const signals = dataOf(await client.callTool({ name: 'get_signals', arguments: { saved_search_id: savedId } }));
    expect(signals.signals).toEqual([
      expect.objectContaining({ id: 'reddit:inv001', title: 'Looking for a simple invoice tool 🧾', score: 0.9, type: 'Buying Intent', urgency: 'High', reason: 'Asks for a tool and will pay', evidence: 'Happy to pay for something good.', link: 'https://www.reddit.com/r/freelance/comments/inv001/x/' }),
    ]);
    const search = await client.callTool({ name: 'search', arguments: SEARCH_PARAMS });
    expect([search.isError, textOf(search)]).toEqual([true, "This API key lacks the 'search' scope."]);
    const monitor = await client.callTool({ name: 'set_monitor', arguments: { id: savedId, enabled: true } });
    expect(monitor.isError, textOf(monitor)).toBeFalsy();
    expect(dataOf(monitor).monitor).toMatchObject({ savedSearchId: savedId, enabled: true, frequency: 'daily', hour: 9, timeZone: 'UTC' });
    await client.close();
    expect(errors).toEqual([]);
    expect(stderr()).toContain('FirstSignal MCP server on stdio (database: pglite)');

    // The monitor was stored: the database was closed cleanly and holds it.
    const handle = await createDb({ dataDir });
    try {
      const [row] = await handle.db.select().from(schema.monitors).where(eq(schema.monitors.savedSearchId, savedId));
      expect(row?.enabled).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('refuses to start without a key, or with a revoked one, saying which setting', async () => {
    for (const [apiKey, message] of [
      [undefined, 'The MCP server is not configured: set FIRSTSIGNAL_API_KEY to a personal API key (Settings → API keys).'],
      ['fs_live_0123456789abcdef_revoked', 'The API key in FIRSTSIGNAL_API_KEY is invalid or was revoked: create a new one in Settings → API keys.'],
    ] as const) {
      const { client, transport, stderr } = stdioClient(apiKey);
      await expect(client.connect(transport)).rejects.toThrow();
      expect(stderr()).toContain(message);
    }
    // The read-only key still works after those refusals (the database was left closed).
    const { client, transport } = stdioClient(readOnlyKey);
    await client.connect(transport);
    expect(dataOf(await client.callTool({ name: 'get_signals', arguments: { saved_search_id: savedId } })).total).toBe(1);
    await client.close();
  });
});
