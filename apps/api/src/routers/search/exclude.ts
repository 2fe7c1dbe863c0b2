import { exclusionsUpdateInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { writeProcedure } from '../../trpc/trpc';

/** Adds to a stored run's exclusions (a card's "Hide this community/author"); free, calls no platform. */
export const exclude = writeProcedure
  .input(checked(exclusionsUpdateInput))
  .mutation(({ ctx, input }) => ctx.services.search.excludeFromRun(ctx.user.id, input.id, input.exclusions));
