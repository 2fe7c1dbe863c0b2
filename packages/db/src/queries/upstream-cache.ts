/** The platforms' responses, kept for minutes so the same query spends no platform quota. */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { upstreamCache } from '../schema';

const SWEEP_EVERY_MS = 60_000;

export function createDbCache(db: Db, now: () => Date = () => new Date()) {
  let lastSweep = 0;
  return {
    async get(key: string): Promise<unknown | undefined> {
      const [row] = await db
        .select({ value: upstreamCache.value })
        .from(upstreamCache)
        .where(and(eq(upstreamCache.key, key), gt(upstreamCache.expiresAt, now())));
      return row?.value;
    },
    async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
      const expiresAt = new Date(now().getTime() + ttlSeconds * 1000);
      await db.insert(upstreamCache).values({ key, value, expiresAt }).onConflictDoUpdate({ target: upstreamCache.key, set: { value, expiresAt } });
      // Opportunistic sweep, at most once a minute: expired entries never pile up.
      if (now().getTime() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now().getTime();
        await db.delete(upstreamCache).where(lt(upstreamCache.expiresAt, now()));
      }
    },
  };
}
