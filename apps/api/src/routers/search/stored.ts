import { z } from 'zod';
import { protectedProcedure } from '../../trpc/trpc';

/** Reopens a past search with the results it delivered, without calling the platforms again. */
export const stored = protectedProcedure
  .input(z.object({ id: z.string().min(1).max(64) }))
  .query(({ ctx, input }) => ctx.services.search.storedRun(ctx.user.id, input.id));
