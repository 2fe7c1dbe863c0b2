/**
 * Saving in Chromium as a founder does it: a signal from its card, Save All Signals, Save Search
 * from the results, Save Signals on Current Signals, then Saved Searches: the card, the filter,
 * View All, a re-run from the card menu, and a confirmed delete that also removes the saved
 * signals of the search, down to the empty state.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from '../apps/api/test/support/harness';
import { searchCompleted, signUp, useBrowserApp } from './support/app';
import { newPage } from './support/browser';

const world = useBrowserApp();

const QUERY = 'automatic invoice reminders for freelancers';
const SAVED_NAME = 'Freelance billing leads';

/** Holds the answers of one tRPC procedure back a little, so the in-between state can be seen. */
async function slowDown(page: Page, procedure: string, ms = 700) {
  await page.route(
    (url) => url.pathname.endsWith(`/trpc/${procedure}`),
    async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

/** Rows of a query on the app's own database (PGlite answers {rows}, postgres-js an array). */
async function rows(text: string): Promise<Record<string, unknown>[]> {
  const result = (await world.server.app.services.db.execute(text)) as unknown;
  return Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows;
}

const savedSignalCount = async (where: string) =>
  Number((await rows(`select count(*)::int as n from saved_signals where ${where}`))[0]!.n);

const toastText = (page: Page, text: string | RegExp) => page.getByText(text).first();
const savedCards = (page: Page) => page.getByTestId('saved-search-card');
const savedCard = (page: Page, name: string) =>
  // By text, not role: an open dialog hides the page from the accessibility tree.
  savedCards(page).filter({ has: page.locator('h2').getByText(name, { exact: true }) });

describe('saving in the browser', () => {
  it('saves signals and searches, then filters, views, re-runs and deletes saved searches', async () => {
    const page = await newPage(world.browser, world.server.url);
    await signUp(page, 'saver@example.com');
    const token = (await page.context().cookies()).find((c) => c.name === 'fs_session')!.value;
    const userId = (await call(world.server, 'GET', '/api/auth/me', { token })).json.user.id as string;
    expect(userId).toMatch(/^[\w-]+$/);

    // A search of 5 results lands on Current Signals.
    await page.getByRole('radio', { name: /Describe your product/ }).check();
    await page.getByLabel('Describe your product or business idea').fill(QUERY);
    await page.getByLabel('Max Results').selectOption('5');
    await page.getByRole('button', { name: 'Find Conversations' }).click();
    await page.waitForURL('**/signals/current');
    await searchCompleted(page);
    expect(await page.getByTestId('signal-card').count()).toBe(5);

    // One signal saved from its card, named in the toast.
    const firstCard = page.getByTestId('signal-card').first();
    // The toast names the signal's title: a comment's card leads with its words and shows the title as "On: …".
    const thread = firstCard.getByTestId('parent-post');
    const title = (await thread.count()) ? (await thread.innerText()).replace(/^On: /, '') : await firstCard.locator('h3').innerText();
    await firstCard.getByRole('button', { name: `Save "${title}"` }).click();
    await toastText(page, `Signal "${title}" saved successfully!`).waitFor();
    await firstCard.getByText('Saved', { exact: true }).waitFor();
    expect(await savedSignalCount(`user_id = '${userId}' and saved_search_id is null`)).toBe(1);

    // Results view: Save All Signals → 'Saving...' → 'Signals Saved' for 10 s → idle again.
    await page.goto('/results');
    await page.getByTestId('signal-card').first().waitFor();
    await slowDown(page, 'saved.saveSignals');
    await page.getByRole('button', { name: 'Save All Signals' }).click();
    await page.getByRole('button', { name: 'Saving...' }).waitFor();
    await page.getByRole('button', { name: 'Signals Saved' }).waitFor();
    const savedAt = Date.now();
    await toastText(page, 'Successfully saved 5 signals!').waitFor();
    // Saving the card's signal again kept one row: 5 loose saved signals in all.
    expect(await savedSignalCount(`user_id = '${userId}' and saved_search_id is null`)).toBe(5);
    await page.getByRole('button', { name: 'Save All Signals' }).waitFor();
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(9_000);

    // Save Search: the default name is 'Search - ' + today's date, editable before saving.
    await page.getByRole('button', { name: 'Save Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Search' });
    const today = await page.evaluate(() => new Date().toLocaleDateString());
    expect(await dialog.getByLabel('Search name').inputValue()).toBe(`Search - ${today}`);
    await dialog.getByLabel('Search name').fill(SAVED_NAME);
    await dialog.getByRole('button', { name: 'Save Search' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toastText(page, 'Search saved').waitFor();
    const listed = await call(world.server, 'GET', '/api/searches', { token });
    expect(listed.json.searches.map((s: { name: string }) => s.name)).toEqual([SAVED_NAME]);

    // Current Signals: Save Signals saves the search with its signals, 'Successfully saved!' for 10 s.
    await page.goto('/signals/current');
    await page.getByTestId('signal-card').first().waitFor();
    await page.getByRole('button', { name: 'Save Signals', exact: true }).click();
    const banner = page.getByTestId('save-signals-banner');
    await banner.waitFor();
    const bannerAt = Date.now();
    expect(await banner.innerText()).toBe('Successfully saved!');
    await toastText(page, 'Successfully saved 5 signals and search!').waitFor();
    // The footer's Save All Signals sits beside Load More Signals.
    await page.getByRole('button', { name: 'Load More Signals' }).waitFor();
    await page.getByRole('button', { name: 'Save All Signals' }).click();
    await toastText(page, 'Successfully saved 5 signals!').waitFor();
    await page.getByRole('button', { name: 'Signals Saved' }).waitFor();
    await banner.waitFor({ state: 'detached' });
    expect(Date.now() - bannerAt).toBeGreaterThanOrEqual(9_000);

    // A third saved search on Reddit only, so the platform filter has something to leave out.
    const redditOnly = await call(world.server, 'POST', '/api/searches', {
      token,
      body: {
        name: 'Reddit only',
        searchParams: { searchType: 'pain_points', businessIdea: 'late client payments', platforms: ['reddit'] },
      },
    });
    expect(redditOnly.status).toBe(201);

    // Saved Searches: the card shows the search as saved.
    await page.goto('/signals/saved');
    await page.getByRole('heading', { name: 'Saved Searches', level: 1 }).waitFor();
    await savedCards(page).first().waitFor();
    expect(await savedCards(page).count()).toBe(3);
    const card = savedCard(page, SAVED_NAME);
    expect(await card.getByTestId('saved-search-query').innerText()).toBe(QUERY);
    expect(await card.getByRole('list', { name: 'Platforms' }).getByRole('listitem').allInnerTexts()).toEqual([
      'Reddit',
      'YouTube',
    ]);
    await card.getByText('Business Idea', { exact: true }).waitFor();
    expect(await card.getByRole('list', { name: 'Saved signals' }).getByRole('listitem').count()).toBe(3);
    await card.getByText('+2 more signals', { exact: true }).waitFor();
    expect(await card.getByTestId('saved-search-results').innerText()).toBe('5 results');
    await card.getByText('All time', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'View All (5)' }).waitFor();
    await savedCard(page, 'Reddit only').getByText('Pain Points', { exact: true }).waitFor();

    // The filter matches the name, a word of the query, or a platform.
    const filterBox = page.getByLabel('Filter saved searches');
    await filterBox.fill('billing');
    await expect.poll(() => savedCards(page).count()).toBe(1);
    expect(await savedCards(page).locator('h2').allInnerTexts()).toEqual([SAVED_NAME]);
    await filterBox.fill('freelancers');
    await expect.poll(() => savedCards(page).count()).toBe(2);
    await filterBox.fill('youtube');
    await expect.poll(() => savedCards(page).count()).toBe(2);
    expect(await savedCards(page).locator('h2').allInnerTexts()).not.toContain('Reddit only');
    await filterBox.fill('no such zebra');
    await page.getByText('No matching searches found').waitFor();
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await expect.poll(() => savedCards(page).count()).toBe(3);
    expect(await filterBox.inputValue()).toBe('');

    // View All (5) loads the signals and the query into Current Signals.
    await card.getByRole('button', { name: 'View All (5)' }).click();
    await page.waitForURL('**/signals/current');
    await page.getByTestId('signal-card').first().waitFor();
    expect(await page.getByTestId('signal-card').count()).toBe(5);
    expect(await page.getByTestId('current-search').innerText()).toContain(QUERY);
    await page.getByText('No more results available for this search.').waitFor();

    // Re-run from the card menu: 25 results over the past week by default.
    await page.goto('/signals/saved');
    await card.waitFor();
    await card.getByRole('button', { name: 'Search options' }).click();
    const menu = page.getByRole('menu', { name: 'Search options' });
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Re-run Search', 'RSS feed', 'Edit Exclusions', 'Delete']);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Search options' }).click();
    await menu.getByRole('menuitem', { name: 'Re-run Search' }).click();
    const rerun = page.getByRole('dialog', { name: 'Re-run Search' });
    expect(await rerun.getByLabel('Number of Results').inputValue()).toBe('25');
    expect(await rerun.getByLabel('Number of Results').locator('option').allInnerTexts()).toEqual(['5', '10', '20', '25', '50']);
    expect(await rerun.getByLabel('Time Range').locator('option:checked').innerText()).toBe('Past week');
    await rerun.getByRole('button', { name: 'Cancel' }).waitFor();
    await slowDown(page, 'saved.rerunSearch');
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/trpc/saved.rerunSearch'));
    await rerun.getByRole('button', { name: 'Run Search' }).click();
    await rerun.getByRole('button', { name: 'Running Search...' }).waitFor();
    const result = ((await (await answered).json()) as [{ result: { data: any } }])[0].result.data;
    const fresh = result.newSignals.length as number;
    await rerun.waitFor({ state: 'detached' });
    await toastText(page, fresh > 0 ? `Found ${fresh} new signal${fresh === 1 ? '' : 's'}` : 'No new signals found').waitFor();
    await expect
      .poll(() => card.getByTestId('saved-search-results').innerText())
      .toBe(`${result.search.resultCount} result${result.search.resultCount === 1 ? '' : 's'}`);
    if (fresh > 0) await card.getByText(`${result.search.newCount} new`, { exact: true }).waitFor();
    await card.getByText('Past week', { exact: true }).waitFor();

    // Delete with confirmation: Cancel keeps it; Delete removes it and its saved signals.
    const searchId = (await call(world.server, 'GET', '/api/searches', { token })).json.searches.find(
      (s: { name: string }) => s.name === SAVED_NAME,
    ).id as string;
    expect(searchId).toMatch(/^[\w-]+$/);
    expect(await savedSignalCount(`saved_search_id = '${searchId}'`)).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Search options' }).click();
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Saved Search' });
    const warning = await confirm.innerText();
    expect(warning).toContain('cannot be undone');
    expect(warning).toContain('All saved signals from this search will be removed permanently.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await savedCards(page).count()).toBe(3);
    await card.getByRole('button', { name: 'Search options' }).click();
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
    expect(await savedCards(page).count()).toBe(2);
    expect((await call(world.server, 'GET', `/api/searches/${searchId}`, { token })).status).toBe(404);
    expect(await savedSignalCount(`saved_search_id = '${searchId}'`)).toBe(0);
    // Signals saved on their own stay saved.
    expect(await savedSignalCount(`user_id = '${userId}' and saved_search_id is null`)).toBe(5);

    // The last two go too (one through the API), and the empty state offers a first search.
    const rest = (await call(world.server, 'GET', '/api/searches', { token })).json.searches as { id: string; name: string }[];
    const other = rest.find((s) => s.name !== 'Reddit only')!;
    expect((await call(world.server, 'DELETE', `/api/searches/${other.id}`, { token })).status).toBe(200);
    const lastCard = savedCard(page, 'Reddit only');
    await lastCard.getByRole('button', { name: 'Search options' }).click();
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'No Saved Searches Yet' }).waitFor();
    await page.getByRole('link', { name: 'Start Your First Search' }).click();
    await page.waitForURL('**/search');
    await page.context().close();
  });
});
