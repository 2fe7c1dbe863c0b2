import { listSearchesFor } from '../../saved/service';
import { readProcedure } from '../../trpc/trpc';

/** The Saved Searches page: the user's saved searches with their signals, newest first. */
export const listSearches = readProcedure.query(({ ctx }) => listSearchesFor(ctx.services.db, ctx.user.id));
