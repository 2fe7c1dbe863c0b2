import { recentRuns } from '@firstsignal/db';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc/trpc';

/** The user's recent searches, newest first (the dashboard's real history). */
export const history = protectedProcedure
  .input(z.object({ limit: z.number().int().min(1).max(50).default(10) }).optional())
  .query(async ({ ctx, input }) => {
    const runs = await recentRuns(ctx.services.db, ctx.user.id, input?.limit ?? 10);
    return runs.map((r) => ({
      id: r.id,
      query: r.queryText,
      searchType: r.searchType,
      platforms: (r.params as { platforms?: string[] }).platforms ?? [],
      results: r.deliveredResults,
      createdAt: r.createdAt.toISOString(),
    }));
  });
