import { notificationSettingsInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { writeProcedure } from '../../trpc/trpc';

/** Slack and webhook URLs (blank turns one off), a new webhook secret, overage for monitoring and its cap. */
export const update = writeProcedure
  .input(checked(notificationSettingsInput))
  .mutation(({ ctx, input }) => ctx.services.monitoring.updateNotifications(ctx.user.id, input));
