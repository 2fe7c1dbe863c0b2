/**
 * The optional AI provider in the browser (issue 28), with the local OpenAI-compatible stand-in:
 * a search shows judged signals with the judge's reasons, a card drafts a reply that discloses
 * the founder's affiliation (editable, with the thread's link), Insights shows the model's theme
 * names, and Settings names the model. Without a provider, Settings says "AI: not configured".
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiServer, STAND_IN_MODEL, type AiServer } from '../apps/api/test/support/ai-server';
import { startTestServer, type TestServer } from '../apps/api/test/support/harness';
import { startHnServer, type HnServer } from '../apps/api/test/support/hn-server';
import { searchToSignals, signUp } from './support/app';
import { assertBuilt, launch, newPage, WEB_DIST } from './support/browser';

/** Hacker News alone: the other keyless sources off. */
const HN_ONLY = { STACKEXCHANGE_ENABLED: 'false', LEMMY_ENABLED: 'false', APPSTORE_ENABLED: 'false', DISCOURSE_ENABLED: 'false' };

let hn: HnServer;
let ai: AiServer;
let server: TestServer;
let plain: TestServer;
let browser: Browser;

beforeAll(async () => {
  assertBuilt();
  hn = await startHnServer();
  ai = await startAiServer();
  server = await startTestServer({ webDist: WEB_DIST, env: { ...hn.env, ...ai.env, ...HN_ONLY, AI_JUDGE_TIMEOUT_MS: '20000' } });
  plain = await startTestServer({ webDist: WEB_DIST, env: { ...hn.env, ...HN_ONLY } });
  browser = await launch();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await plain?.close();
  await ai?.close();
  await hn?.close();
});

const supportTab = async (page: Page) => {
  await page.goto('/settings/support');
  return page.getByTestId('ai-status').innerText();
};

describe('the AI provider in the browser', () => {
  it('judges the search, drafts a disclosed reply, names the themes, and Settings names the model', async () => {
    const page = await newPage(browser, server.url);
    await signUp(page, 'ai-founder@example.com');
    await searchToSignals(page, 'automatic invoice reminders for freelancers', '10');
    const cards = page.getByTestId('signal-card');
    expect(await page.getByTestId('judged-by').first().innerText()).toBe(`Judged by ${STAND_IN_MODEL}`);
    const ask = cards.filter({ hasText: 'Ask HN: How do freelancers get clients to pay invoices on time?' }).first();
    expect(await ask.innerText()).toMatch(/Asks about /);
    expect(await page.getByTestId('ai-note').count()).toBe(0);

    // Draft a reply: shown for editing with the founder's affiliation disclosed, never posted.
    await ask.getByRole('button', { name: /^Draft a reply to / }).click();
    const dialog = page.getByRole('dialog', { name: 'Draft a reply' });
    await dialog.getByText('FirstSignal never posts for you').waitFor();
    const draft = dialog.getByTestId('reply-draft');
    await expect.poll(() => draft.inputValue(), { timeout: 30_000 }).toContain("Disclosure: I'm building a product for automatic invoice reminders for freelancers");
    await dialog.getByLabel('Your affiliation (disclosed in the reply)').fill('I’m the founder of Nudgely 🚀');
    await dialog.getByRole('button', { name: 'Redraft' }).click();
    await expect.poll(() => draft.inputValue(), { timeout: 30_000 }).toContain('Disclosure: I’m the founder of Nudgely 🚀');
    await draft.fill('My own words. Disclosure: I’m the founder of Nudgely 🚀');
    expect(await draft.inputValue()).toBe('My own words. Disclosure: I’m the founder of Nudgely 🚀');
    expect(await dialog.getByRole('link', { name: 'Open the thread' }).getAttribute('href')).toMatch(/^https:\/\/news\.ycombinator\.com\/item\?id=\d+$/);
    await page.keyboard.press('Escape');

    // Insights: the model's theme names (grounded in the signals) as the API gives them.
    await page.getByRole('button', { name: 'Insights' }).click();
    const themes = page.getByTestId('insights').getByRole('list', { name: 'Themes' });
    await themes.waitFor();
    const runId = await page.evaluate(async () => (await (await fetch('/trpc/search.history')).json()).result.data[0].id as string);
    const fromApi = await page.evaluate(async (id) => (await (await fetch(`/api/search/${id}/themes`)).json()).themes as { key: string; label: string }[], runId);
    const named = fromApi.filter((t) => t.key !== 'other');
    expect(named.length).toBeGreaterThan(0);
    expect(await themes.innerText()).toContain(named[0]!.label);
    expect(ai.chats().some((c) => c.response_format?.json_schema?.name === 'theme_names')).toBe(true);

    expect(await supportTab(page)).toBe(`AI: ${STAND_IN_MODEL}`);
  });

  it('without a provider, Settings says "AI: not configured" and cards offer no draft', async () => {
    const page = await newPage(browser, plain.url);
    await signUp(page, 'plain-founder@example.com');
    await searchToSignals(page, 'automatic invoice reminders for freelancers', '10');
    expect(await page.getByTestId('judged-by').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Draft a reply/ }).count()).toBe(0);
    expect(await supportTab(page)).toBe('AI: not configured');
  });
});
