/**
 * What `npm run app` starts: the esbuild bundle (dist/server.js) under plain node, not the sources
 * under tsx. Every npm package the bundle imports must resolve from apps/api, and JSON data
 * packages must load: a fresh install searching Hacker News exercises them all (query planning,
 * word frequencies, the classifier, the sentence model, HTML to text).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call, registerUser } from './support/harness';
import { startHnServer } from './support/hn-server';
import { API_DIR, BUILT_SERVER, startBuiltServerChild } from './support/server-child';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

describe('the built server', () => {
  it('starts from dist on a fresh data dir, serves the app and finds Hacker News signals', async () => {
    expect(existsSync(join(API_DIR, BUILT_SERVER)), 'apps/api/dist/server.js is missing: run `pnpm build` first (npm run test:all does)').toBe(true);
    const hn = await startHnServer();
    closers.push(() => hn.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'fs-built-'));
    closers.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startBuiltServerChild({ DATA_DIR: dataDir, NODE_ENV: 'test', ...hn.env });
    closers.push(async () => {
      server.kill('SIGTERM');
      await server.exited;
    });

    const health = await call(server, 'GET', '/health');
    expect(health.json).toMatchObject({ status: 'ok', db: 'ok', platforms: { hackernews: { status: 'ok' } } });
    const page = await call(server, 'GET', '/search');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    // The API's description and its reference page, from the bundle (Swagger UI's files resolve from apps/api).
    const document = await call(server, 'GET', '/api/openapi.json');
    expect(Object.keys(document.json.paths)).toEqual(expect.arrayContaining(['/api/search', '/api/searches/{id}', '/health']));
    expect(Object.keys(document.json.paths).filter((path) => !path.startsWith('/api/') && path !== '/health')).toEqual([]);
    const docs = await call(server, 'GET', '/api/docs');
    expect(docs.status).toBe(200);
    const bundle = await call(server, 'GET', '/api/docs/static/swagger-ui-bundle.js');
    expect([bundle.status, bundle.headers.get('content-type')]).toEqual([200, 'application/javascript; charset=utf-8']);

    const user = await registerUser(server);
    const search = await call(server, 'POST', '/api/search', {
      token: user.token,
      body: { searchType: 'business_idea', businessIdea: 'automatic invoice reminders for freelancers', platforms: ['hackernews'], timeRange: '', maxResults: 10 },
    });
    expect(search.status, JSON.stringify(search.json)).toBe(200);
    expect(search.json.results.length).toBeGreaterThan(0);
    expect(search.json.results[0]).toMatchObject({ platform: 'hackernews', url: expect.stringMatching(/^https:\/\/news\.ycombinator\.com\/item\?id=\d+$/) });
    // The sentence encoder's thread is its own bundle entry (dist/encoder-worker.js), and its model
    // an npm package that must resolve from apps/api: the server says when it has loaded.
    await expect.poll(() => server.output(), { timeout: 120_000 }).toMatch(/sentence model loaded in \d+ ms/);
  });
});
