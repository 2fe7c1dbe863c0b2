/**
 * Verifying the account's email in the browser (issue 23), with a real SMTP server: the banner
 * shows until the mailed link is followed, Resend sends a new link, and the page the link opens
 * says what happened, also for a link already used.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../apps/api/test/support/harness';
import { linkTokenOf, mailsTo, startSmtpServer, type Mailbox } from '../apps/api/test/support/smtp-server';
import { signUp } from './support/app';
import { assertBuilt, launch, newPage, WEB_DIST } from './support/browser';

let mailbox: Mailbox;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  assertBuilt();
  mailbox = await startSmtpServer();
  server = await startTestServer({ webDist: WEB_DIST, env: { SMTP_URL: mailbox.url, EMAIL_FROM: 'accounts@firstsignal.test' } });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await mailbox?.close();
});

describe('verifying the email address in the browser', () => {
  it('shows "verify your email" until the link is followed, and Resend mails a new link', async () => {
    const page = await newPage(browser, server.url);
    await signUp(page, 'grace@example.com');
    const banner = page.getByTestId('verify-email-banner');
    await banner.waitFor();
    expect((await banner.innerText()).split(/\n+/)).toEqual([
      'Please verify your email address.',
      'Follow the link we sent to grace@example.com to confirm that it is yours.',
      'Resend',
    ]);

    await banner.getByRole('button', { name: 'Resend' }).click();
    await banner.getByText('We sent a new link to grace@example.com.').waitFor();
    const [, resent] = await mailsTo(mailbox, 'grace@example.com', 2);

    // The banner stays on every page until then.
    await page.goto('/settings/account');
    await banner.waitFor();
    await page.getByText('Not verified yet: follow the link we sent to this address.').waitFor();

    await page.goto(`/verify-email?token=${linkTokenOf(resent!)}`);
    await page.getByText('Your email address grace@example.com is verified.').waitFor();
    await banner.waitFor({ state: 'detached' });
    await page.goto('/settings/account');
    await page.getByTestId('account-email').waitFor();
    expect(await page.getByTestId('verify-email-banner').count()).toBe(0);
    expect(await page.getByText('Not verified yet').count()).toBe(0);

    // The same link again, signed out: it says it was used.
    await page.context().clearCookies();
    await page.goto(`/verify-email?token=${linkTokenOf(resent!)}`);
    await page.getByText('This link has already been used.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await page.context().close();
  });
});
