/**
 * What a signal card says, on the page every search lands on: why the conversation is a signal
 * (the reason and the quoted evidence, decisions §6), and engagement as each platform counts it,
 * without zeros for figures a platform does not publish. And Settings on a phone-sized screen.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REDDIT_POSTS, YOUTUBE_VIDEOS, type WorldComment } from '../apps/api/test/support/conversations';
import { searchToSignals, signUp, useBrowserApp } from './support/app';
import { newPage } from './support/browser';

const world = useBrowserApp();

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const bodies = (c: WorldComment): string[] => [c.body, ...(c.replies ?? []).flatMap(bodies)];
/** Every comment the stand-in platforms hold, as written. */
const COMMENT_TEXTS = [...REDDIT_POSTS.flatMap((p) => p.comments.flatMap(bodies)), ...YOUTUBE_VIDEOS.flatMap((v) => v.comments.map((c) => c.text))].map(flat);

/** The card's engagement figures as written, e.g. ["12 upvotes", "1 comment"]. */
const engagementOf = (card: Locator) => card.getByRole('list', { name: 'Engagement' }).getByRole('listitem').allInnerTexts();

describe('signal cards in the browser', () => {
  it('Current Signals cards say why each conversation is a signal and count only what the platform publishes', async () => {
    const page = await newPage(world.browser, world.server.url);
    await signUp(page, 'cards@example.com');
    await searchToSignals(page, 'automatic invoice reminders for freelancers', '20');
    const cards = page.getByTestId('signal-card');

    let videos = 0;
    for (const card of await cards.all()) {
      const text = await card.innerText();
      // Why it is here: the quoted sentence that earned its type.
      expect(await card.locator('blockquote').innerText()).toMatch(/^“.+”$/s);
      const figures = await engagementOf(card);
      for (const figure of figures) expect(figure).toMatch(/^(1 (upvote|comment|view)|[\d,.]+[KM]? (upvotes|comments|views))$/);
      const youtube = /^YouTube/.test(text);
      const post = (await card.getByText('Post', { exact: true }).count()) > 0;
      if (youtube && post) {
        videos++;
        expect(figures.some((f) => /views?$/.test(f))).toBe(true);
      } else {
        // Reddit's API reports no views, and YouTube counts none for comments.
        expect(figures.some((f) => /views?$/.test(f))).toBe(false);
      }
    }
    expect(videos).toBeGreaterThan(0);
  });

  it("a comment's card leads with the comment's own words, its thread's title under them as context", async () => {
    const page = await newPage(world.browser, world.server.url);
    await signUp(page, 'comment-cards@example.com');
    await searchToSignals(page, 'automatic invoice reminders for freelancers', '20');
    const cards = await page.getByTestId('signal-card').all();
    const headlines: string[] = [];
    let comments = 0;
    for (const card of cards) {
      const headline = await card.locator('h3').innerText();
      headlines.push(headline);
      if ((await card.getByText('Comment', { exact: true }).count()) === 0) continue;
      comments++;
      const thread = (await card.getByTestId('parent-post').innerText()).replace(/^On: /, '');
      expect(headline).not.toBe(thread);
      // The headline is the comment's own words (its opening, when long), not its thread's.
      const opening = flat(headline.replace(/^…|…$/g, '')).slice(0, 40);
      expect(COMMENT_TEXTS.some((text) => text.includes(opening)), headline).toBe(true);
      // The comment's words are said once, as the headline, not again as a snippet under it.
      expect(await card.getByText(headline, { exact: true }).count()).toBe(1);
    }
    expect(comments).toBeGreaterThan(0);
    // A thread's post and its comments no longer read as cards with one title.
    expect(new Set(headlines).size).toBe(headlines.length);
  });

  it('Settings fits a 375 px screen, every tab reachable', async () => {
    const page = await newPage(world.browser, world.server.url, { width: 375, height: 800 });
    await signUp(page, 'narrow@example.com');
    await page.goto('/settings/account');
    const tabs = page.getByRole('tablist');
    await tabs.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual(['Account', 'Billing', 'Notifications', 'API keys', 'Support']);
    await tabs.getByRole('tab', { name: 'Support' }).click();
    await page.waitForURL('**/settings/support');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await tabs.getByRole('tab', { name: 'API keys' }).click();
    await page.getByTestId('no-api-keys').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
