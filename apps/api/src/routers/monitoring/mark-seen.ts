import { savedSearchIdInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { writeProcedure } from '../../trpc/trpc';

/** The founder opened a saved search's signals: they are no longer marked new. */
export const markSeen = writeProcedure
  .input(checked(savedSearchIdInput))
  .mutation(({ ctx, input }) => ctx.services.monitoring.markSeen(ctx.user.id, input));
