/**
 * Unexpected database errors (issue 11): a failed query's parameters (an email, a session token,
 * the text of a search) never reach the logs, which still say what failed: the SQL state, the
 * constraint or column, the statement with its placeholders. The client gets the usual JSON 500.
 */
import { sql } from 'drizzle-orm';
import { createTestDb, testDbKinds } from '@firstsignal/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import { captureLog, serveApp } from './support/app-server';
import { call, registerUser, TEST_DATABASE_URL } from './support/harness';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

const IDEA = 'zebra-striped invoice reminders for lighthouse keepers';
const SEARCH_NAME = 'My confidential pivot';
const NEWCOMER = 'newcomer.private@example.com';
const GENERIC_500 = { error: 'Something went wrong. Please try again.' };

describe.each(testDbKinds(TEST_DATABASE_URL))('a database error on %s', (kind) => {
  it('is logged with its SQL state and names, never with the values of the query', async () => {
    const handle = await createTestDb(kind, TEST_DATABASE_URL);
    closers.push(() => handle.close());
    const log = captureLog();
    const served = await serveApp({ env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), db: handle.db, logStream: log.stream });
    closers.push(() => served.close());
    const { email, token } = await registerUser(served, { email: 'founder.private@example.com' });
    const broken = (statement: string) => handle.db.execute(sql.raw(statement));

    // Saving a search: the insert carries its name and the founder's idea.
    await broken('alter table saved_searches add constraint broken_for_test check (false) not valid');
    const save = await call(served, 'POST', '/api/searches', {
      token,
      body: { name: SEARCH_NAME, searchParams: { searchType: 'business_idea', businessIdea: IDEA, platforms: ['hackernews'], timeRange: '', maxResults: 10 } },
    });
    expect(save.status).toBe(500);
    expect(save.json).toEqual(GENERIC_500);

    // Registering: the insert carries the email.
    await broken('alter table users add constraint users_broken_for_test check (false) not valid');
    const register = await call(served, 'POST', '/api/auth/register', { body: { email: NEWCOMER, password: 'long enough secret' } });
    expect(register.status).toBe(500);
    expect(register.json).toEqual(GENERIC_500);

    // Signing in by token: the session lookup carries the token's id.
    await broken('alter table sessions rename column secret_hash to secret_hash_moved');
    const me = await call(served, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(500);
    expect(me.json).toEqual(GENERIC_500);

    const text = log.text();
    for (const secret of [IDEA, 'zebra-striped', SEARCH_NAME, NEWCOMER, email, token, token.split('.')[0]!, token.split('.')[1]!]) {
      expect(text, secret).not.toContain(secret);
    }
    // What failed is still there, once per request.
    const errors = log.lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
    expect(errors.map((e) => [e.err.code, e.err.target])).toEqual([
      ['23514', { table: 'saved_searches', constraint: 'broken_for_test' }],
      ['23514', { table: 'users', constraint: 'users_broken_for_test' }],
      ['42703', {}],
    ].map(([code, target]) => [code, expect.objectContaining(target)]));
    expect(errors[0].err.message).toContain('violates check constraint "broken_for_test"');
    expect(errors[0].err.query).toMatch(/^insert into "saved_searches" .*\$1/);
    expect(errors[2].err.message).toContain('secret_hash');
  });
});
