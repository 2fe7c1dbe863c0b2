/**
 * Errors as users and clients see them (decisions §4): JSON `{error}` with a fitting status,
 * never a stack trace, never a 500 for bad input.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { findString, firstIssue, isStorableText, mapStrings } from '@firstsignal/core';
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

/**
 * Parses with a shared schema; a body that is not an object gets its own clear message. Text is
 * repaired, not refused: a lone surrogate (JSON's "\ud800" escape parses into one, and a client
 * cutting an emoji in half sends one) becomes U+FFFD, so what a user typed is stored and searched
 * rather than failing. U+0000, which PostgreSQL cannot store at all, is refused naming the field.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw fromZod(result.error);
  // After the schema, which bounds the shape: the walk never meets a client's arbitrary nesting.
  const data = mapStrings(result.data, (text) => text.toWellFormed());
  const bad = findString(data, (text) => !isStorableText(text));
  if (bad !== undefined) throw badRequest('Text must not contain NUL characters', bad || undefined);
  return data;
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
