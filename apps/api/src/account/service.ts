/**
 * The account behind Settings → Account (spec §2, §3, §4): the profile with its plan and search
 * preferences, its validated update, and account deletion, which cancels any Stripe subscription
 * first and then removes every row of the user in one transaction (decisions §2).
 */
import { MAX_RESULTS_OPTIONS, planOf, registerInput, TIME_RANGES } from '@firstsignal/core';
import {
  deleteUserAccount,
  EmailTakenError,
  getAccountProfile,
  updateAccountProfile,
  UsernameTakenError,
  type AccountProfile,
  type Db,
} from '@firstsignal/db';
import { z } from 'zod';
import { HttpError, notFound, parseBody } from '../http/errors';
import type { BillingService } from '../billing/service';

export const USERNAME_MAX = 40;
export const NAME_MAX = 100;

const MAX_RESULTS_VALUES = MAX_RESULTS_OPTIONS.map(String) as [string, ...string[]];

const name = (label: string) => z.string({ error: `${label} must be text` }).trim().max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`);

/** PUT /api/user/profile and account.update: every field optional, only the sent ones change. */
export const profileUpdateInput = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
    .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, digits, dots, dashes and underscores')
    .transform((v) => v.toLowerCase())
    .optional(),
  email: registerInput.shape.email.optional(),
  first_name: name('First name').optional(),
  last_name: name('Last name').optional(),
  search_preferences: z
    .object({
      defaultMaxResults: z
        .union([z.string(), z.number()], { error: 'Default max results must be 5, 10, 20 or 50' })
        .transform(String)
        .pipe(z.enum(MAX_RESULTS_VALUES, { error: 'Default max results must be 5, 10, 20 or 50' }))
        .optional(),
      defaultTimeRange: z
        .preprocess((v) => (v === 'all' ? '' : v), z.enum(TIME_RANGES, { error: 'Default time range must be all time, day, week, month or year' }))
        .optional(),
      notificationsEnabled: z.boolean({ error: 'Email notifications must be on or off' }).optional(),
    }, { error: 'Search preferences must be an object' })
    .optional(),
});

export type ProfileUpdateInput = z.input<typeof profileUpdateInput>;

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

    async update(userId: string, body: unknown): Promise<ProfileView> {
      const input = parseBody(profileUpdateInput, body);
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
