import { z } from 'zod';
import { protectedProcedure } from '../../trpc/trpc';

/** Saves the sent fields; the body is checked by the account service (400 with the field, 409 when taken). */
export const update = protectedProcedure.input(z.unknown()).mutation(({ ctx, input }) => ctx.services.account.update(ctx.user.id, input));
