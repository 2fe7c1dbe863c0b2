import { z } from 'zod';
import type { ProfileUpdateInput } from '../../account/service';
import { protectedProcedure } from '../../trpc/trpc';

/**
 * Saves the sent fields. The input is typed for clients but checked by the account service, so
 * tRPC and REST answer the same errors (400 with the field, 409 when taken).
 */
export const update = protectedProcedure.input(z.custom<ProfileUpdateInput>()).mutation(({ ctx, input }) => ctx.services.account.update(ctx.user.id, input));
