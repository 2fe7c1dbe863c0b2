import { publicProcedure } from '../../trpc/trpc';

/** Which optional features are configured, and the settings missing for the others. */
export const status = publicProcedure.query(({ ctx }) => {
  const { missing, env } = ctx.services;
  const feature = (names: string[]) => ({ configured: names.length === 0, missingSettings: names });
  return {
    google: feature(missing.google),
    billing: feature(missing.billing),
    reddit: feature(missing.reddit),
    youtube: feature(missing.youtube),
    hackernews: feature(missing.hackernews),
    email: feature(missing.email),
    supportEmail: env.SUPPORT_EMAIL,
  };
});
