/**
 * What the app makes of database errors: which ones mean the database is out of reach (answered
 * 503, the next request reconnects), and what of a failed query the logs may show. A failed
 * query's error carries its parameters (emails, session token hashes, search text) in its message,
 * its stack and its fields, from Drizzle and from both drivers: logs get the SQL state, the names
 * of what failed, the statement with its placeholders and the driver's message, never the values.
 */
import { DrizzleQueryError } from 'drizzle-orm';

/**
 * The server ended the session or refused it (SQL state classes 08 and 57P), postgres.js lost it
 * (its own codes), or PGlite's thread stopped under a call (packages/db's pglite-remote.ts).
 */
const SESSION_LOST = /^(08\w{3}|57P0[1-4]|CONNECTION_(CLOSED|ENDED|DESTROYED)|CONNECT_TIMEOUT|DATABASE_THREAD_STOPPED)$/;
/** Socket errors: the database's only when a query failed with them, not a platform's or Stripe's. */
const NETWORK = /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/;

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
  const errors = chain(error);
  const query = errors.some((e) => e instanceof DrizzleQueryError);
  return errors.some((e) => {
    const code = field(e, 'code') ?? '';
    return SESSION_LOST.test(code) || (query && NETWORK.test(code));
  });
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
  // The innermost error with a code: PostgreSQL's SQL state or the driver's connection code.
  const driver = errors.slice(errors.indexOf(failed)).reverse().find((e) => field(e, 'code') !== undefined) ?? failed;
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
