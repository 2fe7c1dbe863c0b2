import { readProcedure } from '../../trpc/trpc';

/** Settings → Account: username, email, names, '{Plan} Plan' and the search preferences. */
export const get = readProcedure.query(({ ctx }) => ctx.services.account.get(ctx.user.id));
