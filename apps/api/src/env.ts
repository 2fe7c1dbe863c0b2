/**
 * Every setting the API reads, validated once at start-up (decisions §5). Nothing else in the
 * app touches process.env: a bad value stops the server with a message naming the setting.
 */
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const url = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^\s]+$/.test(v) && URL.canParse(v), `${name} must be an http(s) URL`)
    .transform((v) => v.replace(/\/+$/, ''));

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  REDDIT_CLIENT_ID: optional,
  REDDIT_CLIENT_SECRET: optional,
  REDDIT_USER_AGENT: z.string().trim().min(1).default('web:firstsignal:1.0 (by /u/firstsignal)'),
  REDDIT_API_URL: url('REDDIT_API_URL').default('https://oauth.reddit.com'),
  REDDIT_AUTH_URL: url('REDDIT_AUTH_URL').default('https://www.reddit.com'),
  YOUTUBE_API_KEY: optional,
  YOUTUBE_API_URL: url('YOUTUBE_API_URL').default('https://www.googleapis.com/youtube/v3'),

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
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new EnvError(`Invalid settings:\n${lines.join('\n')}`);
}

/** The settings each optional feature needs, so the UI and API can say which one is missing. */
export function missingSettings(env: Env) {
  const missing = (...names: (keyof Env)[]) => names.filter((n) => !env[n]);
  return {
    reddit: missing('REDDIT_CLIENT_ID', 'REDDIT_CLIENT_SECRET'),
    youtube: missing('YOUTUBE_API_KEY'),
    google: missing('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'),
    billing: missing('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_STARTER', 'STRIPE_PRICE_PLUS'),
  };
}

/** The one place that reads the process environment. */
export function loadEnv(): Env {
  return parseEnv(process.env);
}
