import { savedSearchIdInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { writeProcedure } from '../../trpc/trpc';

/** A new secret RSS/Atom URL for a saved search; the previous one stops working. Shown once. */
export const createFeed = writeProcedure
  .input(checked(savedSearchIdInput))
  .mutation(({ ctx, input }) => ctx.services.monitoring.createFeed(ctx.user.id, input));
