/**
 * The account behind Settings → Account (spec §2, §3, §4): the profile with its plan and search
 * preferences, its validated update, and account deletion, which cancels any Stripe subscription
 * first and then removes every row of the user in one transaction (decisions §2).
 */
import { planOf, type ProfileUpdate } from '@firstsignal/core';
import {
  deleteUserAccount,
  EmailTakenError,
  getAccountProfile,
  updateAccountProfile,
  UsernameTakenError,
  type AccountProfile,
  type Db,
} from '@firstsignal/db';
import { HttpError, notFound } from '../http/errors';
import type { BillingService } from '../billing/service';

/** The profile as clients read it (spec §3's field names). */
export function profileView(p: AccountProfile) {
  return {
    user_id: p.userId,
    username: p.username,
    email: p.email,
    first_name: p.firstName,
    last_name: p.lastName,
    plan: p.plan,
    /** Settings' read-only Account Type: '{Plan} Plan', free shown as 'Trial Plan'. */
    account_type: `${planOf(p.plan).label} Plan`,
    search_preferences: p.searchPreferences,
  };
}

export type ProfileView = ReturnType<typeof profileView>;

export function createAccountService(deps: {
  db: Db;
  now: () => Date;
  billing: Pick<BillingService, 'cancelSubscriptions'>;
  /** Removes the user's queued and finished jobs, which live outside the user's rows. */
  forgetJobs?: (userId: string) => Promise<void>;
}) {
  const { db, now, billing } = deps;

  return {
    async get(userId: string): Promise<ProfileView> {
      const profile = await getAccountProfile(db, userId);
      if (!profile) throw notFound('Account not found');
      return profileView(profile);
    },

    async update(userId: string, input: ProfileUpdate): Promise<ProfileView> {
      try {
        const profile = await updateAccountProfile(
          db,
          userId,
          {
            email: input.email,
            username: input.username,
            firstName: input.first_name,
            lastName: input.last_name,
            searchPreferences: input.search_preferences,
          },
          now(),
        );
        if (!profile) throw notFound('Account not found');
        return profileView(profile);
      } catch (error) {
        if (error instanceof EmailTakenError) throw new HttpError(409, error.message, { field: 'email' });
        if (error instanceof UsernameTakenError) throw new HttpError(409, error.message, { field: 'username' });
        throw error;
      }
    },

    /** Cancels the subscription (best effort), then deletes everything of the user at once. */
    async delete(userId: string): Promise<void> {
      await billing.cancelSubscriptions(userId);
      if (!(await deleteUserAccount(db, userId))) throw notFound('Account not found');
      await deps.forgetJobs?.(userId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
