/**
 * A streamed search whose final ranking reorders the first signals (SearchProvider,
 * CurrentSignalsPage, FirstSignalsBanner). Whether it waits behind "Show them" is decided on the
 * order the page shows (its sort) and on what the window shows: it waits only when a card in the
 * window would move while the founder reads, never when only cards below the window would.
 *
 * Deterministic, never a race: the platform stand-in holds the second pass until the pointer
 * rests on the list, and the order surely changes: the first pass also finds IDLE (the founder's
 * word "invoice", nothing more), shown last, and the second pass finds two buyers in their own
 * words (LOUDEST, OWN_WORDS) that the page's relevance order puts just above it, the classifier
 * alone ranking (sentence model off). At 1280×900 the window shows the first two of the five
 * first signals.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { WorldPost } from '../apps/api/test/support/conversations';
import { FIRST_PASS, OWN_WORDS } from '../apps/api/test/support/feedback-world';
import { useBrowserApp } from './support/app';
import { newPage } from './support/browser';
import { cardTitles, firstSignalsShown, holdSecondPass } from './support/streaming';

const LOUDEST: WorldPost = {
  id: 'fb006',
  subreddit: 'freelance',
  author: 'u_fb006',
  title: 'Desperate: retainer clients owe me three months 😩🧾, I will pay for a tool today — לקוחות משלמים באיחור',
  selftext:
    'My bookkeeper and I spend every week nagging retainer clients for overdue payments. I would pay $50 a month right now for software that chases unpaid retainer bills automatically. Please recommend one!',
  score: 900,
  createdDaysAgo: 0,
  comments: [],
};

/** In the founder's words but barely about the idea: the first pass finds it, shown last. */
const IDLE: WorldPost = {
  id: 'fb007',
  subreddit: 'freelance',
  author: 'u_fb007',
  title: 'Which invoice template do you use?',
  selftext: 'Just curious what invoice template other people here use, nothing fancy.',
  score: 2,
  createdDaysAgo: 20,
  comments: [],
};

// Each journey searches the same idea an hour later on the app's clock: no cached answer spares the held second pass.
let clock = Date.now();
const world = useBrowserApp({ posts: [...FIRST_PASS, IDLE, OWN_WORDS, LOUDEST], videos: [] }, { SENTENCE_MODEL: 'false' }, () => new Date(clock));
beforeEach(() => {
  clock += 3_600_000;
});

describe('a streamed search whose final ranking would move the first signals', () => {
  it('holds the order while the founder reads the cards it would move, and shows the final ranking when asked ("Show them")', async () => {
    const release = holdSecondPass(world);
    try {
      const page = await newPage(world.browser, world.server.url);
      const { banner, shownFirst } = await firstSignalsShown(page, 'held-order@example.com');
      expect(shownFirst).not.toContain(LOUDEST.title);

      // The founder scrolls down to the last card and reads it; the search completes, ranking the second pass's finds above IDLE.
      const last = page.getByTestId('signal-card').last();
      await last.scrollIntoViewIfNeeded();
      await last.hover();
      const box = await last.boundingBox();
      release();
      const ready = banner.getByText(/^Search complete: \d+ signals ranked with everything it found\.$/);
      await ready.waitFor();
      const finalCount = Number(/\d+/.exec(await ready.innerText())![0]);

      // Held: the same cards in the same places, nothing added or moved under the pointer.
      expect(await cardTitles(page)).toEqual(shownFirst);
      expect(await last.boundingBox()).toEqual(box);

      await banner.getByRole('button', { name: 'Show them' }).click();
      await banner.waitFor({ state: 'detached' });
      const final = await cardTitles(page);
      expect(final).toHaveLength(finalCount);
      // The new order: the second pass's finds come in above the idle post the founder saw last.
      expect(new Set(final)).toEqual(new Set([...shownFirst, LOUDEST.title, OWN_WORDS.title]));
      expect(shownFirst.at(-1)).toBe(IDLE.title);
      expect(final.indexOf(LOUDEST.title)).toBeLessThan(final.indexOf(IDLE.title));
      expect(final.indexOf(OWN_WORDS.title)).toBeLessThan(final.indexOf(IDLE.title));
      expect(final.slice(0, shownFirst.length)).not.toEqual(shownFirst);
      await page.getByTestId('result-count').filter({ hasText: new RegExp(`^${finalCount} signals$`) }).waitFor();
      // What it shows is what was charged.
      const used = await page.evaluate(async () => (await (await fetch('/api/user/usage')).json()).data.results_used as number);
      expect(used).toBe(finalCount);
    } finally {
      release();
    }
  });

  it('shows the final ranking at once while the founder reads the top cards, when only cards below the window move', async () => {
    const release = holdSecondPass(world);
    try {
      const page = await newPage(world.browser, world.server.url);
      const { first, banner, shownFirst } = await firstSignalsShown(page, 'below-window@example.com');
      await first.hover();
      const box = await first.boundingBox();
      release();
      // Never behind "Show them": the new finds come in above IDLE, far below the window.
      await banner.waitFor({ state: 'detached' });
      const final = await cardTitles(page);
      expect(final.slice(0, shownFirst.length - 1)).toEqual(shownFirst.slice(0, -1));
      expect(new Set(final.slice(shownFirst.length - 1))).toEqual(new Set([LOUDEST.title, OWN_WORDS.title, IDLE.title]));
      expect(final.at(-1)).toBe(IDLE.title);
      expect(await first.boundingBox()).toEqual(box);
      await page.getByText('No more results available for this search.').waitFor();
    } finally {
      release();
    }
  });

  it('decides on the order the page shows: sorted by title, the final ranking would move the top cards, so it waits', async () => {
    const release = holdSecondPass(world);
    try {
      const page = await newPage(world.browser, world.server.url);
      const { banner } = await firstSignalsShown(page, 'by-title@example.com');
      await page.getByLabel('Sort by').selectOption('title');
      const byTitle = await cardTitles(page);
      expect(byTitle).toEqual([...byTitle].sort((a, b) => a.localeCompare(b, 'en')));
      const first = page.getByTestId('signal-card').first();
      await first.hover();
      const box = await first.boundingBox();
      release();
      // "Desperate: …" would come first in this order, above the card being read.
      await banner.getByText(/^Search complete: \d+ signals ranked with everything it found\.$/).waitFor();
      expect(await cardTitles(page)).toEqual(byTitle);
      expect(await first.boundingBox()).toEqual(box);

      await banner.getByRole('button', { name: 'Show them' }).click();
      await banner.waitFor({ state: 'detached' });
      const final = await cardTitles(page);
      expect(final[0]).toBe(LOUDEST.title);
      expect(final).toEqual([...final].sort((a, b) => a.localeCompare(b, 'en')));
    } finally {
      release();
    }
  });
});
