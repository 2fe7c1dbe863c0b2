import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createDb, findUserByEmail, schema, type DbHandle } from '../src/index';

/** PGlite runs in a worker thread of its own (pglite-remote.ts): these are the promises that makes. */
describe('PGlite in its own thread', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createDb({ dataDir: 'memory://' });
  });
  afterAll(() => handle.close());

  it('keeps the event loop free while a long query runs', async () => {
    let done = false;
    const query = handle.db.execute(sql`select count(*) from generate_series(1, 2000000)`).then(() => (done = true));
    let turns = 0;
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      turns++;
    }
    await query;
    // On the main thread the query would have held the loop for its whole run: 0 or 1 turns.
    expect(turns).toBeGreaterThan(20);
  });

  it('rolls a failed transaction back and commits concurrent ones one after the other', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await createAccount(tx, { email: 'gone@example.com', passwordHash: 'h' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await findUserByEmail(handle.db, 'gone@example.com')).toBeUndefined();

    const emails = ['a@example.com', 'b@example.com', 'c@example.com'];
    await Promise.all(emails.map((email) => handle.db.transaction((tx) => createAccount(tx, { email, passwordHash: 'h' }))));
    const rows = await handle.db.select({ email: schema.users.email }).from(schema.users);
    expect(rows.map((r) => r.email).sort()).toEqual(emails);
  });

  it('answers a failing statement with PostgreSQL’s error code, and goes on answering', async () => {
    const error = await handle.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e);
    const codes: unknown[] = [];
    for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) codes.push((e as { code?: unknown }).code);
    expect(codes).toContain('42P01');
    const [row] = (await handle.db.execute(sql`select 1 as one`)).rows as { one: number }[];
    expect(row?.one).toBe(1);
  });
});
