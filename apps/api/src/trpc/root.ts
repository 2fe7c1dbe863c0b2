/** Every router, assembled once. The web app imports only the types from here. */
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { accountRouter } from '../routers/account';
import { apiKeysRouter } from '../routers/apiKeys';
import { authRouter } from '../routers/auth';
import { billingRouter } from '../routers/billing';
import { aiRouter } from '../routers/ai';
import { configRouter } from '../routers/config';
import { eventsRouter } from '../routers/events';
import { feedbackRouter } from '../routers/feedback';
import { monitoringRouter } from '../routers/monitoring';
import { notificationsRouter } from '../routers/notifications';
import { savedRouter } from '../routers/saved';
import { searchRouter } from '../routers/search';
import { usageRouter } from '../routers/usage';
import { router } from './trpc';

export const appRouter = router({
  account: accountRouter,
  apiKeys: apiKeysRouter,
  auth: authRouter,
  billing: billingRouter,
  ai: aiRouter,
  config: configRouter,
  events: eventsRouter,
  feedback: feedbackRouter,
  search: searchRouter,
  usage: usageRouter,
  saved: savedRouter,
  monitoring: monitoringRouter,
  notifications: notificationsRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
