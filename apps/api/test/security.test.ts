/**
 * What protects users beyond passwords: cross-site request refusal, security headers, JSON 404s
 * for the API next to the SPA's history fallback, an honest /health, and logs without secrets.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@firstsignal/db';
import { createTestDb } from '@firstsignal/db/testing';
import { parseEnv } from '../src/env';
import { captureLog, serveApp } from './support/app-server';
import { call, DEFAULT_PLATFORM_HEALTH, registerUser, startTestServer, type TestServer } from './support/harness';
import { setCookies } from './support/http';

const CROSS_SITE = { error: 'Cross-site requests are not allowed' };

describe('cross-site requests', () => {
  let server: TestServer;
  let account: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    server = await startTestServer();
    account = await registerUser(server, { email: 'csrf@example.com', password: 'csrf-victim' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const withCookie = (headers: Record<string, string>) => ({ cookie: `fs_session=${account.token}`, ...headers });
  const stillSignedIn = async () => {
    const me = await call(server, 'GET', '/api/auth/me', { headers: { cookie: `fs_session=${account.token}` } });
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe('csrf@example.com');
  };

  it.each<{ label: string; headers: Record<string, string> }>([
    { label: 'a foreign Origin', headers: { origin: 'https://evil.example' } },
    { label: 'Sec-Fetch-Site: cross-site', headers: { 'sec-fetch-site': 'cross-site' } },
    { label: 'an opaque Origin (null)', headers: { origin: 'null' } },
    { label: 'a foreign Origin on another port of this host', headers: { origin: 'http://127.0.0.1:1' } },
  ])('refuses logout with 403 when the request comes from $label, and the session survives', async ({ headers }) => {
    const res = await call(server, 'POST', '/api/auth/logout', { headers: withCookie(headers) });
    expect(res.status).toBe(403);
    expect(res.json).toEqual(CROSS_SITE);
    expect(setCookies(res.headers).fs_session).toBeUndefined();
    await stillSignedIn();
  });

  it('refuses a cross-site login (login CSRF) with 403 and sets no cookie', async () => {
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of crossSite) {
      const res = await call(server, 'POST', '/api/auth/login', {
        body: { email: account.email, password: account.password },
        headers: withCookie(headers),
      });
      expect(res.status).toBe(403);
      expect(res.json).toEqual(CROSS_SITE);
      expect(setCookies(res.headers).fs_session).toBeUndefined();
    }
    const register = await call(server, 'POST', '/api/auth/register', {
      body: { email: 'planted@example.com', password: 'planted-pw' },
      headers: { origin: 'https://evil.example' },
    });
    expect(register.status).toBe(403);
    expect((await call(server, 'POST', '/api/auth/login', { body: { email: 'planted@example.com', password: 'planted-pw' } })).status).toBe(401);
    await stillSignedIn();
  });

  it('Sec-Fetch-Site: cross-site wins over a same-origin looking Origin', async () => {
    const res = await call(server, 'POST', '/api/auth/logout', { headers: withCookie({ origin: server.url, 'sec-fetch-site': 'cross-site' }) });
    expect(res.status).toBe(403);
    await stillSignedIn();
  });

  it('lets a cross-site GET through (reads are not state-changing)', async () => {
    const res = await call(server, 'GET', '/api/auth/me', { headers: withCookie({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }) });
    expect(res.status).toBe(200);
  });

  it('allows same-origin browser requests', async () => {
    const login = await call(server, 'POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
      headers: { origin: server.url, 'sec-fetch-site': 'same-origin' },
    });
    expect(login.status).toBe(200);
    const sameOriginOnly = await call(server, 'POST', '/api/auth/logout', { headers: { origin: server.url, cookie: `fs_session=${login.json.token}` } });
    expect(sameOriginOnly.status).toBe(200);
    expect(sameOriginOnly.json).toEqual({ success: true });
    expect((await call(server, 'GET', '/api/auth/me', { token: login.json.token })).status).toBe(401);
  });

  it('allows scripts that send no Origin and authenticate with a bearer token', async () => {
    const login = await call(server, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
    expect(login.status).toBe(200);
    const logout = await call(server, 'POST', '/api/auth/logout', { token: login.json.token });
    expect(logout.status).toBe(200);
    expect((await call(server, 'GET', '/api/auth/me', { token: login.json.token })).status).toBe(401);
    await stillSignedIn();
  });
});

describe('headers, 404s and health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['/', '/api/auth/me', '/api/whatever', '/health', '/trpc/auth.me'])('sends the security headers on %s', async (path) => {
    const res = await call(server, 'GET', path);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    // Plain http: no HSTS (it would pin a host that cannot answer https).
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('marks API answers no-store', async () => {
    expect((await call(server, 'GET', '/api/auth/me')).headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['GET', '/api/whatever'],
    ['POST', '/api/whatever'],
    ['GET', '/api'],
    ['DELETE', '/api/auth/me'],
    ['GET', '/api/auth/login'],
  ])('answers %s %s with a JSON 404', async (method, path) => {
    const res = await call(server, method, path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.json).toEqual({ error: 'Not found' });
  });

  it('reports health with unconfigured platforms and the settings they need', async () => {
    const res = await call(server, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      status: 'ok',
      db: 'ok',
      platforms: DEFAULT_PLATFORM_HEALTH,
      ai: { configured: false, status: 'not configured', missingSettings: ['AI_BASE_URL', 'AI_MODEL'] },
    });
  });

  it('reports configured platforms when their settings are given, without echoing them', async () => {
    const configured = await startTestServer({
      env: {
        REDDIT_CLIENT_ID: 'reddit-id-123',
        REDDIT_CLIENT_SECRET: 'reddit-secret-456',
        YOUTUBE_API_KEY: 'yt-key-789',
        GITHUB_TOKEN: 'ghp-token-000',
        BLUESKY_HANDLE: 'founder.bsky.social',
        BLUESKY_APP_PASSWORD: 'bsky-app-pass-0001',
      },
    });
    try {
      const res = await call(configured, 'GET', '/health');
      expect(res.status).toBe(200);
      expect(res.json).toEqual({
        status: 'ok',
        db: 'ok',
        platforms: {
          reddit: { configured: true, status: 'ok' },
          youtube: { configured: true, status: 'ok' },
          hackernews: { configured: true, status: 'ok' },
          stackexchange: { configured: true, status: 'ok' },
          github: { configured: true, status: 'ok' },
          lemmy: { configured: true, status: 'ok' },
          bluesky: { configured: true, status: 'ok' },
          appstore: { configured: true, status: 'ok' },
          discourse: { configured: true, status: 'ok' },
        },
        ai: { configured: false, status: 'not configured', missingSettings: ['AI_BASE_URL', 'AI_MODEL'] },

      });
      for (const secret of ['reddit-id-123', 'reddit-secret-456', 'yt-key-789', 'ghp-token-000', 'bsky-app-pass-0001']) expect(res.text).not.toContain(secret);
    } finally {
      await configured.close();
    }
  });

  it('says which platform is half configured', async () => {
    const half = await startTestServer({ env: { REDDIT_CLIENT_ID: 'only-the-id' } });
    try {
      const res = await call(half, 'GET', '/health');
      expect(res.json.platforms.reddit).toEqual({ configured: false, status: 'not configured', missingSettings: ['REDDIT_CLIENT_SECRET'] });
    } finally {
      await half.close();
    }
  });
});

describe('SPA history fallback', () => {
  const INDEX = '<!doctype html><html><head><title>FirstSignal test shell</title></head><body><div id="root"></div></body></html>';
  const dist = mkdtempSync(join(tmpdir(), 'fs-web-'));
  let server: TestServer;
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), INDEX);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app");');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer({ webDist: dist });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/search', '/results', '/signals/current', '/settings/billing?success=true'])('serves index.html for %s', async (path) => {
    const res = await call(server, 'GET', path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toBe(INDEX);
    expect(res.headers.get('x-robots-tag')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it.each(['/login', '/register'])('serves %s with x-robots-tag noindex', async (path) => {
    const res = await call(server, 'GET', path);
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('serves built assets as files', async () => {
    const res = await call(server, 'GET', '/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.text).toBe('console.log("app");');
  });

  it('has browsers revalidate index.html on every load and keep hashed assets for a year', async () => {
    for (const path of ['/', '/index.html', '/signals/current', '/login']) {
      const res = await call(server, 'GET', path);
      expect(res.text, path).toBe(INDEX);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    const asset = await call(server, 'GET', '/assets/app-abc123.js');
    expect(asset.text).toBe('console.log("app");');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const favicon = await call(server, 'GET', '/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a hashed asset of another build with a 404, not index.html', async () => {
    const res = await call(server, 'GET', '/assets/app-old999.js');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Not found' });
  });

  it('keeps unknown API paths and non-GET requests as JSON 404s', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/search'],
    ] as const) {
      const res = await call(server, method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json).toEqual({ error: 'Not found' });
      expect(res.text).not.toContain('<html');
    }
    const health = await call(server, 'GET', '/health');
    expect(health.json.status).toBe('ok');
  });
});

describe('request logs', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb('pglite');
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('never contain passwords, tokens or cookies', async () => {
    const log = captureLog();
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'trace' });
    const served = await serveApp({ env, db: handle.db, logStream: log.stream });
    const password = 'Sup3r-Secret-Passw0rd';
    const tokens: string[] = [];
    try {
      const { token } = await registerUser(served, { email: 'logged@example.com', password });
      const login = await call(served, 'POST', '/api/auth/login', { body: { email: 'logged@example.com', password } });
      expect(login.status).toBe(200);
      const loginToken: string = login.json.token;
      tokens.push(token, loginToken);
      expect((await call(served, 'GET', '/api/auth/me', { token })).status).toBe(200);
      expect((await call(served, 'GET', '/api/auth/me', { headers: { cookie: `fs_session=${loginToken}` } })).status).toBe(200);
      expect((await call(served, 'GET', `/api/auth/me?token=${token}`)).status).toBe(401);
      expect((await call(served, 'POST', '/api/auth/login', { body: { email: 'logged@example.com', password: `${password}-wrong` } })).status).toBe(401);
      expect((await call(served, 'POST', '/api/auth/login', { rawBody: `{"email":"logged@example.com","password":"${password}"` })).status).toBe(400);
      expect((await call(served, 'GET', '/api/auth/google/callback?code=secret-oauth-code&state=s')).status).toBe(302);
      expect((await call(served, 'POST', '/api/auth/logout', { token: loginToken })).status).toBe(200);
    } finally {
      await served.close();
    }

    const text = log.text();
    // The log was really captured: one line per request at least, as JSON.
    expect(log.lines.length).toBeGreaterThanOrEqual(16);
    expect(text).toContain('"url":"/api/auth/me"');
    expect(text).toContain('"statusCode":401');
    for (const line of log.lines) expect(() => JSON.parse(line)).not.toThrow();

    expect(text).not.toContain(password);
    expect(tokens).toHaveLength(2);
    for (const token of tokens) {
      const [id, secret] = token.split('.') as [string, string];
      expect(text).not.toContain(token);
      expect(text).not.toContain(secret);
      expect(text).not.toContain(id);
    }
    expect(text).not.toContain('fs_session=');
    expect(text).not.toContain('secret-oauth-code');
    expect(text.toLowerCase()).not.toContain('bearer');
    expect(text.toLowerCase()).not.toContain('"authorization"');
    expect(text.toLowerCase()).not.toContain('"cookie"');
    expect(text.toLowerCase()).not.toContain('set-cookie');
    for (const line of log.lines) {
      // No piece of any token: the id half (which names the session row) nor the secret half.
      const tokens = line.match(/[A-Za-z0-9_-]{20}\.[A-Za-z0-9_-]{43}/g);
      expect(tokens, line).toBeNull();
    }
  });
});
