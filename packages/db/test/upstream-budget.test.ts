/**
 * The upstream budget every instance shares: a reservation fits under its spender's limit or
 * reserves nothing, each platform and window counts apart, and reservations racing from two
 * connection pools (two instances) never overspend.
 */
import { describe, expect, it } from 'vitest';
import { reserveUpstream, reserveWindow, upstreamUsage, type Db } from '../src/index';
import { dbKinds, twoInstances } from './support/two-instances';

const MINUTE = new Date('2026-11-27T21:47:00Z');
const NEXT_MINUTE = new Date('2026-11-27T21:48:00Z');

const used = async (db: Db, platform: string) =>
  (await upstreamUsage(db, platform, MINUTE)).map((w) => [w.windowStart.toISOString(), w.used]);

describe.each(dbKinds())('the upstream budget on %s', (kind) => {
  it('reserves while the cost fits under the limit, and nothing once it would not', async () => {
    const { db } = await twoInstances(kind);
    // [platform, window, cost, limit, reserved?]
    const steps: [string, Date, number, number, boolean][] = [
      ['github', MINUTE, 4, 10, true],
      ['github', MINUTE, 4, 10, true],
      ['github', MINUTE, 3, 10, false],
      ['github', MINUTE, 2, 10, true],
      ['github', MINUTE, 1, 10, false],
      // Monitoring's share (6) counts the searches' spend too: it defers to them.
      ['github', MINUTE, 1, 6, false],
      // The next minute starts empty; another platform counts apart.
      ['github', NEXT_MINUTE, 6, 10, true],
      ['stackexchange', MINUTE, 300, 300, true],
      // A cost above the whole limit never fits, not even in an empty window.
      ['reddit', MINUTE, 101, 100, false],
    ];
    const outcomes = [];
    for (const [platform, windowStart, cost, limit] of steps) outcomes.push(await reserveWindow(db, { platform, windowStart, cost, limit }));
    expect(outcomes).toEqual(steps.map((s) => s[4]));
    expect(await used(db, 'github')).toEqual([
      [MINUTE.toISOString(), 10],
      [NEXT_MINUTE.toISOString(), 6],
    ]);
    expect(await used(db, 'stackexchange')).toEqual([[MINUTE.toISOString(), 300]]);
    expect(await used(db, 'reddit')).toEqual([]);
  });

  it('reserves several platforms all or none (monitoring), naming the one that is spent', async () => {
    const { db } = await twoInstances(kind);
    await reserveWindow(db, { platform: 'youtube', windowStart: MINUTE, cost: 9_950, limit: 10_000 });
    const spent = await reserveUpstream(db, [
      { platform: 'reddit', windowStart: MINUTE, cost: 15, limit: 60 },
      { platform: 'youtube', windowStart: MINUTE, cost: 106, limit: 6_000 },
    ]);
    expect(spent).toBe('youtube');
    expect(await used(db, 'reddit')).toEqual([]);
    expect(await used(db, 'youtube')).toEqual([[MINUTE.toISOString(), 9_950]]);
  });

  it('lets exactly the limit through when two instances reserve at once', async () => {
    const { db, second } = await twoInstances(kind);
    const attempts = Array.from({ length: 24 }, (_, i) =>
      reserveWindow(i % 2 ? second : db, { platform: 'stackexchange', windowStart: MINUTE, cost: 3, limit: 50 }),
    );
    const reserved = (await Promise.all(attempts)).filter(Boolean).length;
    // 16 reservations of 3 fit under 50; the 17th would make 51.
    expect(reserved).toBe(16);
    expect(await used(db, 'stackexchange')).toEqual([[MINUTE.toISOString(), 48]]);
  });
});
