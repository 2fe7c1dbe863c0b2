import { publicUser } from '@firstsignal/db';
import { publicProcedure } from '../../trpc/trpc';

/** The signed-in user, or null when signed out (the SPA's auth state). */
export const me = publicProcedure.query(async ({ ctx }) => (ctx.user ? publicUser(ctx.services.db, ctx.user) : null));
