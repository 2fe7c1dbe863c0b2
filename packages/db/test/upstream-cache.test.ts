/**
 * The platforms' answers in the database, written behind the searches: an answer is served on the
 * second ask whether or not its write has landed, lands for the other instances in one write,
 * newest last, and is never served once expired. The database's only user knows its keys: a miss
 * asks no query, and what an earlier run of the process wrote is still served.
 */
import { describe, expect, it, vi } from 'vitest';
import { createDbCache, schema } from '../src/index';
import { dbKinds, twoInstances } from './support/two-instances';

/** Long enough that nothing is written unless the test flushes. */
const NEVER_ON_ITS_OWN = 3_600_000;

describe.each(dbKinds())('the upstream cache on %s', (kind) => {
  it('serves an answer on the second ask before its write lands, and to another instance once it has', async () => {
    const { db, second } = await twoInstances(kind);
    const clock = new Date('2026-11-28T12:00:00Z');
    const cache = createDbCache(db, () => clock, { writeAfterMs: NEVER_ON_ITS_OWN });
    const elsewhere = createDbCache(second, () => clock, { writeAfterMs: NEVER_ON_ITS_OWN });
    const answer = { data: { children: [{ id: 'abc', title: 'late invoices' }] } };
    await cache.set('reddit:search:invoices', answer, 600);
    expect(await cache.get('reddit:search:invoices')).toEqual(answer);
    expect(await elsewhere.get('reddit:search:invoices')).toBeUndefined();
    await cache.flush();
    expect(await elsewhere.get('reddit:search:invoices')).toEqual(answer);
    expect(await cache.get('reddit:search:invoices')).toEqual(answer);
  });

  it('writes the answers that came meanwhile in one go, the newest of each key, as they were when set', async () => {
    const { db } = await twoInstances(kind);
    const clock = new Date('2026-11-28T12:00:00Z');
    const cache = createDbCache(db, () => clock, { writeAfterMs: NEVER_ON_ITS_OWN });
    const changing = { n: 1 };
    await cache.set('a', changing, 600);
    changing.n = 2; // a caller's copy changing after the answer was cached
    await cache.set('b', ['x'], 600);
    await cache.set('b', ['y'], 600);
    expect(await db.select().from(schema.upstreamCache)).toEqual([]);
    await cache.flush();
    const rows = await db.select({ key: schema.upstreamCache.key, value: schema.upstreamCache.value }).from(schema.upstreamCache);
    expect(rows.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { key: 'a', value: { n: 1 } },
      { key: 'b', value: ['y'] },
    ]);
    // Written again later, the row takes the newer answer.
    await cache.set('a', { n: 3 }, 600);
    await cache.flush();
    expect(await createDbCache(db, () => clock).get('a')).toEqual({ n: 3 });
  });

  it('writes on its own shortly after, and never serves an expired answer, written or not', async () => {
    const { db } = await twoInstances(kind);
    let clock = new Date('2026-11-28T12:00:00Z');
    const cache = createDbCache(db, () => clock, { writeAfterMs: 10 });
    await cache.set('written', 'yes', 60);
    await expect.poll(async () => (await db.select().from(schema.upstreamCache)).length).toBe(1);
    const waiting = createDbCache(db, () => clock, { writeAfterMs: NEVER_ON_ITS_OWN });
    await waiting.set('unwritten', 'no', 60);
    clock = new Date(clock.getTime() + 61_000);
    expect(await cache.get('written')).toBeUndefined();
    expect(await waiting.get('unwritten')).toBeUndefined();
  });

  it('as the database’s only user, answers a miss without a query and still serves what a run before it wrote', async () => {
    const { db } = await twoInstances(kind);
    let clock = new Date('2026-11-28T12:00:00Z');
    const before = createDbCache(db, () => clock, { writeAfterMs: NEVER_ON_ITS_OWN, soleUser: true });
    await before.set('hn:search:invoices 🧾', { hits: [{ title: 'חשבוניות late' }] }, 600);
    await before.set('hn:search:expiring', { hits: [] }, 30);
    await before.flush();

    // The process starts again: the table's keys are read once.
    const cache = createDbCache(db, () => clock, { writeAfterMs: NEVER_ON_ITS_OWN, soleUser: true });
    const selects = vi.spyOn(db, 'select');
    expect(await cache.get('hn:search:invoices 🧾')).toEqual({ hits: [{ title: 'חשבוניות late' }] });
    const afterFirst = selects.mock.calls.length;
    expect(afterFirst).toBe(2);
    expect(await cache.get('reddit:search:never asked')).toBeUndefined();
    expect(await cache.get('youtube:search:nor this')).toBeUndefined();
    expect(selects.mock.calls.length).toBe(afterFirst);
    // Set here, then written: served from the table.
    await cache.set('reddit:search:new', ['answer'], 600);
    await cache.flush();
    expect(await cache.get('reddit:search:new')).toEqual(['answer']);
    // Expired: a miss, without a query.
    clock = new Date(clock.getTime() + 31_000);
    const count = selects.mock.calls.length;
    expect(await cache.get('hn:search:expiring')).toBeUndefined();
    expect(selects.mock.calls.length).toBe(count);
  });
});
