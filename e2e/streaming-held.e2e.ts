/**
 * A streamed search whose final ranking reorders the first signals shown (SearchProvider,
 * FirstSignalsBanner): while the founder reads them, the list holds its order and the banner
 * offers the final ranking behind "Show them"; asked for, it shows the new order.
 *
 * Deterministic, never a race: the platform stand-in holds the second pass until the pointer
 * rests on the list, and the order surely changes: the first pass also finds IDLE (the founder's
 * word "invoice", nothing more), shown last, and the second pass finds two buyers in their own
 * words (LOUDEST, OWN_WORDS) that rank above it, the classifier alone ranking (sentence model off).
 */
import { describe, expect, it } from 'vitest';
import type { WorldPost } from '../apps/api/test/support/conversations';
import { FIRST_PASS, OWN_WORDS } from '../apps/api/test/support/feedback-world';
import { useBrowserApp } from './support/app';
import { newPage } from './support/browser';
import { cardTitles, firstSignalsShown, holdSecondPass } from './support/streaming';

const LOUDEST: WorldPost = {
  id: 'fb006',
  subreddit: 'freelance',
  author: 'u_fb006',
  title: 'Desperate: retainer clients owe me three months, I will pay for a tool today',
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

const world = useBrowserApp({ posts: [...FIRST_PASS, IDLE, OWN_WORDS, LOUDEST], videos: [] }, { SENTENCE_MODEL: 'false' });

describe('a streamed search whose final ranking would move the first signals', () => {
  it('holds the order the founder is reading, and shows the final ranking when asked ("Show them")', async () => {
    const release = holdSecondPass(world);
    try {
      const page = await newPage(world.browser, world.server.url);
      const { first, banner, shownFirst } = await firstSignalsShown(page, 'held-order@example.com');
      expect(shownFirst).not.toContain(LOUDEST.title);

      // The founder reads the first card; the search completes, ranking the second pass's finds above IDLE.
      await first.hover();
      const box = await first.boundingBox();
      release();
      const ready = banner.getByText(/^Search complete: \d+ signals ranked with everything it found\.$/);
      await ready.waitFor();
      const finalCount = Number(/\d+/.exec(await ready.innerText())![0]);

      // Held: the same cards in the same places, nothing added or moved under the pointer.
      expect(await cardTitles(page)).toEqual(shownFirst);
      expect(await first.boundingBox()).toEqual(box);

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
});
