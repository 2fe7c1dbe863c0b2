/**
 * The CLI's remote mode as a founder on the embedded database uses it: the real server runs on a
 * PGlite DATA_DIR (so the CLI cannot open it), a key is made through the API like Settings makes
 * it, and the real CLI in a child process re-runs and monitors through the server's API with the
 * key in FIRSTSIGNAL_API_KEY. Scopes, revoked keys, the quota, the rate limit and an unreachable
 * server each get their message.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyScope } from '@firstsignal/core';
import { createDb, type DbHandle } from '@firstsignal/db';
import { parseEnv } from '../src/env';
import { serveApp, type ServedApp } from './support/app-server';
import { runCli } from './support/cli';
import { call, registerUser, setBilling } from './support/harness';
import {
  createWorld,
  LATER_ITEM,
  QUERY,
  SEARCH_PARAMS,
  startWorldServer,
  trpc,
  worldConnectors,
  type World,
} from './support/saved-world';

/** Emoji with a ZWJ sequence and a skin tone, a combining accent, and Arabic (right to left). */
const NAME = 'Factures 🧾👩🏽‍💻 cafe\u0301 · فواتير للمستقلين';
const KNOWN = {
  signal_id: 'reddit:inv001',
  platform: 'reddit',
  title: 'Looking for a simple invoice tool for freelancers',
  url: 'https://www.reddit.com/r/freelance/comments/inv001/post/',
  relevance_score: 0.9,
};
const REFUSED =
  'The server refused FIRSTSIGNAL_API_KEY: it was revoked or is not a valid key. Create a new one in Settings → API keys.';

async function createKey(server: { url: string }, sessionToken: string, name: string, scopes: ApiKeyScope[]) {
  const res = await trpc(server, sessionToken, 'mutation', 'apiKeys.create', { name, scopes });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data as { key: string; apiKey: { id: string } };
}

async function saveSearch(server: { url: string }, token: string, name: string) {
  const res = await call(server, 'POST', '/api/searches', {
    token,
    body: { name, searchParams: SEARCH_PARAMS, signals: [KNOWN] },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.search.id as string;
}

/** An address where nothing listens: a port the system handed out and that was closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('CLI remote mode (a key instead of the database)', () => {
  let world: World;
  let dataDir: string;
  let handle: DbHandle;
  let server: ServedApp;
  let alice: Awaited<ReturnType<typeof registerUser>>;
  let searchId: string;
  const keys = { full: '', reader: '', writer: '' };
  const remote = (args: string[], key: string | undefined, settings: Record<string, string> = {}) =>
    runCli([...args, '--api-url', server.url], {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(key ? { FIRSTSIGNAL_API_KEY: key } : {}),
      ...settings,
    });

  beforeAll(async () => {
    world = createWorld();
    // The server holds an embedded database on disk, as `npm start` does with DATA_DIR.
    dataDir = mkdtempSync(join(tmpdir(), 'fs-cli-remote-'));
    handle = await createDb({ dataDir });
    server = await serveApp({
      env: parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dataDir }),
      db: handle.db,
      connectors: worldConnectors(world),
    });
    alice = await registerUser(server, { email: 'alice.remote@example.com' });
    searchId = await saveSearch(server, alice.token, NAME);
    keys.full = (await createKey(server, alice.token, 'cron ⏰', ['read', 'search', 'write'])).key;
    keys.reader = (await createKey(server, alice.token, 'dashboard', ['read'])).key;
    keys.writer = (await createKey(server, alice.token, 'monitors', ['write'])).key;
  });

  afterAll(async () => {
    await server?.close();
    await handle?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('on the database, says the server holds it and points to the remote mode', async () => {
    const local = await runCli(['rerun', '--user', alice.email, '--all'], { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(local.code).toBe(1);
    expect(local.stderr).toContain('is in use by another process (is the FirstSignal server running?)');
    expect(local.stderr).toContain(
      'Go through the running server instead (rerun, monitors list/enable/disable): create an API key\nin Settings → API keys',
    );
    expect(local.stderr).toContain("FIRSTSIGNAL_API_KEY=fs_live_… and --api-url <the server's address>");
  });

  it('re-runs a saved search through the running server and prints its new signals', async () => {
    world.items.push(LATER_ITEM);
    const usageBefore = (await call(server, 'GET', '/api/user/usage', { token: alice.token })).json.data.results_used as number;
    const run = await remote(['rerun', '--search', searchId], keys.full);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe(`Saved search "${NAME}" (${searchId}): 3 new of 4 results`);
    expect(lines[1]).toMatch(/^PLATFORM\s+RELEVANCE\s+TYPE\s+URGENCY\s+TITLE\s+URL$/);
    const rows = lines.slice(2);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.includes('/comments/inv005/'))).toContain('Freelancers: which invoice app sends automatic');
    expect(rows.some((r) => r.includes('https://www.youtube.com/watch?v=vidinv003'))).toBe(true);
    expect(run.stdout).not.toContain('/comments/inv001/');

    // The server ran it: a new run in the history, the quota spent, the saved search updated.
    const history = await trpc(server, alice.token, 'query', 'search.history');
    expect(history.data[0]).toMatchObject({ query: QUERY, results: 4 });
    expect((await call(server, 'GET', '/api/user/usage', { token: alice.token })).json.data.results_used).toBe(usageBefore + 4);
    const saved = (await call(server, 'GET', `/api/searches/${searchId}`, { token: alice.token })).json.search;
    expect(saved.name).toBe(NAME);
    expect(saved.lastRunAt).not.toBeNull();
    expect(
      saved.signals
        .filter((s: { is_new: boolean }) => s.is_new)
        .map((s: { signal_id: string }) => s.signal_id)
        .sort(),
    ).toEqual(['reddit:inv002', 'reddit:inv005', 'youtube:vidinv003']);
  });

  it('prints the same JSON as on the database, with FIRSTSIGNAL_API_URL instead of the flag', async () => {
    const run = await runCli(['rerun', '--all', '--json', '--user', 'ALICE.remote@example.com'], {
      FIRSTSIGNAL_API_URL: `${server.url}/`,
      FIRSTSIGNAL_API_KEY: keys.full,
      LOG_LEVEL: 'silent',
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out).toMatchObject({
      user: alice.email,
      searches: [
        {
          id: searchId,
          name: NAME,
          status: 'ok',
          resultCount: 4,
          limitedByQuota: false,
          newSignals: [],
          usage: { plan_type: 'free' },
        },
      ],
    });
    expect(out.searches[0].platforms).toMatchObject({ reddit: { status: 'ok' }, youtube: { status: 'ok' } });
  });

  it('prints themes with a read-only key, and refuses to re-run with it, naming the missing scope', async () => {
    const themes = await remote(['rerun', '--search', searchId, '--themes'], keys.reader);
    expect(themes.stderr).toBe('');
    expect(themes.code).toBe(0);
    expect(themes.stdout.startsWith(`# Themes: ${NAME}\n\n4 signals,`)).toBe(true);

    const calls = world.requests.length;
    const refused = await remote(['rerun', '--search', searchId], keys.reader);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      "This API key lacks the 'search' scope. Create a key with that scope in Settings → API keys.",
    );
    expect(refused.stdout).toBe('');
    expect(world.requests.length).toBe(calls);
  });

  it('says so when the key is missing, malformed, revoked, someone else’s, or the search is not the user’s', async () => {
    const missing = await remote(['rerun', '--all'], undefined);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('FIRSTSIGNAL_API_KEY is not set. Create a key in Settings → API keys');

    const malformed = await remote(['rerun', '--all'], 'sk_live_abc');
    expect(malformed.stderr.trim()).toBe('Invalid settings:\n  FIRSTSIGNAL_API_KEY: FIRSTSIGNAL_API_KEY must be a personal API key (fs_live_…, from Settings → API keys)');

    const doomed = await createKey(server, alice.token, 'leaked', ['read', 'search']);
    expect((await trpc(server, alice.token, 'mutation', 'apiKeys.revoke', { id: doomed.apiKey.id })).status).toBe(200);
    const revoked = await remote(['rerun', '--all'], doomed.key);
    expect(revoked.code).toBe(1);
    expect(revoked.stderr.trim()).toBe(REFUSED);

    const other = await remote(['rerun', '--all', '--user', 'bob@example.com'], keys.full);
    expect(other.code).toBe(1);
    expect(other.stderr.trim()).toBe(`FIRSTSIGNAL_API_KEY belongs to ${alice.email}, not bob@example.com.`);

    const bob = await registerUser(server, { email: 'bob.remote@example.com' });
    const bobsSearch = await saveSearch(server, bob.token, 'Bob’s');
    const notTheirs = await remote(['rerun', '--search', bobsSearch], keys.full);
    expect(notTheirs.code).toBe(1);
    expect(notTheirs.stderr.trim()).toBe(`Saved search ${bobsSearch} not found for ${alice.email}.`);

    const badUrl = await runCli(['rerun', '--all', '--api-url', 'localhost:3000'], { FIRSTSIGNAL_API_KEY: keys.full });
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toContain('--api-url must be an http(s) URL, such as http://localhost:3000');
  });

  it('says so when no server answers at the address', async () => {
    const port = await closedPort();
    const run = await runCli(['rerun', '--all', '--api-url', `http://127.0.0.1:${port}`], { FIRSTSIGNAL_API_KEY: keys.full });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Could not reach the FirstSignal server at http://127.0.0.1:${port} (ECONNREFUSED). Is it running, and is --api-url (or FIRSTSIGNAL_API_URL) its address?`,
    );
  });

  it('reports the quota and overage as the local re-run does', async () => {
    const frank = await registerUser(server, { email: 'frank.remote@example.com' });
    const franksSearch = await saveSearch(server, frank.token, 'Frank ✨');
    await setBilling(server, frank.user.id, { monthlyResultsUsed: 25 });
    const frankKey = (await createKey(server, frank.token, 'cron', ['read', 'search'])).key;
    const limited = await remote(['rerun', '--all'], frankKey);
    expect(limited.code).toBe(3);
    expect(limited.stderr).toContain("Monthly Limit Reached: you've used 25 of 25 monthly results.");
    expect((await call(server, 'GET', `/api/searches/${franksSearch}`, { token: frank.token })).json.search.lastRunAt).toBeNull();

    const paula = await registerUser(server, { email: 'paula.remote@example.com' });
    await saveSearch(server, paula.token, 'Paula');
    await setBilling(server, paula.user.id, { plan: 'starter', maxResults: 150, monthlyResultsUsed: 150 });
    const paulaKey = (await createKey(server, paula.token, 'cron', ['read', 'search'])).key;
    const warned = await remote(['rerun', '--all', '--max-results', '5'], paulaKey);
    expect(warned.code).toBe(3);
    expect(warned.stderr).toContain('5 extra results (1 block of 5), estimated $0.50');
    expect(warned.stderr).toContain('Run again with --confirm-overage to proceed and be charged.');
    const confirmed = await remote(['rerun', '--all', '--max-results', '5', '--confirm-overage', '--json'], paulaKey);
    expect(confirmed.code).toBe(0);
    expect(JSON.parse(confirmed.stdout).searches[0]).toMatchObject({
      status: 'ok',
      usage: { current_usage: 154, usage_limit: 150, plan_type: 'starter' },
    });
  });

  it('enables, lists and disables a monitor with the scopes each needs; run stays local', async () => {
    const on = await remote(
      [
        'monitors',
        'enable',
        '--search',
        searchId,
        '--frequency',
        'weekly',
        '--hour',
        '7',
        '--weekday',
        '3',
        '--time-zone',
        'Asia/Jerusalem',
      ],
      keys.writer,
    );
    expect(on.stderr).toBe('');
    expect(on.stdout).toMatch(
      new RegExp(`^Monitoring on for ${searchId}: weekly, next run \\d{4}-\\d\\d-\\d\\d (04|05):00 UTC\\.\\n$`),
    );

    const listed = await remote(['monitors', 'list'], keys.reader);
    expect(listed.stderr).toBe('');
    expect(listed.stdout).toMatch(
      new RegExp(
        `^${searchId}  "${NAME}"  on, weekly at 7:00 \\(day 3\\) Asia/Jerusalem, \\w+; next \\d{4}-\\d\\d-\\d\\d (04|05):00 UTC; last -\\n$`,
      ),
    );
    const json = JSON.parse((await remote(['monitors', 'list', '--json'], keys.reader)).stdout);
    expect(json).toMatchObject({
      user: alice.email,
      monitors: [{ savedSearchId: searchId, name: NAME, enabled: true, frequency: 'weekly' }],
    });

    const noWrite = await remote(['monitors', 'disable', '--search', searchId], keys.reader);
    expect(noWrite.code).toBe(1);
    expect(noWrite.stderr.trim()).toBe(
      "This API key lacks the 'write' scope. Create a key with that scope in Settings → API keys.",
    );
    const noRead = await remote(['monitors', 'list'], keys.writer);
    expect(noRead.stderr.trim()).toBe(
      "This API key lacks the 'read' scope. Create a key with that scope in Settings → API keys.",
    );

    const off = await remote(['monitors', 'disable', '--search', searchId], keys.writer);
    expect(off.stdout).toBe(`Monitoring off for ${searchId}.\n`);
    const monitors = await trpc(server, alice.token, 'query', 'monitoring.list');
    expect(monitors.data.monitors).toMatchObject([{ savedSearchId: searchId, enabled: false }]);

    const run = await remote(['monitors', 'run'], keys.full);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe(
      'monitors run works on the database only (a running server already runs what is due): run it without --api-url.',
    );
  });
});

describe('CLI remote mode against a rate limited key', () => {
  it('says how long the server asks to wait (Retry-After)', async () => {
    const world = createWorld();
    const server = await startWorldServer('pglite', world, { authLimits: { apiKeyRequests: { max: 1, windowMs: 60_000 } } });
    try {
      const { token } = await registerUser(server);
      const key = (await createKey(server, token, 'busy', ['read', 'search'])).key;
      // The first request (whose key is it) passes; listing the saved searches is one too many.
      const run = await runCli(['rerun', '--all', '--api-url', server.url], { FIRSTSIGNAL_API_KEY: key });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toMatch(
        /^Too many requests with this API key: the server asks to wait ([1-9]|[1-5]\d|60) seconds \(Retry-After\)\. Try again then\.$/,
      );
      expect(world.requests).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});
