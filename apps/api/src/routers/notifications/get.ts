import { readProcedure } from '../../trpc/trpc';

/** Settings → Notifications: each channel's status and last error, recent deliveries, monitoring overage. */
export const get = readProcedure.query(({ ctx }) => ctx.services.monitoring.notifications(ctx.user.id));
