import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createDb, findUserByEmail, schema, type DbHandle } from '../src/index';
import { DATABASE_THREAD_STOPPED, openRemotePglite } from '../src/pglite-remote';

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
    const result = (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    const [row] = result.rows;
    expect(row?.one).toBe(1);
  });
});

describe('a database thread that stops', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fs-thread-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails what was in flight as a lost database, then opens the files again with every commit', async () => {
    const db = await openRemotePglite(dir, { workerUrl: new URL('./support/crashing-pglite-worker.js', import.meta.url) });
    try {
      await db.exec('create table notes (body text)');
      await db.transaction((tx) => tx.query("insert into notes values ('committed')"));

      const inFlight = db.transaction(async (tx) => {
        await tx.query("insert into notes values ('never committed')");
        await db.query("select 'crash'").catch(() => undefined);
        await tx.query('select 1');
      });
      await expect(inFlight).rejects.toMatchObject({ code: DATABASE_THREAD_STOPPED });

      const { rows } = await db.query('select body from notes order by body');
      expect(rows).toEqual([{ body: 'committed' }]);
    } finally {
      await db.close();
    }
    // Closed is closed: a late call is refused at once (it would otherwise wait forever), and
    // closing twice is harmless.
    await expect(db.query('select 1')).rejects.toMatchObject({ code: DATABASE_THREAD_STOPPED });
    await db.close();
  });
});
