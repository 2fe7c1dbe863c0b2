import { savedSearchIdInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { getSearchFor } from '../../saved/service';
import { readProcedure } from '../../trpc/trpc';

/** One saved search of the user; another user's id is NOT_FOUND. */
export const getSearch = readProcedure
  .input(checked(savedSearchIdInput))
  .query(({ ctx, input }) => getSearchFor(ctx.services.db, ctx.user.id, input.id));
