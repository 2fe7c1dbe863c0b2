/**
 * Settings are validated once at start (decisions §5): defaults for everything optional, and a bad
 * value stops the server with a message naming the setting.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '@firstsignal/sources';
import { EnvError, missingSettings, parseEnv } from '../src/env';
import { createConnectors } from '../src/search/platforms';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function settingError(source: Record<string, string>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

describe('parseEnv', () => {
  it('fills in the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './.data',
      SUPPORT_EMAIL: 'support@firstsignal.app',
      LOG_LEVEL: 'info',
      REDDIT_USER_AGENT: 'web:firstsignal:1.0 (by /u/firstsignal)',
      REDDIT_API_URL: 'https://oauth.reddit.com',
      REDDIT_AUTH_URL: 'https://www.reddit.com',
      YOUTUBE_API_URL: 'https://www.googleapis.com/youtube/v3',
      HN_ENABLED: true,
      HN_API_URL: 'https://hn.algolia.com/api/v1',
      GOOGLE_ISSUER_URL: 'https://accounts.google.com',
    });
    for (const key of [
      'PUBLIC_URL',
      'DATABASE_URL',
      'REDDIT_CLIENT_ID',
      'REDDIT_CLIENT_SECRET',
      'YOUTUBE_API_KEY',
      'GOOGLE_CLIENT_ID',
      'GOOGLE_CLIENT_SECRET',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_STARTER',
      'STRIPE_PRICE_PLUS',
      'STRIPE_METER_EVENT',
      'STRIPE_API_URL',
    ] as const) {
      expect(env[key], key).toBeUndefined();
    }
  });

  it('reads given values: numbers coerced, URLs without trailing slashes, blanks as unset', () => {
    const env = parseEnv({
      PORT: '8080',
      HOST: ' 127.0.0.1 ',
      PUBLIC_URL: 'https://app.example.com/',
      DATABASE_URL: 'postgresql://user:pw@db:5432/firstsignal',
      DATA_DIR: '/var/lib/firstsignal',
      REDDIT_CLIENT_ID: '  ',
      REDDIT_CLIENT_SECRET: '',
      YOUTUBE_API_KEY: ' yt-key ',
      REDDIT_API_URL: 'http://127.0.0.1:9999/reddit//',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://app.example.com',
      DATABASE_URL: 'postgresql://user:pw@db:5432/firstsignal',
      DATA_DIR: '/var/lib/firstsignal',
      YOUTUBE_API_KEY: 'yt-key',
      REDDIT_API_URL: 'http://127.0.0.1:9999/reddit',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    });
    expect(env.REDDIT_CLIENT_ID).toBeUndefined();
    expect(env.REDDIT_CLIENT_SECRET).toBeUndefined();
  });

  it.each([
    [undefined, true],
    ['', true],
    ['true', true],
    ['TRUE', true],
    ['false', false],
    [' False ', false],
  ])('reads HN_ENABLED=%j as %s', (value, enabled) => {
    expect(parseEnv({ HN_ENABLED: value }).HN_ENABLED).toBe(enabled);
  });

  it.each([
    [undefined, 'use'],
    ['', 'use'],
    ['true', 'use'],
    ['1', 'use'],
    ['use', 'use'],
    [' static ', 'static'],
    ['false', false],
    ['0', false],
  ])('reads SENTENCE_MODEL=%j as %j', (value, model) => {
    expect(parseEnv({ SENTENCE_MODEL: value }).SENTENCE_MODEL).toBe(model);
  });

  it('treats a blank PORT as unset, not as port 0', () => {
    expect(parseEnv({ PORT: '' }).PORT).toBe(3000);
    expect(parseEnv({ PORT: '  ' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a number'],
    ['PORT', '70000', 'PORT'],
    ['PORT', '-1', 'PORT'],
    ['PORT', '80.5', 'PORT'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL must start with postgres://'],
    ['DATABASE_URL', 'sqlite:///tmp/db', 'DATABASE_URL must start with postgres://'],
    ['REDDIT_API_URL', 'not-a-url', 'REDDIT_API_URL must be an http(s) URL'],
    ['YOUTUBE_API_URL', 'ftp://example.com', 'YOUTUBE_API_URL must be an http(s) URL'],
    ['HN_API_URL', 'hn.algolia.com/api/v1', 'HN_API_URL must be an http(s) URL'],
    ['HN_ENABLED', 'nope', 'HN_ENABLED must be true or false'],
    ['GOOGLE_ISSUER_URL', 'accounts.google.com', 'GOOGLE_ISSUER_URL must be an http(s) URL'],
    ['PUBLIC_URL', 'app.example.com', 'PUBLIC_URL must be an http(s) URL'],
    ['STRIPE_API_URL', 'http://has space', 'STRIPE_API_URL must be an http(s) URL'],
    ['SUPPORT_EMAIL', 'support-at-example', 'SUPPORT_EMAIL must be an email address'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL'],
    ['NODE_ENV', 'staging', 'NODE_ENV'],
    ['HOST', '   ', 'HOST'],
    ['SMTP_URL', 'mail.example.com:587', 'SMTP_URL must be an smtp:// or smtps:// URL'],
    ['MONITOR_WORKER', 'sometimes', 'MONITOR_WORKER must be true or false'],
    ['SENTENCE_MODEL', 'bert', 'SENTENCE_MODEL must be use, static or false'],
    ['MONITOR_REDDIT_REQUESTS_PER_MINUTE', '101', 'MONITOR_REDDIT_REQUESTS_PER_MINUTE must be a whole number from 1 to 100'],
    ['MONITOR_YOUTUBE_UNITS_PER_DAY', 'lots', 'MONITOR_YOUTUBE_UNITS_PER_DAY must be a whole number'],
    ['FIRSTSIGNAL_API_KEY', 'sk_live_0123456789', 'FIRSTSIGNAL_API_KEY must be a personal API key (fs_live_…, from Settings → API keys)'],
    ['YOUTUBE_UNITS_PER_DAY', 'ten thousand', 'YOUTUBE_UNITS_PER_DAY must be a whole number from 1 to 100000000'],
  ])('refuses %s=%j with an EnvError naming it', (name, value, message) => {
    const error = settingError({ [name]: value });
    expect(error.message).toMatch(/^Invalid settings:\n/);
    expect(error.message).toContain(`  ${name}: `);
    expect(error.message).toContain(message);
    // The message names the setting, not the value (which may be a secret).
    if (name !== 'PORT' && value.trim()) expect(error.message).not.toContain(value);
  });

  it('names every bad setting at once', () => {
    const error = settingError({ PORT: 'abc', DATABASE_URL: 'mysql://x', REDDIT_API_URL: 'not-a-url' });
    const lines = error.message.split('\n').slice(1);
    expect(lines).toEqual([
      '  PORT: PORT must be a number',
      '  DATABASE_URL: DATABASE_URL must start with postgres://',
      '  REDDIT_API_URL: REDDIT_API_URL must be an http(s) URL',
    ]);
  });

  it('lists the settings each optional feature is missing', () => {
    expect(missingSettings(parseEnv({}))).toEqual({
      google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      billing: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_STARTER', 'STRIPE_PRICE_PLUS'],
      email: ['SMTP_URL', 'EMAIL_FROM'],
      ai: ['AI_BASE_URL', 'AI_MODEL'],
    });
    const full = parseEnv({
      AI_BASE_URL: 'http://localhost:11434/v1',
      REDDIT_CLIENT_ID: 'a',
      REDDIT_CLIENT_SECRET: 'b',
      YOUTUBE_API_KEY: 'c',
      GOOGLE_CLIENT_ID: 'd',
      STRIPE_SECRET_KEY: 'e',
      STRIPE_WEBHOOK_SECRET: 'f',
      STRIPE_PRICE_STARTER: 'g',
      SMTP_URL: 'smtp://mail.example.com:587',
    });
    // The AI provider's limits: defaults, and out-of-range values refused by name.
    expect([full.AI_JUDGE_TOP_N, full.AI_JUDGE_TIMEOUT_MS, full.AI_TOKENS_PER_SEARCH]).toEqual([40, 8000, 40_000]);
    expect(() => parseEnv({ AI_JUDGE_TOP_N: '0' })).toThrow(/AI_JUDGE_TOP_N must be a whole number from 1 to 200/);
    expect(() => parseEnv({ AI_BASE_URL: 'localhost:11434' })).toThrow(/AI_BASE_URL must be an http\(s\) URL/);
    expect(missingSettings(full)).toEqual({
      google: ['GOOGLE_CLIENT_SECRET'],
      billing: ['STRIPE_PRICE_PLUS'],
      email: ['EMAIL_FROM'],
      ai: ['AI_MODEL'],
    });
    const connectors = createConnectors(parseEnv({ HN_ENABLED: 'false' }), createMemoryCache());
    expect(connectors.hackernews.missingSettings).toEqual(['HN_ENABLED=true']);
    expect(connectors.reddit.missingSettings).toEqual(['REDDIT_CLIENT_ID', 'REDDIT_CLIENT_SECRET']);
    expect(connectors.youtube.missingSettings).toEqual(['YOUTUBE_API_KEY']);
  });
});

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fs-env-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Runs src/server.ts the way `pnpm dev` would, with only the given settings. */
  function runServer(settings: Record<string, string>) {
    return new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...settings },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
      child.on('error', reject);
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal, stdout, stderr });
      });
    });
  }

  it('exits non-zero naming PORT when PORT=abc, before opening the database', async () => {
    const result = await runServer({ PORT: 'abc' });
    expect(result.signal).toBeNull();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORT: PORT must be a number');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('exits non-zero naming DATABASE_URL for a non-PostgreSQL URL', async () => {
    const result = await runServer({ PORT: '0', DATABASE_URL: 'mysql://x' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL must start with postgres://');
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
