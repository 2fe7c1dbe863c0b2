import { searchHistoryInput } from '@firstsignal/core';
import { recentRuns } from '@firstsignal/db';
import { checked } from '../../saved/input';
import { readProcedure } from '../../trpc/trpc';

const historyInput = checked(searchHistoryInput);

/** The user's recent searches, newest first (the dashboard's real history). */
export const history = readProcedure
  // Left out, the input means the default limit.
  .input({ ...historyInput, parse: (value: unknown) => historyInput.parse(value ?? {}) })
  .query(async ({ ctx, input }) => {
    const runs = await recentRuns(ctx.services.db, ctx.user.id, input.limit);
    return runs.map((r) => ({
      id: r.id,
      query: r.queryText,
      searchType: r.searchType,
      platforms: (r.params as { platforms?: string[] }).platforms ?? [],
      results: r.deliveredResults,
      createdAt: r.createdAt.toISOString(),
    }));
  });
