import { notificationTestInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { writeProcedure } from '../../trpc/trpc';

/** The Test button: one message to the channel now; `{ok, error}`. */
export const test = writeProcedure
  .input(checked(notificationTestInput))
  .mutation(({ ctx, input }) => ctx.services.monitoring.testChannel(ctx.user.id, input));
