import { describe, expect, it } from 'vitest';
import type { Signal } from '@firstsignal/core';
import { createAccount, findRunWithResults, insertRun, setDelivered } from '../src/index';
import { createTestDb, testDbKinds } from '../src/testing';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

const signal = (n: number) =>
  ({ id: `reddit:s${n}`, title: `signal ${n}`, reason: 'a "quoted" reason, with \\ and ünïcödé', also_posted: [] }) as unknown as Signal;

describe.each(testDbKinds(TEST_DATABASE_URL))('reopening a stored run on %s', (kind) => {
  it('returns the revealed results in rank order, an unrevealed run with none, and nothing to another user', async () => {
    const handle = await createTestDb(kind, TEST_DATABASE_URL);
    try {
      const owner = await createAccount(handle.db, { email: 'owner@example.com', passwordHash: 'h' });
      const other = await createAccount(handle.db, { email: 'other@example.com', passwordHash: 'h' });
      const base = { searchType: 'business_idea', queryText: 'q', params: {}, requestedResults: 10, platformStatus: {} };
      const run = await insertRun(handle.db, { ...base, userId: owner.id }, [3, 1, 4, 2, 5].map(signal));

      const unrevealed = await findRunWithResults(handle.db, owner.id, run.id);
      expect(unrevealed?.run.id).toBe(run.id);
      expect(unrevealed?.results).toEqual([]);

      await setDelivered(handle.db, run.id, 3);
      const revealed = await findRunWithResults(handle.db, owner.id, run.id);
      expect(revealed?.results.map((s) => s.id)).toEqual(['reddit:s3', 'reddit:s1', 'reddit:s4']);
      expect(revealed?.results[0]).toEqual(signal(3));
      // A run stored before cross-posts were kept reads back with none.
      const older = await insertRun(handle.db, { ...base, userId: owner.id }, [{ id: 'reddit:old', title: 'old' } as unknown as Signal]);
      await setDelivered(handle.db, older.id, 1);
      expect((await findRunWithResults(handle.db, owner.id, older.id))?.results).toEqual([{ id: 'reddit:old', title: 'old', also_posted: [] }]);
      expect(revealed?.run.deliveredResults).toBe(3);

      const empty = await insertRun(handle.db, { ...base, userId: owner.id }, []);
      expect(await findRunWithResults(handle.db, owner.id, empty.id)).toMatchObject({ run: { rankedResults: 0 }, results: [] });

      expect(await findRunWithResults(handle.db, other.id, run.id)).toBeUndefined();
      expect(await findRunWithResults(handle.db, owner.id, 'no-such-run')).toBeUndefined();
    } finally {
      await handle.close();
    }
  });
});
