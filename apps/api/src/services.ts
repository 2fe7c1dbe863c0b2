/** The app's services, built once from its dependencies and shared by tRPC and REST. */
import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { createDbCache, type UserRow } from '@firstsignal/db';
import { sharedSentenceEncoder } from '@firstsignal/encoder';
import { createMemoryCache, layeredCache } from '@firstsignal/sources';
import { databaseAttemptStore, redisAttemptStore } from './auth/attempt-stores';
import { createAuthService } from './auth/service';
import { createAccountService } from './account/service';
import { createBillingService } from './billing/service';
import { tokenFromRequest, validateSessionToken } from './auth/session';
import type { AppDeps } from './context';
import { missingSettings } from './env';
import { unauthorized } from './http/errors';
import { createMonitoring } from './monitoring/service';
import { createConnectors, platformStatus } from './search/platforms';
import { createSearchService } from './search/service';

export function createServices(deps: AppDeps) {
  const { env, db } = deps;
  const now = deps.now ?? (() => new Date());
  const missing = missingSettings(env);
  const fromSettings = createConnectors(env, layeredCache(createMemoryCache(500, () => now().getTime()), createDbCache(db, now)));
  const connectors = deps.connectors ?? fromSettings;
  // One encoder thread per process, shared by searches and monitored runs (its model loads once).
  const encoder = deps.encoder !== undefined ? deps.encoder : env.SENTENCE_MODEL ? sharedSentenceEncoder() : null;
  const billing = createBillingService({ env, db, now, missingSettings: missing.billing });
  const monitoring = createMonitoring({ env, db, now, connectors, encoder, missingEmailSettings: missing.email, reportOverage: billing.reportOverageSoon });
  return {
    env,
    db,
    now,
    missing,
    /** The settings each platform lacks, as the settings say (tests may search through other connectors). */
    platforms: platformStatus(fromSettings),
    auth: createAuthService(db, env.REDIS_URL ? redisAttemptStore(env.REDIS_URL) : databaseAttemptStore(db, now), deps.authLimits),
    connectors,
    encoder,
    search: createSearchService({ db, connectors, encoder, now, afterCharge: billing.reportOverageSoon }),
    billing,
    account: createAccountService({ db, now, billing, forgetJobs: monitoring.forgetUser }),
    monitoring,
  };
}

export type Services = ReturnType<typeof createServices>;

export interface RequestAuth {
  user: UserRow;
  sessionId: string;
}

const resolved = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>();

/** The signed-in user behind a request (cookie or bearer), resolved once per request. */
export function authOf(services: Services, request: FastifyRequest): Promise<RequestAuth | null> {
  let auth = resolved.get(request);
  if (!auth) {
    const token = tokenFromRequest(request.headers, request.cookies);
    auth = token
      ? validateSessionToken(services.db, token, services.now()).then((r) => (r ? { user: r.user, sessionId: r.session.id } : null))
      : Promise.resolve(null);
    resolved.set(request, auth);
  }
  return auth;
}

export async function requireAuth(services: Services, request: FastifyRequest): Promise<RequestAuth> {
  const auth = await authOf(services, request);
  if (!auth) throw unauthorized();
  return auth;
}

