/** The app's services, built once from its dependencies and shared by tRPC and REST. */
import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { createDbCache, type UserRow } from '@firstsignal/db';
import { sharedSentenceEncoder } from '@firstsignal/encoder';
import { createMemoryCache, layeredCache } from '@firstsignal/sources';
import { databaseAttemptStore, redisAttemptStore } from './auth/attempt-stores';
import { checkAccess, isApiKeyToken, validateApiKey, type Access, type ApiKeyAuth } from './auth/api-keys';
import { AttemptLimiter, DEFAULT_AUTH_LIMITS } from './auth/rate-limit';
import { createAuthService } from './auth/service';
import { createEmailLinks } from './account/email-links';
import { createAccountService } from './account/service';
import { createBillingService } from './billing/service';
import { tokenFromRequest, validateSessionToken } from './auth/session';
import type { AppDeps } from './context';
import { loggableMessage } from './db-errors';
import { missingSettings } from './env';
import { unauthorized } from './http/errors';
import { createMailer } from './monitoring/channels/mailer';
import { appLinks } from './monitoring/links';
import { createMonitoring } from './monitoring/service';
import { createConnectors, platformStatus } from './search/platforms';
import { createSearchBudget } from './search/budget';
import { createSearchService } from './search/service';
import { createAiProvider } from './ai/provider';
import type { DropLog } from './search/storable';

/** `log`: where the services' warnings go (the app's logger); silent when absent (scripts). */
export function createServices(deps: AppDeps & { log?: DropLog }) {
  const { env, db } = deps;
  const now = deps.now ?? (() => new Date());
  const missing = missingSettings(env);
  const dbCache = createDbCache(db, now, { soleUser: deps.dbKind === 'pglite' });
  const cache = layeredCache(createMemoryCache(500, () => now().getTime()), dbCache);
  const fromSettings = createConnectors(env, cache);
  const ai = createAiProvider(env, cache);
  const connectors = deps.connectors ?? fromSettings;
  // One encoder thread per process, shared by searches and monitored runs (its model loads once).
  const encoder = deps.encoder !== undefined ? deps.encoder : env.SENTENCE_MODEL ? sharedSentenceEncoder(env.SENTENCE_MODEL) : null;
  const billing = createBillingService({ env, db, now, missingSettings: missing.billing });
  const mailer = missing.email.length === 0 ? createMailer(env.SMTP_URL!, env.EMAIL_FROM!) : undefined;
  const monitoring = createMonitoring({ env, db, now, connectors, encoder, missingEmailSettings: missing.email, mailer, reportOverage: billing.reportOverageSoon });
  // Auth and account limits count in one store, shared by every instance.
  const attempts = env.REDIS_URL ? redisAttemptStore(env.REDIS_URL) : databaseAttemptStore(db, now);
  const limits = { ...DEFAULT_AUTH_LIMITS, ...deps.authLimits };
  const logFailure = (error: unknown, message: string) => console.error(`${message}: ${loggableMessage(error)}`);
  const emailLinks = createEmailLinks({
    db,
    now,
    mailer,
    links: appLinks(env),
    attempts,
    limits,
    supportEmail: env.SUPPORT_EMAIL,
    logFailure,
  });
  return {
    env,
    db,
    now,
    missing,
    /** The platforms' answers kept in the database, written behind the searches; the app flushes it on close. */
    upstreamCache: dbCache,
    /** The settings each platform lacks, as the settings say (tests may search through other connectors). */
    platforms: platformStatus(fromSettings),
    auth: createAuthService({ db, attempts, limits, emailLinks }),
    /** Requests per API key, counted in the same shared store as the auth limits. */
    apiKeyRequests: new AttemptLimiter('api-key', limits.apiKeyRequests, attempts),
    emailLinks,
    connectors,
    encoder,
    search: createSearchService({
      db,
      connectors,
      encoder,
      now,
      ...(deps.countSearchBudgets === false ? {} : { budget: createSearchBudget(db, env, now) }),
      afterCharge: billing.reportOverageSoon,
      log: deps.log,
      ai: ai && { provider: ai, topN: env.AI_JUDGE_TOP_N, timeoutMs: env.AI_JUDGE_TIMEOUT_MS, tokenBudget: env.AI_TOKENS_PER_SEARCH },
    }),
    /** The optional AI provider (src/ai/), null without its settings. */
    ai,
    billing,
    account: createAccountService({ db, now, billing, emailLinks, forgetJobs: monitoring.forgetUser }),
    monitoring,
  };
}

export type Services = ReturnType<typeof createServices>;

/**
 * Stops what the services started, for the commands that end (CLI, MCP, worker): pg-boss, the
 * overage reporter, the attempt store's connection, and the encoder's thread (a model still
 * loading there would keep the process from ending).
 */
export async function stopServices(services: Services): Promise<void> {
  await services.monitoring.stop();
  await services.billing.stop();
  await services.upstreamCache.flush();
  await services.auth.close();
  await services.encoder?.close();
}

export interface RequestAuth {
  user: UserRow;
  /** The session behind a cookie or session token; null when an API key signed the request. */
  sessionId: string | null;
  /** The API key behind `Authorization: Bearer fs_live_…`, with its scopes. */
  apiKey: ApiKeyAuth | null;
}

const resolved = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>();

/** The user behind a bearer token (API key or session token); an API key is counted against its rate limit. */
export async function authOfToken(services: Services, token: string): Promise<RequestAuth | null> {
  if (isApiKeyToken(token)) {
    const found = await validateApiKey(services.db, token, services.now());
    if (!found) return null;
    await services.apiKeyRequests.enforce(found.key.id, 'Too many requests with this API key.');
    return { user: found.user, sessionId: null, apiKey: found.key };
  }
  const r = await validateSessionToken(services.db, token, services.now());
  return r ? { user: r.user, sessionId: r.session.id, apiKey: null } : null;
}

/** The signed-in user behind a request (cookie, session token or API key), resolved once per request. */
export function authOf(services: Services, request: FastifyRequest): Promise<RequestAuth | null> {
  let auth = resolved.get(request);
  if (!auth) {
    const token = tokenFromRequest(request.headers, request.cookies);
    auth = token ? authOfToken(services, token) : Promise.resolve(null);
    resolved.set(request, auth);
  }
  return auth;
}

/**
 * The request's user, when it may do what `access` names: an API key needs that scope, and
 * 'session' (the default: a new path is closed to keys until opened) refuses every key.
 */
export async function requireAuth(services: Services, request: FastifyRequest, access: Access = 'session'): Promise<RequestAuth> {
  const auth = await authOf(services, request);
  if (!auth) throw unauthorized();
  checkAccess(auth.apiKey, access);
  return auth;
}
