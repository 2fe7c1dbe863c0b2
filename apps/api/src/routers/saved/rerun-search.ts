import { rerunSavedSearchInput } from '@firstsignal/core';
import { checked } from '../../saved/input';
import { rerunSavedSearch } from '../../saved/rerun';
import { searchProcedure } from '../../trpc/trpc';

/**
 * The re-run dialog: `{id, maxResults? (25), timeRange? ('week'), confirmOverage?}`. The search
 * response comes back untouched, so `upgrade_required` and `overage_warning` open their dialogs.
 */
export const rerunSearch = searchProcedure
  .input(checked(rerunSavedSearchInput))
  .mutation(({ ctx, input }) => rerunSavedSearch(ctx.services, ctx.user.id, input));
