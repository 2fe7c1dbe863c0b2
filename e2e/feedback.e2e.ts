/**
 * Relevance feedback in the browser (issue 25 §1): thumbs up and down on Current Signals cards
 * re-rank them and say why; a reload keeps them; saving the search keeps them; bad input gets a clear
 * message.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { searchToSignals, signUp, useBrowserApp } from './support/app';
import { newPage } from './support/browser';

const world = useBrowserApp();

const titles = (page: Page) => page.getByTestId('signal-card').locator('h3').allInnerTexts();
const card = (page: Page, title: string) => page.getByTestId('signal-card').filter({ has: page.locator('h3', { hasText: title }) });

describe('relevance feedback in the browser', () => {
  it('marks signals relevant and not relevant, re-ranks with reasons, keeps them on reload, and explains bad input', async () => {
    const page = await newPage(world.browser, world.server.url);
    await signUp(page, 'feedback@example.com');
    await searchToSignals(page, 'automatic invoice reminders for freelancers', '10');
    const before = await titles(page);
    expect(before.length).toBeGreaterThan(3);

    // Thumbs-down on the first card, with why; thumbs-up on the third.
    const [down, up] = [before[0]!, before[2]!];
    await card(page, down).getByRole('button', { name: 'Not relevant' }).click();
    await expect.poll(async () => (await titles(page)).at(-1)).toBe(down);
    await card(page, down).getByLabel('Why not relevant (optional)').selectOption('spam');
    await card(page, up).getByRole('button', { name: 'Relevant', exact: true }).click();
    await expect.poll(() => card(page, up).getByTestId('feedback-why').innerText()).toBe('You marked this relevant');
    await expect
      .poll(() => card(page, down).getByTestId('feedback-why').innerText())
      .toBe('You marked this not relevant (spam or self-promotion)');
    expect(await card(page, up).getByRole('button', { name: 'Relevant', exact: true }).getAttribute('aria-pressed')).toBe('true');
    const after = await titles(page);
    expect(after).not.toEqual(before);
    // The liked signal never moves down; others say why feedback moved them.
    expect(after.indexOf(up)).toBeLessThanOrEqual(2);
    const whys = await page.getByTestId('feedback-why').allInnerTexts();
    expect(whys.some((w) => /^(Like \d+ signals? you marked relevant|Unlike .+ you marked)$/.test(w))).toBe(true);

    await page.reload();
    await page.getByTestId('signal-card').first().waitFor();
    await expect.poll(() => titles(page)).toEqual(after);
    expect(await card(page, down).getByRole('button', { name: 'Not relevant' }).getAttribute('aria-pressed')).toBe('true');

    // Undo by clicking again.
    await card(page, up).getByRole('button', { name: 'Relevant', exact: true }).click();
    await expect.poll(() => card(page, up).getByRole('button', { name: 'Relevant', exact: true }).getAttribute('aria-pressed')).toBe('false');

    // Bad input: an unknown signal and a reason that is not one.
    const put = (body: Record<string, unknown>) =>
      page.evaluate(async (b) => {
        // The run the page shows, as the search state keeps it for reloads.
        const state = JSON.parse(Object.entries(sessionStorage).find(([k]) => k.startsWith('firstsignal.search.v1.'))?.[1] ?? '{}');
        const searchId = state.searchInfo?.search_id;
        const res = await fetch('/api/feedback', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ searchId, ...b }) });
        return { status: res.status, error: (await res.json()).error as string };
      }, body);
    expect(await put({ signalId: 'reddit:nope', judgement: 'up' })).toEqual({ status: 404, error: 'This signal is not one of the search’s results' });
    expect((await put({ signalId: 'reddit:nope', judgement: 'down', reason: 'boring' })).error).toBe('reason must be one of off_topic, wrong_audience, spam, already_solved');

    // Saving the search keeps its judgements: its View All shows the thumbs-down pressed, with why.
    await page.getByRole('button', { name: 'Save Signals', exact: true }).click();
    await page.getByTestId('save-signals-banner').waitFor();
    await page.goto('/signals/saved');
    await page.getByTestId('saved-search-card').getByRole('button', { name: /^View All/ }).click();
    await page.waitForURL('**/signals/current');
    await card(page, down).waitFor();
    await expect.poll(() => card(page, down).getByRole('button', { name: 'Not relevant' }).getAttribute('aria-pressed')).toBe('true');
    expect(await card(page, down).getByTestId('feedback-why').innerText()).toBe('You marked this not relevant (spam or self-promotion)');
  });
});
