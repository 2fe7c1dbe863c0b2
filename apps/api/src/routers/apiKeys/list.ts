import { listApiKeys } from '@firstsignal/db';
import { keyHint } from '../../auth/api-keys';
import { protectedProcedure } from '../../trpc/trpc';

/** Settings → API keys: name, scopes, a hint of the key, created and last used; never the secret. */
export const list = protectedProcedure.query(async ({ ctx }) =>
  (await listApiKeys(ctx.services.db, ctx.user.id)).map((k) => ({ ...k, hint: keyHint(k.id) })),
);
