import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../apps/api/test/support/harness';
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

describe('accounts in the browser', () => {
  it('registers, lands on /search, logs out, logs back in', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Turn Signals Into Revenue' }).textContent()).resolves.toBe(
      'Turn Signals Into Revenue',
    );
    await page.getByLabel('Name (optional)').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password').fill('analytical');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/search');
    const footer = page.getByTestId('sidebar-footer');
    await footer.getByText('ada@example.com').waitFor();
    expect(await footer.innerText()).toContain('Ada Lovelace');

    // Signed in, the sign-in pages and unknown paths lead back to /search.
    await page.goto('/login');
    await page.waitForURL('**/search');
    await page.goto('/no/such/page');
    await page.waitForURL('**/search');

    await footer.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    // Signed out, protected paths redirect to /login.
    await page.goto('/signals/saved');
    await page.waitForURL('**/login');

    await page.getByLabel('Email').fill('ADA@example.com');
    await page.getByLabel('Password').fill('analytical');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/search');
    await footer.getByText('ada@example.com').waitFor();
    await page.context().close();
  });

  it("shows the server's message in a red alert for a wrong password", async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Invalid email or password');
    expect(await alert.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/rgb\(254, 242, 242\)|oklch\(0\.97/);
    expect(page.url()).toMatch(/\/login$/);
    await page.context().close();
  });

  it('validates before sending: short password, missing email, duplicate account', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/register');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await page.getByRole('alert').innerText()).toBe('Password must be at least 6 characters long');

    await page.getByLabel('Email').fill('');
    await page.getByLabel('Password').fill('123456');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await page.getByRole('alert').innerText()).toBe('Email is required');

    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('An account with this email already exists').waitFor();

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await page.getByRole('alert').innerText()).toBe('Email is required');
    await page.context().close();
  });

  it('shows the platform ticker changing every 2 seconds and says Google is not configured', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/login');
    const ticker = page.getByTestId('platform-ticker').first();
    const first = await ticker.innerText();
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="platform-ticker"]')?.textContent !== before,
      first,
    );
    expect(await ticker.innerText()).not.toBe(first);
    await page.getByText('Google sign-in is not configured').waitFor();
    expect(await page.getByRole('button', { name: 'Continue with Google' }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('has a mobile top bar whose menu opens the sidebar', async () => {
    const page = await newPage(browser, server.url, { width: 390, height: 800 });
    await page.goto('/login');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password').fill('analytical');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/search');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    expect((await nav.boundingBox())?.width).toBe(280);
    // The Settings group starts closed away from /settings and opens on click.
    await nav.getByRole('button', { name: /Settings/ }).click();
    await nav.getByRole('link', { name: 'Billing' }).click();
    await page.waitForURL('**/settings/billing');
    await page.context().close();
  });
});
