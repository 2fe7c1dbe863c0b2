import { saveSignalsInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { saveSignalsFor } from '../../saved/service';
import { writeProcedure } from '../../trpc/trpc';

/** Save All Signals: the list form `{signals: [...]}`, at most 200. */
export const saveSignals = writeProcedure
  .input(checked(saveSignalsInput))
  .mutation(({ ctx, input }) => saveSignalsFor(ctx.services.db, ctx.user.id, input.signals));
