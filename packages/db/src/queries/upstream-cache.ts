/**
 * The platforms' responses, kept for minutes so the same query spends no platform quota.
 *
 * Writes are behind: a search's calls answer a wave at a time, and writing each answer as it
 * came (one INSERT each, built by drizzle and, on PGlite, copied to the database's thread on the
 * event loop) put tens of statements per search in front of every other request (bench/README.md,
 * issue 26). An answer is kept here first and written WRITE_AFTER_MS later with the others that
 * came meanwhile, in one statement; until then `get` answers from here, so a cached answer is
 * served whether or not its write has landed.
 *
 * A new question's calls almost all miss, and on PGlite each miss was still a query (about 0.7 ms
 * of the database's thread and a round trip through the event loop, fifty a search). Where this
 * process is the database's only user (`soleUser`: the embedded database), the cache knows every
 * key the table holds (read once, then kept with each set), so a miss costs no query.
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

export interface DbCacheOptions {
  /** How long an answer waits to be written (WRITE_AFTER_MS). */
  writeAfterMs?: number;
  /** No other process writes the table: the keys it holds are known here, and a miss asks no query. */
  soleUser?: boolean;
}

export function createDbCache(db: Db, now: () => Date = () => new Date(), { writeAfterMs = WRITE_AFTER_MS, soleUser = false }: DbCacheOptions = {}): DbCache {
  let lastSweep = 0;
  /** With soleUser: each key's expiry (ms), those set here and, once `known` has read it, the table's. */
  const expiries = new Map<string, number>();
  let known: Promise<boolean> | undefined;
  /** Whether `expiries` holds every key of the table; false (ask the table) until read, or if reading failed. */
  const allKeysKnown = () =>
    (known ??= db
      .select({ key: upstreamCache.key, expiresAt: upstreamCache.expiresAt })
      .from(upstreamCache)
      .where(gt(upstreamCache.expiresAt, now()))
      .then((rows) => {
        for (const { key, expiresAt } of rows) if (!expiries.has(key)) expiries.set(key, expiresAt.getTime());
        return true;
      })
      .catch(() => ((known = undefined), false)));
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
      for (const [key, at] of expiries) if (at < lastSweep) expiries.delete(key);
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
      if (soleUser && (await allKeysKnown()) && !((expiries.get(key) ?? 0) > now().getTime())) return undefined;
      const [row] = await db
        .select({ value: upstreamCache.value })
        .from(upstreamCache)
        .where(and(eq(upstreamCache.key, key), gt(upstreamCache.expiresAt, now())));
      return row?.value;
    },
    async set(key, value, ttlSeconds) {
      if (value === undefined) return;
      const expiresAt = new Date(now().getTime() + ttlSeconds * 1000);
      waiting.set(key, { json: JSON.stringify(value), expiresAt });
      if (soleUser) expiries.set(key, expiresAt.getTime());
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
