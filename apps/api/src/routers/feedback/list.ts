import { feedbackSearchInput } from '@firstsignal/core';
import { listFeedback } from '../../feedback/service';
import { checked } from '../../saved/input';
import { readProcedure } from '../../trpc/trpc';

/** A search's thumbs up / thumbs down; another user's search is NOT_FOUND. */
export const list = readProcedure
  .input(checked(feedbackSearchInput))
  .query(({ ctx, input }) => listFeedback(ctx.services.db, ctx.user.id, input));
