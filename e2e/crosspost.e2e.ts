/**
 * Issue 23: one person's question posted in two subreddits, reworded, is one card that says where
 * else it was posted, with a link to the other post.
 */
import { describe, expect, it } from 'vitest';
import { REWORDED_CROSSPOST } from '../apps/api/test/support/conversations';
import { searchToSignals, signUp, useBrowserApp } from './support/app';
import { newPage } from './support/browser';

const world = useBrowserApp({ posts: REWORDED_CROSSPOST, videos: [] });

describe('a cross-post in the browser', () => {
  it('is one card: "Also posted in r/smallbusiness", linking to the other post', async () => {
    const page = await newPage(world.browser, world.server.url);
    await signUp(page, 'crosspost@example.com');
    await searchToSignals(page, 'automatic invoice reminders for freelancers', '10');
    const cards = page.getByTestId('signal-card');
    expect(await cards.count()).toBe(1);
    const also = cards.first().getByTestId('also-posted');
    expect(await also.innerText()).toBe('Also posted in r/smallbusiness');
    expect(await also.getByRole('link', { name: 'r/smallbusiness' }).getAttribute('href')).toBe(
      'https://www.reddit.com/r/smallbusiness/comments/xpo002/x/',
    );
  });
});
