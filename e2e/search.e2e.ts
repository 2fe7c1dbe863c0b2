import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../apps/api/test/support/harness';
import { searchCompleted, searchToSignals, signUp, useBrowserApp } from './support/app';
import { newPage, WEB_DIST } from './support/browser';

const world = useBrowserApp();

const cardTitles = (page: Page) => page.getByTestId('signal-card').locator('h3').allInnerTexts();

const IDEA = 'automatic invoice reminders for freelancers';
const NOT_FOUND = 'This search was not found. It may belong to another account or have been deleted.';

/** Runs a search from the form and returns the titles of the signals it shows. */
async function searchedTitles(page: Page, maxResults: '5' | '10'): Promise<string[]> {
  await searchToSignals(page, IDEA, maxResults);
  return cardTitles(page);
}

/** The id of the Dashboard's recent search that delivered this many results. */
async function runIdWithResults(page: Page, results: number): Promise<string> {
  await page.goto('/dashboard');
  const link = page
    .getByTestId('recent-searches')
    .getByRole('link')
    .filter({ hasText: new RegExp(`(?<!\\d)${results} results`) });
  return (await link.getAttribute('href'))!.split('/').pop()!;
}

interface Run {
  id: string;
  titles: string[];
}

/** Types a stored run's URL and returns the titles shown once the page shows the run's count. */
async function openRunByUrl(page: Page, run: Run): Promise<string[]> {
  await page.goto(`/search/results/${run.id}`);
  await page.getByTestId('result-count').filter({ hasText: new RegExp(`^${run.titles.length} signals found$`) }).waitFor();
  return cardTitles(page);
}

const sorted = (titles: string[]) => [...titles].sort((a, b) => a.localeCompare(b));

describe('search in the browser', () => {
  it('searches, works through the signals, loads more and exports the CSV', async () => {
    const page = await newPage(world.browser, world.server.url);
    await signUp(page, 'founder@example.com');

    // The form checks before sending, with the spec's messages.
    await page.getByRole('button', { name: 'Find Conversations' }).click();
    await page
      .getByText('Please select a search type (Describe your product, List pain points, or Find unmet needs)')
      .first()
      .waitFor();

    await page.getByRole('radio', { name: /Describe your product/ }).check();
    const idea = page.getByLabel('Describe your product or business idea');
    await idea.fill('x'.repeat(100));
    expect(await page.getByTestId('business-idea-counter').innerText()).toBe('100/100');
    expect(await page.getByTestId('business-idea-counter').evaluate((el) => getComputedStyle(el).color)).not.toBe(
      'rgb(100, 116, 139)',
    );
    await idea.fill('automatic invoice reminders for freelancers');
    expect(await page.getByTestId('business-idea-counter').innerText()).toBe('43/100');
    expect(await page.getByText('Coming Soon').count()).toBe(2);
    await page.getByLabel('Max Results').selectOption('5');
    await page.getByRole('button', { name: 'Find Conversations' }).click();

    await page.waitForURL('**/signals/current');
    await searchCompleted(page);
    expect(await page.getByTestId('signal-card').count()).toBe(5);
    expect(await page.getByTestId('current-search').innerText()).toContain('automatic invoice reminders for freelancers');
    const relevance = await page.getByTestId('relevance-percent').first().innerText();
    expect(relevance).toMatch(/^\d{2,3}%$/);

    // Sort by title A-Z.
    await page.getByLabel('Sort by').selectOption('title');
    const titles = await cardTitles(page);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));

    // Quick search narrows to matching titles/snippets.
    await page.getByLabel('Quick search').fill('ghosted');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="signal-card"]').length < 5);
    for (const card of await page.getByTestId('signal-card').allInnerTexts()) expect(card.toLowerCase()).toContain('ghosted');
    await page.getByLabel('Quick search').fill('');

    // Load more appends the next page from the stored run.
    await page.getByRole('button', { name: 'Load More Signals' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="signal-card"]').length > 5);
    const afterMore = await page.getByTestId('signal-card').count();
    expect(afterMore).toBeGreaterThan(5);
    expect(afterMore).toBeLessThanOrEqual(10);

    // Export downloads exactly the shown signals with the spec's columns.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^signal-results-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toBe('Platform,Title,Snippet,Relevance,Urgency,Type,URL');
    expect(lines).toHaveLength(afterMore + 1);
    expect(csv).toContain('https://www.reddit.com/r/');

    // The results view filters by platform.
    await page.goto('/results');
    await page.getByTestId('signal-card').first().waitFor();
    await page.getByLabel('Filter').selectOption('youtube');
    const youtube = await page.getByTestId('signal-card').allInnerTexts();
    expect(youtube.length).toBeGreaterThan(0);
    for (const card of youtube) expect(card).toContain('YouTube');

    // The dashboard lists the real search and reopens it.
    await page.goto('/dashboard');
    const recent = page.getByTestId('recent-searches');
    await recent.getByText('automatic invoice reminders for freelancers').first().click();
    await page.waitForURL(/\/search\/results\/[0-9a-f-]+$/);
    await page.getByTestId('signal-card').first().waitFor();
    expect(await page.getByTestId('signal-card').count()).toBe(afterMore);
    await page.context().close();
  });

  it('starts the form at the preferences saved in Settings', async () => {
    const page = await newPage(world.browser, world.server.url);
    await signUp(page, 'prefs@example.com');
    expect(await page.getByLabel('Max Results').inputValue()).toBe('10');
    await page.goto('/settings/account');
    await page.getByLabel('Default max results').selectOption('20');
    await page.getByLabel('Default time range').selectOption('week');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Changes Saved!').waitFor();
    await page.goto('/search');
    await page.waitForFunction(() => (document.querySelector('select[id]') as HTMLSelectElement | null) !== null);
    await expect.poll(() => page.getByLabel('Max Results').inputValue()).toBe('20');
    expect(await page.getByLabel('Time Range').inputValue()).toBe('week');
    await page.context().close();
  });

  it('shows the platforms that are not configured and a failed search as a toast', async () => {
    // Nothing configured at all, Hacker News turned off too.
    const bare = await startTestServer({ webDist: WEB_DIST, env: { HN_ENABLED: 'false' } });
    try {
      const page = await newPage(world.browser, bare.url);
      await signUp(page, 'nobody@example.com');
      await page.getByTestId('platform-reddit-not-configured').waitFor();
      await page.getByRole('radio', { name: /Describe your product/ }).check();
      await page.getByLabel('Describe your product or business idea').fill('invoice reminders');
      await page.getByRole('button', { name: 'Find Conversations' }).click();
      await page.getByText('Search failed. Please try again.').first().waitFor();
      await page.context().close();
    } finally {
      await bare.close();
    }
  });
});

describe('a stored search opened by its URL', () => {
  // One account with two runs of the same idea, told apart by how many signals each delivered.
  const runs = {} as { context: BrowserContext; five: Run; more: Run };
  beforeAll(async () => {
    const page = await newPage(world.browser, world.server.url);
    await signUp(page, 'history@example.com');
    const five = await searchedTitles(page, '5');
    const more = await searchedTitles(page, '10');
    expect(more.length).toBeGreaterThan(five.length);
    runs.five = { id: await runIdWithResults(page, five.length), titles: five };
    runs.more = { id: await runIdWithResults(page, more.length), titles: more };
    runs.context = page.context();
  });
  afterAll(async () => runs.context?.close());

  /** A new tab of the signed-in session: nothing in its sessionStorage. */
  const freshTab = async () => {
    const tab = await runs.context.newPage();
    tab.setDefaultTimeout(15_000);
    return tab;
  };

  it('opens the run in its URL in a fresh tab', async () => {
    const tab = await freshTab();
    expect(sorted(await openRunByUrl(tab, runs.five))).toEqual(sorted(runs.five.titles));
    await tab.close();
  });

  it('replaces the run on screen with the one a typed URL names', async () => {
    const tab = await freshTab();
    await tab.goto('/dashboard');
    await tab.getByTestId('recent-searches').locator(`a[href="/search/results/${runs.five.id}"]`).click();
    await tab.getByTestId('result-count').filter({ hasText: `${runs.five.titles.length} signals found` }).waitFor();

    expect(sorted(await openRunByUrl(tab, runs.more))).toEqual(sorted(runs.more.titles));
    expect(sorted(await openRunByUrl(tab, runs.five))).toEqual(sorted(runs.five.titles));
    await tab.close();
  });

  it("shows not found for another account's run and an unknown id, never the search on screen", async () => {
    const owner = await newPage(world.browser, world.server.url);
    await signUp(owner, 'owner@example.com');
    const owned = await searchedTitles(owner, '5');
    const ownedId = await runIdWithResults(owner, owned.length);
    await owner.context().close();

    const page = await newPage(world.browser, world.server.url);
    await signUp(page, 'stranger@example.com');
    await searchedTitles(page, '5');
    for (const id of [ownedId, randomUUID()]) {
      await page.goto(`/search/results/${id}`);
      await page.getByText(NOT_FOUND).waitFor();
      expect(await page.getByTestId('signal-card').count()).toBe(0);
    }
    await page.context().close();
  });
});

describe('a search that finds nothing', () => {
  it('keeps no query, not even the one before it', async () => {
    const page = await newPage(world.browser, world.server.url);
    await signUp(page, 'nothing@example.com');
    await searchedTitles(page, '5');
    expect(await page.getByTestId('current-search').innerText()).toContain(IDEA);

    const nothing = 'knitting patterns for left-handed beginners';
    await page.getByRole('link', { name: 'Search', exact: true }).first().click();
    await page.waitForURL('**/search');
    await page.getByRole('radio', { name: /Describe your product/ }).check();
    await page.getByLabel('Describe your product or business idea').fill(nothing);
    await page.getByRole('button', { name: 'Find Conversations' }).click();
    await page.waitForURL('**/signals/current');
    await page.getByText('No signals found').waitFor();
    expect(await page.getByTestId('current-search').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toContain(nothing);

    // Nor after a reload (the state comes back from sessionStorage), nor on the results view.
    await page.reload();
    await page.getByText('No signals found').waitFor();
    expect(await page.getByTestId('current-search').count()).toBe(0);
    await page.goto('/results');
    await page.getByText('No conversations found').waitFor();
    expect(await page.locator('main').innerText()).not.toContain(nothing);
    expect(await page.locator('main').innerText()).not.toContain(IDEA);
    await page.context().close();
  });
});
