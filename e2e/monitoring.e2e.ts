/**
 * Monitoring in Chromium as a founder uses it: search, save the search with monitoring on (daily,
 * at a chosen hour), let a run happen (the app's clock moves past the slot and the worker does its
 * round), then see the New count in the sidebar, the card's figures and the new signals marked,
 * until they are looked at.
 */
import { nextSlotAfter } from '../packages/core/src/monitor';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../apps/api/test/support/harness';
import { createClock, MINUTE } from '../apps/api/test/support/monitor-world';
import { startPlatformServer, type PlatformServer } from '../apps/api/test/support/platform-server';
import type { WorldPost } from '../apps/api/test/support/conversations';
import { searchToSignals, signUp } from './support/app';
import { assertBuilt, launch, WEB_DIST } from './support/browser';

const QUERY = 'invoice tool for freelancers';

const post = (id: string, title: string, selftext: string, createdDaysAgo: number): WorldPost => ({
  id,
  subreddit: 'freelance',
  author: `author_${id}`,
  title,
  selftext,
  score: 10,
  createdDaysAgo,
  comments: [],
});

/** What Reddit holds: two older conversations now, two new ones after the search is saved. */
const posts: WorldPost[] = [
  post('old001', 'Looking for a simple invoice tool for freelancers', 'I am a freelance designer and need an invoice tool for freelancers with recurring invoices. Any recommendations?', 3),
  post('old002', 'Invoicing as a freelancer is killing me', 'Chasing clients for unpaid invoices every month. Is there a better invoice tool for freelancers?', 4),
];
const LATER = [
  post('new001', 'Freelancers: which invoice tool sends automatic payment reminders?', 'I keep forgetting to follow up. Need an invoice tool for freelancers with automatic reminders, will pay monthly.', 0.02),
  post('new002', 'Recommend an invoice tool for a freelance developer?', 'Freelance developer billing five clients. Which invoice tool do freelancers use for recurring invoices? Happy to pay.', 0.01),
];

describe('monitoring in the browser', () => {
  let platforms: PlatformServer;
  let server: TestServer;
  let browser: Browser;
  // The app's clock, moved by the test; it starts at the real time the stand-in dates its posts by.
  const clock = createClock(new Date(Math.floor(Date.now() / MINUTE) * MINUTE).toISOString());

  beforeAll(async () => {
    assertBuilt();
    platforms = await startPlatformServer({ posts, videos: [] });
    server = await startTestServer({ webDist: WEB_DIST, env: { ...platforms.env, YOUTUBE_API_KEY: '' }, now: clock.now });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await platforms?.close();
  });

  it('turns monitoring on, lets a run happen, and shows the New count, the card figures and the new signals marked', async () => {
    const context = await browser.newContext({ baseURL: server.url, timezoneId: 'UTC', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signUp(page, 'watcher@example.com');

    await searchToSignals(page, QUERY, '5');
    expect(await page.getByTestId('signal-card').count()).toBe(2);

    // Save Search with monitoring on: daily, at the next full hour (UTC in this browser).
    const hour = (clock.now().getUTCHours() + 1) % 24;
    const slot = nextSlotAfter({ frequency: 'daily', hour, weekday: 1, timeZone: 'UTC' }, clock.now());
    await page.goto('/results');
    await page.getByRole('button', { name: 'Save Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Search' });
    await dialog.getByLabel('Search name').fill('Invoice leads');
    // Free plan: daily and weekly only.
    await dialog.getByLabel('Monitor for new signals').check();
    expect(await dialog.getByLabel('Frequency').locator('option').allTextContents()).toEqual(['Daily', 'Weekly']);
    await dialog.getByText('Every hour is part of the paid plans.').waitFor();
    await dialog.getByLabel('Time').selectOption(String(hour));
    await dialog.getByRole('button', { name: 'Save Search' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/signals/saved');
    const card = page.getByTestId('saved-search-card');
    const panel = card.getByTestId('monitor-panel');
    expect(await panel.getByLabel('Monitor for new signals').isChecked()).toBe(true);
    expect(await panel.getByLabel('Frequency').inputValue()).toBe('daily');
    expect(await panel.getByLabel('Time').inputValue()).toBe(String(hour));
    expect(await panel.getByTestId('monitor-last-run').innerText()).toBe('Last run: not yet');
    const runTime = (d: Date) =>
      new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(d);
    expect(await panel.getByTestId('monitor-next-run').innerText()).toBe(`Next run: ${runTime(slot)}`);
    await expect(page.getByTestId('sidebar-new-count').count()).resolves.toBe(0);

    // Two conversations appear; the slot comes; the worker does its round.
    posts.push(...LATER);
    clock.set(new Date(slot.getTime() + 20_000).toISOString());
    await server.app.services.monitoring.tick();
    await server.app.services.monitoring.drain();

    await page.reload();
    await page.getByTestId('sidebar-new-count').waitFor();
    expect(await page.getByTestId('sidebar-new-count').innerText()).toBe('2 new');
    expect(await card.getByTestId('saved-search-new').innerText()).toBe('2 new');
    expect(await panel.getByTestId('monitor-last-run').innerText()).toBe(`Last run: ${runTime(clock.now())} · 2 new signals`);
    expect(await panel.getByTestId('monitor-next-run').innerText()).toBe(`Next run: ${runTime(new Date(slot.getTime() + 86_400_000))}`);
    expect(await card.getByTestId('saved-search-results').innerText()).toBe('4 results');
    // The new signals lead the card's list, each marked New.
    const listed = card.getByRole('list', { name: 'Saved signals' }).getByRole('listitem');
    for (const i of [0, 1]) {
      const text = await listed.nth(i).innerText();
      expect(LATER.some((p) => text.includes(p.title))).toBe(true);
      expect(text).toContain('New');
    }
    expect(await listed.nth(2).innerText()).not.toContain('New');

    // Looking at them clears the marks.
    await card.getByRole('button', { name: 'View All (4)' }).click();
    await page.waitForURL('**/signals/current');
    // The page renders its cards after the URL changes: wait for the fourth before counting.
    await page.getByTestId('signal-card').nth(3).waitFor();
    expect(await page.getByTestId('signal-card').count()).toBe(4);
    await page.goto('/signals/saved');
    await card.waitFor();
    await page.getByText('Last run:').first().waitFor();
    expect(await page.getByTestId('sidebar-new-count').count()).toBe(0);
    expect(await card.getByTestId('saved-search-new').count()).toBe(0);
    await context.close();
  });
});
