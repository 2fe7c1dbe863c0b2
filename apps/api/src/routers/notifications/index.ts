import { router } from '../../trpc/trpc';
import { get } from './get';
import { test } from './test';
import { update } from './update';

export const notificationsRouter = router({ get, update, test });
