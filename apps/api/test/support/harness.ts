/**
 * Starts the real app (Fastify, tRPC, REST) on a random local port over a fresh database:
 * in-memory PGlite, or a throw-away PostgreSQL database when TEST_DATABASE_URL is set and the
 * caller asks for it. Tests talk to it over real HTTP.
 */
import type { SentenceEncoder } from '@firstsignal/encoder';
import { eq } from 'drizzle-orm';
import { schema } from '@firstsignal/db';
import { createTestDb, type TestDbKind } from '@firstsignal/db/testing';
import { buildApp, type App } from '../../src/app';
import type { AuthLimits } from '../../src/auth/rate-limit';
import { parseEnv, type Env } from '../../src/env';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
/** Port 9 (discard) on loopback: connections are refused at once. */
/**
 * What /health says of each platform on a server started with no platform settings: the keyless
 * sources ready, the others naming what they need. One list, so a new source is added once.
 */
export const DEFAULT_PLATFORM_HEALTH = {
  reddit: { configured: false, status: 'not configured', missingSettings: ['REDDIT_CLIENT_ID', 'REDDIT_CLIENT_SECRET'] },
  youtube: { configured: false, status: 'not configured', missingSettings: ['YOUTUBE_API_KEY'] },
  hackernews: { configured: true, status: 'ok' },
  stackexchange: { configured: true, status: 'ok' },
  // Off until a token or GITHUB_ENABLED=true: its keyless limits are small.
  github: { configured: false, status: 'not configured', missingSettings: ['GITHUB_TOKEN or GITHUB_ENABLED=true'] },
  lemmy: { configured: true, status: 'ok' },
  bluesky: { configured: false, status: 'not configured', missingSettings: ['BLUESKY_HANDLE', 'BLUESKY_APP_PASSWORD'] },
  appstore: { configured: true, status: 'ok' },
  discourse: { configured: true, status: 'ok' },
} as const;

const UNSERVED_HN_API_URL = 'http://127.0.0.1:9/api/v1';
const UNSERVED_STACKEXCHANGE_API_URL = 'http://127.0.0.1:9';
/** GitHub is off by default; a test that turns it on without a stand-in must not reach the public API either. */
const UNSERVED_GITHUB_API_URL = 'http://127.0.0.1:9';
const UNSERVED_LEMMY_URL = 'http://127.0.0.1:9';
const UNSERVED_BLUESKY_SERVICE_URL = 'http://127.0.0.1:9';
const UNSERVED_APPSTORE_API_URL = 'http://127.0.0.1:9';

export interface TestServer {
  url: string;
  app: App;
  env: Env;
  close(): Promise<void>;
}

export async function startTestServer(
  options: {
    db?: TestDbKind;
    env?: Record<string, string | undefined>;
    webDist?: string;
    authLimits?: Partial<AuthLimits>;
    now?: () => Date;
    /** The sentence encoder; the process's shared one (per SENTENCE_MODEL) when absent. */
    encoder?: SentenceEncoder | null;
    /** Count searches against the platforms' upstream budgets: off unless asked, as the stand-ins have no quota. */
    countSearchBudgets?: boolean;
  } = {},
): Promise<TestServer> {
  const handle = await createTestDb(options.db ?? 'pglite', TEST_DATABASE_URL);
  // Hacker News is on by default and needs no key: a test that does not point it at a local
  // stand-in gets an address where nothing listens, never the public API.
  const env = parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', HN_API_URL: UNSERVED_HN_API_URL, STACKEXCHANGE_API_URL: UNSERVED_STACKEXCHANGE_API_URL, GITHUB_API_URL: UNSERVED_GITHUB_API_URL, LEMMY_URL: UNSERVED_LEMMY_URL, BLUESKY_SERVICE_URL: UNSERVED_BLUESKY_SERVICE_URL, APPSTORE_API_URL: UNSERVED_APPSTORE_API_URL, ...options.env });
  const app = await buildApp({
    env,
    db: handle.db,
    dbKind: handle.kind,
    webDist: options.webDist,
    authLimits: options.authLimits,
    now: options.now,
    encoder: options.encoder,
    countSearchBudgets: options.countSearchBudgets ?? false,
  });
  // A server searches before its sentence model has loaded (with the classifier alone): tests wait
  // for it, so what a search answers never depends on which test ran first in the process.
  await app.services.encoder?.ready().catch(() => undefined);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    env,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** A JSON call the way a script would make it: no browser headers, optional bearer token. */
export async function call(
  server: { url: string },
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(server.url + path, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    redirect: 'manual',
  });
  const text = await response.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

let counter = 0;
/** Registers a fresh user and returns its token. */
export async function registerUser(server: { url: string }, overrides: { email?: string; password?: string; name?: string } = {}) {
  const email = overrides.email ?? `user${Date.now()}${counter++}@example.com`;
  const password = overrides.password ?? 'correct horse';
  const res = await call(server, 'POST', '/api/auth/register', { body: { email, password, name: overrides.name } });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { email, password, token: res.json.token as string, user: res.json.user };
}

/** Puts a user's billing row in a given state (plan, usage, period), as Stripe or time would. */
export async function setBilling(server: { app: App }, userId: string, values: Partial<typeof schema.billingInfo.$inferInsert>) {
  await server.app.services.db.update(schema.billingInfo).set(values).where(eq(schema.billingInfo.userId, userId));
}
