import { clearSessionCookie } from '../../auth/cookies';
import { protectedProcedure } from '../../trpc/trpc';

/** Danger Zone: cancels any subscription, removes every row of the user, and signs out. */
export const deleteAccount = protectedProcedure.mutation(async ({ ctx }) => {
  await ctx.services.account.delete(ctx.user.id);
  clearSessionCookie(ctx.res, ctx.services.env.PUBLIC_URL);
  return { success: true as const };
});
