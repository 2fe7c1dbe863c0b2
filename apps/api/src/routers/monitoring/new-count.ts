import { protectedProcedure } from '../../trpc/trpc';

/** The sidebar's "New" count on Saved Signals: signals marked new until seen. */
export const newCount = protectedProcedure.query(({ ctx }) => ctx.services.monitoring.newCount(ctx.user.id));
