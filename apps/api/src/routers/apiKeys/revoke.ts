import { apiKeyIdInput } from '@firstsignal/core';
import { revokeApiKey } from '../../auth/api-keys';
import { checked } from '../../saved/input';
import { protectedProcedure } from '../../trpc/trpc';

/** Deletes the key: its next request gets 401. Another user's key id answers 404, like a missing one. */
export const revoke = protectedProcedure.input(checked(apiKeyIdInput)).mutation(({ ctx, input }) => revokeApiKey(ctx.services.db, ctx.user.id, input.id));
