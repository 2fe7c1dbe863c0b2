/** Every router, assembled once. The web app imports only the types from here. */
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { authRouter } from '../routers/auth';
import { configRouter } from '../routers/config';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  config: configRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
