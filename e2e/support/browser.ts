/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser), against the real
 * app serving the built SPA.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function assertBuilt() {
  if (!existsSync(`${WEB_DIST}/index.html`)) throw new Error(`The SPA is not built: run pnpm build first (${WEB_DIST})`);
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: { width?: number; height?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  // Generous: CI's 2-core machine is busy, and a wait that times out fails the test on luck.
  page.setDefaultTimeout(60_000);
  return page;
}
