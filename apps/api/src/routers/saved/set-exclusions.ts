import { exclusionsUpdateInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { setSearchExclusionsFor } from '../../saved/service';
import { writeProcedure } from '../../trpc/trpc';

/** Sets a saved search's exclusions (issue 25 §2); another user's id is NOT_FOUND and changes nothing. */
export const setExclusions = writeProcedure
  .input(checked(exclusionsUpdateInput))
  .mutation(({ ctx, input }) => setSearchExclusionsFor(ctx.services.db, ctx.user.id, input.id, input.exclusions, ctx.services.now()));
