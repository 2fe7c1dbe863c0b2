import { searchRequestInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { protectedProcedure } from '../../trpc/trpc';

/** A new search, or the next page of a stored one. */
export const run = protectedProcedure
  .input(checked(searchRequestInput))
  .mutation(({ ctx, input }) => ctx.services.search.search(ctx.user.id, input));
