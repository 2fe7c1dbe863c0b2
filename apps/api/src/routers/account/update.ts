import { profileUpdateInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { protectedProcedure } from '../../trpc/trpc';

/**
 * Saves the sent fields; a bad one answers 400 naming it, a taken username 409, as over REST. A new
 * email waits for its mailed link (pending_email), or without SMTP applies at once (409 when taken).
 */
export const update = protectedProcedure
  .input(checked(profileUpdateInput))
  .mutation(({ ctx, input }) => ctx.services.account.update(ctx.user, input));
