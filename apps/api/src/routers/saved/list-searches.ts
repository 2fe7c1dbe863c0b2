import { listSearchesFor } from '../../saved/service';
import { protectedProcedure } from '../../trpc/trpc';

/** The Saved Searches page: the user's saved searches with their signals, newest first. */
export const listSearches = protectedProcedure.query(({ ctx }) => listSearchesFor(ctx.services.db, ctx.user.id));
