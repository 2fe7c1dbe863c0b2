import { savedSignalInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { saveSignalFor } from '../../saved/service';
import { writeProcedure } from '../../trpc/trpc';

/** One signal (the spec's single form, the snake_case payload or a Signal); saving it again keeps one. */
export const saveSignal = writeProcedure
  .input(checked(savedSignalInput))
  .mutation(({ ctx, input }) => saveSignalFor(ctx.services.db, ctx.user.id, input));
