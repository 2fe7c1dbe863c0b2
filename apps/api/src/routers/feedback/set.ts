import { setFeedbackInput } from '@firstsignal/core';
import { setFeedback } from '../../feedback/service';
import { checked } from '../../saved/input';
import { writeProcedure } from '../../trpc/trpc';

/** Thumbs up or down on one signal of the user's search (null undoes it); answers the search's judgements. */
export const set = writeProcedure
  .input(checked(setFeedbackInput))
  .mutation(({ ctx, input }) => setFeedback(ctx.services.db, ctx.user.id, input));
