/**
 * Usage and quota as a founder meets them: the usage bar's colours, the Monthly Limit Reached
 * dialog on a free plan, and the Confirm Overage round trip on a paid plan.
 */
import { describe, expect, it } from 'vitest';
import { setBilling } from '../apps/api/test/support/harness';
import { searchCompleted, searchFor, signUp, useBrowserApp } from './support/app';
import { newPage } from './support/browser';

const world = useBrowserApp();

describe('usage and quota in the browser', () => {
  it('colours the usage bar green, amber from 75 % and red with a warning from 90 %', async () => {
    const page = await newPage(world.browser, world.server.url);
    const userId = await signUp(page, 'bar@example.com');
    const bar = page.getByTestId('usage-bar');
    for (const [used, level, text] of [
      [10, 'ok', '10 of 25 results used'],
      [19, 'warning', '19 of 25 results used'],
      [23, 'critical', '23 of 25 results used'],
    ] as const) {
      await setBilling(world.server, userId, { monthlyResultsUsed: used });
      await page.goto('/signals/current');
      // Wait for the real figures: before they arrive the bar shows the spec's default, 0 of 25.
      await expect.poll(() => bar.innerText()).toContain(text);
      expect(await bar.getAttribute('data-level')).toBe(level);
      expect(await bar.innerText()).toContain('trial');
    }
    expect(await bar.locator('svg').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('opens Monthly Limit Reached when the free quota is spent, and Upgrade Now leads to billing', async () => {
    const page = await newPage(world.browser, world.server.url);
    const userId = await signUp(page, 'limit@example.com');
    await setBilling(world.server, userId, { monthlyResultsUsed: 25 });
    await searchFor(page, 'automatic invoice reminders for freelancers', '5');
    const dialog = page.getByRole('dialog', { name: 'Monthly Limit Reached' });
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toContain("You've used 25 of 25 monthly searches");
    expect(text).toContain('Hundreds of searches');
    expect(text).toContain('Priority support');
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await searchFor(page, 'automatic invoice reminders for freelancers', '5');
    await page.getByRole('dialog', { name: 'Monthly Limit Reached' }).getByRole('link', { name: 'Upgrade Now' }).click();
    await page.waitForURL('**/settings/billing');
    await page.context().close();
  });

  it('asks a paid plan to confirm overage, then charges and shows the paid-plan warning', async () => {
    const page = await newPage(world.browser, world.server.url);
    const userId = await signUp(page, 'starter@example.com');
    await setBilling(world.server, userId, {
      plan: 'starter',
      maxResults: 150,
      monthlyResultsUsed: 148,
      periodEnd: new Date('2026-12-22T12:00:00Z'),
    });
    await searchFor(page, 'automatic invoice reminders for freelancers', '10');
    const dialog = page.getByRole('dialog', { name: 'Confirm Overage' });
    await dialog.waitFor();
    const details = await dialog.getByTestId('overage-details').innerText();
    expect(details).toMatch(/Monthly quota\s+150 results/);
    expect(details).toMatch(/Results over quota\s+8/);
    expect(details).toMatch(/Billing blocks\s+2 ×/);
    expect(details).toMatch(/Estimated cost\s+\$1\.00/);
    expect(details).toContain('December 22, 2026');

    await dialog.getByRole('button', { name: 'Yes, Proceed & Charge' }).click();
    await page.waitForURL('**/signals/current');
    await searchCompleted(page);
    const delivered = await page.getByTestId('signal-card').count();
    expect(delivered).toBeGreaterThan(2);
    await page.getByText("You've reached your monthly quota. Additional results will incur metered billing charges.").waitFor();
    const usage = await page.evaluate(async () => (await (await fetch('/api/user/usage')).json()).data);
    expect(usage.results_used).toBe(148 + delivered);
    expect(usage.results_remaining).toBe(0);
    await page.context().close();
  });
});
