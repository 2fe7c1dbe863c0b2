import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db-errors';

const withCode = (code: string) => Object.assign(new Error('driver error'), { code });
const failedQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

/** Which errors answer 503 "the database is unavailable" (and recover), and which stay 500s. */
describe('isDatabaseUnavailable', () => {
  it.each([
    ['PostgreSQL ended the session (57P01)', failedQuery(withCode('57P01')), true],
    ['the connection was refused (08001)', withCode('08001'), true],
    ['postgres.js lost the connection', withCode('CONNECTION_CLOSED'), true],
    ['the embedded database thread stopped under the call', failedQuery(withCode('DATABASE_THREAD_STOPPED')), true],
    ['a socket error under a query', failedQuery(withCode('ECONNREFUSED')), true],
    ['a socket error outside a query (a platform, Stripe)', withCode('ECONNREFUSED'), false],
    ['a unique violation', failedQuery(withCode('23505')), false],
    ['an error with no code', new Error('boom'), false],
  ])('%s → %s', (_name, error, unavailable) => {
    expect(isDatabaseUnavailable(error)).toBe(unavailable);
  });
});
