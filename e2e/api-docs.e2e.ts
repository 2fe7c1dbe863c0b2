/**
 * The API reference page (/api/docs) in Chromium: it renders every tag and path of the OpenAPI
 * document from the app's own files, under the app's CSP, fetching nothing from another host.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../apps/api/test/support/harness';
import { launch, newPage } from './support/browser';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the API reference page', () => {
  it('shows the paths, their auth and an example, with no CSP violation and nothing fetched from elsewhere', async () => {
    const page = await newPage(browser, server.url);
    const problems: string[] = [];
    const elsewhere: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.origin !== server.url) elsewhere.push(request.url());
    });

    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /FirstSignal API/ }).waitFor();
    const paths = await page.locator('.opblock-summary-path').allInnerTexts();
    expect(paths.map((p) => p.replace(/\u200b/g, ''))).toEqual(expect.arrayContaining(['/api/search', '/api/searches/{id}/rerun', '/api/user/usage', '/api/openapi.json']));
    expect(await page.getByRole('button', { name: 'Authorize' }).count()).toBeGreaterThan(0);

    // Open POST /api/search: its example body is shown.
    await page.locator('.opblock-post', { hasText: '/api/search' }).first().locator('.opblock-summary').click();
    await page.getByText('invoice tool for freelancers').first().waitFor();

    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});
