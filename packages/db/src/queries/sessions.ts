import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { sessions, users } from '../schema';
import type { UserRow } from './accounts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** A session with its user, in one round trip: every signed-in request starts with this. */
export async function findSessionWithUser(db: DbOrTx, id: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db.select({ session: sessions, user: users }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(sessions.id, id));
  return row;
}

export async function extendSession(db: DbOrTx, id: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: DbOrTx, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

