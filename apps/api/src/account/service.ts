/**
 * The account behind Settings → Account (spec §2, §3, §4): the profile with its plan and search
 * preferences, its validated update, and account deletion, which cancels any Stripe subscription
 * first and then removes every row of the user in one transaction (decisions §2). A new email
 * address is rate limited and, with SMTP, waits for its link (email-links.ts, issue 23).
 */
import { planOf, type ProfileUpdate } from '@firstsignal/core';
import {
  deleteUserAccount,
  EmailTakenError,
  getAccountProfile,
  pendingEmailChange,
  updateAccountProfile,
  UsernameTakenError,
  type AccountProfile,
  type Db,
} from '@firstsignal/db';
import { HttpError, notFound } from '../http/errors';
import type { BillingService } from '../billing/service';
import type { EmailLinks } from './email-links';

/** The profile as clients read it (spec §3's field names). */
export function profileView(p: AccountProfile, pendingEmail: string | null) {
  return {
    user_id: p.userId,
    username: p.username,
    email: p.email,
    email_verified: p.emailVerified,
    /** A change waiting for its link to be followed: the address the link went to. */
    pending_email: pendingEmail,
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
  emailLinks: Pick<EmailLinks, 'configured' | 'limitChange' | 'requestChange'>;
  /** Removes the user's queued and finished jobs, which live outside the user's rows. */
  forgetJobs?: (userId: string) => Promise<void>;
}) {
  const { db, now, billing, emailLinks } = deps;
  const view = async (profile: AccountProfile) => profileView(profile, await pendingEmailChange(db, profile.userId, now()));

  return {
    async get(userId: string): Promise<ProfileView> {
      const profile = await getAccountProfile(db, userId);
      if (!profile) throw notFound('Account not found');
      return view(profile);
    },

    /** Saves the sent fields; a new email applies at once only where no link can be mailed. */
    async update(user: { id: string; email: string }, input: ProfileUpdate): Promise<ProfileView> {
      const newEmail = input.email !== undefined && input.email !== user.email ? input.email : undefined;
      if (newEmail) await emailLinks.limitChange(user.id, newEmail);
      const byLink = newEmail !== undefined && emailLinks.configured;
      try {
        const profile = await updateAccountProfile(
          db,
          user.id,
          {
            email: byLink ? undefined : newEmail,
            username: input.username,
            firstName: input.first_name,
            lastName: input.last_name,
            searchPreferences: input.search_preferences,
          },
          now(),
        );
        if (!profile) throw notFound('Account not found');
        if (byLink) await emailLinks.requestChange(user.id, newEmail);
        return await view(profile);
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
