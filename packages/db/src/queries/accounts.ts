import { eq, sql } from 'drizzle-orm';
import { FREE_RESULTS_LIMIT } from '@firstsignal/core';
import type { DbOrTx } from '../client';
import { billingInfo, emailTokens, feedTokens, notificationSettings, oauthAccounts, profiles, sessions, users } from '../schema';
import { isUniqueViolation } from './errors';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email already exists');
  }
}

/** Letters, digits, dot, dash and underscore; anything else becomes '_'. */
export function usernameFrom(value: string): string {
  const cleaned = value.trim().toLowerCase().replace(/[^a-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '');
  return (cleaned || 'user').slice(0, 40);
}

/**
 * A new account is a user, a profile and a free billing row, or nothing at all: registration
 * never leaves half an account behind.
 */
export async function createAccount(
  db: DbOrTx,
  input: NewAccount & { username?: string | undefined },
): Promise<UserRow> {
  const base = usernameFrom(input.username || input.email.split('@')[0] || 'user');
  // Two sign-ups with the same email prefix may pick the same free username at once: the unique
  // index refuses the second, which then simply tries again with the next free name.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertAccount(db, input, base);
    } catch (error) {
      if (isUniqueViolation(error, 'email')) throw new EmailTakenError();
      if (attempt < 5 && isUniqueViolation(error, 'username')) continue;
      throw error;
    }
  }
}

interface NewAccount {
  email: string;
  passwordHash: string | null;
  name?: string | undefined;
  /** Set when the address is already proven (Google's verified claim). */
  emailVerifiedAt?: Date | undefined;
}

async function insertAccount(db: DbOrTx, input: NewAccount, base: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash: input.passwordHash, name: input.name?.trim() || 'User', emailVerifiedAt: input.emailVerifiedAt ?? null })
      .returning();
    if (!user) throw new Error('insert returned no user');
    await tx.insert(profiles).values({ userId: user.id, username: await freeUsername(tx, base) });
    await tx.insert(billingInfo).values({ userId: user.id, plan: 'free', maxResults: FREE_RESULTS_LIMIT });
    return user;
  });
}

/** The wanted username, or the same with the smallest free numeric suffix. */
async function freeUsername(db: DbOrTx, base: string): Promise<string> {
  const taken = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(sql`${profiles.username} = ${base} or ${profiles.username} like ${base + '%'}`);
  const names = new Set(taken.map((r) => r.username));
  if (!names.has(base)) return base;
  for (let n = 2; ; n++) if (!names.has(`${base}${n}`)) return `${base}${n}`;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findOAuthUser(db: DbOrTx, provider: string, providerUserId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(sql`${oauthAccounts.provider} = ${provider} and ${oauthAccounts.providerUserId} = ${providerUserId}`);
  return row?.user;
}

export async function linkOAuthAccount(db: DbOrTx, userId: string, provider: string, providerUserId: string) {
  await db.insert(oauthAccounts).values({ userId, provider, providerUserId }).onConflictDoNothing();
}

/**
 * An identity provider proved the address of an account whose password holder never did: the
 * account becomes the provider user's. Everything that let anyone else in, or carried its data
 * out, goes in one transaction: the password, every session, other sign-in links, pending email
 * links, feed URLs and the Slack and webhook destinations. The saved data stays (a legitimate
 * owner loses nothing; what an impostor planted is theirs no longer to read).
 */
export async function claimAccountForOAuth(db: DbOrTx, userId: string, provider: string, providerUserId: string, now: Date): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ passwordHash: null, emailVerifiedAt: now }).where(eq(users.id, userId)).returning();
    if (!user) throw new Error('the account to claim is gone');
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId));
    await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
    await tx.delete(feedTokens).where(eq(feedTokens.userId, userId));
    await tx
      .update(notificationSettings)
      .set({ slackWebhookUrl: null, webhookUrl: null, webhookSecret: null, updatedAt: now })
      .where(eq(notificationSettings.userId, userId));
    await tx.insert(oauthAccounts).values({ userId, provider, providerUserId });
    return user;
  });
}

export async function findProfile(db: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

/** The signed-in user as the client sees it (spec §3): never the password hash. */
export interface PublicUser {
  id: string;
  email: string;
  username: string;
  name: string;
  /** Whether the person proved they receive mail at `email` (issue 23). */
  email_verified: boolean;
  user_metadata: { full_name: string; name: string; username: string };
}

export async function publicUser(db: DbOrTx, user: UserRow): Promise<PublicUser> {
  const profile = await findProfile(db, user.id);
  const fullName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  const username = profile?.username ?? usernameFrom(user.email.split('@')[0] ?? 'user');
  return {
    id: user.id,
    email: user.email,
    username,
    name: user.name,
    email_verified: user.emailVerifiedAt !== null,
    user_metadata: { full_name: fullName, name: user.name, username },
  };
}
