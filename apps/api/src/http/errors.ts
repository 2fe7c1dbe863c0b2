/**
 * Errors as users and clients see them (decisions §4): JSON `{error}` with a fitting status,
 * never a stack trace, never a 500 for bad input.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { firstIssue } from '@firstsignal/core';
import { isDatabaseUnavailable, loggable } from '../db-errors';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { field?: string; retryAfter?: number; body?: Record<string, unknown> } = {},
  ) {
    super(message);
  }
}

export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field ? { field } : {});
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);

export function fromZod(error: z.ZodError): HttpError {
  const { message, field } = firstIssue(error);
  return badRequest(message, field);
}

/** Parses with a shared schema; a body that is not an object gets its own clear message. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw fromZod(result.error);
  // Text PostgreSQL cannot store is refused here, naming the field, rather than failing with a 500.
  const bad = unstorableText(result.data);
  if (bad) throw badRequest(bad.message, bad.path || undefined);
  return result.data;
}

/**
 * What PostgreSQL cannot store in text or jsonb: U+0000, and a UTF-16 surrogate without its pair
 * (JSON's "\ud800" escape parses into one; PostgreSQL refuses it as invalid Unicode).
 */
const UNSTORABLE = [
  { pattern: /\u0000/, message: 'Text must not contain NUL characters' },
  { pattern: /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/, message: 'Text must be valid Unicode' },
];

/** Whether any string (value or key) in the value is text PostgreSQL cannot store. */
export const hasUnstorableText = (value: unknown): boolean => unstorableText(value) !== undefined;

/** The first string (value or key) PostgreSQL cannot store: its path ('' at the top) and why. */
function unstorableText(value: unknown, path = '', depth = 0): { path: string; message: string } | undefined {
  const check = (text: string) => UNSTORABLE.find((u) => u.pattern.test(text));
  if (typeof value === 'string') {
    const found = check(value);
    return found && { path, message: found.message };
  }
  if (value === null || typeof value !== 'object' || depth > 20) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const inKey = check(key);
    if (inKey) return { path, message: inKey.message };
    const found = unstorableText(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.extra.retryAfter !== undefined) reply.header('retry-after', String(error.extra.retryAfter));
      const body: Record<string, unknown> = { error: error.message, ...error.extra.body };
      if (error.extra.field) body.field = error.extra.field;
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: 'Too many requests. Please wait and try again.' });
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError
          ? 'Request body must be valid JSON'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type: send application/json'
              : error.message;
      return reply.status(status).send({ error: message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: loggable(error) }, 'database unavailable');
      return reply.status(503).send({ error: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: loggable(error) }, 'unhandled error');
    return reply.status(500).send({ error: 'Something went wrong. Please try again.' });
  });
}
