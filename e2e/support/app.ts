/**
 * One browser-test world: the local Reddit/YouTube stand-in, the real app serving the built SPA
 * over a fresh database, and Debian's Chromium. Plus the steps every journey starts with.
 */
import type { SentenceEncoder } from '../../apps/api/test/support/busy-encoder';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../../apps/api/test/support/harness';
import { startPlatformServer, type PlatformServer } from '../../apps/api/test/support/platform-server';
import { assertBuilt, launch, WEB_DIST } from './browser';

export interface BrowserApp {
  platforms: PlatformServer;
  server: TestServer;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * `settings`: the server's own on top of these journeys' (e.g. SENTENCE_MODEL). `now`: the app's
 * clock, for journeys that search the same idea again and must meet the platforms, not the cache.
 * `encoder`: the server's sentence encoder, for a journey that holds it busy.
 */
export async function startBrowserApp(
  world?: Parameters<typeof startPlatformServer>[0],
  settings: Record<string, string> = {},
  now?: () => Date,
  encoder?: SentenceEncoder,
): Promise<BrowserApp> {
  assertBuilt();
  const platforms = await startPlatformServer(world);
  // Reddit and YouTube only: Hacker News has its own world (hackernews.e2e.ts), so these journeys
  // keep the platforms and counts they were written for.
  const server = await startTestServer({ webDist: WEB_DIST, env: { ...platforms.env, HN_ENABLED: 'false', STACKEXCHANGE_ENABLED: 'false', LEMMY_ENABLED: 'false', APPSTORE_ENABLED: 'false', DISCOURSE_ENABLED: 'false', ...settings }, ...(now ? { now } : {}), ...(encoder ? { encoder } : {}) });
  const browser = await launch();
  return {
    platforms,
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
      await platforms.close();
    },
  };
}

/**
 * Starts one world for the calling test file (beforeAll) and stops it (afterAll). The returned
 * object is filled in once the world is up, so tests read `world.server`, `world.browser`.
 */
export function useBrowserApp(
  conversations?: Parameters<typeof startPlatformServer>[0],
  settings?: Record<string, string>,
  now?: () => Date,
  encoder?: SentenceEncoder,
): BrowserApp {
  const world = {} as BrowserApp;
  beforeAll(async () => {
    Object.assign(world, await startBrowserApp(conversations, settings, now, encoder));
  });
  afterAll(async () => world.close?.());
  return world;
}

/** Creates an account in the browser (landing on /search) and returns the new user's id. */
export async function signUp(page: Page, email: string, password = 'first-customers'): Promise<string> {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/search');
  return page.evaluate(async () => (await (await fetch('/api/auth/me')).json()).user.id as string);
}

/** Runs a business-idea search from the form. */
export async function searchFor(page: Page, idea: string, maxResults: '5' | '10' | '20' | '50') {
  await page.goto('/search');
  await page.getByRole('radio', { name: /Describe your product/ }).check();
  await page.getByLabel('Describe your product or business idea').fill(idea);
  await page.getByLabel('Max Results').selectOption(maxResults);
  await page.getByRole('button', { name: 'Find Conversations' }).click();
}

/** Runs a business-idea search from the form and waits for its signals on Current Signals. */
export async function searchToSignals(page: Page, idea: string, maxResults: '5' | '10' | '20' | '50') {
  await searchFor(page, idea, maxResults);
  await page.waitForURL('**/signals/current');
  await searchCompleted(page);
}

/**
 * How long a journey waits for a streamed search to complete once its first signals show. A whole
 * search, not one step: on CI's busy 2-core machine, beside other files' servers, browsers and
 * sentence models, it once took over the page's 60 s default (insights.e2e.ts, which passed in the
 * runs before and after). Short of the test's own limit (vitest.config.ts), so a search that never
 * completes still fails here, named.
 */
const SEARCH_PATIENCE_MS = 240_000;

/**
 * Waits on Current Signals for a search to complete: a search streams, and its first signals show
 * (with a note) while it still searches. Should the final ranking wait to be asked for (the pointer
 * rests on the list), asks for it.
 */
export async function searchCompleted(page: Page) {
  await page.getByTestId('signal-card').first().waitFor();
  const note = page.getByTestId('first-signals');
  await note.getByText('Still searching', { exact: false }).waitFor({ state: 'detached', timeout: SEARCH_PATIENCE_MS });
  if ((await note.count()) > 0) await note.getByRole('button', { name: 'Show them' }).click();
  await note.waitFor({ state: 'detached' });
}
