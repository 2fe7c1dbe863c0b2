import { savedSearchIdInput } from '@firstsignal/core';
import { savedSearchAudiences } from '../../insights/audiences';
import { checked } from '../../saved/input';
import { readProcedure } from '../../trpc/trpc';

/** The audiences of a saved search across its runs and monitoring; free. */
export const searchAudiences = readProcedure
  .input(checked(savedSearchIdInput))
  .query(({ ctx, input }) => savedSearchAudiences(ctx.services.db, ctx.user.id, input.id));
