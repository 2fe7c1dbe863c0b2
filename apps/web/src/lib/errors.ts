/**
 * Reading failures of tRPC and REST calls: the HTTP status, the server's message and the extra
 * data the API attaches (the field of a 400, per-platform health of a failed search).
 */
import { TRPCClientError } from '@trpc/client';
import { ApiError } from './http';

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The extra data of an error answer (tRPC `data`, or a REST error body). */
export function errorData(error: unknown): Record<string, unknown> | undefined {
  if (error instanceof TRPCClientError) return record(error.data);
  if (error instanceof ApiError) return error.body;
  return undefined;
}

export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  const status = errorData(error)?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Spec §8: a 429 status, or a message that mentions 429. */
export function isRateLimited(error: unknown): boolean {
  return errorStatus(error) === 429 || errorMessage(error).includes('429');
}

/** The call never got an answer the client could read as JSON. */
export function isInvalidJson(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof SyntaxError || /JSON|Unable to transform response/i.test(errorMessage(error));
}
