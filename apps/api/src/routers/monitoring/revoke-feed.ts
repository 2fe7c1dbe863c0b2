import { savedSearchIdInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { writeProcedure } from '../../trpc/trpc';

/** Turns a saved search's feed URL off. */
export const revokeFeed = writeProcedure
  .input(checked(savedSearchIdInput))
  .mutation(({ ctx, input }) => ctx.services.monitoring.revokeFeed(ctx.user.id, input));
