import { monitorSettingsInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { writeProcedure } from '../../trpc/trpc';

/** The saved-search card's toggle and frequency: `{id, enabled, frequency, hour, weekday, timeZone}`. */
export const set = writeProcedure
  .input(checked(monitorSettingsInput))
  .mutation(({ ctx, input }) => ctx.services.monitoring.set(ctx.user.id, input));
