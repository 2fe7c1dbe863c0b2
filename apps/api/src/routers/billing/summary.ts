import { readProcedure } from '../../trpc/trpc';

/** What the billing page needs beyond usage: whether billing is configured and the portal has a customer to show. */
export const summary = readProcedure.query(async ({ ctx }) => {
  const { billing } = ctx.services;
  return {
    configured: billing.configured,
    missingSettings: billing.missingSettings,
    hasBillingAccount: await billing.hasBillingAccount(ctx.user.id),
  };
});
