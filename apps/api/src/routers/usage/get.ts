import { usageResponse } from '../../usage';
import { readProcedure } from '../../trpc/trpc';

export const get = readProcedure.query(({ ctx }) => usageResponse(ctx.services, ctx.user.id));
