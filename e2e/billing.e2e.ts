/**
 * Settings in Chromium as a founder uses them: saving the account (banner, reload), the upgrade
 * round trip through a stand-in Stripe Checkout back to ?success=true, a cancelled checkout,
 * checkout errors, billing without settings, and deleting the account.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from '../apps/api/test/support/harness';
import { startStripeServer, type StripeServer } from '../apps/api/test/support/stripe-server';
import { assertBuilt, launch, newPage, WEB_DIST } from './support/browser';

let stripe: StripeServer;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  assertBuilt();
  stripe = await startStripeServer();
  server = await startTestServer({ webDist: WEB_DIST, env: stripe.env });
  stripe.webhookUrl = `${server.url}/api/stripe/webhook`;
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await stripe?.close();
});

/** A fresh account, signed in in a new browser page. */
async function signedIn(target: TestServer = server, options: { width?: number } = {}) {
  const account = await registerUser(target, { name: 'Ada' });
  const page = await newPage(browser, target.url, options);
  await page.context().addCookies([{ name: 'fs_session', value: account.token, url: target.url }]);
  return { ...account, page };
}

const planCard = (page: Page, id: string) => page.getByTestId(`plan-${id}`);

describe('settings in the browser', () => {
  it('saves the account, shows Changes Saved! for 3 s and reloads 1 s later', async () => {
    const { page } = await signedIn();
    await page.goto('/settings/account');
    const username = page.getByLabel('Username');
    await username.waitFor();
    expect(await page.getByLabel('Account Type').inputValue()).toBe('Trial Plan');
    expect(await page.getByLabel('Default max results').inputValue()).toBe('10');
    expect(await page.getByLabel('Default time range').inputValue()).toBe('');
    expect(await page.getByLabel('Email notifications for new signals').isChecked()).toBe(true);

    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Default max results').selectOption('20');
    await page.getByLabel('Default time range').selectOption({ label: 'Past week' });
    await page.getByLabel('Email notifications for new signals').uncheck();
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const banner = page.getByTestId('settings-saved');
    await banner.waitFor();
    expect(await banner.innerText()).toBe('Changes Saved!');
    await banner.waitFor({ state: 'detached' });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(2500);
    // The reload wipes the marker set on the old document.
    await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload);
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(3500);

    await page.getByLabel('First Name').waitFor();
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('Ada');
    expect(await page.getByLabel('Last Name').inputValue()).toBe('Lovelace');
    expect(await page.getByLabel('Default max results').inputValue()).toBe('20');
    expect(await page.getByLabel('Default time range').inputValue()).toBe('week');
    expect(await page.getByLabel('Email notifications for new signals').isChecked()).toBe(false);
    await page.getByTestId('sidebar-footer').getByText('Ada Lovelace').waitFor();
    await page.context().close();
  });

  it('says Failed to save settings when the username is taken', async () => {
    const other = await registerUser(server);
    const { page } = await signedIn();
    await page.goto('/settings/account');
    await page.getByLabel('Username').fill(other.user.username);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const failure = page.getByTestId('settings-save-failed');
    await failure.waitFor();
    expect(await failure.innerText()).toContain('Failed to save settings. Please try again.');
    expect(await failure.innerText()).toContain('This username is already taken');
    await page.context().close();
  });

  it('upgrades through Stripe Checkout and comes back to Payment Successful!', async () => {
    const { page } = await signedIn();
    await page.goto('/settings/billing');
    await planCard(page, 'free').getByText('Current Plan', { exact: true }).first().waitFor();
    expect(await planCard(page, 'free').innerText()).toContain('$0');
    expect(await planCard(page, 'starter').innerText()).toMatch(/\$7[\s\S]*150 results per month/);
    expect(await planCard(page, 'plus').innerText()).toMatch(/POPULAR[\s\S]*\$15[\s\S]*400 results per month/);
    expect(await page.getByRole('button', { name: 'Manage Billing Details' }).isDisabled()).toBe(true);

    await planCard(page, 'plus').getByRole('button', { name: 'Upgrade to Plus' }).click();
    await page.waitForURL(`${stripe.url}/checkout/**`);
    await page.getByRole('heading', { name: 'Stand-in Checkout' }).waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL('**/settings/billing?success=true');
    const success = page.getByTestId('payment-success');
    await success.waitFor();
    expect(await success.innerText()).toContain('Payment Successful!');
    await planCard(page, 'plus').getByText('Current Plan', { exact: true }).first().waitFor();
    // Trial's Downgrade is there and does nothing.
    const downgrade = planCard(page, 'free').getByRole('button', { name: 'Downgrade' });
    await downgrade.click({ force: true });
    expect(page.url()).toContain('/settings/billing');
    await page.getByTestId('usage-bar').getByText('of 400 results used').waitFor();

    // After 5 s the banner goes and the URL is back to /settings/billing.
    await page.waitForURL((url) => url.pathname === '/settings/billing' && url.search === '');
    await success.waitFor({ state: 'detached' });

    // The portal opens for a paying customer.
    await page.getByRole('button', { name: 'Manage Billing Details' }).click();
    await page.waitForURL(`${stripe.url}/portal/**`);
    await page.context().close();
  });

  it('comes back from a cancelled checkout to Payment Cancelled, and shows the checkout error text', async () => {
    const { page } = await signedIn();
    await page.goto('/settings/billing');
    await planCard(page, 'starter').getByRole('button', { name: 'Upgrade to Starter' }).click();
    await page.waitForURL(`${stripe.url}/checkout/**`);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/settings/billing?canceled=true');
    expect(await page.getByTestId('payment-cancelled').innerText()).toContain('Payment Cancelled');
    await planCard(page, 'free').getByText('Current Plan', { exact: true }).first().waitFor();

    stripe.failNext('POST /v1/checkout/sessions', { status: 500 });
    await planCard(page, 'starter').getByRole('button', { name: 'Upgrade to Starter' }).click();
    const error = page.getByTestId('billing-error');
    await error.waitFor();
    expect(await error.innerText()).toBe('Unable to start checkout. Please try again.');
    expect(new URL(page.url()).origin).toBe(server.url);
    await page.context().close();
  });

  it('says billing is not configured and disables the buttons without Stripe settings', async () => {
    const bare = await startTestServer({ webDist: WEB_DIST });
    try {
      const { page } = await signedIn(bare);
      await page.goto('/settings/billing');
      const notice = page.getByTestId('billing-not-configured');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('Billing is not configured');
      expect(await notice.innerText()).toContain(
        'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_STARTER, STRIPE_PRICE_PLUS',
      );
      expect(await page.getByRole('button', { name: 'Upgrade to Starter' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Upgrade to Plus' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Manage Billing Details' }).isDisabled()).toBe(true);
      await page.context().close();
    } finally {
      await bare.close();
    }
  });

  it('deletes the account from the Danger Zone, signs out and lands on /register', async () => {
    const { page, email, password } = await signedIn();
    await page.goto('/settings/account');
    await page.getByTestId('danger-zone').getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Account' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByTestId('danger-zone').getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL('**/register');
    await page.getByRole('heading', { name: 'Turn Signals Into Revenue' }).waitFor();
    expect((await page.context().cookies()).some((c) => c.name === 'fs_session')).toBe(false);

    // The account is gone: signing in with it fails.
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').innerText()).toBe('Invalid email or password');
    await page.context().close();
  });
});
