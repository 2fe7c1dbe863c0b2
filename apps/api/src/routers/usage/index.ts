import { router } from '../../trpc/trpc';
import { get } from './get';

export const usageRouter = router({ get });
