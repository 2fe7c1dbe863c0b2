import { profileUpdateInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { protectedProcedure } from '../../trpc/trpc';

/** Saves the sent fields; a bad one answers 400 naming it, a taken email or username 409, as over REST. */
export const update = protectedProcedure
  .input(checked(profileUpdateInput))
  .mutation(({ ctx, input }) => ctx.services.account.update(ctx.user.id, input));
