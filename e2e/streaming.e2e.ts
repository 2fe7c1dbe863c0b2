/**
 * A streamed search in the browser (search.stream): its first signals appear while the platform
 * stand-in still holds the second pass, and the final ranking does not move the list under the
 * founder's pointer: what the second pass adds below appears below them (a final ranking that
 * would move them waits to be asked for: SearchProvider, FirstSignalsBanner).
 */
import { describe, expect, it } from 'vitest';
import { FIRST_PASS, OWN_WORDS } from '../apps/api/test/support/feedback-world';
import { useBrowserApp } from './support/app';
import { newPage } from './support/browser';
import { cardTitles, firstSignalsShown, holdSecondPass } from './support/streaming';

// The classifier alone ranks: the sentence model's vote nudges near-ties (search/sentences.ts), and
// it swaps two of this world's first signals ("…chase a late invoice?" and "…after 5 reminders")
// whenever its vectors beat the search's deadline, i.e. on an idle machine but not always on a busy
// one; the final ranking would then rightly wait to be asked for, and what this journey checks
// (added below, nothing moves) would hang on the machine's speed.
const world = useBrowserApp({ posts: [...FIRST_PASS, OWN_WORDS], videos: [] }, { SENTENCE_MODEL: 'false' });

describe('a search streams its first signals', () => {
  it('shows the first signals before the search completes, then the rest below them without moving them under the pointer', async () => {
    const release = holdSecondPass(world);
    try {
      const page = await newPage(world.browser, world.server.url);
      // The second pass is still held: these are the first pass's signals, and it says it is still searching.
      const { first, banner, shownFirst } = await firstSignalsShown(page, 'streaming@example.com');
      expect(shownFirst).not.toContain(OWN_WORDS.title);

      // The founder reads the first card; the search completes.
      await first.hover();
      const box = await first.boundingBox();
      release();
      // The second pass found one more, ranked below: it is added under the first signals, which stay where they were.
      await banner.waitFor({ state: 'detached' });
      const final = await cardTitles(page);
      expect(final).toEqual([...shownFirst, OWN_WORDS.title]);
      expect(await first.boundingBox()).toEqual(box);
      await page.getByTestId('result-count').filter({ hasText: new RegExp(`^${final.length} signals$`) }).waitFor();
      // Now complete, it can load more, and what it shows is what was charged.
      await page.getByText('No more results available for this search.').waitFor();
      const used = await page.evaluate(async () => (await (await fetch('/api/user/usage')).json()).data.results_used as number);
      expect(used).toBe(final.length);
    } finally {
      release();
    }
  });
});
