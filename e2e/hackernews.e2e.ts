/**
 * A fresh install with no keys (issue 9): Reddit and YouTube say what they miss, Hacker News is
 * ready and preselected; a new account searches it alone, reads its signals (an orange "Hacker
 * News" badge, Story or Comment, points and comments), filters them and exports them. Another
 * names competitor apps for App Store reviews (issue 24) and reads the named app's reviews.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../apps/api/test/support/harness';
import { MEALIME_LINK, startAppStoreServer } from '../apps/api/test/support/appstore-server';
import { startHnServer, type HnServer } from '../apps/api/test/support/hn-server';
import { searchCompleted, signUp } from './support/app';
import { assertBuilt, launch, newPage, WEB_DIST } from './support/browser';

let hn: HnServer;
let appstore: Awaited<ReturnType<typeof startAppStoreServer>>;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  assertBuilt();
  hn = await startHnServer();
  appstore = await startAppStoreServer();
  // Only the Hacker News and App Store stand-ins' addresses: no Reddit or YouTube settings at all.
  server = await startTestServer({ webDist: WEB_DIST, env: { ...hn.env, ...appstore.env } });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await hn?.close();
  await appstore?.close();
});

const cards = (page: Page) => page.getByTestId('signal-card');
const checkbox = (page: Page, label: string) => page.getByRole('checkbox', { name: label, exact: true });

describe('Hacker News in the browser', () => {
  it('a fresh account on a fresh install searches Hacker News alone, reads its signals and exports them', async () => {
    const page = await newPage(browser, server.url);
    await signUp(page, 'hn-founder@example.com');

    // The picker in groups: what is configured first (with what it needs and its limits), then
    // what lacks settings (disabled, naming them), then Quora and Twitter, coming soon.
    const picker = page.getByRole('group', { name: 'Where should we look?' });
    await page.getByTestId('platform-reddit-not-configured').waitFor();
    const group = (name: string) => picker.getByRole('group', { name, exact: true }).locator('label').allInnerTexts();
    expect(await group('Ready to search')).toEqual([
      expect.stringMatching(/^Hacker News\s+No key; about 10,000 requests an hour per server$/),
      expect.stringMatching(/^Stack Exchange\s+No key; 300 requests a day per server, 10,000 with STACKEXCHANGE_KEY$/),
      expect.stringMatching(/^Lemmy\s+No key; one instance \(LEMMY_URL\), about 60 searches per 10 minutes per server$/),
      expect.stringMatching(/^App Store reviews\s+No key; about 20 app searches a minute per server$/),
      expect.stringMatching(/^Forums\s+No key; searches the Discourse forums you name in a search \(up to 5\)$/),
    ]);
    expect(await group('Needs settings on the server')).toEqual([
      expect.stringMatching(/^Reddit\s+Not configured\s+Missing REDDIT_CLIENT_ID, REDDIT_CLIENT_SECRET$/),
      expect.stringMatching(/^YouTube\s+Not configured\s+Missing YOUTUBE_API_KEY$/),
      expect.stringMatching(/^GitHub\s+Not configured\s+Missing GITHUB_TOKEN or GITHUB_ENABLED=true$/),
      expect.stringMatching(/^Bluesky\s+Not configured\s+Missing BLUESKY_HANDLE, BLUESKY_APP_PASSWORD$/),
    ]);
    expect(await group('Not searchable yet')).toEqual([
      expect.stringMatching(/^Quora\s+Coming Soon$/),
      expect.stringMatching(/^Twitter\s+Coming Soon$/),
    ]);
    // The groups in that order, nothing outside them.
    expect(await picker.locator('label').count()).toBe(11);
    expect(await picker.getByRole('group').allInnerTexts()).toEqual([
      expect.stringMatching(/^Ready to search\n/i),
      expect.stringMatching(/^Needs settings on the server\n/i),
      expect.stringMatching(/^Not searchable yet\n/i),
    ]);
    // What lacks settings cannot be chosen.
    for (const name of ['Reddit', 'YouTube', 'GitHub', 'Bluesky']) expect(await checkbox(page, name).isDisabled()).toBe(true);
    // Only what is configured starts selected.
    await expect.poll(() => checkbox(page, 'Hacker News').isChecked()).toBe(true);
    expect(await checkbox(page, 'Reddit').isChecked()).toBe(false);
    expect(await checkbox(page, 'YouTube').isChecked()).toBe(false);
    // Stack Exchange and Lemmy need no key either, but their stand-ins are not served here: Hacker News alone.
    expect(await checkbox(page, 'Stack Exchange').isChecked()).toBe(true);
    await checkbox(page, 'Stack Exchange').uncheck();
    expect(await checkbox(page, 'Lemmy').isChecked()).toBe(true);
    await checkbox(page, 'Lemmy').uncheck();
    // App Store reviews too.
    expect(await checkbox(page, 'App Store reviews').isChecked()).toBe(true);
    await checkbox(page, 'App Store reviews').uncheck();

    await page.getByRole('radio', { name: /Describe your product/ }).check();
    await page.getByLabel('Describe your product or business idea').fill('automatic invoice reminders for freelancers');
    await page.getByLabel('Max Results').selectOption('10');
    // Forums is picked too (no key): its field asks which forums, and refuses a private address as the server would.
    expect(await checkbox(page, 'Forums').isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Forums', exact: true }).fill('https://forum.example.org\nhttp://127.0.0.1:8080');
    await page.getByRole('button', { name: 'Find Conversations' }).click();
    await page.getByText('127.0.0.1 points to a private network address, which is not allowed').first().waitFor();
    expect(page.url()).not.toContain('/signals/current');
    // Without Forums, its field goes away and Hacker News is searched alone.
    await checkbox(page, 'Forums').uncheck();
    expect(await page.getByRole('textbox', { name: 'Forums', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Find Conversations' }).click();

    await page.waitForURL('**/signals/current');
    await searchCompleted(page);
    const count = await cards(page).count();
    expect(count).toBeGreaterThanOrEqual(4);
    expect(await page.getByTestId('current-search').innerText()).toContain('Hacker News');
    // Nothing blocked, so no platform banner.
    expect(await page.locator('[data-testid^="platform-status-"]').count()).toBe(0);

    for (const card of await cards(page).all()) {
      const text = await card.innerText();
      expect(text).toContain('Hacker News');
      // Stories have points; Algolia gives comments none, so a comment shows no "0 points".
      const story = (await card.getByText('Story', { exact: true }).count()) > 0;
      const engagement = await card.getByRole('list', { name: 'Engagement' }).innerText();
      expect(/\bpoints?\b/.test(engagement)).toBe(story);
      expect(engagement).not.toMatch(/\bviews?\b|\bupvotes?\b/);
      expect(text).not.toMatch(/&#x27;|&quot;|<p>|<i>/);
    }
    // Stories and comments, named as Hacker News names them.
    const story = cards(page).filter({ hasText: 'Ask HN: How do freelancers get clients to pay invoices on time?' }).filter({ hasText: 'Story' });
    await story.first().waitFor();
    expect(await story.first().innerText()).toMatch(/318\s+points/);
    expect(await story.first().innerText()).toContain("I'm a freelance designer.");
    await cards(page).filter({ hasText: 'Comment' }).first().waitFor();
    // The badge is Hacker News orange.
    const badge = cards(page).first().getByText('Hacker News', { exact: true });
    expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 102, 0)');

    // Sort by platform keeps them all; the export carries the platform id and the item links.
    await page.getByLabel('Sort by').selectOption('platform');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toBe('Platform,Title,Snippet,Relevance,Urgency,Type,URL');
    expect(lines).toHaveLength(count + 1);
    for (const line of lines.slice(1)) {
      expect(line).toMatch(/^hackernews,/);
      expect(line).toMatch(/,https:\/\/news\.ycombinator\.com\/item\?id=\d+$/);
    }

    // The results view filters by platform.
    await page.goto('/results');
    await cards(page).first().waitFor();
    await page.getByLabel('Filter').selectOption('hackernews');
    expect(await cards(page).count()).toBe(count);
    await page.getByLabel('Filter').selectOption('reddit');
    await page.getByText('No signal matches this filter.').waitFor();

    // The dashboard's history names the platform.
    await page.goto('/dashboard');
    await page.getByTestId('recent-searches').getByText('Hacker News').first().waitFor();
    await page.context().close();
  });

  it('a founder names competitor apps: a Google Play link is refused, the named app’s reviews come back as signals, a missing id is noted, and the saved search keeps them', async () => {
    const page = await newPage(browser, server.url);
    await signUp(page, 'appstore-founder@example.com');
    await expect.poll(() => checkbox(page, 'App Store reviews').isChecked()).toBe(true);
    for (const name of ['Hacker News', 'Stack Exchange', 'Lemmy', 'Forums']) await checkbox(page, name).uncheck();
    await page.getByRole('radio', { name: /Describe your product/ }).check();
    await page.getByLabel('Describe your product or business idea').fill('meal planner for busy parents');

    // The field is there while App Store reviews is picked, and says what it takes.
    const field = page.getByRole('textbox', { name: 'Competitor apps', exact: true });
    await page.getByText(/Apps whose App Store reviews to read first, one a line \(up to 5\)/).waitFor();
    await field.fill('https://play.google.com/store/apps/details?id=com.mealime');
    await page.getByRole('button', { name: 'Find Conversations' }).click();
    await page.getByText('is a Google Play link: Google Play apps are not supported yet, only App Store apps').first().waitFor();
    expect(page.url()).not.toContain('/signals/current');

    await field.fill(`${MEALIME_LINK}\n999999999`);
    await page.getByRole('button', { name: 'Find Conversations' }).click();
    await page.waitForURL('**/signals/current');
    await searchCompleted(page);
    const review = cards(page).filter({ hasText: 'Busy parents need smarter meal plans' });
    await review.first().waitFor();
    expect(await review.first().innerText()).toContain('Mealime Meal Plans & Recipes');
    expect(await review.first().innerText()).toContain('App Store reviews');
    await page.getByTestId('platform-notes-appstore').getByText('No app with id 999999999 in the US App Store').waitFor();
    expect(appstore.callsTo('/lookup').map((c) => c.query.get('id'))).toEqual(['1500000010,999999999']);

    // Saved with its signals, the search lists its competitor apps on Saved Searches.
    await page.getByRole('button', { name: 'Save Signals', exact: true }).click();
    await page.getByTestId('save-signals-banner').waitFor();
    await page.goto('/signals/saved');
    const card = page.getByTestId('saved-search-card').first();
    await card.waitFor();
    expect(await card.getByRole('list', { name: 'Competitor apps' }).getByRole('listitem').allInnerTexts()).toEqual([
      MEALIME_LINK,
      'https://apps.apple.com/app/id999999999',
    ]);
    await page.context().close();
  });
});
