import { readProcedure } from '../../trpc/trpc';

/** The monitors of the Saved Searches cards, the "New" count and the frequencies the plan allows. */
export const list = readProcedure.query(({ ctx }) => ctx.services.monitoring.list(ctx.user.id));
