import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { apiKeys, users } from '../schema';
import type { UserRow } from './accounts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
/** What Settings lists: never the hash. */
export type ApiKeySummary = Omit<ApiKeyRow, 'secretHash' | 'userId'>;

const summary = { id: apiKeys.id, name: apiKeys.name, scopes: apiKeys.scopes, lastUsedAt: apiKeys.lastUsedAt, createdAt: apiKeys.createdAt };

export async function insertApiKey(db: DbOrTx, row: typeof apiKeys.$inferInsert): Promise<ApiKeySummary> {
  const [created] = await db.insert(apiKeys).values(row).returning(summary);
  return created!;
}

export async function countApiKeys(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
  return row?.n ?? 0;
}

/** The user's keys, oldest first (the order they were made in). */
export async function listApiKeys(db: DbOrTx, userId: string): Promise<ApiKeySummary[]> {
  return db.select(summary).from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

/** A key with its user, in one round trip: every request made with a key starts with this. */
export async function findApiKeyWithUser(db: DbOrTx, id: string): Promise<{ key: ApiKeyRow; user: UserRow } | undefined> {
  const [row] = await db.select({ key: apiKeys, user: users }).from(apiKeys).innerJoin(users, eq(users.id, apiKeys.userId)).where(eq(apiKeys.id, id));
  return row;
}

/** Stamps a use, at most once per `everyMs`: a busy script does not write on every request. */
export async function touchApiKey(db: DbOrTx, id: string, at: Date, everyMs: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(at.getTime() - everyMs)))));
}

/** Deletes one of the user's keys; false when the user has no such key (someone else's included). */
export async function deleteApiKey(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const gone = await db.delete(apiKeys).where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId))).returning({ id: apiKeys.id });
  return gone.length > 0;
}
