import { monitorSettingsInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { protectedProcedure } from '../../trpc/trpc';

/** The saved-search card's toggle and frequency: `{id, enabled, frequency, hour, weekday, timeZone}`. */
export const set = protectedProcedure
  .input(checked(monitorSettingsInput))
  .mutation(({ ctx, input }) => ctx.services.monitoring.set(ctx.user.id, input));
