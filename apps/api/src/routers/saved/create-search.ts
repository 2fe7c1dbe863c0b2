import { savedSearchInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { createSearchFor } from '../../saved/service';
import { writeProcedure } from '../../trpc/trpc';

/** Save Search: `{name, searchParams, signals[]}` stored at once. */
export const createSearch = writeProcedure
  .input(checked(savedSearchInput))
  .mutation(({ ctx, input }) => createSearchFor(ctx.services.db, ctx.user.id, input));
