/**
 * The platforms' responses, kept for minutes so the same query spends no platform quota.
 *
 * Writes are behind: a search's calls answer a wave at a time, and writing each answer as it
 * came (one INSERT each, built by drizzle and, on PGlite, copied to the database's thread on the
 * event loop) put tens of statements per search in front of every other request (bench/README.md,
 * issue 26). An answer is kept here first and written WRITE_AFTER_MS later with the others that
 * came meanwhile, in one statement; until then `get` answers from here, so a cached answer is
 * served whether or not its write has landed.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { upstreamCache } from '../schema';

const SWEEP_EVERY_MS = 60_000;
/** How long an answer waits to be written: about a search's waves, so one statement carries them. */
export const WRITE_AFTER_MS = 1_000;
/** Rows per statement at most (3 parameters a row, far under PostgreSQL's 65,535). */
const ROWS_PER_WRITE = 500;

interface Entry {
  /** The answer as it was when set (a caller mutating its copy later changes nothing here). */
  json: string;
  expiresAt: Date;
}

export interface DbCache {
  get(key: string): Promise<unknown | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  /** Writes what is waiting now; resolves once every write asked so far has landed (or failed: the cache only saves quota). */
  flush(): Promise<void>;
}

export function createDbCache(db: Db, now: () => Date = () => new Date(), writeAfterMs = WRITE_AFTER_MS): DbCache {
  let lastSweep = 0;
  /** Answers waiting for their write, and those whose write is under way: both answer `get`. */
  let waiting = new Map<string, Entry>();
  const writing = new Map<string, Entry>();
  let timer: NodeJS.Timeout | undefined;
  let writes: Promise<void> = Promise.resolve();

  const write = async (batch: Map<string, Entry>) => {
    const rows = [...batch].map(([key, e]) => ({ key, value: sql`${e.json}::jsonb`, expiresAt: e.expiresAt }));
    for (let i = 0; i < rows.length; i += ROWS_PER_WRITE) {
      await db
        .insert(upstreamCache)
        .values(rows.slice(i, i + ROWS_PER_WRITE))
        .onConflictDoUpdate({ target: upstreamCache.key, set: { value: sql`excluded.value`, expiresAt: sql`excluded.expires_at` } });
    }
    // Opportunistic sweep, at most once a minute: expired entries never pile up.
    if (now().getTime() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now().getTime();
      await db.delete(upstreamCache).where(lt(upstreamCache.expiresAt, now()));
    }
  };
  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.size === 0) return writes;
    const batch = waiting;
    waiting = new Map();
    for (const [key, e] of batch) writing.set(key, e);
    // One write at a time, in order: a later answer for a key never lands before an earlier one.
    writes = writes
      .then(() => write(batch))
      .catch(() => undefined)
      .finally(() => {
        for (const [key, e] of batch) if (writing.get(key) === e) writing.delete(key);
      });
    return writes;
  };

  return {
    async get(key) {
      const unwritten = waiting.get(key) ?? writing.get(key);
      if (unwritten) return unwritten.expiresAt > now() ? (JSON.parse(unwritten.json) as unknown) : undefined;
      const [row] = await db
        .select({ value: upstreamCache.value })
        .from(upstreamCache)
        .where(and(eq(upstreamCache.key, key), gt(upstreamCache.expiresAt, now())));
      return row?.value;
    },
    async set(key, value, ttlSeconds) {
      if (value === undefined) return;
      waiting.set(key, { json: JSON.stringify(value), expiresAt: new Date(now().getTime() + ttlSeconds * 1000) });
      if (waiting.size >= ROWS_PER_WRITE) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), writeAfterMs);
        // A process with nothing else to do does not wait for the cache (close() flushes it).
        timer.unref();
      }
    },
    flush,
  };
}
