/**
 * tRPC building blocks: the request context, and public/protected procedures. A protected
 * procedure always has `ctx.user`; ownership of rows is checked in the db query layer.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { UserRow } from '@firstsignal/db';
import type { Services } from '../services';
import { checkAccess, type Access, type ApiKeyAuth } from '../auth/api-keys';
import { isDatabaseUnavailable } from '../db-errors';
import { DATABASE_UNAVAILABLE, HttpError } from '../http/errors';

export interface Context {
  services: Services;
  user: UserRow | null;
  sessionId: string | null;
  /** The API key that signed the request, with its scopes; null for sessions and anonymous requests. */
  apiKey: ApiKeyAuth | null;
  ip: string;
  req: CreateFastifyContextOptions['req'];
  res: CreateFastifyContextOptions['res'];
}

const CODES: Record<number, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause instanceof HttpError ? error.cause : undefined;
    return {
      ...shape,
      // Internal errors keep their details in the logs, not in the answer.
      message: error.code === 'INTERNAL_SERVER_ERROR' ? 'Something went wrong. Please try again.' : shape.message,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, field: cause?.extra.field, ...cause?.extra.body },
    };
  },
});

/** A lost database: 503 with the same message as on REST. */
export const databaseUnavailable = (cause: unknown) => new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, cause });

/** An HttpError as the tRPC error with the same status and message. */
export const trpcErrorOf = (cause: HttpError) => new TRPCError({ code: CODES[cause.status] ?? 'INTERNAL_SERVER_ERROR', message: cause.message, cause });

/** Our HttpErrors become tRPC errors with the same status and message; a lost database, a 503 as on REST. */
const httpErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof HttpError) throw trpcErrorOf(result.error.cause);
  if (!result.ok && isDatabaseUnavailable(result.error)) throw databaseUnavailable(result.error.cause);
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(httpErrors);
const signedIn = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Authentication required' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** A procedure for a signed-in user that an API key may call only when it holds `access`. */
const allowing = (access: Access) =>
  signedIn.use(({ ctx, next }) => {
    checkAccess(ctx.apiKey, access);
    return next();
  });

/**
 * Signed in with a session: API keys are refused (403). The default, so that a new procedure is
 * closed to keys until it says which scope opens it.
 */
export const protectedProcedure = allowing('session');
/** Reading the user's runs, saved searches, themes, usage: sessions and keys with `read`. */
export const readProcedure = allowing('read');
/** Spending quota on a search or re-run: sessions and keys with `search`. */
export const searchProcedure = allowing('search');
/** Saving and monitoring: sessions and keys with `write`. */
export const writeProcedure = allowing('write');
