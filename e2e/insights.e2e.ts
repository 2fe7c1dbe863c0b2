import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { searchToSignals, signUp, useBrowserApp } from './support/app';
import { newPage } from './support/browser';

const world = useBrowserApp();

const cardCount = (page: Page) => page.getByTestId('signal-card').count();

const themeRows = (page: Page) =>
  page.getByTestId('insights').getByRole('list', { name: 'Themes' }).locator(':scope > li').getByRole('button');

/** The names and sizes of the themes, as listed ("late payers", 3). */
async function listedThemes(page: Page): Promise<{ name: string; size: number; pressed: boolean }[]> {
  const rows = themeRows(page);
  return Promise.all(
    (await rows.all()).map(async (row) => {
      const [name, counts] = (await row.innerText()).split('\n');
      return {
        name: name!.trim(),
        size: Number(/(\d+) signals?/.exec(counts!)![1]),
        pressed: (await row.getAttribute('aria-pressed')) === 'true',
      };
    }),
  );
}

/** The text of each tick name on an axis of a chart, as drawn (a name wrapped on two lines is read as one). */
const tickNames = (page: Page, figure: string, axis: 'x' | 'y') =>
  page
    .locator('figure', { has: page.locator('figcaption', { hasText: figure }) })
    .locator(`.recharts-${axis}Axis-tick-labels text`)
    .evaluateAll((texts) =>
      texts.map((t) => {
        const lines = Array.from(t.querySelectorAll('tspan'), (s) => s.textContent);
        return {
          text: (lines.length ? lines : [t.textContent]).join(' ').trim(),
          box: t.getBoundingClientRect().toJSON() as DOMRect,
        };
      }),
    );

const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Four pains of freelancers who invoice, three people each: written in the week of Monday
 * 2025-12-15 (the first of each) and in the week of 2026-01-05 (the others), three weeks apart
 * across new year. Types and urgencies vary so both mix charts have several parts.
 */
const PAINS: [title: string, text: string][][] = [
  [
    [
      'Clients pay my invoices late',
      'Every month I chase late payers for unpaid invoices. I need an invoice tool that sends payment reminders.',
    ],
    [
      'Chasing unpaid invoices again',
      'Three clients are late payers this month, the invoice tool I use has no payment reminders.',
    ],
    ['How do you handle late payers?', 'Freelancers, what invoice tool sends payment reminders to late payers automatically?'],
  ],
  [
    [
      'Recurring invoices for retainer clients',
      'I need recurring invoices for my retainer clients, my invoice tool makes me copy them by hand.',
    ],
    [
      'Any invoice tool with recurring invoices?',
      'Freelance designer here, looking for recurring invoices for retainer clients. Will pay.',
    ],
    ['Recurring invoices keep breaking', 'My invoicing software duplicates recurring invoices for retainer clients every month.'],
  ],
  [
    ['Tax time and my invoices', 'As a freelancer I need an invoice tool that exports a quarterly tax report for my accountant.'],
    [
      'Exporting invoices for the accountant',
      'My accountant wants a quarterly tax report and my invoice tool cannot export one.',
    ],
    [
      'Invoice tool with a tax report?',
      'Freelancers: which invoice tool builds the quarterly tax report your accountant asks for?',
    ],
  ],
  [
    [
      'Scanning expense receipts',
      'I photograph every expense receipt and type it into a spreadsheet, I need a receipt scanner for my invoices.',
    ],
    [
      'Receipt scanner that reads totals?',
      'Any receipt scanner that reads the totals off expense receipts for freelancers and their invoices?',
    ],
    [
      'Lost expense receipts again',
      'Lost half my expense receipts this quarter, I need a receipt scanner that keeps them with the invoices.',
    ],
  ],
];
const TYPES = ['Pain Point', 'Recommendation Request', 'Feature Request', 'Complaint', 'Buying Intent', 'Question', 'Discussion'];
const URGENCIES = ['High', 'Medium', 'Low'];
const FIRST_WEEK = Date.UTC(2025, 11, 16, 9) / 1000; // Tuesday 2025-12-16
const LAST_WEEK = Date.UTC(2026, 0, 8, 9) / 1000; // Thursday 2026-01-08

/** Saves a search through the REST API as the signed-in user and opens it from Saved Searches' View All. */
async function saveAndViewAll(page: Page, body: { name: string; searchParams: unknown; signals: unknown[] }) {
  const status = await page.evaluate(async (body) => {
    const res = await fetch('/api/searches', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.status;
  }, body);
  expect(status).toBe(201);
  await page.goto('/signals/saved');
  await page.getByRole('button', { name: /^View All/ }).click();
  await page.waitForURL('**/signals/current');
}

/** Waits until the charts have drawn their bars (recharts renders an SVG with one rect per bar). */
const chartDrawn = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('[data-testid="theme-charts"] svg .recharts-bar-rectangle').length > 0);

/** Saves a search of those signals through the API and opens its Insights from Saved Searches' View All. */
async function openPainsInsights(page: Page) {
  const signals = PAINS.flatMap((pain, p) =>
    pain.map(([title, snippet], i) => ({
      platform: 'reddit',
      title,
      snippet,
      url: `https://www.reddit.com/r/freelance/comments/pain${p}${i}/x/`,
      signal_type: TYPES[(p + i) % TYPES.length],
      urgency_level: URGENCIES[(p + 2 * i) % URGENCIES.length],
      created_utc: i === 0 ? FIRST_WEEK : LAST_WEEK,
    })),
  );
  const searchParams = {
    searchType: 'business_idea',
    businessIdea: 'invoicing for freelancers',
    platforms: ['reddit'],
    timeRange: '',
    maxResults: 20,
  };
  await saveAndViewAll(page, { name: 'Freelancers invoicing', searchParams, signals });
  await page.getByRole('button', { name: 'Insights' }).click();
  await themeRows(page).first().waitFor();
  await chartDrawn(page);
  const themes = await listedThemes(page);
  expect(themes.map((t) => t.size)).toEqual([3, 3, 3, 3]);
  return themes.map((t) => t.name);
}

/** Opens Insights, checks the chart and the themes, chooses the first theme and checks the list shows only its signals. */
async function filterByFirstTheme(page: Page) {
  await page.getByRole('button', { name: 'Insights' }).click();
  const insights = page.getByTestId('insights');
  await insights.getByRole('list', { name: 'Themes' }).waitFor();
  // The chart is drawn (recharts renders an SVG with one bar per week and theme).
  await insights.getByText('Themes over time (signals per week)').waitFor();
  await chartDrawn(page);

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
    await searchToSignals(page, 'automatic invoice reminders for freelancers', '20');
    await filterByFirstTheme(page);

    // The same on the stored run's page.
    const runId = await page.evaluate(
      async () => (await (await fetch('/trpc/search.history')).json()).result.data[0].id as string,
    );
    await page.goto(`/search/results/${runId}`);
    await page.getByTestId('signal-card').first().waitFor();
    await filterByFirstTheme(page);

    // And on a saved search's View All, whose themes span all its signals.
    const run = await page.evaluate(
      async (id) =>
        (await (await fetch(`/trpc/search.stored?input=${encodeURIComponent(JSON.stringify({ id }))}`)).json()).result.data,
      runId,
    );
    await saveAndViewAll(page, { name: 'Invoice reminders', searchParams: run.params, signals: run.results });
    const savedThemes = page.waitForRequest((r) => r.url().includes('saved.searchThemes'));
    await filterByFirstTheme(page);
    await savedThemes;
  });

  it('keeps the charts within a phone screen', async () => {
    const page = await newPage(world.browser, world.server.url, { width: 390, height: 844 });
    await signUp(page, 'insights-phone@example.com');
    await searchToSignals(page, 'automatic invoice reminders for freelancers', '20');
    await page.getByRole('button', { name: 'Insights' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="theme-charts"] svg').length >= 2);
    const widths = await page.$$eval('[data-testid="theme-charts"] svg.recharts-surface', (svgs) =>
      svgs.map((s) => s.getBoundingClientRect().right),
    );
    for (const right of widths) expect(right).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('keeps the theme filter on the chosen theme as more signals load: its count is always the highlighted theme’s size', async () => {
    const page = await newPage(world.browser, world.server.url);
    await signUp(page, 'insights-more@example.com');
    await searchToSignals(page, 'automatic invoice reminders for freelancers', '5');
    await page.getByRole('button', { name: 'Insights' }).click();
    await themeRows(page).first().click();
    const filter = page.getByTestId('theme-filter');
    const first = (await listedThemes(page))[0]!;
    await expect.poll(() => filter.innerText()).toContain(`${first.size} of 5 signals`);

    // Each Load More finds the themes again (this world's themes grow, merge and get new names).
    for (const total of [10, 12]) {
      await page.getByRole('button', { name: 'Load More Signals' }).click();
      await page.getByTestId('insights').getByText(`in ${total} signals`).waitFor();
      const highlighted = (await listedThemes(page)).filter((t) => t.pressed);
      expect(highlighted.length).toBeLessThanOrEqual(1);
      if (highlighted.length === 1) {
        const [theme] = highlighted as [(typeof highlighted)[number]];
        // The theme may have a new name now: the filter names it and what it was called when chosen.
        expect(await filter.innerText()).toContain(`Theme: ${theme.name}`);
        expect(await filter.innerText()).toContain(`${theme.size} of ${total} signals`);
        expect(await cardCount(page)).toBe(theme.size);
      } else {
        // The chosen theme is gone: the filter says so and lists every signal.
        expect(await filter.innerText()).toMatch(/is no longer a theme of these signals: showing all \d+ signals/);
        expect(await cardCount(page)).toBe(total);
      }
    }
  });

  it('names every theme in both mix charts, on a phone and on a laptop, none over another', async () => {
    const page = await newPage(world.browser, world.server.url, { width: 375, height: 844 });
    await signUp(page, 'insights-names@example.com');
    const themes = await openPainsInsights(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      // The charts are drawn again for the new width once their containers have been measured.
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('[data-testid="theme-charts"] figure')).every((f) => {
          const svg = f.querySelector('.recharts-wrapper > svg');
          return svg !== null && Math.abs(svg.getBoundingClientRect().width - (f.clientWidth - 24)) < 2;
        }),
      );
      for (const figure of ['Urgency mix per theme', 'Type mix per theme']) {
        const box = (await page.locator('figure', { hasText: figure }).boundingBox())!;
        const names = await tickNames(page, figure, 'y');
        expect(names.map((n) => n.text).sort(), `${figure} at ${width} px`).toEqual([...themes].sort());
        for (const [i, a] of names.entries()) {
          expect(a.box.left, a.text).toBeGreaterThanOrEqual(box.x);
          expect(a.box.right, a.text).toBeLessThanOrEqual(box.x + box.width);
          for (const b of names.slice(i + 1)) expect(overlap(a.box, b.box), `${a.text} / ${b.text} at ${width} px`).toBe(false);
        }
      }
    }
    // The urgency legend lists the levels in the order the bars stack.
    const legend = page.locator('figure', { hasText: 'Urgency mix per theme' }).locator('.recharts-legend-item-text');
    expect(await legend.allInnerTexts()).toEqual(['High', 'Medium', 'Low']);
  });

  it('draws every week between the first and the last, dated with their year across new year, with a legend of the themes', async () => {
    const page = await newPage(world.browser, world.server.url);
    await signUp(page, 'insights-weeks@example.com');
    const themes = await openPainsInsights(page);
    await page.getByText('Themes over time (signals per week)').waitFor();
    const weeks = await tickNames(page, 'Themes over time', 'x');
    expect(weeks.map((w) => w.text)).toEqual(['Dec 15, 2025', 'Dec 22, 2025', 'Dec 29, 2025', 'Jan 5, 2026']);
    const legend = page.locator('figure', { hasText: 'Themes over time' }).locator('.recharts-legend-item-text');
    expect(await legend.allInnerTexts()).toEqual(themes);
  });
});
