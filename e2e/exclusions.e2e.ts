/**
 * Exclusions in the browser (issue 25 §2): the search form's Exclude section with its counters and
 * messages, a card's "Hide this community", and the count of results the exclusions removed.
 */
import { describe, expect, it } from 'vitest';
import { searchCompleted, signUp, useBrowserApp } from './support/app';
import { newPage } from './support/browser';

const world = useBrowserApp();

describe('exclusions in the browser', () => {
  it('adds an exclusion on the form, hides a community from a card and shows what was removed', async () => {
    const page = await newPage(world.browser, world.server.url);
    await signUp(page, 'exclusions@example.com');
    await page.goto('/search');
    await page.getByRole('radio', { name: /Describe your product/ }).check();
    await page.getByLabel('Describe your product or business idea').fill('automatic invoice reminders for freelancers');
    await page.getByLabel('Max Results').selectOption('20');

    // The section says what exclusions do; a bad domain is told before anything is sent.
    expect(await page.getByText(/left out before results are counted/).count()).toBe(1);
    await page.getByLabel('Words and phrases').fill('crypto, free trial 🚀');
    expect(await page.getByTestId('exclude-words-counter').innerText()).toBe('2/50');
    await page.getByLabel('Link domains').fill('not a domain');
    expect(await page.getByRole('alert').innerText()).toBe('"not a domain" is not a link domain (write it like example.com)');
    await page.getByLabel('Link domains').fill('https://www.spam-example.com/x');
    expect(await page.getByRole('alert').count()).toBe(0);

    await page.getByRole('button', { name: 'Find Conversations' }).click();
    await page.waitForURL('**/signals/current');
    // A search streams: read the cards once it has completed, not its first signals.
    await searchCompleted(page);
    const cards = page.getByTestId('signal-card');
    await cards.first().waitFor();
    const before = await cards.count();

    // One click from a card: its community leaves the results, with no new charge.
    const first = cards.first();
    const source = (await first.locator('header').innerText()).split('\n').find((line) => /^r\//.test(line.trim()))?.trim();
    expect(source).toBeTruthy();
    const usage = await page.evaluate(async () => (await (await fetch('/api/user/usage')).json()).data.results_used as number);
    await first.getByRole('button', { name: 'Hide options' }).click();
    await page.getByRole('menuitem', { name: 'Hide this community' }).click();
    await page.getByTestId('excluded-count').waitFor();
    expect(await page.getByTestId('excluded-count').innerText()).toMatch(/^Exclusions removed \d+ results?$/);
    const after = await cards.count();
    expect(after).toBeLessThan(before);
    for (const card of await cards.all()) expect((await card.locator('header').innerText()).split('\n').map((l) => l.trim())).not.toContain(source);
    expect(await page.evaluate(async () => (await (await fetch('/api/user/usage')).json()).data.results_used as number)).toBe(usage);
  });
});
