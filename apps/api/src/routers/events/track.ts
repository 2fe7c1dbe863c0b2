import { clientEventInput } from '@firstsignal/core';
import { trackEvent } from '@firstsignal/db';
import { checked } from '../../saved/input';
import { protectedProcedure } from '../../trpc/trpc';

/** First-party analytics for what only the browser sees (a filter, an export). */
export const track = protectedProcedure.input(checked(clientEventInput)).mutation(async ({ ctx, input }) => {
  await trackEvent(ctx.services.db, input.name, ctx.user.id, input.payload);
  return { success: true as const };
});
