import { savedSearchIdInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { deleteSearchFor } from '../../saved/service';
import { writeProcedure } from '../../trpc/trpc';

/** Deletes a saved search and its saved signals; another user's id is NOT_FOUND and changes nothing. */
export const deleteSearch = writeProcedure
  .input(checked(savedSearchIdInput))
  .mutation(({ ctx, input }) => deleteSearchFor(ctx.services.db, ctx.user.id, input.id));
