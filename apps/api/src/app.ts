/** Builds the HTTP server: security, errors, tRPC, the REST adapters, MCP at /mcp and the SPA. */
import fastifyCookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { authOf, createServices, type Services } from './services';
import type { AppDeps } from './context';
import { isDatabaseUnavailable, loggable } from './db-errors';
import { registerErrorHandling } from './http/errors';
import { registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import { mcpRoutes } from './mcp/http';
import { registerOpenApi } from './openapi';
import { accountRoutes } from './rest/account';
import { authRoutes } from './rest/auth';
import { billingRoutes } from './rest/billing';
import { googleRoutes } from './rest/google';
import { healthRoutes } from './rest/health';
import { monitoringRoutes } from './rest/monitoring';
import { savedRoutes } from './rest/saved';
import { feedbackRoutes } from './rest/feedback';
import { searchRoutes } from './rest/search';
import { appRouter, type AppRouter } from './trpc/root';
import { databaseUnavailable, trpcErrorOf } from './trpc/trpc';
import { HttpError } from './http/errors';

/** Request logs carry no secrets: no auth header, no cookies, no query strings (OAuth codes). */
export function loggerOptions(level: string, stream?: { write(line: string): unknown }): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: req.url.split('?')[0], ip: req.ip }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/** Believe X-Forwarded-For for this many proxy hops and no further. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(deps.env.LOG_LEVEL, deps.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // A malformed or overlong path parameter answers the same JSON `{error}` as every other error.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
      reply.status(error.statusCode ?? 400).send({ error: error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : 'Invalid URL' }),
    // Client IPs (auth rate limits) come from X-Forwarded-For only when a proxy is declared.
    trustProxy: typeof deps.env.TRUST_PROXY === 'number' ? trustHops(deps.env.TRUST_PROXY) : deps.env.TRUST_PROXY,
  });
  const services: Services = createServices({ ...deps, log: app.log });
  app.addHook('onClose', () => services.auth.close());
  // The platforms' answers still waiting for their write land before the database closes.
  app.addHook('onClose', () => services.upstreamCache.flush());

  await app.register(fastifyCookie);
  // Once closing, a kept-alive connection would hold app.close() until its idle timeout (72 s):
  // answers sent while shutting down close their connection instead.
  app.addHook('onSend', async (_request, reply) => {
    if (!app.server.listening) reply.header('connection', 'close');
  });
  registerErrorHandling(app);
  registerSecurity(app, { publicUrl: deps.env.PUBLIC_URL });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      async createContext({ req, res }) {
        // Before any procedure runs, so the procedures' middleware cannot make this lookup's lost database a 503.
        const auth = await authOf(services, req).catch((error: unknown) => {
          if (error instanceof HttpError) throw trpcErrorOf(error); // a key over its rate limit: 429
          throw isDatabaseUnavailable(error) ? databaseUnavailable(error) : error;
        });
        return { services, user: auth?.user ?? null, sessionId: auth?.sessionId ?? null, apiKey: auth?.apiKey ?? null, ip: req.ip, req, res };
      },
      // tRPC's early refusals (an unsupported content type) carry a JSON body but no content type;
      // a 429 says when to come back, as on REST.
      responseMeta: ({ errors }) => {
        if (errors.length === 0) return {};
        const retryAfter = errors.map((e) => (e.cause instanceof HttpError ? e.cause.extra.retryAfter : undefined)).find((s) => s !== undefined);
        return { headers: { 'content-type': 'application/json', ...(retryAfter !== undefined ? { 'retry-after': String(retryAfter) } : {}) } };
      },
      onError({ error, path, ctx }) {
        if (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE') ctx?.req.log.error({ err: loggable(error), path }, 'tRPC error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  // Before the routes: the document is collected from them as they are registered.
  await registerOpenApi(app);
  await app.register(healthRoutes, { services });
  await app.register(authRoutes, { services });
  await app.register(googleRoutes, { services });
  await app.register(billingRoutes, { services });
  await app.register(accountRoutes, { services });
  await app.register(searchRoutes, { services });
  await app.register(savedRoutes, { services });
  await app.register(feedbackRoutes, { services });
  await app.register(monitoringRoutes, { services });
  await app.register(mcpRoutes, { services });
  await registerSpa(app, deps.webDist);

  const built: App = Object.assign(app, { services });
  return built;
}

/** Not Awaited<ReturnType<…>>: a Fastify instance is thenable, so Awaited would drop `services`. */
export type App = FastifyInstance & { services: Services };
