/**
 * What the app makes of database errors: which ones mean the database is out of reach (answered
 * 503, the next request reconnects), and what of a failed query the logs may show. A failed
 * query's error carries its parameters (emails, session token hashes, search text) in its message,
 * its stack and its fields, from Drizzle and from both drivers: logs get the SQL state, the names
 * of what failed, the statement with its placeholders and the driver's message, never the values.
 */
import { DrizzleQueryError } from 'drizzle-orm';

/** Connection lost or refused (postgres.js's own codes), or the server ended the session (SQL state classes 08 and 57P). */
const UNAVAILABLE = /^(08\w{3}|57P0[1-4]|CONNECTION_(CLOSED|ENDED|DESTROYED)|CONNECT_TIMEOUT|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/;

/** The error and its causes, outermost first (tRPC and Drizzle wrap the driver's). */
function chain(error: unknown): unknown[] {
  const errors: unknown[] = [];
  for (let e = error; e instanceof Error && errors.length < 8; e = e.cause) errors.push(e);
  return errors;
}

const field = (error: unknown, name: string): string | undefined => {
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' && value ? value : undefined;
};

export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some((e) => UNAVAILABLE.test(field(e, 'code') ?? ''));
}

/** A failed query, reduced to what may be logged; its stack keeps the frames, not the message. */
export class LoggedQueryError extends Error {
  override name = 'LoggedQueryError';
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly query: string,
    readonly target: Record<string, string>,
    frames: string,
  ) {
    super(message);
    this.stack = `${this.name}: ${message}\n${frames}`;
  }
}

/** PostgreSQL puts the offending value at the end of some messages: `invalid input syntax for type uuid: "…"`. */
const withoutValue = (message: string) => message.replace(/:\s*".*$/s, ': (value not logged)');

/** The error to log: the same error unless a query failed somewhere in its chain. */
export function loggable(error: unknown): unknown {
  const errors = chain(error) as Error[];
  // Drizzle's wrapper, or a driver error that kept its query (PGlite's, under pg-boss).
  const failed = errors.find((e) => e instanceof DrizzleQueryError || field(e, 'query') !== undefined);
  if (!failed) return error;
  const driver = [...errors].reverse().find((e) => /^[0-9A-Z]{5}$/.test(field(e, 'code') ?? '') || UNAVAILABLE.test(field(e, 'code') ?? '')) ?? failed;
  const target: Record<string, string> = {};
  for (const [name, keys] of Object.entries({ table: ['table_name', 'table'], column: ['column_name', 'column'], constraint: ['constraint_name', 'constraint'], routine: ['routine'] })) {
    const value = keys.map((k) => field(driver, k)).find(Boolean);
    if (value) target[name] = value;
  }
  const message = driver instanceof DrizzleQueryError ? 'query failed' : withoutValue(driver.message);
  const frames = (failed.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
  return new LoggedQueryError(message, field(driver, 'code'), field(failed, 'query') ?? '', target, frames);
}

/** One line for a console or a CLI: the message, or the loggable one for a failed query. */
export function loggableMessage(error: unknown): string {
  const safe = loggable(error);
  if (safe instanceof LoggedQueryError) return `database error ${safe.code ?? ''}: ${safe.message}`.replace('  ', ' ');
  return safe instanceof Error ? safe.message : String(safe);
}
