import { savedSearchIdInput } from '@firstsignal/core';
import { savedSearchThemes } from '../../insights/themes';
import { checked } from '../../saved/input';
import { readProcedure } from '../../trpc/trpc';

/** The themes of a saved search across its runs and monitoring; free. */
export const searchThemes = readProcedure
  .input(checked(savedSearchIdInput))
  .query(({ ctx, input }) => savedSearchThemes(ctx.services, ctx.user.id, input.id));
