/** Keyword mode in the browser (issue 25 §3): a syntax error shown under the field, then a search with OR and a phrase. */
import { describe, expect, it } from 'vitest';
import { searchCompleted, signUp, useBrowserApp } from './support/app';
import { newPage } from './support/browser';

const world = useBrowserApp();

describe('keyword searches in the browser', () => {
  it('points at a syntax error under the field, then finds the mentions of an expression with OR and a phrase', async () => {
    const page = await newPage(world.browser, world.server.url);
    await signUp(page, 'keywords@example.com');
    await page.getByRole('radio', { name: /Keywords/ }).check();
    const field = page.getByRole('textbox', { name: 'Keywords' });
    await field.fill('("invoice reminders" OR invoices');
    const error = page.locator('#keywords-error');
    await error.waitFor();
    expect(await error.innerText()).toBe('Expected a closing ")" at character 33');
    await page.getByRole('button', { name: 'Find Conversations' }).click();
    expect(page.url()).toMatch(/\/search$/);

    await field.fill('"invoice reminders" OR invoices');
    expect(await error.count()).toBe(0);
    await page.getByRole('button', { name: 'Find Conversations' }).click();
    await page.waitForURL('**/signals/current');
    // A search streams: read the cards once it has completed, not its first signals.
    await searchCompleted(page);
    await page.getByTestId('signal-card').first().waitFor();
    const cards = await page.getByTestId('signal-card').allInnerTexts();
    expect(cards.length).toBeGreaterThan(0);
  });
});
