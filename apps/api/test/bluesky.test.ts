/**
 * Bluesky through the real app: configured with a handle and an app password against a PDS
 * stand-in answering in the lexicons' shapes (packages/sources/test/fixtures/bluesky, see
 * PROVENANCE.md there), its signals delivered with handle, link and likes, a wrong password
 * reported as such, and the app password in no answer and no log line.
 */
import { readFileSync } from 'node:fs';
import type { DbHandle } from '@firstsignal/db';
import { createTestDb } from '@firstsignal/db/testing';
import { startUpstream, type Upstream } from '@firstsignal/sources/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import { captureLog, serveApp, type ServedApp } from './support/app-server';
import { call, registerUser } from './support/harness';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../packages/sources/test/fixtures/bluesky/${name}`, import.meta.url), 'utf8'));
const PASSWORD = 'wxyz-2345-abcd-6789';
const WRONG = 'nope-nope-nope-nope';
const BODY = {
  searchType: 'business_idea',
  businessIdea: 'automatic invoice reminders for freelancers',
  platforms: ['bluesky'],
  timeRange: '',
  maxResults: 10,
};

describe('Bluesky, configured with an account', () => {
  let upstream: Upstream;
  let handle: DbHandle;
  const served: ServedApp[] = [];
  const log = captureLog();

  async function serve(password: string): Promise<ServedApp> {
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      HN_ENABLED: 'false',
      STACKEXCHANGE_ENABLED: 'false',
      BLUESKY_HANDLE: 'founder.bsky.social',
      BLUESKY_APP_PASSWORD: password,
      BLUESKY_SERVICE_URL: upstream.url,
    });
    const app = await serveApp({ env, db: handle.db, logStream: log.stream });
    served.push(app);
    return app;
  }

  beforeAll(async () => {
    upstream = await startUpstream({
      'POST /xrpc/com.atproto.server.createSession': (call) =>
        JSON.parse(call.body).password === PASSWORD ? { json: fixture('create-session.json') } : { status: 401, json: fixture('auth-failed.json') },
      'GET /xrpc/app.bsky.feed.searchPosts': { json: fixture('search-posts.json') },
      'GET /xrpc/app.bsky.feed.getPostThread': { json: fixture('get-post-thread.json') },
    });
    handle = await createTestDb('pglite');
  });
  afterAll(async () => {
    for (const app of served) await app.close();
    await handle?.close();
    await upstream?.close();
  });

  it('is ready in /health and the config status, with what it needs and without the password', async () => {
    const server = await serve(PASSWORD);
    const health = await call(server, 'GET', '/health');
    expect(health.json.platforms.bluesky).toEqual({ configured: true, status: 'ok' });
    const status = await call(server, 'GET', '/trpc/config.status');
    expect(status.json.result.data.platforms.find((p: { id: string }) => p.id === 'bluesky')).toMatchObject({
      label: 'Bluesky',
      configured: true,
      missingSettings: [],
      postNoun: 'Post',
      note: 'An account and an app password; monitoring searches sparingly, as Bluesky asks',
    });
    expect(health.text + status.text).not.toContain(PASSWORD);
  });

  it('answers a search with Bluesky signals: handles, links, likes and replies, signed in once', async () => {
    const server = await serve(PASSWORD);
    const { token } = await registerUser(server);
    const before = upstream.callsTo('/xrpc/com.atproto.server.createSession').length;
    const res = await call(server, 'POST', '/api/search', { token, body: BODY });
    expect(res.status).toBe(200);
    expect(res.json.platforms).toEqual({ bluesky: { status: 'ok', results: expect.any(Number), communities: expect.any(Object) } });
    const byId = new Map(res.json.results.map((r: { id: string }) => [r.id, r]));
    expect(byId.get('bluesky:did:plc:nadia2exampleaaaaaaaaaaa-3lbq7xk2abc2k')).toMatchObject({
      platform: 'bluesky',
      type: 'post',
      url: 'https://bsky.app/profile/nadia.bsky.social/post/3lbq7xk2abc2k',
      source: 'Bluesky · @nadia.bsky.social',
    });
    expect(byId.get('bluesky:did:plc:jopark2exampleaaaaaaaaaa-3lbq8aa4cde2f')).toMatchObject({
      type: 'comment',
      url: 'https://bsky.app/profile/jo.park.dev/post/3lbq8aa4cde2f',
    });
    // The planner's two words first; three posts are few, so the best word alone follows.
    const searches = upstream.callsTo('/xrpc/app.bsky.feed.searchPosts');
    expect(searches.map((c) => c.query.get('q'))).toEqual(['invoice freelancers', 'invoice']);
    expect(searches.every((c) => c.query.get('sort') === 'top')).toBe(true);

    await call(server, 'POST', '/api/search', { token, body: { ...BODY, businessIdea: 'late payment reminders for consultants' } });
    expect(upstream.callsTo('/xrpc/com.atproto.server.createSession').length - before).toBe(1);
    expect(res.text).not.toContain(PASSWORD);
  });

  it('says a wrong app password failed to sign in, naming the settings, and the password is in no answer or log line', async () => {
    const server = await serve(WRONG);
    const { token } = await registerUser(server);
    // Another idea: the same one would be answered from the cache, which holds no secret.
    const res = await call(server, 'POST', '/api/search', { token, body: { ...BODY, businessIdea: 'booking app for dog walkers' } });
    expect(res.json.platforms.bluesky).toMatchObject({ status: 'failed' });
    expect(res.json.platforms.bluesky.message).toMatch(/BLUESKY_HANDLE and BLUESKY_APP_PASSWORD/);
    expect(res.text).not.toContain(WRONG);
    expect(upstream.callsTo('/xrpc/com.atproto.server.createSession').some((c) => c.body.includes(WRONG))).toBe(true);

    // The operator sees the refused sign-in on /health too, while the server remembers it, with no secret.
    const health = await call(server, 'GET', '/health');
    expect(health.json.platforms.bluesky).toMatchObject({ configured: true, status: 'failed' });
    expect(health.json.platforms.bluesky.message).toMatch(/^Bluesky refused the sign-in.*BLUESKY_APP_PASSWORD.*Not tried again until \d\d:\d\d UTC/);
    expect(health.text).not.toContain(WRONG);

    expect(log.lines.length).toBeGreaterThan(0);
    for (const secret of [PASSWORD, WRONG]) expect(log.text()).not.toContain(secret);
  });
});
