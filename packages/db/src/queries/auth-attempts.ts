/** Auth attempt counters shared by every API instance on the database (fixed windows). */
import { lte, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { authAttempts } from '../schema';

/**
 * Counts one attempt for `key` in one statement, so concurrent attempts on any instance each get
 * their own count: a window that has ended starts again at 1. Returns the count and the window's end.
 */
export async function countAttempt(db: DbOrTx, key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(authAttempts)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        count: sql`case when ${authAttempts.resetAt} <= ${at} then 1 else ${authAttempts.count} + 1 end`,
        resetAt: sql`case when ${authAttempts.resetAt} <= ${at} then ${resetAt.toISOString()}::timestamptz else ${authAttempts.resetAt} end`,
      },
    })
    .returning({ count: authAttempts.count, resetAt: authAttempts.resetAt });
  return row!;
}

export async function clearAttempts(db: DbOrTx, key: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}

/** Counters whose window has ended hold nothing a later attempt needs. */
export async function deleteEndedAttempts(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(authAttempts).where(lte(authAttempts.resetAt, now));
}
