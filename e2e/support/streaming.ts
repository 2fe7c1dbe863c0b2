/**
 * A streamed search in the feedback world (apps/api/test/support/feedback-world.ts) caught between
 * its passes: the platform stand-in holds the second pass, so the first signals stay on screen
 * for as long as a journey needs, and the journey decides when the search completes.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { IDEA } from '../../apps/api/test/support/feedback-world';
import { searchFor, signUp, type BrowserApp } from './app';

/** The second pass asks with the words the first results share (search-feedback.test.ts). */
const SECOND_PASS = /retainer|bookkeeper/i;

export const cardTitles = (page: Page) => page.getByTestId('signal-card').locator('h3').allInnerTexts();

/** Holds the world's second-pass searches until the returned release is called (call it in a finally too). */
export function holdSecondPass(world: BrowserApp): () => void {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  world.platforms.behaviour.hold = (call) => (SECOND_PASS.test(call.query.get('q') ?? '') ? gate : undefined);
  return () => {
    open();
    world.platforms.behaviour.hold = undefined;
  };
}

/**
 * Signs up and runs the idea's search (second pass held), until Current Signals shows the first
 * signals under the banner saying it is still searching: their titles, the first card, the banner.
 */
export async function firstSignalsShown(page: Page, email: string) {
  await signUp(page, email);
  await searchFor(page, IDEA.businessIdea, '10');
  await page.waitForURL('**/signals/current');
  const first = page.getByTestId('signal-card').first();
  await first.waitFor();
  const banner = page.getByTestId('first-signals');
  await banner.getByText('The first signals found. Still searching: more are on the way.').waitFor();
  const shownFirst = await cardTitles(page);
  expect(shownFirst.length).toBeGreaterThan(0);
  expect(await page.getByRole('button', { name: 'Load More Signals' }).count()).toBe(0);
  return { first, banner, shownFirst };
}
