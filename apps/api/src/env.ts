/**
 * Every setting the API reads, validated once at start-up (decisions §5). Nothing else in the
 * app touches process.env: a bad value stops the server with a message naming the setting.
 */
import type { SentenceModel } from '@firstsignal/encoder';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
/** An http(s) address, as settings and the command line's --api-url take it. */
export const isHttpUrl = (v: string) => /^https?:\/\/[^\s]+$/.test(v) && URL.canParse(v);
const url = (name: string) =>
  z
    .string()
    .trim()
    .refine(isHttpUrl, `${name} must be an http(s) URL`)
    .transform((v) => v.replace(/\/+$/, ''));

/** The sentence model a server runs when SENTENCE_MODEL does not name one (bench/README.md, issue 26). */
const DEFAULT_SENTENCE_MODEL: SentenceModel = 'use';
const flag = (name: string, fallback: boolean) =>
  z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^(true|false|1|0)$/.test(v), `${name} must be true or false`)
    .transform((v) => (!v ? fallback : v === 'true' || v === '1'));
const count = (name: string, fallback: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max), `${name} must be a whole number from ${min} to ${max}`)
    .transform((v) => (v ? Number(v) : fallback));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // A blank PORT (`PORT=` in a .env file) means unset: coerced, it would become 0, a random port.
  PORT: z.preprocess(
    (v) => (typeof v === 'string' && !v.trim() ? undefined : v),
    z.coerce.number({ error: 'PORT must be a number' }).int().min(0).max(65535).default(3000),
  ),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  DATABASE_URL: optional.refine((v) => !v || /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must start with postgres://'),
  DATA_DIR: z.string().trim().min(1).default('./.data'),
  SUPPORT_EMAIL: z.email({ error: 'SUPPORT_EMAIL must be an email address' }).default('support@firstsignal.app'),
  /** Behind a load balancer: 'true' or the number of proxy hops whose X-Forwarded-For to believe. */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^(true|false|\d{1,2})$/.test(v), 'TRUST_PROXY must be true, false or a number of hops')
    .transform((v): boolean | number => (!v || v === 'false' ? false : v === 'true' ? true : Number(v))),
  /** Auth rate limit counters in Redis (`redis://host:6379`) instead of the database. */
  REDIS_URL: optional.refine((v) => !v || (/^rediss?:\/\/[^\s]+$/.test(v) && URL.canParse(v)), 'REDIS_URL must be a redis:// or rediss:// URL'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** On SIGTERM/SIGINT, how long requests and jobs in flight may take before they are cut off; under Docker's 10 s stop timeout. */
  SHUTDOWN_TIMEOUT_SECONDS: count('SHUTDOWN_TIMEOUT_SECONDS', 8, 1, 600),

  REDDIT_CLIENT_ID: optional,
  REDDIT_CLIENT_SECRET: optional,
  REDDIT_USER_AGENT: z.string().trim().min(1).default('web:firstsignal:1.0 (by /u/firstsignal)'),
  REDDIT_API_URL: url('REDDIT_API_URL').default('https://oauth.reddit.com'),
  REDDIT_AUTH_URL: url('REDDIT_AUTH_URL').default('https://www.reddit.com'),
  YOUTUBE_API_KEY: optional,
  YOUTUBE_API_URL: url('YOUTUBE_API_URL').default('https://www.googleapis.com/youtube/v3'),
  /** Hacker News (Algolia's public HN API) needs no key: on unless turned off. */
  HN_ENABLED: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^(true|false)$/i.test(v), 'HN_ENABLED must be true or false')
    .transform((v) => v?.toLowerCase() !== 'false'),
  HN_API_URL: url('HN_API_URL').default('https://hn.algolia.com/api/v1'),
  /** Stack Exchange needs no key (300 requests a day per address): on unless turned off. */
  STACKEXCHANGE_ENABLED: flag('STACKEXCHANGE_ENABLED', true),
  /** A free Stack Apps key: 10,000 requests a day instead of 300. */
  STACKEXCHANGE_KEY: optional,
  STACKEXCHANGE_API_URL: url('STACKEXCHANGE_API_URL').default('https://api.stackexchange.com'),
  /**
   * GitHub issues: unset, on with GITHUB_TOKEN and off without (its keyless limits are small:
   * 10 searches a minute, 60 other requests an hour); true turns it on keyless, false off.
   */
  GITHUB_ENABLED: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^(true|false|1|0)$/.test(v), 'GITHUB_ENABLED must be true or false')
    .transform((v) => (!v ? undefined : v === 'true' || v === '1')),
  /** A GitHub token (no scopes needed): 30 searches a minute and 5,000 requests an hour. */
  GITHUB_TOKEN: optional,
  GITHUB_API_URL: url('GITHUB_API_URL').default('https://api.github.com'),
  /** Lemmy needs no key for reading: on unless turned off. */
  LEMMY_ENABLED: flag('LEMMY_ENABLED', true),
  /** The instance searched (it also finds what it has federated from the others). */
  LEMMY_URL: url('LEMMY_URL').default('https://lemmy.world'),
  /** Bluesky search needs an account: its handle and an app password (a secret), on its PDS. */
  BLUESKY_HANDLE: optional,
  BLUESKY_APP_PASSWORD: optional,
  BLUESKY_SERVICE_URL: url('BLUESKY_SERVICE_URL').default('https://bsky.social'),
  /** App Store reviews need no key (the iTunes Search API and the reviews feed are public): on unless turned off. */
  APPSTORE_ENABLED: flag('APPSTORE_ENABLED', true),
  /** Where both the Search API (`/search`) and the customer reviews feed (`/{country}/rss/…`) live. */
  APPSTORE_API_URL: url('APPSTORE_API_URL').default('https://itunes.apple.com'),
  /** The storefront searched and read: a two-letter country code. */
  APPSTORE_COUNTRY: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => /^[a-z]{2}$/.test(v), 'APPSTORE_COUNTRY must be a two-letter country code such as us or gb')
    .default('us'),
  /** Forums (Discourse) need no key: on unless turned off; searched only when a search names forums. */
  DISCOURSE_ENABLED: flag('DISCOURSE_ENABLED', true),
  /** Lets searches call forums inside our own network (tests, intranets); a private IP literal is refused either way. */
  DISCOURSE_ALLOW_PRIVATE_URLS: flag('DISCOURSE_ALLOW_PRIVATE_URLS', false),

  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER_URL: url('GOOGLE_ISSUER_URL').default('https://accounts.google.com'),

  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_STARTER: optional,
  STRIPE_PRICE_PLUS: optional,
  STRIPE_METER_EVENT: optional,
  /** Metered price linked to the meter: without it Stripe records overage but never invoices it. */
  STRIPE_PRICE_OVERAGE: optional,
  STRIPE_API_URL: url('STRIPE_API_URL').optional(),

  /** Monitoring's email digest: `smtp://user:pass@host:587` (or smtps://) and the From address. */
  SMTP_URL: optional.refine((v) => !v || (/^smtps?:\/\/[^\s]+$/.test(v) && URL.canParse(v)), 'SMTP_URL must be an smtp:// or smtps:// URL'),
  EMAIL_FROM: optional,
  /** Run monitoring's scheduler and worker inside this process (turn off on web-only instances). */
  MONITOR_WORKER: flag('MONITOR_WORKER', true),
  /**
   * The sentence model's say in a signal's type and urgency (core's model/sentence.ts): `use` the
   * Universal Sentence Encoder lite in its own thread, `static` its distilled static table
   * (packages/encoder static.ts), `false` none (the classifier alone); `true` is the default.
   */
  SENTENCE_MODEL: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^(use|static|true|false|1|0)$/.test(v), 'SENTENCE_MODEL must be use, static or false')
    .transform((v): SentenceModel | false => (!v || v === 'true' || v === '1' ? DEFAULT_SENTENCE_MODEL : v === 'false' || v === '0' ? false : (v as SentenceModel))),
  /** The share of Reddit's 100 requests/minute per OAuth client that monitoring may spend. */
  MONITOR_REDDIT_REQUESTS_PER_MINUTE: count('MONITOR_REDDIT_REQUESTS_PER_MINUTE', 60, 1, 100),
  /** The YouTube key's daily quota units (10,000 unless Google granted more), shared by searches and monitoring. */
  YOUTUBE_UNITS_PER_DAY: count('YOUTUBE_UNITS_PER_DAY', 10_000, 1, 100_000_000),
  /** The share of YouTube's daily quota units (10,000 by default) that monitoring may spend. */
  MONITOR_YOUTUBE_UNITS_PER_DAY: count('MONITOR_YOUTUBE_UNITS_PER_DAY', 6000, 0, 1_000_000),
  /** Let Slack and webhook URLs point at private or loopback addresses (tests, intranets). */
  WEBHOOK_ALLOW_PRIVATE_URLS: flag('WEBHOOK_ALLOW_PRIVATE_URLS', false),

  /**
   * An optional AI provider: any OpenAI-compatible endpoint (OpenAI, Ollama, LM Studio, vLLM,
   * llama.cpp's server). Unset, everything runs on the local models (src/ai/).
   */
  AI_BASE_URL: url('AI_BASE_URL').optional(),
  AI_API_KEY: optional,
  AI_MODEL: optional,
  /** With it, themes cluster on the provider's embeddings. */
  AI_EMBEDDING_MODEL: optional,
  /** The tokens one search may spend on the judge (prompt and answer); what is left unjudged keeps its local ranking. */
  AI_TOKENS_PER_SEARCH: count('AI_TOKENS_PER_SEARCH', 40_000, 1000, 10_000_000),
  /** How many of the best local results the judge reads. */
  AI_JUDGE_TOP_N: count('AI_JUDGE_TOP_N', 40, 1, 200),
  /** The longest a search waits for the judge; past it the local ranking answers. */
  AI_JUDGE_TIMEOUT_MS: count('AI_JUDGE_TIMEOUT_MS', 8000, 100, 600_000),

  /** The command line's remote mode: a running server's address (instead of its database) … */
  FIRSTSIGNAL_API_URL: url('FIRSTSIGNAL_API_URL').optional(),
  /**
   * … and a personal API key (`fs_live_…`) to call it with, read from here only, never a flag; the
   * MCP server over stdio (`pnpm --filter @firstsignal/api mcp`) acts with it too.
   */
  FIRSTSIGNAL_API_KEY: optional.refine((v) => !v || v.startsWith('fs_live_'), 'FIRSTSIGNAL_API_KEY must be a personal API key (fs_live_…, from Settings → API keys)'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new EnvError(`Invalid settings:\n${lines.join('\n')}`);
}

/**
 * The settings each optional feature needs, so the UI and API can say which one is missing (each
 * platform's connector names its own: Connector.missingSettings).
 */
export function missingSettings(env: Env) {
  const missing = (...names: (keyof Env)[]) => names.filter((n) => !env[n]);
  return {
    google: missing('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'),
    billing: missing('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_STARTER', 'STRIPE_PRICE_PLUS'),
    email: missing('SMTP_URL', 'EMAIL_FROM'),
    // Local servers (Ollama, llama.cpp) take any key: the address and model are what it needs.
    ai: missing('AI_BASE_URL', 'AI_MODEL'),
  };
}

/** The one place that reads the process environment. */
export function loadEnv(): Env {
  return parseEnv(process.env);
}

/** For entry points (server, worker): bad settings end the process with their message. */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
