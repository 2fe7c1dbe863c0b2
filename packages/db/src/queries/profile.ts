/**
 * The account page (spec §2 Settings, §3 Profile): the user's names, email, plan and search
 * preferences, their updates, and the deletion of everything the user owns (decisions §2).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { billingInfo, DEFAULT_SEARCH_PREFERENCES, profiles, users, type SearchPreferences } from '../schema';
import { EmailTakenError, usernameFrom } from './accounts';
import { isUniqueViolation } from './errors';

/** Spec §3: defaultMaxResults falls back to '10', defaultTimeRange to '' (all time). */
export class UsernameTakenError extends Error {
  constructor() {
    super('This username is already taken');
  }
}

export interface AccountProfile {
  userId: string;
  email: string;
  emailVerified: boolean;
  username: string;
  firstName: string;
  lastName: string;
  plan: string;
  searchPreferences: SearchPreferences;
}

export interface AccountProfilePatch {
  email?: string | undefined;
  username?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  searchPreferences?: Partial<SearchPreferences> | undefined;
}

/** Stored preferences with the spec's fallbacks for anything missing or malformed. */
export function searchPreferencesOf(stored: unknown): SearchPreferences {
  const p = stored && typeof stored === 'object' ? (stored as Partial<Record<keyof SearchPreferences, unknown>>) : {};
  return {
    defaultMaxResults:
      typeof p.defaultMaxResults === 'string' && p.defaultMaxResults
        ? p.defaultMaxResults
        : typeof p.defaultMaxResults === 'number'
          ? String(p.defaultMaxResults)
          : DEFAULT_SEARCH_PREFERENCES.defaultMaxResults,
    defaultTimeRange: typeof p.defaultTimeRange === 'string' ? p.defaultTimeRange : DEFAULT_SEARCH_PREFERENCES.defaultTimeRange,
    notificationsEnabled: typeof p.notificationsEnabled === 'boolean' ? p.notificationsEnabled : DEFAULT_SEARCH_PREFERENCES.notificationsEnabled,
  };
}

export async function getAccountProfile(db: DbOrTx, userId: string): Promise<AccountProfile | undefined> {
  const [row] = await db
    .select({ user: users, profile: profiles, plan: billingInfo.plan })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(billingInfo, eq(billingInfo.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    userId,
    email: row.user.email,
    emailVerified: row.user.emailVerifiedAt !== null,
    username: row.profile?.username ?? usernameFrom(row.user.email.split('@')[0] ?? 'user'),
    firstName: row.profile?.firstName ?? '',
    lastName: row.profile?.lastName ?? '',
    plan: row.plan ?? 'free',
    searchPreferences: searchPreferencesOf(row.profile?.searchPreferences),
  };
}

/**
 * Applies the given fields in one transaction (the profile row is created when missing, spec §7).
 * A taken email or username raises EmailTakenError / UsernameTakenError, also under a race.
 */
export async function updateAccountProfile(db: DbOrTx, userId: string, patch: AccountProfilePatch, now: Date): Promise<AccountProfile | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const current = await getAccountProfile(tx, userId);
      if (!current) return undefined;
      if (patch.email !== undefined && patch.email !== current.email) {
        // A new address is unproven until a link sent to it is followed.
        await tx.update(users).set({ email: patch.email, emailVerifiedAt: null }).where(eq(users.id, userId));
      }
      const values = {
        username: patch.username ?? current.username,
        firstName: patch.firstName ?? current.firstName,
        lastName: patch.lastName ?? current.lastName,
        searchPreferences: { ...current.searchPreferences, ...definedOnly(patch.searchPreferences) },
        updatedAt: now,
      };
      await tx
        .insert(profiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: profiles.userId, set: values });
      return getAccountProfile(tx, userId);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'email')) throw new EmailTakenError();
    if (isUniqueViolation(error, 'username')) throw new UsernameTakenError();
    throw error;
  }
}

function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Removes every row of the user in one transaction: the user row goes, and with it (by cascade)
 * sessions, OAuth links, profile, billing, search runs and their results, saved searches and
 * signals, the usage ledger and analytics events, monitors and their runs, seen signals,
 * notification settings, deliveries and feed tokens. False when there was no such user.
 */
export async function deleteUserAccount(db: DbOrTx, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return deleted.length > 0;
  });
}
