/**
 * A search while the sentence model is busy with another founder's search: the page says how many
 * of the signals it delivered the classifier alone typed, and after load more (which does not
 * wait long for a busy model) that the count is of the first ones.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { holdEncoder, startBusyEncoder } from '../apps/api/test/support/busy-encoder';
import { searchToSignals, signUp, useBrowserApp } from './support/app';
import { newPage } from './support/browser';

const encoder = startBusyEncoder();
const world = useBrowserApp(undefined, {}, undefined, encoder);
afterAll(() => encoder.close());

const BUSY = /^Typed by the classifier alone for (\d+) of 5 signals: the sentence model was busy with other searches\.$/;
const BUSY_AFTER_MORE = /^Typed by the classifier alone for (\d+) of the first 5 signals: the sentence model was busy with other searches\.$/;

describe('a search while the sentence model is busy', () => {
  it('says which signals the classifier alone typed, first of the page, then of the first page once load more shows more', async () => {
    await encoder.ready();
    const other = new AbortController();
    const holding = holdEncoder(encoder, other.signal);
    try {
      const page = await newPage(world.browser, world.server.url);
      await signUp(page, 'busy-model@example.com');
      await searchToSignals(page, 'automatic invoice reminders for freelancers', '5');
      const note = page.getByTestId('sentence-model-note');
      const told = BUSY.exec(await note.innerText());
      expect(told).not.toBeNull();
      expect(Number(told![1])).toBeGreaterThan(0);
      expect(Number(told![1])).toBeLessThanOrEqual(5);

      await page.getByRole('button', { name: 'Load More Signals' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="signal-card"]').length > 5);
      const after = BUSY_AFTER_MORE.exec(await note.innerText());
      expect(after?.[1]).toBe(told![1]);
    } finally {
      other.abort(new Error('their search answered'));
      await holding;
    }
  });
});
