/**
 * Settings → API keys in the browser: a new key is shown once, works as a script would use it,
 * the list shows its name, scopes and when it was last used, and Revoke removes it (and stops it).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../apps/api/test/support/harness';
import { signUp } from './support/app';
import { assertBuilt, launch, newPage, WEB_DIST } from './support/browser';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  assertBuilt();
  server = await startTestServer({ webDist: WEB_DIST });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('Settings → API keys', () => {
  it('creates a key shown once, lists its name, scopes and last use, and revokes it', async () => {
    const page = await newPage(browser, server.url);
    await signUp(page, 'ada@example.com');
    await page.goto('/settings/account');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API keys' }).click();
    await page.waitForURL('**/settings/api-keys');
    await page.getByTestId('no-api-keys').waitFor();

    await page.getByLabel('Name').fill('Weekly report 📈 تقرير');
    await page.getByLabel(/^Search:/).check();
    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByText('Copy your new API key now. It will not be shown again.').waitFor();
    const key = await page.getByLabel('New API key').inputValue();
    expect(key).toMatch(/^fs_live_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);

    const row = page.getByTestId('api-key');
    await row.waitFor();
    expect(await row.getByTestId('api-key-name').innerText()).toBe('Weekly report 📈 تقرير');
    expect((await row.getByTestId('api-key-scopes').innerText()).split(/\s+/)).toEqual(['read', 'search']);
    expect(await row.getByTestId('api-key-last-used').innerText()).toMatch(/^Never used · created /);
    expect(await row.innerText()).not.toContain(key.slice(25));

    // Shown once: after Done, and after a reload, the key is nowhere on the page.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await row.waitFor();
    expect(await page.getByLabel('New API key').count()).toBe(0);
    expect(await page.content()).not.toContain(key.slice(25));

    // A script uses it; the list then says when.
    const usage = await call(server, 'GET', '/api/user/usage', { token: key });
    expect(usage.status).toBe(200);
    await page.reload();
    await row.getByTestId('api-key-last-used').getByText(/^Last used /).waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByTestId('no-api-keys').waitFor();
    expect(await page.getByTestId('api-key').count()).toBe(0);
    expect((await call(server, 'GET', '/api/user/usage', { token: key })).status).toBe(401);
    await page.context().close();
  });
});
