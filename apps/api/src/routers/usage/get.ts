import { usageResponse } from '../../usage';
import { protectedProcedure } from '../../trpc/trpc';

export const get = protectedProcedure.query(({ ctx }) => usageResponse(ctx.services, ctx.user.id));
