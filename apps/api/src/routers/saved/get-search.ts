import { savedSearchIdInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { getSearchFor } from '../../saved/service';
import { protectedProcedure } from '../../trpc/trpc';

/** One saved search of the user; another user's id is NOT_FOUND. */
export const getSearch = protectedProcedure
  .input(checked(savedSearchIdInput))
  .query(({ ctx, input }) => getSearchFor(ctx.services.db, ctx.user.id, input.id));
