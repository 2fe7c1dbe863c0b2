import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../apps/api/test/support/harness';
import { signUp, useBrowserApp } from './support/app';
import { newPage, WEB_DIST } from './support/browser';

const world = useBrowserApp();

const cardTitles = (page: Page) => page.getByTestId('signal-card').locator('h3').allInnerTexts();

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
    await page.getByTestId('signal-card').first().waitFor();
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
