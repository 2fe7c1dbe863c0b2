/**
 * Mailed links that prove an address (decisions: issue 23): verifying the account's email, and
 * confirming a change of it. A link is single use: redeeming marks it used in the same statement
 * that checks it, so two clicks at once cannot both succeed.
 */
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { emailTokens, users } from '../schema';
import { isUniqueViolation } from './errors';

export type EmailTokenPurpose = 'verify' | 'change';

export interface NewEmailToken {
  tokenHash: string;
  userId: string;
  purpose: EmailTokenPurpose;
  email: string;
  expiresAt: Date;
}

export type Redeemed =
  | { status: 'verified'; userId: string; email: string }
  | { status: 'changed'; userId: string; email: string; previousEmail: string }
  /** Used, expired, unknown, for an address the account no longer has, or (a change) taken meanwhile. */
  | { status: 'used' | 'expired' | 'invalid' | 'stale' | 'taken' };

/** A verification link, or a change link that replaces the user's earlier pending change. */
export async function insertEmailToken(db: DbOrTx, token: NewEmailToken, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // Ended links go with every new one, so the table holds only links that can still answer.
    await tx.delete(emailTokens).where(and(eq(emailTokens.userId, token.userId), lte(emailTokens.expiresAt, now)));
    if (token.purpose === 'change') {
      await tx.delete(emailTokens).where(and(eq(emailTokens.userId, token.userId), eq(emailTokens.purpose, 'change'), isNull(emailTokens.usedAt)));
    }
    await tx.insert(emailTokens).values(token);
  });
}

export async function deleteEmailToken(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(emailTokens).where(eq(emailTokens.tokenHash, tokenHash));
}

/** The new address of the user's pending email change, if a link for one is still live. */
export async function pendingEmailChange(db: DbOrTx, userId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: emailTokens.email })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'change'), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return row?.email ?? null;
}

/** Spends a link and applies it: the address is verified, or becomes the account's email. */
export async function redeemEmailToken(db: DbOrTx, tokenHash: string, now: Date): Promise<Redeemed> {
  try {
    return await db.transaction(async (tx): Promise<Redeemed> => {
      const [token] = await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
        .returning();
      if (!token) {
        const [row] = await tx.select().from(emailTokens).where(eq(emailTokens.tokenHash, tokenHash));
        return { status: !row ? 'invalid' : row.usedAt ? 'used' : 'expired' };
      }
      if (token.purpose === 'verify') {
        const [user] = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
          .where(and(eq(users.id, token.userId), eq(users.email, token.email)))
          .returning({ id: users.id });
        return user ? { status: 'verified', userId: token.userId, email: token.email } : { status: 'stale' };
      }
      const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, token.userId)).for('update');
      if (!before) return { status: 'invalid' };
      await tx.update(users).set({ email: token.email, emailVerifiedAt: now }).where(eq(users.id, token.userId));
      return { status: 'changed', userId: token.userId, email: token.email, previousEmail: before.email };
    });
  } catch (error) {
    // Someone registered the new address after the link was sent: nothing changed, the link stays unused.
    if (isUniqueViolation(error, 'email')) return { status: 'taken' };
    throw error;
  }
}
