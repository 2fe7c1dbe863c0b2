/**
 * SIGTERM while a search is in flight (issue 11): the real server stops taking connections, lets
 * the search finish and answer, closes the embedded database cleanly and exits 0; the data dir
 * then opens with the search recorded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, pgliteInUse, schema } from '@firstsignal/db';
import { afterEach, describe, expect, it } from 'vitest';
import { call, registerUser } from './support/harness';
import { startHnServer } from './support/hn-server';
import { startServerChild } from './support/server-child';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

const HN_ONLY = {
  searchType: 'business_idea',
  businessIdea: 'automatic invoice reminders for freelancers',
  platforms: ['hackernews'],
  timeRange: '',
  maxResults: 10,
};

/** Whether a fresh TCP connection to the port is refused (nothing listens any more). */
function refused(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/**
 * The real server on a fresh data dir with one signed-up user, and a search it has sent on to
 * Hacker News, which holds it until `release` is called.
 */
async function serverWithHeldSearch(env: Record<string, string> = {}) {
  const hn = await startHnServer();
  closers.push(() => hn.close());
  const dataDir = mkdtempSync(join(tmpdir(), 'fs-shutdown-'));
  closers.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startServerChild({ DATA_DIR: dataDir, NODE_ENV: 'test', ...hn.env, ...env });
  closers.push(() => server.kill('SIGKILL'));

  const { token, email } = await registerUser(server, { email: 'inflight@example.com' });
  let release!: () => void;
  hn.behaviour.held = new Promise((resolve) => (release = resolve));
  closers.push(() => release());
  let settled = false;
  const search = call(server, 'POST', '/api/search', { token, body: HN_ONLY }).finally(() => (settled = true));
  for (let i = 0; hn.calls.length === 0; i++) {
    if (i > 200) throw new Error(`the search never reached Hacker News:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { server, dataDir, email, search, release, settled: () => settled };
}

/** What the data dir holds when opened again: the accounts, and what each run delivered. */
async function reopened(dataDir: string) {
  const handle = await createDb({ dataDir });
  try {
    return {
      users: await handle.db.select({ email: schema.users.email }).from(schema.users),
      runs: await handle.db.select({ delivered: schema.searchRuns.deliveredResults }).from(schema.searchRuns),
    };
  } finally {
    await handle.close();
  }
}

describe('SIGTERM with a request in flight', () => {
  it('finishes the request, refuses new connections, closes the database and exits 0', async () => {
    const { server, dataDir, email, search, release, settled } = await serverWithHeldSearch();

    server.kill('SIGTERM');
    for (let i = 0; !(await refused(server.url)); i++) {
      if (i > 200) throw new Error(`the server kept accepting connections after SIGTERM:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    // Nothing listens any more, yet the search held by Hacker News is still running.
    expect(settled()).toBe(false);
    release();

    const answer = await search;
    expect(answer.status).toBe(200);
    expect(answer.json.results.length).toBeGreaterThan(0);
    expect(answer.json.results.every((r: { platform: string }) => r.platform === 'hackernews')).toBe(true);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('SIGTERM: finishing the work in flight');
    expect(server.output()).toContain('shutdown: database closed');
    // PGlite removes its lock file only when closed properly.
    expect(pgliteInUse(dataDir)).toBeUndefined();

    // The data dir opens again, with the account and the search that finished during shutdown.
    expect(await reopened(dataDir)).toEqual({ users: [{ email }], runs: [{ delivered: answer.json.results.length }] });
  });

  it('cuts off a request still running after SHUTDOWN_TIMEOUT_SECONDS, still closes the database and exits 1', async () => {
    const { server, dataDir, email, search } = await serverWithHeldSearch({ SHUTDOWN_TIMEOUT_SECONDS: '1' });

    server.kill('SIGTERM');
    // Hacker News never answers: the search is cut off, not left to hang.
    const answer = await search.then(
      (res) => res.status,
      () => 'connection closed',
    );
    expect(answer).toBe('connection closed');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('shutdown: work still running after 1 s was cut off');
    expect(server.output()).toContain('shutdown: database closed');
    expect(pgliteInUse(dataDir)).toBeUndefined();

    expect(await reopened(dataDir)).toEqual({ users: [{ email }], runs: [] });
  });
});
