/**
 * Audiences in the browser (issue 25 §4): a search's communities ranked with their figures and
 * quotes, "Search only these" (the new search's results all come from the chosen communities, and
 * Reddit is asked inside them), "Exclude" (the community leaves and the search says how many its
 * exclusions removed), and the CSV the panel downloads.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setBilling } from '../apps/api/test/support/harness';
import { searchCompleted, searchToSignals, signUp, useBrowserApp } from './support/app';
import { newPage } from './support/browser';

const world = useBrowserApp();

/** The community line of each card's header ("r/freelance", a channel's title). */
async function cardSources(page: Page): Promise<string[]> {
  const sources: string[] = [];
  for (const card of await page.getByTestId('signal-card').all()) {
    const lines = (await card.locator('header').innerText()).split('\n').map((l) => l.trim());
    sources.push(lines.find((l) => /^r\//.test(l)) ?? lines.join(' | '));
  }
  return sources;
}

async function openAudiences(page: Page): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Audiences' });
  if ((await panel.count()) === 0) await page.getByRole('button', { name: 'Audiences', exact: true }).click();
  await panel.getByTestId('audience').first().waitFor();
  return panel;
}

/** Runs the panel's action and waits for the new search (its restriction or exclusion in place) to complete. */
async function rerun(page: Page, click: () => Promise<void>, until: () => Promise<unknown>) {
  await click();
  // The new search's final ranking may wait behind "Show them" (what it adds above the list, the
  // exclusions' count, would move the cards under the pointer): either says the new search is here.
  const held = page.getByTestId('first-signals').getByRole('button', { name: 'Show them' }).waitFor();
  await Promise.race([until(), held].map((step) => step.then(() => true, () => false)));
  await searchCompleted(page);
  await until();
}

describe('audiences in the browser', () => {
  it('ranks a search’s communities, restricts the search to chosen ones, excludes one and downloads them as CSV', async () => {
    const page = await newPage(world.browser, world.server.url);
    const userId = await signUp(page, 'audiences@example.com');
    // Four searches of up to 20 results each: more than the free plan's month, so a paid plan.
    await setBilling(world.server, userId, { plan: 'starter', maxResults: 150, monthlyResultsUsed: 0, periodEnd: new Date(Date.now() + 20 * 86_400_000) });
    await searchToSignals(page, 'automatic invoice reminders for freelancers', '20');

    const panel = await openAudiences(page);
    const rows = panel.getByTestId('audience');
    const keys = await rows.locator('label').allInnerTexts();
    expect(keys.length).toBeGreaterThan(1);
    expect(keys).toContain('reddit:r/freelance');
    // Each community with its numbers; ranked by signals per item fetched (smoothed, so that 1 of
    // 1 does not outrank 8 of 10).
    const shares: number[] = [];
    const ranks: number[] = [];
    for (const row of await rows.all()) {
      const text = await row.innerText();
      const figures = /(\d+) signals of (\d+) fetched \((\d+)%\) · (\d+)% High urgency/.exec(text);
      expect(figures, text).not.toBeNull();
      expect(Number(figures![1])).toBeLessThanOrEqual(Number(figures![2]));
      shares.push(Number(figures![3]));
      ranks.push((Number(figures![1]) + 1) / (Number(figures![2]) + 2));
    }
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    // Two quotes at most, each in the community's own words with a link to where it was said.
    const quotes = rows.first().locator('li');
    expect(await quotes.count()).toBeGreaterThan(0);
    expect(await quotes.count()).toBeLessThanOrEqual(2);
    expect(await quotes.first().innerText()).toMatch(/^“.+” source$/s);

    // The CSV holds the communities as shown, in the same order, with the spec's columns.
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audiences-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(csv[0]).toBe('Community,Platform,Source,Signals,Items fetched,Signals per item fetched,High urgency,Quote 1,Quote 2');
    expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual(keys);
    expect(csv[1]).toContain(`,${shares[0]}%,`);

    // "Search only these": the chosen Reddit communities, searched inside them.
    const chosen = keys.filter((k) => k.startsWith('reddit:')).slice(0, 2);
    for (const key of chosen) await panel.getByRole('checkbox', { name: key }).check();
    const searchedBefore = world.platforms.calls.length;
    await rerun(
      page,
      () => panel.getByRole('button', { name: `Search only these (${chosen.length})` }).click(),
      () => page.getByText(`This search is restricted to ${chosen.join(', ')}.`).waitFor(),
    );
    const restricted = await cardSources(page);
    expect(restricted.length).toBeGreaterThan(0);
    const subs = chosen.map((k) => k.slice('reddit:'.length));
    for (const source of restricted) expect(subs).toContain(source);
    const redditSearches = world.platforms.calls.slice(searchedBefore).filter((c) => c.path.endsWith('/search') && !c.query.has('key'));
    expect(redditSearches.length).toBeGreaterThan(0);
    for (const call of redditSearches) {
      expect(call.path).toBe(`/r/${subs.map((s) => s.slice(2)).join('+')}/search`);
      expect(call.query.get('restrict_sr')).toBe('on');
    }

    // "Exclude": everywhere again, without one community; the search says how many that removed.
    await rerun(
      page,
      () => panel.getByRole('button', { name: 'Search everywhere again' }).click(),
      () => page.getByText(/This search is restricted to/).waitFor({ state: 'detached' }),
    );
    await openAudiences(page);
    const excluded = 'reddit:r/freelance';
    await rerun(
      page,
      () => rows.filter({ has: page.getByRole('checkbox', { name: excluded }) }).getByRole('button', { name: 'Exclude' }).click(),
      () => page.getByTestId('excluded-count').waitFor(),
    );
    expect(await page.getByTestId('excluded-count').innerText()).toMatch(/^Exclusions removed \d+ results?$/);
    const remaining = await cardSources(page);
    expect(remaining.length).toBeGreaterThan(0);
    expect(remaining).not.toContain('r/freelance');
  });
});
