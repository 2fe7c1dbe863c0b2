import { savedSearchIdInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { readProcedure } from '../../trpc/trpc';

/** Reopens a past search with the results it delivered, without calling the platforms again. */
export const stored = readProcedure
  .input(checked(savedSearchIdInput))
  .query(({ ctx, input }) => ctx.services.search.storedRun(ctx.user.id, input.id));
