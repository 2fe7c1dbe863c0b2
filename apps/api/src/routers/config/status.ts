import type { SearchablePlatform } from '@firstsignal/core';
import { publicProcedure } from '../../trpc/trpc';

/** Which optional features are configured, and the settings missing for the others. */
export const status = publicProcedure.query(({ ctx }) => {
  const { missing, env, platforms } = ctx.services;
  const feature = (names: string[]) => ({ configured: names.length === 0, missingSettings: names });
  return {
    google: feature(missing.google),
    billing: feature(missing.billing),
    // Each platform under its id as well, as the features above.
    ...(Object.fromEntries(platforms.map((p) => [p.id, feature(p.missingSettings)])) as Record<SearchablePlatform, ReturnType<typeof feature>>),
    /** Every searchable platform, in the registry's order, with how the web shows it. */
    platforms,
    email: feature(missing.email),
    /** The optional AI provider (issue 28): Settings says "AI: not configured" without it. */
    ai: { ...feature(missing.ai), model: ctx.services.ai?.model ?? null },
    supportEmail: env.SUPPORT_EMAIL,
  };
});
