import { savedSearchIdInput } from '@firstsignal/core';
import { runThemes } from '../../insights/themes';
import { checked } from '../../saved/input';
import { readProcedure } from '../../trpc/trpc';

/** The themes of one of the user's stored runs (the current search is one too); free. */
export const themes = readProcedure
  .input(checked(savedSearchIdInput))
  .query(({ ctx, input }) => runThemes(ctx.services, ctx.user.id, input.id));
