import { savedSearchIdInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { protectedProcedure } from '../../trpc/trpc';

/** Turns a saved search's feed URL off. */
export const revokeFeed = protectedProcedure
  .input(checked(savedSearchIdInput))
  .mutation(({ ctx, input }) => ctx.services.monitoring.revokeFeed(ctx.user.id, input));
