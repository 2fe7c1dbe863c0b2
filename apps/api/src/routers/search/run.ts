import { z } from 'zod';
import { protectedProcedure } from '../../trpc/trpc';

/** A new search, or the next page of a stored one; the body is checked by the shared schema. */
export const run = protectedProcedure.input(z.unknown()).mutation(({ ctx, input }) => ctx.services.search.search(ctx.user.id, input));
