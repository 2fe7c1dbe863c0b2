import { savedSearchIdInput } from '@firstsignal/core';
import { runAudiences } from '../../insights/audiences';
import { checked } from '../../saved/input';
import { readProcedure } from '../../trpc/trpc';

/** The audiences of one of the user's stored runs (the current search is one too); free. */
export const audiences = readProcedure
  .input(checked(savedSearchIdInput))
  .query(({ ctx, input }) => runAudiences(ctx.services, ctx.user.id, input.id));
