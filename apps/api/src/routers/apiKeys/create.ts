import { apiKeyCreateInput } from '@firstsignal/core';
import { createApiKey, keyHint } from '../../auth/api-keys';
import { checked } from '../../saved/input';
import { protectedProcedure } from '../../trpc/trpc';

/** Settings → API keys → Create: the key comes back this once; only its hash is kept. */
export const create = protectedProcedure.input(checked(apiKeyCreateInput)).mutation(async ({ ctx, input }) => {
  const { key, apiKey } = await createApiKey(ctx.services.db, ctx.user.id, input);
  return { key, apiKey: { ...apiKey, hint: keyHint(apiKey.id) } };
});
