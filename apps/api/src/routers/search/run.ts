import { searchRequestInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { searchProcedure } from '../../trpc/trpc';

/** A new search, or the next page of a stored one. */
export const run = searchProcedure
  .input(checked(searchRequestInput))
  .mutation(({ ctx, input }) => ctx.services.search.search(ctx.user.id, input));
