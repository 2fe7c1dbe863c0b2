import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { searchFor, signUp, useBrowserApp } from './support/app';
import { newPage } from './support/browser';

const world = useBrowserApp();

const cardCount = (page: Page) => page.getByTestId('signal-card').count();

/** Opens Insights, checks the chart and the themes, chooses the first theme and checks the list shows only its signals. */
async function filterByFirstTheme(page: Page) {
  await page.getByRole('button', { name: 'Insights' }).click();
  const insights = page.getByTestId('insights');
  await insights.getByRole('list', { name: 'Themes' }).waitFor();
  // The chart is drawn (recharts renders an SVG with one bar per week and theme).
  await insights.getByText('Themes over time (signals per week)').waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="theme-charts"] svg .recharts-bar-rectangle').length > 0,
  );

  const themes = insights.getByRole('list', { name: 'Themes' }).locator(':scope > li');
  expect(await themes.count()).toBeGreaterThan(1);
  const first = themes.first().getByRole('button');
  const heading = await first.innerText();
  expect(heading).not.toMatch(/^Other/);
  const size = Number(/(\d+) signals?/.exec(heading)![1]);
  const total = await cardCount(page);
  expect(size).toBeLessThan(total);

  await first.click();
  expect(await first.getAttribute('aria-pressed')).toBe('true');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="signal-card"]').length === n, size);
  expect(await page.getByTestId('theme-filter').innerText()).toContain(`${size} of ${total} signals`);

  await page.getByRole('button', { name: 'Show all signals' }).click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="signal-card"]').length === n, total);
}

describe('insights in the browser', () => {
  it('shows the themes of a finished search, its stored run and a saved search with a chart, and filters the list by a theme', async () => {
    const page = await newPage(world.browser, world.server.url);
    await signUp(page, 'insights@example.com');
    await searchFor(page, 'automatic invoice reminders for freelancers', '20');
    await page.waitForURL('**/signals/current');
    await page.getByTestId('signal-card').first().waitFor();
    await filterByFirstTheme(page);

    // The same on the stored run's page.
    const runId = await page.evaluate(
      async () => (await (await fetch('/trpc/search.history')).json()).result.data[0].id as string,
    );
    await page.goto(`/search/results/${runId}`);
    await page.getByTestId('signal-card').first().waitFor();
    await filterByFirstTheme(page);

    // And on a saved search's View All, whose themes span all its signals.
    const saved = await page.evaluate(async (id) => {
      const run = (await (await fetch(`/trpc/search.stored?input=${encodeURIComponent(JSON.stringify({ id }))}`)).json()).result
        .data;
      const body = { name: 'Invoice reminders', searchParams: run.params, signals: run.results };
      const res = await fetch('/api/searches', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.status;
    }, runId);
    expect(saved).toBe(201);
    await page.goto('/signals/saved');
    await page.getByRole('button', { name: /^View All/ }).click();
    await page.waitForURL('**/signals/current');
    const savedThemes = page.waitForRequest((r) => r.url().includes('saved.searchThemes'));
    await filterByFirstTheme(page);
    await savedThemes;
  });

  it('keeps the charts within a phone screen', async () => {
    const page = await newPage(world.browser, world.server.url, { width: 390, height: 844 });
    await signUp(page, 'insights-phone@example.com');
    await searchFor(page, 'automatic invoice reminders for freelancers', '20');
    await page.waitForURL('**/signals/current');
    await page.getByTestId('signal-card').first().waitFor();
    await page.getByRole('button', { name: 'Insights' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="theme-charts"] svg').length >= 2);
    const widths = await page.$$eval('[data-testid="theme-charts"] svg.recharts-surface', (svgs) =>
      svgs.map((s) => s.getBoundingClientRect().right),
    );
    for (const right of widths) expect(right).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
