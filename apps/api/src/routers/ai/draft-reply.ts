import { replyDraftInput } from '@firstsignal/core';
import { draftReply as draft } from '../../ai/reply-draft';
import { checked } from '../../saved/input';
import { searchProcedure } from '../../trpc/trpc';

/** "Draft a reply" on one of the caller's signals (their run or saved signals); never posted. */
export const draftReply = searchProcedure
  .input(checked(replyDraftInput))
  .mutation(({ ctx, input }) => draft(ctx.services.db, ctx.services.ai, ctx.services.missing.ai, ctx.user.id, input));
