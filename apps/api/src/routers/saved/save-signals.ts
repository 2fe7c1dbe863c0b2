import { saveSignalsInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { saveSignalsFor } from '../../saved/service';
import { protectedProcedure } from '../../trpc/trpc';

/** Save All Signals: the list form `{signals: [...]}`, at most 200. */
export const saveSignals = protectedProcedure
  .input(checked(saveSignalsInput))
  .mutation(({ ctx, input }) => saveSignalsFor(ctx.services.db, ctx.user.id, input.signals));
