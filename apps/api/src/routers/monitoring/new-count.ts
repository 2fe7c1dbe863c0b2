import { readProcedure } from '../../trpc/trpc';

/** The sidebar's "New" count on Saved Signals: signals marked new until seen. */
export const newCount = readProcedure.query(({ ctx }) => ctx.services.monitoring.newCount(ctx.user.id));
