/** Where the auth attempt counters live: a table of the app's database, or Redis. */
import { clearAttempts, countAttempt, deleteEndedAttempts, type Db } from '@firstsignal/db';
import { Redis } from 'ioredis';
import type { AttemptStore } from './rate-limit';

/** Ended windows are swept every this many attempts, so the table holds only live counters. */
const SWEEP_EVERY = 500;

export function databaseAttemptStore(db: Db, now: () => Date): AttemptStore {
  let hits = 0;
  return {
    async hit(key, windowMs) {
      const at = now();
      if (++hits % SWEEP_EVERY === 0) await deleteEndedAttempts(db, at);
      const { count, resetAt } = await countAttempt(db, key, windowMs, at);
      return { count, msLeft: resetAt.getTime() - at.getTime() };
    },
    reset: (key) => clearAttempts(db, key),
    close: async () => {},
  };
}

/** INCR and the window's expiry in one script: Redis runs it atomically. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;
const PREFIX = 'firstsignal:auth-attempts:';

export function redisAttemptStore(url: string): AttemptStore {
  // A sign-in waits for Redis at most a moment: an unreachable Redis fails the attempt, it never hangs it.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: true });
  // A lost connection fails the sign-in that needed it (logged there); ioredis reconnects on its own.
  redis.on('error', () => {});
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, PREFIX + key, String(windowMs))) as [number, number];
      return { count, msLeft: Math.max(ttl, 0) };
    },
    reset: async (key) => {
      await redis.del(PREFIX + key);
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
